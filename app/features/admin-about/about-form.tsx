import { ImagePlus, Loader2, X } from "lucide-react";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { BRAND_MESSAGES } from "../../../domain/brand-profile";
import { ORDER_STATUS_LABELS, PAYMENT_SEND_AT_STATUSES } from "../../../domain/order-status";
import { UPLOAD_FAILED_MESSAGE, mediaVariantUrl } from "../../../domain/media";
import { DAY_LABELS, DAYS, type Day, type DayHours } from "../../../domain/operational-hours";
import { formatPhoneDisplay, normalizePhone } from "../../../domain/phone";
import {
  ABOUT_USERNAME_ERROR,
  isValidAboutUsername,
  sanitizeAboutUsername,
} from "../../../domain/username";
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

/** The About Information card in edit mode (spec §5 about form). */
export function AboutForm({ profile, onDone }: { profile: BrandProfileView; onDone: () => void }) {
  const [values, setValues] = useState(() => valuesOf(profile));
  const [usernameAlert, setUsernameAlert] = useState<string>();
  // The logo chosen last wins, even when an earlier one finishes uploading after it.
  const { isRunning: isUploading, run } = useLatestTask();
  const fetcher = useFetcher<AboutActionResult>();
  const id = useId();
  useResultToast(
    fetcher,
    { success: BRAND_MESSAGES.updated, failure: BRAND_MESSAGES.updateFailed },
    onDone,
  );
  const isSaving = fetcher.state !== "idle";
  const fieldErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : {};

  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const setHours = (day: Day, change: Partial<DayHours>) =>
    setValues((current) => ({
      ...current,
      operationalHours: {
        ...current.operationalHours,
        [day]: { ...current.operationalHours[day], ...change },
      },
    }));

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
        <CardTitle className="text-lg">Edit About Information</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!isValidAboutUsername(values.username)) {
              setUsernameAlert(ABOUT_USERNAME_ERROR);
              return;
            }
            setUsernameAlert(undefined);
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
                aria-label="Upload logo"
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
              required
              maxLength={120}
            />
          </FormField>
          <FormField
            id={`${id}-username`}
            label="Username"
            error={usernameAlert ?? fieldErrors.username}
            hint="Huruf, angka, tanda hubung (-) dan garis bawah (_)."
          >
            <Input
              id={`${id}-username`}
              value={values.username}
              autoCapitalize="none"
              autoCorrect="off"
              onChange={(event) => set("username", sanitizeAboutUsername(event.target.value))}
              maxLength={60}
            />
          </FormField>
          <FormField id={`${id}-about`} label="Tentang Brand" error={fieldErrors.aboutText}>
            <Textarea
              id={`${id}-about`}
              value={values.aboutText}
              onChange={(event) => set("aboutText", event.target.value)}
              required
              rows={4}
            />
          </FormField>
          <FormField
            id={`${id}-whatsapp`}
            label="WhatsApp Customer Service"
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
              required
            />
          </FormField>
          <FormField
            id={`${id}-email`}
            label="Email Customer Service"
            error={fieldErrors.customerServiceEmail}
          >
            <Input
              id={`${id}-email`}
              type="email"
              value={values.customerServiceEmail}
              onChange={(event) => set("customerServiceEmail", event.target.value)}
              required
            />
          </FormField>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Jam Operasional</legend>
            {DAYS.map((day) => {
              const hours = values.operationalHours[day];
              return (
                <div
                  key={day}
                  className="grid grid-cols-[5.5rem_1fr_1fr] items-center gap-2 text-sm sm:grid-cols-[7rem_auto_1fr_1fr]"
                >
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={hours.isOpen}
                      onChange={(event) => setHours(day, { isOpen: event.target.checked })}
                      aria-label={`${DAY_LABELS[day]} buka`}
                    />
                    {DAY_LABELS[day]}
                  </label>
                  <span className="hidden text-muted-foreground sm:inline">
                    {hours.isOpen ? "Buka" : "Tutup"}
                  </span>
                  <Input
                    type="time"
                    aria-label={`${DAY_LABELS[day]} jam buka`}
                    value={hours.openTime}
                    disabled={!hours.isOpen}
                    onChange={(event) => setHours(day, { openTime: event.target.value })}
                    className="h-9"
                  />
                  <Input
                    type="time"
                    aria-label={`${DAY_LABELS[day]} jam tutup`}
                    value={hours.closeTime}
                    disabled={!hours.isOpen}
                    onChange={(event) => setHours(day, { closeTime: event.target.value })}
                    className="h-9"
                  />
                </div>
              );
            })}
          </fieldset>

          <FormField
            id={`${id}-payment`}
            label="Informasi Pembayaran (opsional)"
            error={fieldErrors.paymentInformation}
          >
            <Textarea
              id={`${id}-payment`}
              value={values.paymentInformation}
              onChange={(event) => set("paymentInformation", event.target.value)}
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
