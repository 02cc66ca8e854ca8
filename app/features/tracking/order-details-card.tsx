import type { TrackedOrder } from "#domain/order-tracking";
import { formatRupiah } from "#domain/rupiah";
import { Badge } from "#app/components/ui/badge";
import { Card, CardContent } from "#app/components/ui/card";
import { describeLineOptions } from "#domain/line-options";
import { PaymentLine } from "./payment-line";

const BADGE_VARIANTS = {
  menunggu_diterima: "secondary",
  pesanan_diterima: "default",
  diproses: "default",
  siap_dikirim: "default",
  selesai: "success",
  dibatalkan: "destructive",
} as const satisfies Record<
  TrackedOrder["status"],
  "secondary" | "default" | "success" | "destructive"
>;

/** Number, date, customer, lines with their options, total, delivery and status. */
export function OrderDetailsCard({ order }: { order: TrackedOrder }) {
  return (
    <Card role="region" aria-labelledby="tracked-order-number" className="gap-0 py-0">
      <div className="flex items-start justify-between gap-3 border-b px-5 py-4">
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="text-xs text-muted-foreground">Nomor Pesanan</span>
          <h2 id="tracked-order-number" className="font-mono text-lg font-bold break-all">
            {order.orderNumber}
          </h2>
          <time dateTime={order.createdAt} className="text-xs text-muted-foreground">
            {order.createdAtText}
          </time>
        </div>
        <Badge variant={BADGE_VARIANTS[order.status]} className="mt-1">
          {order.statusLabel}
        </Badge>
      </div>
      <CardContent className="flex flex-col gap-4 py-4">
        <dl className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted-foreground">Nama Pemesan</dt>
          <dd className="font-medium">{order.customerName}</dd>
        </dl>
        <section aria-label="Item pesanan" className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold">Item Pesanan</h3>
          <ul className="flex flex-col gap-3">
            {order.items.map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-3 text-sm">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-medium">
                    {item.quantity}x {item.productName}
                  </span>
                  {item.options.length > 0 && (
                    <span className="text-xs text-muted-foreground">
                      {describeLineOptions(item.options)}
                    </span>
                  )}
                  {item.note && (
                    <span className="text-xs text-muted-foreground italic">
                      Catatan: {item.note}
                    </span>
                  )}
                </div>
                <div className="flex shrink-0 flex-col items-end gap-0.5">
                  <span className="font-medium">{formatRupiah(item.totalPrice)}</span>
                  {item.quantity > 1 && (
                    <span className="text-xs text-muted-foreground">
                      @ {formatRupiah(item.unitPrice)}
                    </span>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {order.delivery && (
            <div className="flex items-center justify-between border-t pt-3 text-sm">
              <span>Ongkir ({order.delivery.area})</span>
              <span className="font-medium">{order.delivery.feeText}</span>
            </div>
          )}
          <div className="flex items-center justify-between border-t pt-3 font-semibold">
            <span>Total</span>
            <span className="text-lg text-primary">{formatRupiah(order.total)}</span>
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {order.notaLinks.map((link) => (
              <a key={link.href} href={link.href} className="font-medium text-primary underline">
                {link.label}
              </a>
            ))}
          </p>
        </section>
        <dl className="grid grid-cols-1 gap-3 rounded-lg bg-muted p-3 text-sm">
          <PaymentLine text={order.paymentText} />
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs text-muted-foreground">Metode Pengiriman</dt>
            <dd className="font-medium">{order.deliveryMethod}</dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs text-muted-foreground">Waktu Pengiriman</dt>
            <dd className="font-medium">{order.deliveryTimeOption}</dd>
          </div>
          {order.paymentMethod && (
            <div className="flex flex-col gap-0.5">
              <dt className="text-xs text-muted-foreground">Metode Pembayaran</dt>
              <dd className="font-medium">{order.paymentMethod}</dd>
            </div>
          )}
          {order.note && (
            <div className="flex flex-col gap-0.5">
              <dt className="text-xs text-muted-foreground">Catatan Pesanan</dt>
              <dd className="whitespace-pre-line">{order.note}</dd>
            </div>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
