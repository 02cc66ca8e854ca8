import { useState } from "react";
import { PAYMENT_MESSAGES, type OrderPayment } from "#domain/payment-methods";
import { formatRupiah } from "#domain/rupiah";
import { Icon } from "#app/components/icons/icon";
import { Button } from "#app/components/ui/button";

// How to pay an order (decision 055), after it is placed and on tracking: the QRIS with the
// order's amount (markup drawn by the server, so no QR code library reaches a shop page),
// or the transfer accounts with copy buttons, and who confirms the payment.

function CopyButton({ text, label }: { text: string; label: string }) {
  const [isCopied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={`${label}: ${text}`}
      onClick={() =>
        void navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      <Icon name={isCopied ? "check" : "copy"} aria-hidden />
      {isCopied ? "Disalin" : "Salin"}
    </Button>
  );
}

export function PaymentInstructions({ payment }: { payment: OrderPayment }) {
  return (
    <section
      aria-labelledby="payment-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-sm"
      data-payment-method={payment.method}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 id="payment-title" className="font-semibold">
          Pembayaran: {payment.label}
        </h3>
        <span className="font-semibold whitespace-nowrap tabular-nums" data-payment-total>
          {formatRupiah(payment.total)}
        </span>
      </div>
      {payment.uniqueCode !== null && (
        <p className="rounded-lg bg-muted/60 px-3 py-2">
          Total sudah termasuk kode unik{" "}
          <strong data-unique-code className="whitespace-nowrap">
            {formatRupiah(payment.uniqueCode)}
          </strong>
          . Transfer tepat{" "}
          <strong className="whitespace-nowrap">{formatRupiah(payment.total)}</strong> agar
          pembayaran mudah dicocokkan.
        </p>
      )}
      {payment.bankAccounts.length > 0 && (
        <ul className="flex flex-col gap-2">
          {payment.bankAccounts.map((account) => (
            <li
              key={account.id}
              className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2"
            >
              <div className="flex min-w-0 flex-col">
                <span className="text-xs text-muted-foreground">{account.bank}</span>
                <span className="font-mono font-semibold break-all">{account.accountNumber}</span>
                <span className="text-xs">a.n. {account.holder}</span>
              </div>
              <CopyButton text={account.accountNumber} label="Salin nomor rekening" />
            </li>
          ))}
        </ul>
      )}
      {payment.bankAccounts.length > 0 && (
        <div className="flex items-center justify-between gap-3">
          <span>Jumlah transfer</span>
          <div className="flex items-center gap-2">
            <span className="font-semibold whitespace-nowrap tabular-nums">
              {formatRupiah(payment.total)}
            </span>
            <CopyButton text={String(payment.total)} label="Salin jumlah transfer" />
          </div>
        </div>
      )}
      {payment.qris && (
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
          <div
            className="w-56 max-w-full shrink-0 bg-white"
            data-qris-code
            // Drawn by the server from the shop's QRIS and the order's total.
            dangerouslySetInnerHTML={{ __html: payment.qris.svg }}
          />
          <div className="flex flex-col gap-1 text-center sm:text-left">
            <span className="font-semibold">{payment.qris.merchantName}</span>
            <span className="text-xs text-muted-foreground">NMID {payment.qris.nmid}</span>
            <span className="text-xs text-muted-foreground">
              Pindai dengan aplikasi bank atau dompet digital. Jumlah sudah terisi.
            </span>
            <Button asChild variant="outline" size="sm" className="mt-1">
              <a href={payment.qris.downloadUrl} download>
                <Icon name="download" aria-hidden />
                Simpan QRIS
              </a>
            </Button>
          </div>
        </div>
      )}
      {payment.method === "cash" ? (
        <p className="text-muted-foreground">Bayar saat pesanan diterima atau diambil.</p>
      ) : (
        <p className="text-muted-foreground">{PAYMENT_MESSAGES.confirmedBySeller}</p>
      )}
    </section>
  );
}
