import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { orderListHref, type OrderFilter } from "#domain/order-summary";
import { SCHEDULE_PRESET_LABELS, SCHEDULE_PRESETS } from "#domain/order-schedule";
import { cn } from "#app/lib/utils";

/**
 * 'Jadwal': the orders due today, tomorrow or this week in one tap, by due time (decision
 * 062). The chip shown pressed takes its choice off again.
 */
export function ScheduleChips({ filter }: { filter: OrderFilter }) {
  return (
    <nav aria-label="Jadwal ambil/antar" className="flex flex-wrap items-center gap-2">
      <span className="flex items-center gap-1.5 text-sm font-medium">
        <Icon name="calendar-clock" className="size-4 text-muted-foreground" aria-hidden />
        Jadwal
      </span>
      {SCHEDULE_PRESETS.map((preset) => {
        const isCurrent = filter.schedule === preset;
        return (
          <Link
            key={preset}
            to={orderListHref({
              ...filter,
              schedule: isCurrent ? null : preset,
              // A quick choice replaces typed due days; the order's days stay.
              ...(filter.dateKind === "jadwal" ? { from: null, to: null } : {}),
            })}
            aria-current={isCurrent ? "true" : undefined}
            className={cn(
              "rounded-full border px-3 py-1 text-sm font-medium transition-colors hover:bg-muted",
              isCurrent && "border-primary bg-primary text-primary-foreground hover:bg-primary/90",
            )}
          >
            {SCHEDULE_PRESET_LABELS[preset]}
          </Link>
        );
      })}
    </nav>
  );
}
