import { Icon } from "#app/components/icons/icon";
import type { DueDay } from "#domain/order-schedule";
import type { ShopTrends } from "#domain/trends";
import { DueOrders } from "./due-orders";
import { ShopDashboard } from "./shop-dashboard";

/**
 * The admin's home: the spec's greeting, then the shop's summary. An account without a shop
 * of its own (a platform administrator, say) has no figures and keeps the plain greeting.
 */
export function AdminHome({ trends, due }: { trends: ShopTrends | null; due: DueDay[] | null }) {
  if (!trends) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-3 py-16 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-secondary text-primary">
          <Icon name="layout-dashboard" className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold">Welcome to Admin Panel</h1>
        <p className="text-muted-foreground">
          Pilih menu di samping untuk mulai mengelola toko Anda.
        </p>
      </section>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
          <Icon name="layout-dashboard" className="size-5" aria-hidden />
        </span>
        <div>
          <h1 className="text-2xl font-bold">Welcome to Admin Panel</h1>
          <p className="text-sm text-muted-foreground">Perkembangan toko Anda dari hari ke hari.</p>
        </div>
      </div>
      {due && <DueOrders days={due} />}
      <ShopDashboard trends={trends} />
    </div>
  );
}
