import { Icon } from "#app/components/icons/icon";
import { useId } from "react";
import { formatChange, formatTrendValue, type TrendSeries } from "#domain/trends";
import { Badge } from "#app/components/ui/badge";
import { cn } from "#app/lib/utils";
import { TrendChart } from "./trend-chart";

/**
 * One figure of a period: its name, its total, how it moved against the period before and
 * its days as a chart. A region named by the figure, so it can be found and read as a unit.
 */
export function TrendSeriesSummary({
  series,
  days,
  className,
}: {
  series: TrendSeries;
  days: readonly string[];
  className?: string;
}) {
  const titleId = useId();
  const noteId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={series.note ? noteId : undefined}
      className={cn("flex min-w-0 flex-col gap-2", className)}
    >
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="text-sm font-medium text-muted-foreground">
          {series.label}
        </h3>
        {series.note && (
          <p id={noteId} className="-mt-1 text-xs text-muted-foreground">
            {series.note}
          </p>
        )}
        <p className="text-2xl leading-tight font-bold tabular-nums">
          {formatTrendValue(series.total, series.format)}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <ChangeBadge series={series} />
          <span>
            dibanding {days.length} hari sebelumnya (
            <span className="tabular-nums">
              {formatTrendValue(series.previousTotal, series.format)}
            </span>
            )
          </span>
        </p>
      </div>
      <TrendChart label={series.label} days={days} values={series.values} format={series.format} />
    </section>
  );
}

/** The change as a badge: green when the figure grew (or appeared), red when it fell. */
function ChangeBadge({ series }: { series: TrendSeries }) {
  const grew = series.change === null ? series.total > 0 : series.change > 0;
  const fell = series.change !== null && series.change < 0;
  const icon = grew ? "trending-up" : fell ? "trending-down" : "minus";
  return (
    <Badge
      variant={grew ? "success" : fell ? "destructive" : "secondary"}
      data-change={grew ? "up" : fell ? "down" : "same"}
      className="tabular-nums"
    >
      <Icon name={icon} aria-hidden className="size-3" />
      {formatChange(series)}
    </Badge>
  );
}
