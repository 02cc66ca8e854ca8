import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { SCHEDULE_PRESET_LABELS } from "#domain/order-schedule";
import {
  PRODUCTION_PRESETS,
  PRODUCTION_TEXTS,
  productionHref,
  type ProductionDays,
} from "#domain/production";
import { cn } from "#app/lib/utils";

/**
 * The list's days: today, tomorrow or this week in one tap (links, so they work before the
 * page's scripts run), or a typed day or range (a plain GET form).
 */
export function ProductionDayPicker({ days }: { days: ProductionDays }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <nav aria-label="Jadwal produksi" className="flex flex-wrap items-center gap-2">
        <span className="flex items-center gap-1.5 text-sm font-medium">
          <Icon name="calendar-clock" className="size-4 text-muted-foreground" aria-hidden />
          Jadwal
        </span>
        {PRODUCTION_PRESETS.map((preset) => {
          const isCurrent = days.preset === preset;
          return (
            <Link
              key={preset}
              to={productionHref({ preset, from: "", to: "" })}
              aria-current={isCurrent ? "true" : undefined}
              className={cn(
                "rounded-full border px-3 py-1 text-sm font-medium transition-colors hover:bg-muted",
                isCurrent &&
                  "border-primary bg-primary text-primary-foreground hover:bg-primary/90",
              )}
            >
              {SCHEDULE_PRESET_LABELS[preset]}
            </Link>
          );
        })}
      </nav>
      <form
        method="get"
        action="/admin/production"
        aria-label={PRODUCTION_TEXTS.pickDays}
        className="grid grid-cols-2 items-end gap-3 sm:flex"
      >
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="production-from">{PRODUCTION_TEXTS.from}</Label>
          <Input
            id="production-from"
            type="date"
            name="dari"
            required
            defaultValue={days.from}
            className="min-w-0 pr-1 pl-2 sm:px-3"
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="production-to">{PRODUCTION_TEXTS.to}</Label>
          <Input
            id="production-to"
            type="date"
            name="sampai"
            defaultValue={days.to === days.from ? "" : days.to}
            className="min-w-0 pr-1 pl-2 sm:px-3"
          />
        </div>
        <Button type="submit" variant="outline" className="col-span-2 sm:col-span-1">
          {PRODUCTION_TEXTS.show}
        </Button>
      </form>
    </div>
  );
}
