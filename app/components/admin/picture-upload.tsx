import { Icon } from "#app/components/icons/icon";
import { useState } from "react";
import { UPLOAD_FAILED_MESSAGE, type MediaArea } from "#domain/media";
import { uploadImage } from "#app/lib/upload";
import { useLatestTask } from "#app/lib/use-latest-task";

/**
 * One picture of a form (a logo, a cover): the stored URL it holds, its upload and the
 * upload's error. The picture chosen last wins, even when an earlier one finishes after it.
 */
export function usePictureUpload(area: MediaArea, initial: string | null) {
  const [url, setUrl] = useState(initial);
  const [error, setError] = useState<string>();
  const { isRunning: isUploading, run } = useLatestTask();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    await run(() => uploadImage(file, area), {
      onDone: setUrl,
      onError: (failure) =>
        setError(failure instanceof Error ? failure.message : UPLOAD_FAILED_MESSAGE),
    });
  };
  return { url, setUrl, error, isUploading, upload };
}

/** The button that opens the phone's photos (a file input inside its label). */
export function PictureUploadButton({
  label,
  inputLabel,
  isUploading,
  onFile,
}: {
  label: string;
  /** The file input's own name, for screen readers and tests. */
  inputLabel: string;
  isUploading: boolean;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm hover:bg-muted">
      <Icon
        name={isUploading ? "loader-circle" : "image-plus"}
        className={isUploading ? "size-4 animate-spin" : "size-4"}
        aria-hidden
      />
      {isUploading ? "Mengupload..." : label}
      <input
        type="file"
        accept="image/*"
        className="sr-only"
        aria-label={inputLabel}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
    </label>
  );
}

/** The round × over a picture's corner that takes it off the form. */
export function RemovePictureButton({
  label,
  className,
  onClick,
}: {
  label: string;
  /** Where it sits over the picture. */
  className: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`absolute flex items-center justify-center rounded-full border bg-background text-destructive shadow-sm ${className}`}
      onClick={onClick}
    >
      <Icon name="x" className="size-4" aria-hidden />
    </button>
  );
}
