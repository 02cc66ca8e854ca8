import { Icon } from "#app/components/icons/icon";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#app/components/ui/alert-dialog";
import { buttonVariants } from "#app/components/ui/button";

export type CustomerNotification = {
  url: string;
  includesPayment: boolean;
  /** A payment's message (decision 056), or a fee's (decision 058), rather than a status's. */
  topic?: "payment" | "delivery-fee";
};

/**
 * Spec §4: after a status change (or a cancellation) the seller is asked whether to tell the
 * customer on WhatsApp, with the message the server wrote.
 */
export function NotifyCustomerDialog({
  notification,
  onClose,
}: {
  notification: CustomerNotification | null;
  onClose: () => void;
}) {
  return (
    <AlertDialog open={notification !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Beritahu Pelanggan?</AlertDialogTitle>
          <AlertDialogDescription>
            {notification?.topic === "payment"
              ? "Kirim pesan WhatsApp ke pelanggan tentang pembayaran pesanan ini?"
              : notification?.topic === "delivery-fee"
                ? "Kirim pesan WhatsApp ke pelanggan tentang ongkir dan total pesanan yang baru?"
                : "Kirim pesan WhatsApp ke pelanggan tentang status pesanan yang baru?"}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {notification?.includesPayment && (
          <p
            role="note"
            className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <Icon name="triangle-alert" className="size-4 shrink-0" aria-hidden />
            Informasi Pembayaran akan disertakan dalam pesan ini.
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>Tidak</AlertDialogCancel>
          {/* A link rather than window.open: popup blockers leave a tapped link alone. The
              dialog closes only after the click, or the browser drops the navigation. */}
          <a
            href={notification?.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants()}
            onClick={() => window.setTimeout(onClose)}
          >
            Ya, Beritahu
          </a>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
