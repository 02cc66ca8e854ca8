import { Link } from "react-router";
import type { DeliveryAreaSettings } from "#domain/delivery-fee";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { Alert } from "#app/components/ui/alert";
import { AreasCard } from "./areas-card";
import { ElsewhereCard } from "./elsewhere-card";

/** /admin/delivery: where the shop delivers, what each area costs, and everywhere else. */
export function DeliveryPage({
  settings,
}: {
  settings: DeliveryAreaSettings & { isDeliveryByStoreEnabled: boolean };
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <AdminPageHeader
        title="Pengiriman"
        description="Area pengiriman dan ongkirnya. Pelanggan memilih areanya saat checkout; ongkir ditambahkan ke total pesanan. Diambil sendiri selalu gratis."
      />
      {!settings.isDeliveryByStoreEnabled && (
        <Alert role="status">
          <span>
            Toko belum mengantar pesanan: aktifkan &lsquo;Pengiriman oleh toko (Diantar)&rsquo; di
            halaman{" "}
            <Link to="/admin/about" className="font-medium underline">
              Tentang
            </Link>{" "}
            agar area ini dipakai saat checkout.
          </span>
        </Alert>
      )}
      <AreasCard areas={settings.areas} />
      <ElsewhereCard elsewhere={settings.elsewhere} hasAreas={settings.areas.length > 0} />
    </div>
  );
}
