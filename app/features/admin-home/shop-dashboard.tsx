import { Icon } from "#app/components/icons/icon";
import { useNavigation } from "react-router";
import {
  formatTrendDay,
  isTrendEmpty,
  parseTrendPeriod,
  TREND_PERIOD_PARAM,
  type ShopTrends,
  type TrendPeriod,
} from "#domain/trends";
import { TrendPeriodLinks } from "#app/components/admin/trend-period-switch";
import { TrendSeriesSummary } from "#app/components/admin/trend-series-summary";
import { Card, CardContent } from "#app/components/ui/card";
import { cn } from "#app/lib/utils";
import { OrderSources } from "./order-sources";
import { RevenueSplit } from "./revenue-split";
import { SalesFunnel } from "./sales-funnel";

/**
 * 'Ringkasan Toko' on the admin home: the shop's figures for the period in the address, one
 * card each with its change and its days, then the sales funnel. One column on a phone, two
 * on a wide screen. While another period loads the cards stay where they are, dimmed.
 */
export function ShopDashboard({ trends }: { trends: ShopTrends }) {
  const pending = usePendingPeriod();
  const isLoading = pending !== null;
  const first = trends.days[0]!;
  const last = trends.days[trends.days.length - 1]!;
  return (
    <section aria-labelledby="ringkasan-toko" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="ringkasan-toko" className="text-xl font-bold">
            Ringkasan Toko
          </h2>
          <p className="text-sm text-muted-foreground">
            {formatTrendDay(first)} – {formatTrendDay(last)}
          </p>
        </div>
        <TrendPeriodLinks value={pending ?? trends.period} label="Periode ringkasan" />
      </div>

      {isTrendEmpty(trends) && (
        <p className="flex items-center gap-2 rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
          <Icon name="info" aria-hidden className="size-4 shrink-0" />
          Belum ada data untuk periode ini.
        </p>
      )}

      <div
        aria-busy={isLoading}
        className={cn(
          "grid grid-cols-1 gap-4 transition-opacity lg:grid-cols-2",
          isLoading && "opacity-60",
        )}
      >
        {trends.series.map((series) => (
          <Card key={series.key} data-series={series.key}>
            <CardContent>
              <TrendSeriesSummary series={series} days={trends.days} />
              {series.key === "revenue" && <RevenueSplit split={trends.revenueSplit} />}
              {series.key === "orders" && <OrderSources sources={trends.sources} />}
            </CardContent>
          </Card>
        ))}
        <SalesFunnel steps={trends.funnel} />
      </div>
    </section>
  );
}

/** The period the home is on its way to, while its figures load; null otherwise. */
function usePendingPeriod(): TrendPeriod | null {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || navigation.location.pathname !== "/admin") return null;
  return parseTrendPeriod(new URLSearchParams(navigation.location.search).get(TREND_PERIOD_PARAM));
}
