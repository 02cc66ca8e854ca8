import { ImageUp, Loader2 } from "lucide-react";
import { useEffect, useId } from "react";
import { toast } from "sonner";
import { LINK_MESSAGES, type ThumbnailType } from "../../../domain/link";
import { mediaVariantUrl } from "../../../domain/media";
import { buttonVariants } from "~/components/ui/button";
import { uploadImage } from "~/lib/upload";
import { useLatestTask } from "~/lib/use-latest-task";
import { cn } from "~/lib/utils";
import { compressThumbnail, ImageProcessingError } from "./compress-image";
import { IconPicker } from "./icon-picker";

type Thumbnail = { thumbnailType: ThumbnailType; icon: string; linkImage: string | null };

const TYPES: { value: ThumbnailType; label: string }[] = [
  { value: "icon", label: "Ikon Emoji" },
  { value: "upload", label: "Unggah Gambar" },
];

/** Emoji icon or an uploaded picture, compressed in the browser before it is sent. */
export function ThumbnailField({
  value,
  error,
  onChange,
  onUploadingChange,
}: {
  value: Thumbnail;
  error?: string;
  onChange: (next: Partial<Thumbnail>) => void;
  onUploadingChange: (isUploading: boolean) => void;
}) {
  const fileId = useId();
  // The picture chosen last wins, even when an earlier one finishes uploading after it.
  const { isRunning: isUploading, run } = useLatestTask();
  useEffect(() => onUploadingChange(isUploading), [isUploading, onUploadingChange]);

  const upload = (file: File) =>
    run(async () => uploadImage(await compressThumbnail(file), "brand-logos"), {
      onDone: (linkImage) => onChange({ linkImage }),
      onError: (cause) =>
        toast.error(
          cause instanceof ImageProcessingError
            ? LINK_MESSAGES.processFailed
            : LINK_MESSAGES.uploadFailed,
        ),
    });

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">Gambar Mini</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
        {TYPES.map((type) => (
          <label
            key={type.value}
            className="relative flex h-9 cursor-pointer items-center justify-center rounded-md text-sm font-medium text-muted-foreground transition-colors has-checked:bg-card has-checked:text-foreground has-checked:shadow-xs has-focus-visible:ring-2 has-focus-visible:ring-ring/60"
          >
            <input
              type="radio"
              name="thumbnailType"
              value={type.value}
              checked={value.thumbnailType === type.value}
              onChange={() => onChange({ thumbnailType: type.value })}
              className="absolute inset-0 cursor-pointer appearance-none opacity-0"
            />
            {type.label}
          </label>
        ))}
      </div>

      {value.thumbnailType === "icon" ? (
        <IconPicker value={value.icon} onChange={(icon) => onChange({ icon })} />
      ) : (
        <div className="flex items-center gap-3">
          <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted">
            {isUploading ? (
              <Loader2 aria-hidden className="size-6 animate-spin text-muted-foreground" />
            ) : value.linkImage ? (
              <img
                src={mediaVariantUrl(value.linkImage, 320)}
                alt="Gambar mini tautan"
                className="size-full object-cover"
              />
            ) : (
              <ImageUp aria-hidden className="size-6 text-muted-foreground" />
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
              {isUploading
                ? "Memproses gambar..."
                : value.linkImage
                  ? "Ganti Gambar"
                  : "Pilih Gambar"}
            </label>
            <p className="text-xs text-muted-foreground">
              Dikompres otomatis: maks. 800 px, 300 KB.
            </p>
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
