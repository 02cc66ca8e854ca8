import { Icon, type IconName } from "#app/components/icons/icon";
import { useId } from "react";
import { Card } from "#app/components/ui/card";

/** One figure of an admin section's stats row (Total Dilihat, Total Diklik, …). */
export function StatCard({
  label,
  value,
  icon,
}: {
  label: string;
  value: string | number;
  icon: IconName;
}) {
  const labelId = useId();
  return (
    <Card
      role="group"
      aria-labelledby={labelId}
      className="flex-row items-center gap-3 px-3 py-3 sm:px-4 sm:py-4"
    >
      <span className="hidden size-10 shrink-0 sm:flex items-center justify-center rounded-lg bg-secondary text-primary">
        <Icon name={icon} className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p id={labelId} className="text-xs leading-tight text-muted-foreground">
          {label}
        </p>
        <p className="text-xl font-bold tabular-nums">{value}</p>
      </div>
    </Card>
  );
}

/** The stats row: the figures side by side, two to a row on a phone when there are four. */
export function StatGrid({ children }: { children: React.ReactNode }) {
  return (
    <div className="grid auto-cols-fr grid-flow-col gap-2 max-sm:has-[>:nth-child(4)]:grid-flow-row max-sm:has-[>:nth-child(4)]:grid-cols-2 sm:gap-3">
      {children}
    </div>
  );
}
