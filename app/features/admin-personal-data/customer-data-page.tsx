import { useState } from "react";
import { Link, useFetcher, useSearchParams } from "react-router";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { Icon } from "#app/components/icons/icon";
import { SubmitButton } from "#app/components/submit-button";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import type { action } from "#app/routes/admin/customer-data";
import {
  CUSTOMER_PHONE_MAX,
  EVENT_LABELS,
  RETENTION_MONTH_OPTIONS,
  retentionLabel,
  type OwnCustomerData,
} from "#domain/personal-data";
import { EraseCustomerDialog } from "./erase-customer-dialog";

/**
 * /admin/customer-data: how long the shop keeps customers' data, a customer's data
 * downloaded or erased on her request, and the list of both.
 */
export function CustomerDataPage({ data }: { data: OwnCustomerData }) {
  // A customer's page links here with her number (`nomor`) filled in.
  const [searchParams] = useSearchParams();
  const [phone, setPhone] = useState(() => searchParams.get("nomor") ?? "");
  const [isErasing, setIsErasing] = useState(false);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <AdminPageHeader
        title="Data Pelanggan"
        description="Data pribadi pelanggan dijaga sesuai UU Pelindungan Data Pribadi: disimpan seperlunya, bisa diunduh atau dihapus atas permintaan pelanggan."
      />
      <RetentionCard months={data.retentionMonths} />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Permintaan Pelanggan</CardTitle>
          <CardDescription>
            Pelanggan berhak meminta salinan datanya atau meminta datanya dihapus. Masukkan nomor
            WhatsApp yang ia pakai saat memesan.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form method="get" action="/admin/customer-data/export" className="flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor="customer-data-phone">No. WhatsApp pelanggan</Label>
              <Input
                id="customer-data-phone"
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="off"
                required
                maxLength={CUSTOMER_PHONE_MAX}
                placeholder="08xxxxxxxxxx"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
              />
            </div>
            <div className="grid gap-2 sm:flex sm:flex-wrap">
              <Button type="submit" name="format" value="json" variant="outline">
                <Icon name="download" aria-hidden />
                Unduh Data (JSON)
              </Button>
              <Button type="submit" name="format" value="csv" variant="outline">
                <Icon name="download" aria-hidden />
                Unduh Data (CSV)
              </Button>
              <Button
                type="button"
                variant="destructive"
                disabled={phone.trim() === ""}
                onClick={() => setIsErasing(true)}
              >
                <Icon name="trash-2" aria-hidden />
                Hapus Data
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <EventsCard events={data.events} />
      <p className="text-sm text-muted-foreground">
        Pelanggan yang setuju menerima promosi ada di{" "}
        <Link to="/admin/customers/promo" className="font-medium text-primary underline">
          Pelanggan Setuju Promosi
        </Link>
        .
      </p>
      <EraseCustomerDialog
        open={isErasing}
        phone={phone}
        onOpenChange={setIsErasing}
        onErased={() => setPhone("")}
      />
    </div>
  );
}

function RetentionCard({ months }: { months: number }) {
  const fetcher = useFetcher<typeof action>({ key: "save-retention" });
  const isSaving = fetcher.state !== "idle";
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Masa Simpan Data</CardTitle>
        <CardDescription>
          Setelah pesanan terakhir seorang pelanggan lewat dari masa ini, nama, nomor, alamat,
          lokasi, dan catatannya dihapus otomatis dari pesanannya. Produk, jumlah, dan total tetap
          tercatat.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="save-retention" />
          <div className="flex min-w-48 flex-1 flex-col gap-2">
            <Label htmlFor="retention-months">Simpan data setelah pesanan terakhir</Label>
            <NativeSelect id="retention-months" name="months" defaultValue={String(months)}>
              {RETENTION_MONTH_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {retentionLabel(option)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <SubmitButton disabled={isSaving}>{isSaving ? "Menyimpan..." : "Simpan"}</SubmitButton>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}

function EventsCard({ events }: { events: OwnCustomerData["events"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Riwayat Permintaan</CardTitle>
        <CardDescription>
          Setiap unduhan dan penghapusan data dicatat. Nomor hanya ditampilkan 4 digit terakhir.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <p className="text-sm text-muted-foreground">Belum ada catatan.</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Riwayat permintaan data">
            {events.map((event) => (
              <li
                key={event.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm"
              >
                <div className="flex min-w-0 flex-col">
                  <span className="font-medium">{EVENT_LABELS[event.kind]}</span>
                  <span className="text-muted-foreground">
                    Nomor …{event.phoneLast4} · {event.orderCount} pesanan ·{" "}
                    {event.userName ?? "Sistem"}
                  </span>
                </div>
                <span className="text-muted-foreground tabular-nums">{event.atText}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
