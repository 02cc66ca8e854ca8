import { useFetcher } from "react-router";
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type OwnPaymentSettings,
  type PaymentMethod,
} from "#domain/payment-methods";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import type { action } from "#app/routes/admin/payments";

const ENABLED_KEYS = {
  cash: "isCashEnabled",
  transfer: "isTransferEnabled",
  qris: "isQrisEnabled",
} as const satisfies Record<PaymentMethod, keyof OwnPaymentSettings>;

function describe(method: PaymentMethod, settings: OwnPaymentSettings): string {
  if (method === "cash") return "Pelanggan membayar saat pesanan diterima atau diambil.";
  if (method === "transfer") {
    return settings.bankAccounts.length > 0
      ? `${settings.bankAccounts.length} rekening`
      : "Tambahkan rekening agar metode ini muncul di checkout.";
  }
  return settings.qris
    ? `${settings.qris.merchantName} (NMID ${settings.qris.nmid})`
    : "Unggah QRIS toko agar metode ini muncul di checkout.";
}

/** A switch posted as its own small form: on or off, with the server's refusal under it. */
function SwitchForm({
  label,
  fields,
  isEnabled,
}: {
  label: string;
  fields: Record<string, string>;
  isEnabled: boolean;
}) {
  const fetcher = useFetcher<typeof action>();
  const refusal = fetcher.state === "idle" ? fetcher.data?.result.error?.[""]?.[0] : undefined;
  return (
    <fetcher.Form method="post" className="flex flex-col items-end gap-1">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="isEnabled" value={isEnabled ? "false" : "true"} />
      <Button
        type="submit"
        variant={isEnabled ? "outline" : "default"}
        size="sm"
        disabled={fetcher.state !== "idle"}
        aria-label={`${isEnabled ? "Nonaktifkan" : "Aktifkan"} ${label}`}
      >
        {isEnabled ? "Nonaktifkan" : "Aktifkan"}
      </Button>
      {refusal && (
        <p role="alert" className="max-w-64 text-right text-xs text-destructive">
          {refusal}
        </p>
      )}
    </fetcher.Form>
  );
}

/** Each method on or off, whether the checkout offers it now, and the unique code. */
export function MethodsCard({ settings }: { settings: OwnPaymentSettings }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Metode Pembayaran</CardTitle>
        <CardDescription>Minimal satu metode harus aktif.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col divide-y">
        {PAYMENT_METHODS.map((method) => {
          const isEnabled = settings[ENABLED_KEYS[method]];
          const isOffered = settings.offered.includes(method);
          return (
            <div key={method} className="flex items-start justify-between gap-3 py-3">
              <div className="flex min-w-0 flex-col gap-1">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  {PAYMENT_METHOD_LABELS[method]}
                  <Badge variant={isOffered ? "success" : "secondary"}>
                    {isOffered ? "Tampil di checkout" : isEnabled ? "Belum lengkap" : "Nonaktif"}
                  </Badge>
                </span>
                <span className="text-sm text-muted-foreground">{describe(method, settings)}</span>
              </div>
              <SwitchForm
                label={PAYMENT_METHOD_LABELS[method]}
                fields={{ intent: "set-method", method }}
                isEnabled={isEnabled}
              />
            </div>
          );
        })}
        <div className="flex items-start justify-between gap-3 py-3">
          <div className="flex min-w-0 flex-col gap-1">
            <span className="flex flex-wrap items-center gap-2 font-medium">
              Kode Unik Transfer
              <Badge variant={settings.isUniqueCodeEnabled ? "success" : "secondary"}>
                {settings.isUniqueCodeEnabled ? "Aktif" : "Nonaktif"}
              </Badge>
            </span>
            <span className="text-sm text-muted-foreground">
              Menambahkan Rp 1 sampai Rp 999 ke total pesanan transfer agar mudah dicocokkan dengan
              mutasi rekening.
            </span>
          </div>
          <SwitchForm
            label="Kode Unik Transfer"
            fields={{ intent: "set-unique-code" }}
            isEnabled={settings.isUniqueCodeEnabled}
          />
        </div>
      </CardContent>
    </Card>
  );
}
