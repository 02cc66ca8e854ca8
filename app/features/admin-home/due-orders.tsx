import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { formatScheduleDay, SCHEDULE_PARAM, type DueDay } from "#domain/order-schedule";
import { formatCount } from "#app/lib/format";

const DAY_TITLES: Record<DueDay["preset"], string> = {
  "hari-ini": "Jadwal Hari Ini",
  besok: "Jadwal Besok",
};

/**
 * What is due today and tomorrow, first on the home (decision 062): the orders still to be
 * made or handed over, by time, each a tap from its page.
 */
export function DueOrders({ days }: { days: DueDay[] }) {
  return (
    <section aria-labelledby="due-orders-title" className="flex flex-col gap-3">
      <h2 id="due-orders-title" className="flex items-center gap-2 text-lg font-semibold">
        <Icon name="calendar-clock" className="size-5 text-primary" aria-hidden />
        Jadwal Pesanan
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        {days.map((day) => (
          <DueDayCard key={day.preset} day={day} />
        ))}
      </div>
    </section>
  );
}

function DueDayCard({ day }: { day: DueDay }) {
  const title = DAY_TITLES[day.preset];
  const listHref = `/admin/orders?${SCHEDULE_PARAM}=${day.preset}`;
  return (
    <article aria-label={title} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <header className="flex items-baseline justify-between gap-2">
        <div>
          <h3 className="font-semibold">{title}</h3>
          <p className="text-xs text-muted-foreground">{formatScheduleDay(day.day)}</p>
        </div>
        <p className="text-sm font-medium tabular-nums">{formatCount(day.count)} pesanan</p>
      </header>
      {day.count === 0 ? (
        <p className="text-sm text-muted-foreground">Belum ada pesanan yang harus disiapkan.</p>
      ) : (
        <ul className="flex flex-col divide-y text-sm">
          {day.orders.map((order) => (
            <li key={order.orderNumber}>
              <Link
                to={`/admin/orders/${order.orderNumber}`}
                className="flex items-center gap-3 py-2 hover:underline"
              >
                <span className="font-semibold tabular-nums">{order.time}</span>
                <span className="min-w-0 flex-1 truncate">{order.customerName}</span>
                <Icon
                  name={order.deliveryMethod === "Diantar" ? "truck" : "store"}
                  className="size-4 shrink-0 text-muted-foreground"
                  aria-label={order.deliveryMethod}
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {day.count > 0 && (
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to={listHref} className="text-sm font-medium text-primary hover:underline">
            Lihat semua ({formatCount(day.count)})
          </Link>
          <Link
            to={`/admin/production?${SCHEDULE_PARAM}=${day.preset}`}
            className="text-sm font-medium text-primary hover:underline"
          >
            Daftar Produksi
          </Link>
        </div>
      )}
    </article>
  );
}
