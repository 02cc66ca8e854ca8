import { ImagePlus, Loader2, X } from "lucide-react";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { fieldErrorsOf } from "../../../domain/account";
import { BRAND_MESSAGES, ZBrandProfileSchema } from "../../../domain/brand-profile";
import { INVALID_VALUE_MESSAGE } from "../../../domain/form-text";
import { ORDER_STATUS_LABELS, PAYMENT_SEND_AT_STATUSES } from "../../../domain/order-status";
import { UPLOAD_FAILED_MESSAGE, mediaVariantUrl } from "../../../domain/media";
import { formatPhoneDisplay, normalizePhone } from "../../../domain/phone";
import { sanitizeAboutUsername } from "../../../domain/username";
import type { AboutActionResult, BrandProfileView } from "./about-page";
import { useResultToast } from "~/components/admin/use-result-toast";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { uploadImage } from "~/lib/upload";
import { useLatestTask } from "~/lib/use-latest-task";

type Values = Omit<BrandProfileView, "isCurrentlyOpen" | "priceLists"> & {
  aboutText: string;
  customerServiceWhatsapp: string;
  customerServiceEmail: string;
  paymentInformation: string;
  deliveryCostInformation: string;
};

function valuesOf(profile: BrandProfileView): Values {
  return {
    name: profile.name,
    username: profile.username,
    aboutText: profile.aboutText ?? "",
    customerServiceWhatsapp: profile.customerServiceWhatsapp ?? "",
    customerServiceEmail: profile.customerServiceEmail ?? "",
    logoUrl: profile.logoUrl,
    operationalHours: profile.operationalHours,
    paymentInformation: profile.paymentInformation ?? "",
    paymentInformationSendAtStatus: profile.paymentInformationSendAtStatus,
    isDeliveryByStoreEnabled: profile.isDeliveryByStoreEnabled,
    deliveryCostInformation: profile.deliveryCostInformation ?? "",
  };
}

// The fields this form shows an error under, in the order they appear, with their ids' ends.
const CHECKED_FIELDS = {
  name: "name",
  username: "username",
  aboutText: "about",
  customerServiceWhatsapp: "whatsapp",
  customerServiceEmail: "email",
  paymentInformation: "payment",
  deliveryCostInformation: "delivery-cost",
} as const;

/**
 * The about card (Informasi Toko) in edit mode (spec §5 about form). Checked with the server's
 * own schema before sending, the errors written under their fields in Indonesian: the
 * browser's bubbles would speak the browser's language.
 */
export function AboutForm({ profile, onDone }: { profile: BrandProfileView; onDone: () => void }) {
  const [values, setValues] = useState(() => valuesOf(profile));
  const [checkErrors, setCheckErrors] = useState<Record<string, string>>({});
  // The logo chosen last wins, even when an earlier one finishes uploading after it.
  const { isRunning: isUploading, run } = useLatestTask();
  const fetcher = useFetcher<AboutActionResult>();
  const id = useId();
  useResultToast(
    fetcher,
    {
      success: BRAND_MESSAGES.updated,
      failure: BRAND_MESSAGES.updateFailed,
      inlineFields: Object.keys(CHECKED_FIELDS),
    },
    onDone,
  );
  const isSaving = fetcher.state !== "idle";
  const fieldErrors = {
    ...(fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : {}),
    ...checkErrors,
  };
  const errorProps = (field: keyof typeof CHECKED_FIELDS) => ({
    "aria-invalid": Boolean(fieldErrors[field]),
    "aria-describedby": fieldErrors[field] ? `${id}-${CHECKED_FIELDS[field]}-error` : undefined,
  });

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setCheckErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const uploadLogo = async (file: File | undefined) => {
    if (!file) return;
    await run(() => uploadImage(file, "brand-logos"), {
      onDone: (url) => set("logoUrl", url),
      onError: (error) =>
        toast.error(error instanceof Error ? error.message : UPLOAD_FAILED_MESSAGE),
    });
  };

  const whatsappPreview = normalizePhone(values.customerServiceWhatsapp);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Ubah Informasi Toko</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            // A URL name the spec refuses reads its alert text from the schema too.
            const parsed = ZBrandProfileSchema.safeParse(values, {
              error: () => INVALID_VALUE_MESSAGE,
            });
            const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
            const shown = Object.fromEntries(
              Object.entries(errors).filter(([field]) => field in CHECKED_FIELDS),
            );
            setCheckErrors(shown);
            const first = (Object.keys(CHECKED_FIELDS) as (keyof typeof CHECKED_FIELDS)[]).find(
              (field) => shown[field],
            );
            if (first) {
              document.getElementById(`${id}-${CHECKED_FIELDS[first]}`)?.focus();
              return;
            }
            fetcher.submit(
              { intent: "update-profile", ...values },
              { method: "post", encType: "application/json" },
            );
          }}
        >
          <div className="flex items-center gap-4">
            {values.logoUrl ? (
              <div className="relative">
                <img
                  src={mediaVariantUrl(values.logoUrl, 320)}
                  alt="Logo brand"
                  width={80}
                  height={80}
                  className="size-20 rounded-full border object-cover"
                />
                <button
                  type="button"
                  aria-label="Hapus logo"
                  className="absolute -top-1 -right-1 flex size-7 items-center justify-center rounded-full border bg-background text-destructive shadow-sm"
                  onClick={() => set("logoUrl", null)}
                >
                  <X className="size-4" aria-hidden />
                </button>
              </div>
            ) : (
              <span className="flex size-20 items-center justify-center rounded-full border border-dashed text-xs text-muted-foreground">
                Tanpa logo
              </span>
            )}
            <label className="inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm hover:bg-muted">
              {isUploading ? (
                <Loader2 className="size-4 animate-spin" aria-hidden />
              ) : (
                <ImagePlus className="size-4" aria-hidden />
              )}
              {isUploading ? "Mengupload..." : "Ganti Logo"}
              <input
                type="file"
                accept="image/*"
                className="sr-only"
                aria-label="Unggah logo"
                onChange={(event) => {
                  void uploadLogo(event.target.files?.[0]);
                  event.target.value = "";
                }}
              />
            </label>
          </div>

          <FormField id={`${id}-name`} label="Nama Brand" error={fieldErrors.name}>
            <Input
              id={`${id}-name`}
              value={values.name}
              onChange={(event) => set("name", event.target.value)}
              {...errorProps("name")}
              maxLength={120}
            />
          </FormField>
          <FormField
            id={`${id}-username`}
            label="Username"
            error={fieldErrors.username}
            hint="Huruf, angka, tanda hubung (-) dan garis bawah (_)."
          >
            <Input
              id={`${id}-username`}
              value={values.username}
              autoCapitalize="none"
              autoCorrect="off"
              onChange={(event) => set("username", sanitizeAboutUsername(event.target.value))}
              {...errorProps("username")}
              maxLength={60}
            />
          </FormField>
          <FormField id={`${id}-about`} label="Tentang Brand" error={fieldErrors.aboutText}>
            <Textarea
              id={`${id}-about`}
              value={values.aboutText}
              onChange={(event) => set("aboutText", event.target.value)}
              {...errorProps("aboutText")}
              rows={4}
            />
          </FormField>
          <FormField
            id={`${id}-whatsapp`}
            label="WhatsApp Layanan Pelanggan"
            error={fieldErrors.customerServiceWhatsapp}
            hint={
              whatsappPreview
                ? `Tersimpan sebagai ${formatPhoneDisplay(whatsappPreview)}`
                : undefined
            }
          >
            <Input
              id={`${id}-whatsapp`}
              type="tel"
              inputMode="tel"
              value={values.customerServiceWhatsapp}
              onChange={(event) => set("customerServiceWhatsapp", event.target.value)}
              {...errorProps("customerServiceWhatsapp")}
            />
          </FormField>
          <FormField
            id={`${id}-email`}
            label="Email Layanan Pelanggan"
            error={fieldErrors.customerServiceEmail}
          >
            <Input
              id={`${id}-email`}
              type="email"
              value={values.customerServiceEmail}
              onChange={(event) => set("customerServiceEmail", event.target.value)}
              {...errorProps("customerServiceEmail")}
            />
          </FormField>

          <FormField
            id={`${id}-payment`}
            label="Informasi Pembayaran (opsional)"
            error={fieldErrors.paymentInformation}
          >
            <Textarea
              id={`${id}-payment`}
              value={values.paymentInformation}
              onChange={(event) => set("paymentInformation", event.target.value)}
              {...errorProps("paymentInformation")}
              placeholder="Contoh: Transfer BCA 1234567890 a.n. Nama Anda"
              rows={3}
            />
          </FormField>
          <FormField id={`${id}-send-at`} label="Kirim Informasi Pembayaran saat status">
            <NativeSelect
              id={`${id}-send-at`}
              value={values.paymentInformationSendAtStatus}
              onChange={(event) =>
                set(
                  "paymentInformationSendAtStatus",
                  event.target.value as Values["paymentInformationSendAtStatus"],
                )
              }
            >
              {PAYMENT_SEND_AT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ORDER_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <label className="flex items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={values.isDeliveryByStoreEnabled}
              onChange={(event) => set("isDeliveryByStoreEnabled", event.target.checked)}
            />
            Pengiriman oleh toko (Diantar)
          </label>
          {values.isDeliveryByStoreEnabled && (
            <FormField
              id={`${id}-delivery-cost`}
              label="Informasi Ongkos Kirim (opsional)"
              error={fieldErrors.deliveryCostInformation}
            >
              <Textarea
                id={`${id}-delivery-cost`}
                value={values.deliveryCostInformation}
                onChange={(event) => set("deliveryCostInformation", event.target.value)}
                {...errorProps("deliveryCostInformation")}
                placeholder="Contoh: Ongkir Rp 10.000 untuk radius 5 km"
                rows={2}
              />
            </FormField>
          )}

          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" disabled={isSaving} onClick={onDone}>
              Batal
            </Button>
            <Button type="submit" disabled={isSaving || isUploading}>
              {isSaving ? "Menyimpan..." : "Simpan"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
