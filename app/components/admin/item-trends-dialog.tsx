import { Icon } from "#app/components/icons/icon";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { DEFAULT_TREND_PERIOD, TREND_PERIOD_PARAM, type TrendPeriod } from "#domain/trends";
import type { clientLoader } from "#app/routes/admin/trends";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { cn } from "#app/lib/utils";
import { TrendPeriodButtons } from "./trend-period-switch";
import { TrendSeriesSummary } from "./trend-series-summary";

// 'Tren' on a link or a product of the admin lists: its days in a dialog, loaded from
// /admin/trends/{kind}/{id} when the dialog opens and whenever its period changes. The period
// is the dialog's own (the page's address stays as it is).

export type TrendedItemKind = "link" | "product";

const FAILED = "Gagal memuat tren. Coba lagi.";

const DESCRIPTIONS: Record<TrendedItemKind, string> = {
  link: "Berapa kali tautan ini dilihat dan diklik setiap hari.",
  product: "Berapa kali produk ini dilihat di katalog dan dibuka setiap hari.",
};

/** The path of an item's trends for one period. */
export function itemTrendsPath(kind: TrendedItemKind, id: string, period: TrendPeriod): string {
  return `/admin/trends/${kind}/${encodeURIComponent(id)}?${TREND_PERIOD_PARAM}=${period}`;
}

/** The 'Tren' button of one item, and the dialog it opens. */
export function ItemTrendsButton({
  kind,
  itemId,
  name,
  className,
}: {
  kind: TrendedItemKind;
  itemId: string;
  name: string;
  className?: string;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Lihat tren ${name}`}
        className={cn("h-7 gap-1 px-2 text-xs", className)}
        onClick={() => setOpen(true)}
      >
        <Icon name="chart-column" aria-hidden className="size-3.5" />
        Tren
      </Button>
      <Dialog open={isOpen} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>Tren: {name}</DialogTitle>
            <DialogDescription>{DESCRIPTIONS[kind]}</DialogDescription>
          </DialogHeader>
          {/* Mounted only while open: every opening asks for today's figures. */}
          {isOpen && <ItemTrendsBody kind={kind} itemId={itemId} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function ItemTrendsBody({ kind, itemId }: { kind: TrendedItemKind; itemId: string }) {
  const [period, setPeriod] = useState<TrendPeriod>(DEFAULT_TREND_PERIOD);
  const path = itemTrendsPath(kind, itemId, period);
  const fetcher = useFetcher<typeof clientLoader>();
  const { load } = fetcher;
  useEffect(() => {
    void load(path);
  }, [load, path]);

  const answer = fetcher.data;
  const trends = answer && !("error" in answer) ? answer : null;
  // The last figures received stay on screen, dimmed, while another period loads, even
  // after a failed one.
  const [shown, setShown] = useState(trends);
  if (trends && trends !== shown) setShown(trends);

  const isLoading = fetcher.state !== "idle" || !answer;
  const isFailed = !isLoading && trends === null;

  return (
    <div className="flex flex-col gap-4">
      <TrendPeriodButtons value={period} label="Periode tren" onChange={setPeriod} />
      {isFailed ? (
        <Alert variant="destructive">
          <Icon name="circle-alert" aria-hidden />
          <div className="flex flex-1 flex-col items-start gap-2">
            <p>{FAILED}</p>
            <Button size="sm" variant="outline" onClick={() => void load(path)}>
              <Icon name="rotate-cw" aria-hidden />
              Coba Lagi
            </Button>
          </div>
        </Alert>
      ) : shown ? (
        <div
          aria-busy={isLoading}
          className={cn(
            "flex flex-col divide-y transition-opacity [&>*]:py-4 [&>*:first-child]:pt-0 [&>*:last-child]:pb-0",
            isLoading && "opacity-60",
          )}
        >
          {shown.series.map((series) => (
            <TrendSeriesSummary key={series.key} series={series} days={shown.days} />
          ))}
        </div>
      ) : (
        <ItemTrendsSkeleton />
      )}
    </div>
  );
}

/** The two figures' places while the first answer is on its way, at their final height. */
function ItemTrendsSkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        Memuat tren…
      </p>
      <div
        aria-hidden
        className="flex animate-pulse flex-col divide-y [&>*]:py-4 [&>*:first-child]:pt-0 [&>*:last-child]:pb-0"
      >
        {[0, 1].map((index) => (
          <div key={index} className="flex flex-col gap-2">
            <div className="flex flex-col gap-1">
              <span className="h-5 w-16 rounded bg-muted" />
              <span className="h-7 w-24 rounded bg-muted" />
              <span className="h-5 w-56 max-w-full rounded bg-muted" />
            </div>
            <span className="h-40 rounded-md bg-muted" />
            <span className="h-6 w-20 rounded bg-muted" />
          </div>
        ))}
      </div>
    </div>
  );
}
