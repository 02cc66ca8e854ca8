import { ORDER_SOURCE_LABELS } from "#domain/order-source";
import { SOURCES_NOTE, type ShopTrends } from "#domain/trends";
import { formatCount } from "#app/lib/format";

/**
 * Under the orders (decision 072): the period's orders by where they came from, the online
 * shop and each kind of order a member recorded ('Pesanan Manual').
 */
export function OrderSources({ sources }: { sources: ShopTrends["sources"] }) {
  return (
    <div className="mt-3 border-t pt-3">
      <dl className="grid grid-cols-2 gap-3 text-sm" aria-label="Pesanan per sumber">
        {sources.map(({ source, count }) => (
          <div key={source} className="flex flex-col gap-0.5" data-source={source}>
            <dt className="text-xs text-muted-foreground">{ORDER_SOURCE_LABELS[source]}</dt>
            <dd className="font-semibold tabular-nums">{formatCount(count)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">{SOURCES_NOTE}</p>
    </div>
  );
}
