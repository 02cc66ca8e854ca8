import { Link } from "react-router";
import {
  TREND_PERIOD_LABELS,
  TREND_PERIOD_PARAM,
  TREND_PERIODS,
  type TrendPeriod,
} from "#domain/trends";
import { cn } from "#app/lib/utils";

// 7, 30 or 90 days as one segmented control: links on a page, where the period lives in the
// address (?hari=30) and survives a reload or a shared link; buttons in a dialog, where it is
// the dialog's own state.

const GROUP = "inline-flex w-fit rounded-lg border bg-muted p-0.5";

function optionClass(isCurrent: boolean) {
  return cn(
    "inline-flex h-9 min-w-[4.5rem] items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
    isCurrent
      ? "bg-card text-foreground shadow-sm"
      : "text-muted-foreground hover:bg-card/60 hover:text-foreground",
  );
}

/** The page's period as links to `?hari=…`; the one shown is the current page. */
export function TrendPeriodLinks({ value, label }: { value: TrendPeriod; label: string }) {
  return (
    <nav aria-label={label} className={GROUP}>
      {TREND_PERIODS.map((period) => (
        <Link
          key={period}
          to={{ search: `?${TREND_PERIOD_PARAM}=${period}` }}
          preventScrollReset
          aria-current={period === value ? "page" : undefined}
          className={optionClass(period === value)}
        >
          {TREND_PERIOD_LABELS[period]}
        </Link>
      ))}
    </nav>
  );
}

/** A dialog's period as toggle buttons; the one shown is pressed. */
export function TrendPeriodButtons({
  value,
  label,
  onChange,
}: {
  value: TrendPeriod;
  label: string;
  onChange: (period: TrendPeriod) => void;
}) {
  return (
    <div role="group" aria-label={label} className={GROUP}>
      {TREND_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={period === value}
          onClick={() => onChange(period)}
          className={optionClass(period === value)}
        >
          {TREND_PERIOD_LABELS[period]}
        </button>
      ))}
    </div>
  );
}
