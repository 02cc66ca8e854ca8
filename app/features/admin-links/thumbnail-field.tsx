import { Icon } from "#app/components/icons/icon";
import { useInputControl } from "@conform-to/react";
import { useEffect, useId, useState } from "react";
import { LINK_MESSAGES, type ThumbnailType } from "#domain/link";
import { mediaVariantUrl } from "#domain/media";
import { buttonVariants } from "#app/components/ui/button";
import { uploadImage } from "#app/lib/upload";
import { useLatestTask } from "#app/lib/use-latest-task";
import { cn } from "#app/lib/utils";
import { compressThumbnail, ImageProcessingError } from "./compress-image";
import { IconPicker } from "./icon-picker";

/** What the link form knows of one of its fields (Conform's field metadata). */
type Field = {
  name: string;
  formId: string;
  key?: string;
  initialValue?: string;
  errors?: string[];
  errorId: string;
};

const TYPES: { value: ThumbnailType; label: string }[] = [
  { value: "icon", label: "Ikon Emoji" },
  { value: "upload", label: "Unggah Gambar" },
];

/**
 * Emoji icon or an uploaded picture, compressed in the browser and uploaded as soon as it
 * is chosen; the form then carries the stored picture's URL. Both choices stay in the form
 * while the other is shown, so switching back and forth loses neither.
 */
export function ThumbnailField({
  thumbnailType,
  icon,
  linkImage,
  onUploadingChange,
}: {
  thumbnailType: Field;
  icon: Field;
  linkImage: Field;
  onUploadingChange: (isUploading: boolean) => void;
}) {
  const fileId = useId();
  const [type, setType] = useState(thumbnailType.initialValue === "upload" ? "upload" : "icon");
  const image = useInputControl(linkImage);
  // The picture chosen last wins, even when an earlier one finishes uploading after it.
  const { isRunning: isUploading, run } = useLatestTask();
  useEffect(() => onUploadingChange(isUploading), [isUploading, onUploadingChange]);

  const [uploadError, setUploadError] = useState<string>();
  const upload = (file: File) => {
    setUploadError(undefined);
    return run(async () => uploadImage(await compressThumbnail(file), "brand-logos"), {
      onDone: (url) => image.change(url),
      onError: (cause) =>
        setUploadError(
          cause instanceof ImageProcessingError
            ? LINK_MESSAGES.processFailed
            : LINK_MESSAGES.uploadFailed,
        ),
    });
  };
  const error = uploadError ?? linkImage.errors?.[0];

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">Gambar Mini</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
        {TYPES.map((choice) => (
          <label
            key={choice.value}
            className="relative flex h-9 cursor-pointer items-center justify-center rounded-md text-sm font-medium text-muted-foreground transition-colors has-checked:bg-card has-checked:text-foreground has-checked:shadow-xs has-focus-visible:ring-2 has-focus-visible:ring-ring/60"
          >
            <input
              type="radio"
              name={thumbnailType.name}
              value={choice.value}
              defaultChecked={type === choice.value}
              onChange={() => setType(choice.value)}
              className="absolute inset-0 cursor-pointer appearance-none opacity-0"
            />
            {choice.label}
          </label>
        ))}
      </div>

      <div hidden={type !== "icon"}>
        <IconPicker name={icon.name} initialValue={icon.initialValue} />
      </div>
      <div hidden={type !== "upload"}>
        <div className="flex items-center gap-3">
          <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted">
            {isUploading ? (
              <Icon
                name="loader-circle"
                aria-hidden
                className="size-6 animate-spin text-muted-foreground"
              />
            ) : image.value ? (
              <img
                src={mediaVariantUrl(image.value, 320)}
                alt="Gambar mini tautan"
                className="size-full object-cover"
              />
            ) : (
              <Icon name="image-up" aria-hidden className="size-6 text-muted-foreground" />
            )}
          </span>
          <div className="flex min-w-0 flex-col gap-1.5">
            <input
              id={fileId}
              type="file"
              accept="image/*"
              disabled={isUploading}
              className="peer sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = "";
                if (file) void upload(file);
              }}
            />
            <label
              htmlFor={fileId}
              className={cn(
                buttonVariants({ variant: "outline", size: "sm" }),
                "w-fit cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:pointer-events-none peer-disabled:opacity-50",
              )}
            >
              {isUploading ? "Memproses gambar..." : image.value ? "Ganti Gambar" : "Pilih Gambar"}
            </label>
            <p className="text-xs text-muted-foreground">
              Dikompres otomatis: maks. 800 px, 300 KB.
            </p>
          </div>
        </div>
      </div>
      {error && (
        <p id={linkImage.errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
