import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { ZBrandProfileFormSchema, type BrandProfile } from "#domain/brand-profile";
import { BUSINESS_KIND_CHOICES } from "#domain/business-kind";
import { ORDER_STATUS_LABELS, PAYMENT_SEND_AT_STATUSES } from "#domain/order-status";
import { mediaVariantUrl } from "#domain/media";
import { formatPhoneDisplay, normalizePhone } from "#domain/phone";
import { sanitizeAboutUsername } from "#domain/username";
import { FormField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { NativeSelect } from "#app/components/ui/native-select";
import { Textarea } from "#app/components/ui/textarea";
import { useFormSuccess, useSchemaForm } from "#app/lib/forms";
import {
  PictureUploadButton,
  RemovePictureButton,
  usePictureUpload,
} from "#app/components/admin/picture-upload";
import type { action } from "#app/routes/admin/about";
import { SubmitButton } from "#app/components/submit-button";

/**
 * The about card (Informasi Toko) in edit mode (spec §5 about form). Every field is checked
 * in the browser with the server's own schema, its error written under it in Indonesian:
 * the browser's bubbles would speak the browser's language.
 */
export function AboutForm({ profile, onDone }: { profile: BrandProfile; onDone: () => void }) {
  const logo = usePictureUpload("brand-logos", profile.logoUrl);
  const logoUrl = logo.url;
  const [isDelivering, setIsDelivering] = useState(profile.isDeliveryByStoreEnabled);
  // A fetcher of this opening of the form: one keyed by its place on the page would hand a
  // reopened form the answer to the last one, and close it at once.
  const [fetcherKey] = useState(() => `about-form-${Math.random().toString(36).slice(2)}`);
  const fetcher = useFetcher<typeof action>({ key: fetcherKey });
  useFormSuccess(fetcher, onDone);
  const [form, fields] = useSchemaForm(ZBrandProfileFormSchema, {
    lastResult: fetcher.data?.result,
    defaultValue: {
      name: profile.name,
      username: profile.username,
      aboutText: profile.aboutText ?? "",
      businessKind: profile.businessKind,
      customerServiceWhatsapp: profile.customerServiceWhatsapp ?? "",
      customerServiceEmail: profile.customerServiceEmail ?? "",
      paymentInformation: profile.paymentInformation ?? "",
      paymentInformationSendAtStatus: profile.paymentInformationSendAtStatus,
      isDeliveryByStoreEnabled: profile.isDeliveryByStoreEnabled,
      deliveryCostInformation: profile.deliveryCostInformation ?? "",
    },
  });
  const isSaving = fetcher.state !== "idle";

  const whatsapp = fields.customerServiceWhatsapp.value;
  const whatsappPreview = normalizePhone(typeof whatsapp === "string" ? whatsapp : "");

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Ubah Informasi Toko</CardTitle>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="update-profile" />
          <input type="hidden" name={fields.logoUrl.name} value={logoUrl ?? ""} />
          <div className="flex items-center gap-4">
            {logoUrl ? (
              <div className="relative">
                <img
                  src={mediaVariantUrl(logoUrl, 320)}
                  alt="Logo brand"
                  width={80}
                  height={80}
                  className="size-20 rounded-full border object-cover"
                />
                <RemovePictureButton
                  label="Hapus logo"
                  className="-top-1 -right-1 size-7"
                  onClick={() => logo.setUrl(null)}
                />
              </div>
            ) : (
              <span className="flex size-20 items-center justify-center rounded-full border border-dashed text-xs text-muted-foreground">
                Tanpa logo
              </span>
            )}
            <PictureUploadButton
              label="Ganti Logo"
              inputLabel="Unggah logo"
              isUploading={logo.isUploading}
              onFile={(file) => void logo.upload(file)}
            />
          </div>
          {logo.error && (
            <p role="alert" className="text-sm text-destructive">
              {logo.error}
            </p>
          )}

          <FormField field={fields.name} label="Nama Brand">
            <Input {...getInputProps(fields.name, { type: "text" })} />
          </FormField>
          <FormField
            field={fields.username}
            label="Username"
            hint="Huruf, angka, tanda hubung (-) dan garis bawah (_)."
          >
            <Input
              {...getInputProps(fields.username, { type: "text" })}
              autoCapitalize="none"
              autoCorrect="off"
              // Other characters are dropped as they are typed, before the form reads the value.
              onChange={(event) => {
                event.currentTarget.value = sanitizeAboutUsername(event.currentTarget.value);
              }}
            />
          </FormField>
          <FormField field={fields.aboutText} label="Tentang Brand">
            <Textarea {...getTextareaProps(fields.aboutText)} rows={4} />
          </FormField>
          <FormField
            field={fields.businessKind}
            label="Jenis Usaha"
            hint="Membantu mesin pencari mengenali toko Anda."
          >
            <NativeSelect {...getSelectProps(fields.businessKind)}>
              {BUSINESS_KIND_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            field={fields.customerServiceWhatsapp}
            label="WhatsApp Layanan Pelanggan"
            hint={
              whatsappPreview
                ? `Tersimpan sebagai ${formatPhoneDisplay(whatsappPreview)}`
                : undefined
            }
          >
            <Input
              {...getInputProps(fields.customerServiceWhatsapp, { type: "tel" })}
              inputMode="tel"
            />
          </FormField>
          <FormField field={fields.customerServiceEmail} label="Email Layanan Pelanggan">
            <Input {...getInputProps(fields.customerServiceEmail, { type: "email" })} />
          </FormField>

          <FormField field={fields.paymentInformation} label="Informasi Pembayaran (opsional)">
            <Textarea
              {...getTextareaProps(fields.paymentInformation)}
              placeholder="Contoh: Transfer BCA 1234567890 a.n. Nama Anda"
              rows={3}
            />
          </FormField>
          <FormField
            field={fields.paymentInformationSendAtStatus}
            label="Kirim Informasi Pembayaran saat status"
          >
            <NativeSelect {...getSelectProps(fields.paymentInformationSendAtStatus)}>
              {PAYMENT_SEND_AT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ORDER_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <label className="flex items-center gap-3 text-sm font-medium">
            <input
              {...getInputProps(fields.isDeliveryByStoreEnabled, { type: "checkbox" })}
              className="size-4 accent-primary"
              onChange={(event) => setIsDelivering(event.currentTarget.checked)}
            />
            Pengiriman oleh toko (Diantar)
          </label>
          {isDelivering && (
            <FormField
              field={fields.deliveryCostInformation}
              label="Informasi Ongkos Kirim (opsional)"
            >
              <Textarea
                {...getTextareaProps(fields.deliveryCostInformation)}
                placeholder="Contoh: Ongkir Rp 10.000 untuk radius 5 km"
                rows={2}
              />
            </FormField>
          )}

          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" disabled={isSaving} onClick={onDone}>
              Batal
            </Button>
            <SubmitButton disabled={isSaving || logo.isUploading}>
              {isSaving ? "Menyimpan..." : "Simpan"}
            </SubmitButton>
          </div>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
