import { useState } from "react";
import { useFetcher } from "react-router";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { Icon } from "#app/components/icons/icon";
import { SubmitButton } from "#app/components/submit-button";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Label } from "#app/components/ui/label";
import { Textarea } from "#app/components/ui/textarea";
import type { action } from "#app/routes/admin/customers-promo";
import { PROMO_MESSAGE_MAX, type PromoCustomer } from "#domain/personal-data";
import { formatPhoneDisplay } from "#domain/phone";

/**
 * /admin/customers/promo: the customers who agreed to promotions at checkout, each a tap
 * away from a chat with the seller's message. One chat per tap, never a bulk send.
 */
export function PromoCustomersPage({
  message,
  customers,
}: {
  message: string;
  customers: PromoCustomer[];
}) {
  const fetcher = useFetcher<typeof action>();
  const isSaving = fetcher.state !== "idle";
  const [isCopied, setIsCopied] = useState(false);
  const copyNumbers = async () => {
    await navigator.clipboard.writeText(customers.map((customer) => customer.phone).join("\n"));
    setIsCopied(true);
  };
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <AdminPageHeader
        title="Pelanggan Setuju Promosi"
        description="Pelanggan yang mencentang persetujuan menerima info promo saat checkout. Hubungi satu per satu lewat WhatsApp."
      />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Pesan Promosi</CardTitle>
          <CardDescription>
            Ditulis sekali, dibawa oleh setiap tautan WhatsApp di bawah. Anda tetap bisa mengubahnya
            sebelum mengirim.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <fetcher.Form method="post" className="flex flex-col gap-3">
            <Label htmlFor="promo-message">Pesan</Label>
            <Textarea
              id="promo-message"
              name="message"
              maxLength={PROMO_MESSAGE_MAX}
              defaultValue={message}
              placeholder="Halo Kak, ada menu baru minggu ini..."
              rows={4}
            />
            <div className="flex justify-end">
              <SubmitButton disabled={isSaving}>
                {isSaving ? "Menyimpan..." : "Simpan Pesan"}
              </SubmitButton>
            </div>
          </fetcher.Form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <CardTitle className="text-lg">Daftar Pelanggan ({customers.length})</CardTitle>
            <CardDescription>
              Persetujuan terakhir per nomor. Pelanggan yang datanya dihapus tidak tampil.
            </CardDescription>
          </div>
          {customers.length > 0 && (
            <Button variant="outline" onClick={() => void copyNumbers()}>
              <Icon name="copy" aria-hidden />
              {isCopied ? "Nomor Tersalin" : "Salin Nomor"}
            </Button>
          )}
        </CardHeader>
        <CardContent>
          {customers.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Belum ada pelanggan yang setuju menerima promosi.
            </p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Pelanggan setuju promosi">
              {customers.map((customer) => (
                <li
                  key={customer.phone}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border px-3 py-2"
                >
                  <div className="flex min-w-0 flex-col text-sm">
                    <span className="font-medium break-words">{customer.name}</span>
                    <span className="text-muted-foreground tabular-nums">
                      {formatPhoneDisplay(customer.phone)} · setuju {customer.consentAtText}
                    </span>
                  </div>
                  <Button asChild variant="outline" size="sm">
                    <a
                      href={customer.whatsappUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`Kirim WhatsApp ke ${customer.name}`}
                    >
                      <Icon name="message-circle" aria-hidden />
                      Kirim WhatsApp
                    </a>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
