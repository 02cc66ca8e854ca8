import { Icon } from "#app/components/icons/icon";
import { useRef, useState } from "react";
import type { PlacedOrder } from "#domain/checkout-request";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { Label } from "#app/components/ui/label";
import { Textarea } from "#app/components/ui/textarea";
import { PaymentInstructions } from "#app/components/payment-instructions";

/** The tracking link within this site, whatever address the server knows it by. */
function sitePath(url: string): string {
  const { pathname, search } = new URL(url, "http://localhost");
  return pathname + search;
}

/**
 * Spec §2 'Pesanan Berhasil!'. In-app browsers (Instagram, Facebook) often block the jump
 * to WhatsApp, so the dialog offers it again and lets the customer copy the message.
 */
export function OrderSuccessDialog({
  order,
  username,
  onClose,
}: {
  order: PlacedOrder | null;
  username: string | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          // Radix skips links when it picks the first field; the WhatsApp button comes first.
          const link = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
            "[data-whatsapp-link]",
          );
          if (!link) return;
          event.preventDefault();
          link.focus();
        }}
      >
        {order && <OrderSuccess order={order} username={username} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function OrderSuccess({
  order,
  username,
  onClose,
}: {
  order: PlacedOrder;
  username: string | undefined;
  onClose: () => void;
}) {
  const [copyState, setCopyState] = useState<"idle" | "copied" | "manual">("idle");
  const messageRef = useRef<HTMLTextAreaElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(order.message);
      setCopyState("copied");
    } catch {
      // No clipboard access (in-app browsers, plain http): select the text instead.
      messageRef.current?.focus();
      messageRef.current?.select();
      setCopyState("manual");
    }
  };

  return (
    <>
      <DialogHeader className="items-center pr-0 text-center">
        <Icon name="circle-check" aria-hidden className="size-14 text-success" />
        <DialogTitle className="text-xl">Pesanan Berhasil!</DialogTitle>
        <DialogDescription>
          Nomor pesanan Anda{" "}
          <strong className="font-semibold text-foreground">{order.orderNumber}</strong>. Kirim
          pesan yang sudah disiapkan di WhatsApp agar penjual segera memproses pesanan Anda.
        </DialogDescription>
      </DialogHeader>

      <Button asChild size="lg">
        <a href={order.whatsappUrl} target="_blank" rel="noopener noreferrer" data-whatsapp-link>
          <Icon name="message-circle" aria-hidden />
          Buka WhatsApp
        </a>
      </Button>
      <p className="-mt-2 text-center text-xs text-muted-foreground">
        WhatsApp tidak terbuka? Tekan tombol di atas, atau salin pesan lalu kirim ke penjual.
      </p>

      {order.payment && <PaymentInstructions payment={order.payment} />}

      <div className="flex flex-col gap-2">
        <Label htmlFor="order-message">Pesan untuk penjual</Label>
        <Textarea
          id="order-message"
          ref={messageRef}
          readOnly
          rows={6}
          value={order.message}
          className="resize-none text-sm"
        />
        <Button type="button" variant="outline" onClick={copy}>
          {copyState === "copied" ? (
            <Icon name="check" aria-hidden />
          ) : (
            <Icon name="copy" aria-hidden />
          )}
          {copyState === "copied" ? "Pesan disalin" : "Salin Pesan"}
        </Button>
        <p aria-live="polite" className="text-center text-xs text-muted-foreground">
          {copyState === "manual" ? "Pesan sudah dipilih, salin secara manual." : ""}
        </p>
      </div>

      <div className="flex flex-col gap-2 border-t pt-4">
        {username && (
          <Button asChild variant="secondary">
            <a href={sitePath(order.trackingUrl)}>
              <Icon name="package-search" aria-hidden />
              Lacak Pesanan
            </a>
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={onClose}>
          Tutup
        </Button>
      </div>
    </>
  );
}
