import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { formatPhoneDisplay, normalizePhone } from "../../../domain/phone";
import { MAX_STORE_PHOTOS, STORE_MESSAGES, ZStoreFormSchema } from "../../../domain/store";
import type { StoreActionResult } from "./store-page";
import { PhotosField } from "~/components/admin/photos-field";
import { FormField } from "~/components/form-field";
import { useResultToast } from "~/components/admin/use-result-toast";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";

type StoreValues = {
  name: string;
  address: string;
  phone: string;
  googleMapsLink: string;
  images: string[];
};

const EMPTY: StoreValues = { name: "", address: "", phone: "", googleMapsLink: "", images: [] };

const FIELD_ORDER = ["name", "address", "phone", "googleMapsLink", "images"] as const;

/** The store schema's own messages by field, as the server would answer them. */
function checkStore(values: StoreValues): Record<string, string> {
  const parsed = ZStoreFormSchema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      errors[String(issue.path[0] ?? "form")] ??= issue.message;
  }
  return errors;
}

/** The store's edit view: 'Simpan' saves, 'Batal' goes back to the stored values. */
export function StoreForm({
  store,
  onDone,
}: {
  store: {
    name: string;
    address: string;
    phone: string;
    googleMapsLink: string | null;
    images: { imageUrl: string }[];
  } | null;
  onDone: () => void;
}) {
  const stored: StoreValues = store
    ? {
        name: store.name,
        address: store.address,
        phone: store.phone,
        googleMapsLink: store.googleMapsLink ?? "",
        images: store.images.map((image) => image.imageUrl),
      }
    : EMPTY;
  const [values, setValues] = useState(stored);
  const [uploading, setUploading] = useState(0);
  const fetcher = useFetcher<StoreActionResult>();
  const id = useId();
  const isSaving = fetcher.state !== "idle";
  const isBusy = isSaving || uploading > 0;
  // Checked here first with the server's schema, so each field says what is missing in
  // Indonesian instead of the browser's own bubble; the server's answer shows the same way.
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const serverErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : {};
  const fieldErrors: Record<string, string> = { ...serverErrors, ...clientErrors };

  useResultToast(
    fetcher,
    {
      success: (result) =>
        result.ok && result.intent === "save" && result.isNew
          ? STORE_MESSAGES.created
          : STORE_MESSAGES.updated,
      failure: store ? STORE_MESSAGES.updateFailed : STORE_MESSAGES.createFailed,
      inlineFields: ["name", "address", "phone", "googleMapsLink", "images"],
    },
    onDone,
  );

  const set =
    (field: keyof Omit<StoreValues, "images">) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setClientErrors(({ [field]: _changed, ...rest }) => rest);
    };
  const invalid = (field: (typeof FIELD_ORDER)[number], inputId: string) =>
    fieldErrors[field]
      ? { "aria-invalid": true, "aria-describedby": `${inputId}-error` }
      : { "aria-invalid": undefined };

  const phonePreview = normalizePhone(values.phone);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{store ? "Edit Store Info" : "Tambah Store Info"}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const errors = checkStore(values);
            setClientErrors(errors);
            const first = FIELD_ORDER.find((field) => errors[field]);
            if (first) {
              document
                .getElementById(`${id}-${first === "googleMapsLink" ? "maps" : first}`)
                ?.focus();
              return;
            }
            fetcher.submit(
              { intent: "save", ...values },
              { method: "post", encType: "application/json" },
            );
          }}
        >
          <FormField id={`${id}-name`} label="Nama Toko *" error={fieldErrors.name}>
            <Input
              id={`${id}-name`}
              value={values.name}
              onChange={set("name")}
              aria-required
              {...invalid("name", `${id}-name`)}
              maxLength={120}
            />
          </FormField>
          <FormField id={`${id}-address`} label="Alamat *" error={fieldErrors.address}>
            <Textarea
              id={`${id}-address`}
              value={values.address}
              onChange={set("address")}
              aria-required
              {...invalid("address", `${id}-address`)}
              rows={3}
            />
          </FormField>
          <FormField
            id={`${id}-phone`}
            label="Nomor WhatsApp *"
            error={fieldErrors.phone}
            hint={
              phonePreview
                ? `Tersimpan sebagai ${formatPhoneDisplay(phonePreview)}`
                : "Contoh: 0812 3456 7890"
            }
          >
            <Input
              id={`${id}-phone`}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={values.phone}
              onChange={set("phone")}
              aria-required
              {...invalid("phone", `${id}-phone`)}
            />
          </FormField>
          <FormField
            id={`${id}-maps`}
            label="Tautan Google Maps *"
            error={fieldErrors.googleMapsLink}
          >
            <Input
              id={`${id}-maps`}
              type="url"
              inputMode="url"
              placeholder="https://maps.google.com/..."
              value={values.googleMapsLink}
              onChange={set("googleMapsLink")}
              aria-required
              {...invalid("googleMapsLink", `${id}-maps`)}
            />
          </FormField>
          <PhotosField
            legend="Foto Toko"
            name="Foto toko"
            area="product-images"
            max={MAX_STORE_PHOTOS}
            tooManyMessage={STORE_MESSAGES.tooManyPhotos}
            uploadFailedMessage={STORE_MESSAGES.photoUploadFailed}
            images={values.images}
            pending={uploading}
            error={fieldErrors.images}
            isDisabled={isSaving}
            onChange={(update) =>
              setValues((current) => ({ ...current, images: update(current.images) }))
            }
            onPendingChange={(delta) => setUploading((count) => count + delta)}
          />
          <div className="flex justify-end gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={isBusy}
              onClick={() => {
                setValues(stored);
                onDone();
              }}
            >
              Batal
            </Button>
            <Button type="submit" disabled={isBusy}>
              {isSaving ? "Menyimpan..." : "Simpan"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
