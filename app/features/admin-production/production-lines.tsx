import { Link } from "react-router";
import {
  choicesText,
  lineOrders,
  orderDueText,
  PRODUCTION_TEXTS,
  type ProductionList,
} from "#domain/production";
import { formatCount } from "#app/lib/format";

/**
 * The list on screen: a card per product, its total, and a line per set of choices with
 * its quantity. Each line opens (a <details>, no script) on the orders behind it, each a
 * link to its page with its units and due time.
 */
export function ProductionLines({ list }: { list: ProductionList }) {
  const isOneDay = list.from === list.to;
  return (
    <div className="flex flex-col gap-3">
      {list.products.map((product) => (
        <section
          key={product.name}
          aria-label={product.name}
          className="overflow-hidden rounded-xl border bg-card"
        >
          <header className="flex items-baseline justify-between gap-3 border-b bg-muted/40 px-4 py-2.5">
            <h2 className="min-w-0 font-semibold break-words">{product.name}</h2>
            <p className="shrink-0 text-sm font-semibold tabular-nums">
              {PRODUCTION_TEXTS.total} {formatCount(product.quantity)}
            </p>
          </header>
          <ul className="divide-y">
            {product.lines.map((line) => {
              const label = choicesText(line.choices);
              return (
                <li key={label}>
                  <details>
                    <summary className="flex cursor-pointer list-none items-center gap-3 px-4 py-3 hover:bg-muted/40 [&::-webkit-details-marker]:hidden">
                      <span className="min-w-0 flex-1 break-words">{label}</span>
                      <strong className="text-lg tabular-nums">
                        <span className="sr-only">Jumlah </span>
                        {formatCount(line.quantity)}
                      </strong>
                      <span className="w-20 shrink-0 text-right text-xs text-muted-foreground">
                        {formatCount(line.orderNumbers.length)} pesanan
                        <span aria-hidden className="ml-1">
                          ▾
                        </span>
                      </span>
                    </summary>
                    <ul
                      aria-label={`${PRODUCTION_TEXTS.orders} ${product.name} · ${label}`}
                      className="flex flex-wrap gap-2 px-4 pb-3"
                    >
                      {lineOrders(line).map((order) => (
                        <li key={order.orderNumber}>
                          <Link
                            to={`/admin/orders/${order.orderNumber}`}
                            className="inline-flex items-center gap-1.5 rounded-md border px-2 py-1 text-xs hover:bg-muted"
                          >
                            <span className="font-medium">{order.orderNumber}</span>
                            <span className="text-muted-foreground">
                              {orderDueText(
                                list.dueAt[order.orderNumber]!,
                                list.timeZone,
                                isOneDay,
                              )}
                            </span>
                            <span className="font-semibold tabular-nums">×{order.quantity}</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
