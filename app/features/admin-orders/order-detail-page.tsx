import { customerNameText, ORDER_SOURCE_LABELS } from "#domain/order-source";
import { Icon } from "#app/components/icons/icon";
import { useState } from "react";
import { Link } from "react-router";
import { formatDateTimeId } from "#domain/shop-time";
import { buildOrderTimeline, ORDERS_MESSAGES, type OrderDetail } from "#domain/order-summary";
import { describeOrderPayment } from "#domain/payment-methods";
import { isOrderStep } from "#domain/order-status";
import { formatPhoneDisplay, normalizePhone } from "#domain/phone";
import { formatRupiah } from "#domain/rupiah";
import { CancelOrder } from "./cancel-order";
import { NotaCard, type NotaSharing } from "./nota-card";
import { NotifyCustomerDialog, type CustomerNotification } from "./notify-customer-dialog";
import { StatusBadge } from "./status-badge";
import { StatusUpdateCard } from "./status-update-card";
import { PaymentCard } from "./payment-card";
import { DeliveryFeeCard } from "./delivery-fee-card";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { describeLineOptions } from "#domain/line-options";

function BackToList({ label = "Kembali" }: { label?: string }) {
  return (
    <Button asChild variant="ghost" className="w-fit px-2">
      <Link to="/admin/orders">
        <Icon name="arrow-left" aria-hidden />
        {label}
      </Link>
    </Button>
  );
}

/**
 * The customer's number, with a chat and a call one tap away: the seller should not have to
 * change a status just to reach the customer.
 */
function CustomerPhone({ phone }: { phone: string }) {
  const digits = normalizePhone(phone);
  if (digits === "") return <dd>-</dd>;
  return (
    <dd className="flex flex-col items-start gap-2">
      <span className="tabular-nums">{formatPhoneDisplay(digits)}</span>
      <span className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a
            href={`https://wa.me/${digits}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Chat pelanggan di WhatsApp"
          >
            <Icon name="message-circle" aria-hidden />
            WhatsApp
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={`tel:+${digits}`} aria-label="Telepon pelanggan">
            <Icon name="phone" aria-hidden />
            Telepon
          </a>
        </Button>
      </span>
    </dd>
  );
}

/** A cancelled order's status card: no more changes, the reason the customer reads. */
function CancelledCard({ reason }: { reason: string | null }) {
  return (
    <Card role="region" aria-labelledby="cancelled-title" className="border-destructive/40">
      <CardHeader>
        <CardTitle
          id="cancelled-title"
          className="flex items-center gap-2 text-lg text-destructive"
        >
          <Icon name="ban" className="size-5" aria-hidden />
          Pesanan Dibatalkan
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        {reason && (
          <p className="break-words whitespace-pre-line">
            <span className="font-medium">Alasan:</span> {reason}
          </p>
        )}
        <p className="text-muted-foreground">
          Status pesanan yang dibatalkan tidak dapat diubah lagi.
        </p>
      </CardContent>
    </Card>
  );
}

/** Spec §2 /admin/orders/{orderNumber}. */
export function OrderDetailPage({ order, nota }: { order: OrderDetail; nota: NotaSharing }) {
  // The question after a status change or a cancellation, until it is answered.
  const [notification, setNotification] = useState<CustomerNotification | null>(null);
  const timeline = buildOrderTimeline(order);
  const info: [string, string][] = [
    ["Tanggal Pesanan", formatDateTimeId(order.createdAt, order.timeZone)],
    ["Sumber", ORDER_SOURCE_LABELS[order.source]],
    ["Metode Pengiriman", order.deliveryMethod],
    ["Metode Pembayaran", describeOrderPayment(order)],
    ["Waktu", order.deliveryTimeOption],
    ["Catatan", order.note || "-"],
    ["Kode Referral", order.referralCode || "-"],
  ];
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <BackToList />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{order.orderNumber}</h1>
        <StatusBadge status={order.status} />
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Informasi Pelanggan</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">Nama</dt>
                <dd>{customerNameText(order.customerName, order.source)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">No. HP</dt>
                <CustomerPhone phone={order.customerPhone} />
              </div>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Informasi Pesanan</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col gap-2 text-sm">
              {info.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="break-words whitespace-pre-line">{value}</dd>
                </div>
              ))}
              {order.locationUrl && (
                <div>
                  <dt className="text-xs text-muted-foreground">Lokasi Pelanggan</dt>
                  <dd>
                    <a
                      href={order.locationUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                    >
                      <Icon name="map-pin" aria-hidden className="size-4" />
                      Buka di Google Maps
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Item Pesanan</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <ul className="flex flex-col divide-y">
            {order.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3 py-3 first:pt-0">
                <div className="min-w-0">
                  <p className="font-medium">{item.productName}</p>
                  <p className="text-sm text-muted-foreground">
                    {item.quantity} x {formatRupiah(item.unitPrice)}
                  </p>
                  {item.options.length > 0 && (
                    <p className="text-sm text-muted-foreground">
                      {describeLineOptions(item.options)}
                    </p>
                  )}
                  {item.note && <p className="text-sm italic">Catatan: {item.note}</p>}
                </div>
                <p className="font-medium whitespace-nowrap">{formatRupiah(item.totalPrice)}</p>
              </li>
            ))}
          </ul>
          {order.deliveryArea && (
            <div className="flex justify-between border-t pt-3 text-sm">
              <span>Ongkir ({order.deliveryArea})</span>
              <span>
                {order.isDeliveryFeePending ? "Menyusul" : formatRupiah(order.deliveryFee)}
              </span>
            </div>
          )}
          <div className="flex justify-between border-t pt-3 text-base font-bold">
            <span>Total</span>
            <span>{formatRupiah(order.total)}</span>
          </div>
        </CardContent>
      </Card>

      <NotaCard orderNumber={order.orderNumber} nota={nota} />

      {isOrderStep(order.status) ? (
        <StatusUpdateCard orderId={order.id} status={order.status} onSaved={setNotification} />
      ) : (
        <CancelledCard reason={order.cancelReason} />
      )}
      <PaymentCard
        // A cancellation changes the moves offered: the form starts again from them.
        key={isOrderStep(order.status) ? "open" : "cancelled"}
        order={{ ...order, isCancelled: !isOrderStep(order.status) }}
        onSaved={setNotification}
      />
      {order.deliveryArea && <DeliveryFeeCard order={order} onSaved={setNotification} />}
      <CancelOrder
        orderId={order.id}
        orderNumber={order.orderNumber}
        status={order.status}
        onCancelled={setNotification}
      />
      <NotifyCustomerDialog notification={notification} onClose={() => setNotification(null)} />

      {timeline.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Riwayat Status</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="flex flex-col gap-3 text-sm" aria-label="Riwayat status">
              {timeline.map((entry) => (
                <li key={entry.id} className="border-l-2 border-primary/40 pl-3">
                  <p className="font-medium">{entry.text}</p>
                  <p className="text-xs text-muted-foreground">
                    {formatDateTimeId(entry.createdAt, order.timeZone)}
                    {entry.by && ` · ${entry.by}`}
                  </p>
                  {entry.note && <p className="whitespace-pre-line">Catatan: {entry.note}</p>}
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

export function OrderNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <Icon name="package-search" className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-xl font-bold">{ORDERS_MESSAGES.notFound}</h1>
      <p className="text-sm text-muted-foreground">Nomor pesanan ini tidak ada di toko Anda.</p>
      <Button asChild>
        <Link to="/admin/orders">Kembali ke Daftar Pesanan</Link>
      </Button>
    </div>
  );
}
