import { Icon } from "#app/components/icons/icon";
import type { Cancellation, TrackerStepView } from "#domain/order-tracking";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { cn } from "#app/lib/utils";

/**
 * Spec §4: the five statuses as a vertical timeline; every step up to the current one is
 * highlighted, the current one emphasized, reached steps with their time. A cancelled order
 * (decision 022) shows the steps greyed, none reached, and ends with the cancellation.
 */
export function StatusTracker({
  steps,
  cancellation = null,
}: {
  steps: TrackerStepView[];
  cancellation?: Cancellation | null;
}) {
  return (
    <Card role="region" aria-labelledby="status-tracker-title">
      <CardHeader>
        <CardTitle id="status-tracker-title">Status Pesanan</CardTitle>
      </CardHeader>
      <CardContent>
        <ol aria-labelledby="status-tracker-title" className="flex flex-col">
          {steps.map((step, index) => {
            const next = steps[index + 1];
            return (
              <li
                key={step.status}
                aria-current={step.isCurrent ? "step" : undefined}
                data-reached={step.isReached}
                className="relative flex gap-3 pb-6 last:pb-0"
              >
                {next && (
                  <span
                    aria-hidden
                    className={cn(
                      "absolute top-9 bottom-1 left-[15px] w-0.5 rounded-full",
                      next.isReached ? "bg-primary" : "bg-border",
                    )}
                  />
                )}
                <span
                  aria-hidden
                  className={cn(
                    "relative flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold",
                    step.isReached
                      ? "border-primary bg-primary text-primary-foreground"
                      : "border-border bg-card text-muted-foreground",
                    step.isCurrent && "ring-4 ring-primary/25",
                  )}
                >
                  {step.isReached && !step.isCurrent ? (
                    <Icon name="check" className="size-4" />
                  ) : (
                    index + 1
                  )}
                </span>
                <div className="flex min-w-0 flex-col gap-0.5 pt-1">
                  <span
                    className={cn(
                      "text-sm leading-tight",
                      step.isReached ? "font-medium text-foreground" : "text-muted-foreground",
                      step.isCurrent && "text-base font-bold text-primary",
                    )}
                  >
                    {step.label}
                  </span>
                  {step.reachedAtText && (
                    <span className="text-xs text-muted-foreground">{step.reachedAtText}</span>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
        {cancellation && (
          <p className="mt-6 flex gap-3 border-t pt-4 text-destructive">
            <span
              aria-hidden
              className="flex size-8 shrink-0 items-center justify-center rounded-full border-2 border-destructive bg-destructive text-white"
            >
              <Icon name="x" className="size-4" />
            </span>
            <span className="flex min-w-0 flex-col gap-0.5 pt-1">
              <span className="text-base leading-tight font-bold">Dibatalkan</span>
              {cancellation.cancelledAtText && (
                <span className="text-xs text-muted-foreground">
                  {cancellation.cancelledAtText}
                </span>
              )}
            </span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
