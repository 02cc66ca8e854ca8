import { Icon } from "#app/components/icons/icon";
import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { BRAND_MESSAGES, ZPriceListsFormSchema } from "#domain/brand-profile";
import { mediaVariantUrl, UPLOAD_FAILED_MESSAGE } from "#domain/media";
import { canMove, moveItem } from "#domain/reorder";
import { ConfirmDeleteDialog } from "#app/components/admin/confirm-delete-dialog";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { useFormSuccess, useSchemaForm } from "#app/lib/forms";
import { uploadImage } from "#app/lib/upload";
import type { action } from "#app/routes/admin/about";
import { SubmitButton } from "#app/components/submit-button";

/**
 * Spec §2 price-list images: new ones are ordered with up/down (edges disabled) and can be
 * dropped before saving; a saved one is deleted after the English confirmation.
 */
export function PriceLists({
  saved,
}: {
  saved: { id: string; imageUrl: string; title: string }[];
}) {
  const [pending, setPending] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const [toDelete, setToDelete] = useState<string | null>(null);
  const saver = useFetcher<typeof action>();
  const deleter = useFetcher<typeof action>();
  useFormSuccess(saver, () => setPending([]));
  // The new pictures travel as `images[0]`, `images[1]`, … in the order shown.
  const [form, fields] = useSchemaForm(ZPriceListsFormSchema, { lastResult: saver.data?.result });
  const [uploadError, setUploadError] = useState<string>();
  const imagesError = uploadError ?? Object.values(fields.images.allErrors).flat()[0];
  const isSaving = saver.state !== "idle";

  const add = async (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    setUploading((count) => count + chosen.length);
    setUploadError(undefined);
    for (const file of chosen) {
      try {
        const url = await uploadImage(file, "brand-logos");
        setPending((current) => (current.includes(url) ? current : [...current, url]));
      } catch (error) {
        const reason = error instanceof Error ? error.message : UPLOAD_FAILED_MESSAGE;
        setUploadError(`${reason}: ${file.name}`);
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Menu / Daftar Harga</CardTitle>
        <CardDescription>
          Gambar menu atau daftar harga yang tampil di halaman toko.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {saved.length === 0 ? (
          <p className="text-sm text-muted-foreground">Belum ada gambar daftar harga.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Daftar harga tersimpan">
            {saved.map((item) => (
              <li key={item.id} className="relative">
                <img
                  src={mediaVariantUrl(item.imageUrl, 320)}
                  alt={item.title}
                  width={320}
                  height={400}
                  loading="lazy"
                  className="aspect-[4/5] w-full rounded-lg border bg-muted object-cover"
                />
                <span className="absolute bottom-2 left-2 rounded bg-background/90 px-2 py-0.5 text-xs">
                  {item.title}
                </span>
                <Button
                  type="button"
                  size="icon"
                  variant="destructive"
                  className="absolute top-2 right-2 size-8"
                  aria-label={`Hapus ${item.title}`}
                  onClick={() => setToDelete(item.id)}
                >
                  <Icon name="trash-2" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}

        {pending.length > 0 && (
          <ol className="flex flex-col gap-2" aria-label="Daftar harga baru">
            {pending.map((url, index) => (
              <li
                key={url}
                className="flex items-center gap-3 rounded-lg border p-2"
                data-url={url}
              >
                <img
                  src={mediaVariantUrl(url, 320)}
                  alt={`Daftar harga baru ${index + 1}`}
                  width={48}
                  height={60}
                  className="h-15 w-12 rounded border object-cover"
                />
                <span className="flex-1 text-sm">Gambar baru {index + 1}</span>
                <Button
                  type="button"
                  size="icon"
                  variant="outline"
                  aria-label={`Naikkan gambar baru ${index + 1}`}
                  disabled={!canMove(index, pending.length, -1) || isSaving}
                  onClick={() => setPending((current) => moveItem(current, index, index - 1))}
                >
                  <Icon name="arrow-up" aria-hidden />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="outline"
                  aria-label={`Turunkan gambar baru ${index + 1}`}
                  disabled={!canMove(index, pending.length, 1) || isSaving}
                  onClick={() => setPending((current) => moveItem(current, index, index + 1))}
                >
                  <Icon name="arrow-down" aria-hidden />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={`Buang gambar baru ${index + 1}`}
                  disabled={isSaving}
                  onClick={() => setPending((current) => current.filter((item) => item !== url))}
                >
                  <Icon name="x" aria-hidden />
                </Button>
              </li>
            ))}
          </ol>
        )}

        {imagesError && (
          <p id={fields.images.errorId} role="alert" className="text-sm text-destructive">
            {imagesError}
          </p>
        )}

        <saver.Form method="post" className="flex flex-wrap gap-2" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="add-price-lists" />
          {pending.map((url, index) => (
            <input key={url} type="hidden" name={`${fields.images.name}[${index}]`} value={url} />
          ))}
          <label className="inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm hover:bg-muted">
            {uploading > 0 ? (
              <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden />
            ) : (
              <Icon name="image-plus" className="size-4" aria-hidden />
            )}
            {uploading > 0 ? "Mengupload..." : "Tambah Gambar"}
            <input
              type="file"
              accept="image/*"
              multiple
              className="sr-only"
              aria-label="Tambah gambar daftar harga"
              onChange={(event) => {
                void add(event.target.files);
                event.target.value = "";
              }}
            />
          </label>
          {pending.length > 0 && (
            <SubmitButton disabled={isSaving || uploading > 0}>
              {isSaving ? "Menyimpan..." : "Simpan Daftar Harga"}
            </SubmitButton>
          )}
        </saver.Form>
      </CardContent>

      <ConfirmDeleteDialog
        open={toDelete !== null}
        title="Hapus gambar daftar harga"
        description={BRAND_MESSAGES.priceListDeleteConfirm}
        onOpenChange={(isOpen) => !isOpen && setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          await deleter.submit({ intent: "delete-price-list", id: toDelete }, { method: "post" });
        }}
      />
    </Card>
  );
}
