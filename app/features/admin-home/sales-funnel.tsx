import { Icon } from "#app/components/icons/icon";
import { useId } from "react";
import type { FunnelStep } from "#domain/trends";
import { Card, CardContent } from "#app/components/ui/card";
import { formatCount } from "#app/lib/format";

/**
 * 'Corong Penjualan': how many visits reached each step, from seeing the shop to a finished
 * order, each with its share of the step before. Plain bars, as long as the step's count
 * against the largest one; the numbers are text beside them.
 */
export function SalesFunnel({ steps }: { steps: readonly FunnelStep[] }) {
  const titleId = useId();
  const largest = Math.max(1, ...steps.map((step) => step.count));
  return (
    <Card>
      <CardContent>
        <section aria-labelledby={titleId} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h3 id={titleId} className="flex items-center gap-2 font-semibold">
              <Icon name="funnel" aria-hidden className="size-4 text-primary" />
              Corong Penjualan
            </h3>
            <p className="text-sm text-muted-foreground">
              Berapa kunjungan yang sampai ke setiap langkah, sampai pesanan selesai.
            </p>
          </div>
          <ol className="flex flex-col gap-3">
            {steps.map((step) => (
              <li key={step.key} data-step={step.key} className="flex flex-col gap-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium">{step.label}</span>
                  <span className="font-semibold tabular-nums">{formatCount(step.count)}</span>
                </div>
                {step.note && (
                  <p className="-mt-1 text-xs text-muted-foreground tabular-nums">{step.note}</p>
                )}
                <div aria-hidden className="h-2.5 overflow-hidden rounded-full bg-muted">
                  <div
                    className="h-full rounded-full bg-primary"
                    style={{ width: `${(step.count / largest) * 100}%` }}
                  />
                </div>
                {step.rate !== null && (
                  <p className="text-xs text-muted-foreground tabular-nums">
                    {step.rate}% dari langkah sebelumnya
                  </p>
                )}
              </li>
            ))}
          </ol>
        </section>
      </CardContent>
    </Card>
  );
}
