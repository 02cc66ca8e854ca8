import { Icon } from "#app/components/icons/icon";
import type { ShopHoursView } from "#domain/shop-hours";
import { cn } from "#app/lib/utils";

/**
 * The shop's week of opening hours (24-hour, in the shop's zone), today marked, and why it
 * is closed when it is. All text comes from the server, which decides with its clock.
 */
export function OpeningHours({ hours }: { hours: ShopHoursView }) {
  return (
    <section
      aria-labelledby="opening-hours-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs"
    >
      <h2 id="opening-hours-title" className="flex items-center gap-2 font-semibold">
        <Icon name="clock" aria-hidden className="size-4 text-primary" />
        Jam Operasional ({hours.zoneLabel})
      </h2>
      {hours.closedText && (
        <p className="text-sm font-medium text-destructive">{hours.closedText}</p>
      )}
      <WeekHours hours={hours} />
    </section>
  );
}

/** Senin to Minggu with their hours; today marked, a special day of the coming week noted. */
export function WeekHours({ hours }: { hours: ShopHoursView }) {
  return (
    <ul className="grid gap-1 text-sm">
      {hours.week.map((entry) => (
        <li
          key={entry.day}
          aria-current={entry.isToday ? "date" : undefined}
          className={cn(
            "flex justify-between gap-3 rounded-md px-3 py-1.5",
            entry.isToday ? "bg-secondary font-semibold" : "bg-muted/60",
          )}
        >
          <span>
            {entry.day}
            {entry.isToday && (
              <span className="font-normal text-muted-foreground"> (hari ini)</span>
            )}
            {entry.note && (
              <span className="block text-xs font-normal text-destructive">{entry.note}</span>
            )}
          </span>
          <span className="tabular-nums">{entry.hours}</span>
        </li>
      ))}
    </ul>
  );
}
