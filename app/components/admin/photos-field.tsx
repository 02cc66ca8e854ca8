import { Icon } from "#app/components/icons/icon";
import { useId, useState } from "react";
import type { MediaArea } from "#domain/media";
import { SortablePhotos } from "#app/components/admin/sortable-photos";
import { buttonVariants } from "#app/components/ui/button";
import { uploadImage } from "#app/lib/upload";
import { cn } from "#app/lib/utils";

type Update = (change: (images: string[]) => string[]) => void;

/**
 * Several photos (a product's, a store's): each is uploaded as soon as it is picked and
 * added in the order picked, then they can be dragged into order (or moved with the
 * keyboard); the first is the main photo and the order shown is the order the shop shows.
 * Photos still uploading count towards `max`. A pick past `max` or a failed upload is said
 * under the field until the next pick.
 */
export function PhotosField({
  images,
  pending,
  error,
  onChange,
  onPendingChange,
  max,
  area,
  legend,
  name,
  tooManyMessage,
  uploadFailedMessage,
  isDisabled = false,
}: {
  images: string[];
  /** Photos still uploading. */
  pending: number;
  error?: string;
  onChange: Update;
  onPendingChange: (delta: number) => void;
  max: number;
  area: MediaArea;
  legend: string;
  /** What the photos are of, as in 'Foto produk': names the handles, the list, the input. */
  name: string;
  tooManyMessage: string;
  uploadFailedMessage: string;
  isDisabled?: boolean;
}) {
  const inputId = useId();
  const room = max - images.length - pending;
  const [uploadError, setUploadError] = useState<string>();

  const upload = async (picked: File[]) => {
    const files = picked.slice(0, Math.max(0, room));
    setUploadError(files.length < picked.length ? tooManyMessage : undefined);
    if (files.length === 0) return;
    onPendingChange(files.length);
    const results = await Promise.allSettled(files.map((file) => uploadImage(file, area)));
    const urls = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    if (urls.length < files.length) setUploadError(uploadFailedMessage);
    if (urls.length > 0) {
      onChange((current) => [...current, ...urls.filter((url) => !current.includes(url))]);
    }
    onPendingChange(-files.length);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {images.length > 0 && (
        <SortablePhotos
          photos={images}
          onChange={(next) => onChange(() => next)}
          isDisabled={isDisabled}
          label={name}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={room <= 0 || isDisabled}
          className="peer sr-only"
          aria-label={`Tambah ${name.toLowerCase()}`}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = "";
            void upload(files);
          }}
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: "outline" }),
            "cursor-pointer border-dashed peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:pointer-events-none peer-disabled:opacity-50",
          )}
        >
          <Icon name="image-plus" aria-hidden />
          Tambah Foto
        </label>
        {pending > 0 && (
          <span role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon name="loader-circle" aria-hidden className="size-4 animate-spin" />
            Mengupload {pending} foto...
          </span>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        Foto pertama jadi Foto Utama; geser untuk mengubah urutan. Maksimal {max} foto.
      </p>
      {(uploadError ?? error) && (
        <p role="alert" className="text-sm text-destructive">
          {uploadError ?? error}
        </p>
      )}
    </fieldset>
  );
}
