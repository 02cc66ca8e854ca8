import type { MouseEvent } from "react";
import { Icon } from "#app/components/icons/icon";
import { formatRupiah } from "#domain/rupiah";

/** The message 'Bagikan' sends: the product's name, price and address (decision 075). */
function shareText(product: { name: string; price: number }, url: string): string {
  return `${product.name} - ${formatRupiah(product.price)}\n${url}`;
}

/** WhatsApp's link that opens a chat picker with the message written. */
function whatsAppShareUrl(product: { name: string; price: number }, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(shareText(product, url))}`;
}

/**
 * 'Bagikan': the phone's share sheet where the browser has one, else WhatsApp with the
 * message written (the link's own address, opened in a new tab).
 */
export function ShareLink({
  product,
  url,
}: {
  product: { name: string; price: number };
  url: string;
}) {
  const share = (event: MouseEvent) => {
    if (typeof navigator.share !== "function") return;
    event.preventDefault();
    navigator
      .share({ title: product.name, text: `${product.name} - ${formatRupiah(product.price)}`, url })
      // Closed without sharing, or refused: nothing to say.
      .catch(() => undefined);
  };
  return (
    <a
      href={whatsAppShareUrl(product, url)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={share}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-accent"
    >
      <Icon name="share-2" className="size-4" />
      Bagikan
    </a>
  );
}
