import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { formatPhoneDisplay, normalizePhone } from "#domain/phone";
import {
  MAX_STORE_PHOTOS,
  STORE_MESSAGES,
  ZStoreSaveFormSchema,
  type StoreInfo,
} from "#domain/store";
import { PhotosField } from "#app/components/admin/photos-field";
import { FormField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { Textarea } from "#app/components/ui/textarea";
import { useFormSuccess, useSchemaForm } from "#app/lib/forms";
import type { action } from "#app/routes/admin/store";
import { SubmitButton } from "#app/components/submit-button";

/**
 * The store's edit view: 'Simpan' saves, 'Batal' goes back to the stored values. Checked
 * here first with the server's schema, so each field says what is missing in Indonesian
 * instead of the browser's own bubble; the server's answer shows the same way.
 */
export function StoreForm({ store, onDone }: { store: StoreInfo | null; onDone: () => void }) {
  const [images, setImages] = useState(() => store?.images.map((image) => image.imageUrl) ?? []);
  const [uploading, setUploading] = useState(0);
  // A fetcher of this opening of the form: one keyed by its place on the page would hand a
  // reopened form the answer to the last one, and close it at once.
  const [fetcherKey] = useState(() => `store-form-${Math.random().toString(36).slice(2)}`);
  const fetcher = useFetcher<typeof action>({ key: fetcherKey });
  useFormSuccess(fetcher, onDone);
  const [form, fields] = useSchemaForm(ZStoreSaveFormSchema, {
    lastResult: fetcher.data?.result,
    defaultValue: {
      name: store?.name ?? "",
      address: store?.address ?? "",
      phone: store?.phone ?? "",
      googleMapsLink: store?.googleMapsLink ?? "",
    },
  });
  const isSaving = fetcher.state !== "idle";
  const isBusy = isSaving || uploading > 0;
  const imagesError = Object.values(fields.images.allErrors).flat()[0];
  const phone = fields.phone.value;
  const phonePreview = normalizePhone(typeof phone === "string" ? phone : "");

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{store ? "Edit Store Info" : "Tambah Store Info"}</CardTitle>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="save" />
          {/* The photos in display order, as `images[0]`, `images[1]`, …: the first is the main one. */}
          {images.map((url, index) => (
            <input key={url} type="hidden" name={`${fields.images.name}[${index}]`} value={url} />
          ))}
          <FormField field={fields.name} label="Nama Toko">
            <Input {...getInputProps(fields.name, { type: "text" })} />
          </FormField>
          <FormField field={fields.address} label="Alamat">
            <Textarea {...getTextareaProps(fields.address)} rows={3} />
          </FormField>
          <FormField
            field={fields.phone}
            label="Nomor WhatsApp"
            hint={
              phonePreview
                ? `Tersimpan sebagai ${formatPhoneDisplay(phonePreview)}`
                : "Contoh: 0812 3456 7890"
            }
          >
            <Input
              {...getInputProps(fields.phone, { type: "tel" })}
              inputMode="tel"
              autoComplete="tel"
            />
          </FormField>
          <FormField field={fields.googleMapsLink} label="Tautan Google Maps">
            <Input
              {...getInputProps(fields.googleMapsLink, { type: "url" })}
              inputMode="url"
              placeholder="https://maps.google.com/..."
            />
          </FormField>
          <PhotosField
            legend="Foto Toko"
            name="Foto toko"
            area="product-images"
            max={MAX_STORE_PHOTOS}
            tooManyMessage={STORE_MESSAGES.tooManyPhotos}
            uploadFailedMessage={STORE_MESSAGES.photoUploadFailed}
            images={images}
            pending={uploading}
            error={imagesError}
            isDisabled={isSaving}
            onChange={(update) => setImages(update)}
            onPendingChange={(delta) => setUploading((count) => count + delta)}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" disabled={isBusy} onClick={onDone}>
              Batal
            </Button>
            <SubmitButton disabled={isBusy}>{isSaving ? "Menyimpan..." : "Simpan"}</SubmitButton>
          </div>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
