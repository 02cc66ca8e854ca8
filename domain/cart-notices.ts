import type { CartLineNotice } from "./cart";
import { formatRupiah } from "./rupiah";

// What a cart's lines say about changes since they were added, kept apart from the checkout's
// refusals (./checkout-messages): the cart page shows these on its first visit, the
// refusals only once the checkout is open.

/** On a cart line whose price changed since it was added. */
export function priceChangedNotice(from: number, to: number): string {
  return `Harga berubah: ${formatRupiah(from)} → ${formatRupiah(to)}`;
}

/** On a cart line whose product was removed or deactivated: the order leaves it out. */
export const PRODUCT_UNAVAILABLE_NOTICE = "Produk tidak tersedia lagi. Tidak ikut dipesan.";

/**
 * On a cart line whose product the seller marked 'Habis' or that has no units left: the
 * order and its total leave it out (orderableLines in domain/cart).
 */
export const PRODUCT_SOLD_OUT_NOTICE = "Habis. Tidak ikut dipesan.";

/** Under the cart's total when every line in it is sold out or no longer sold. */
export const NOTHING_TO_ORDER_NOTE =
  "Produk di keranjang sedang habis atau tidak tersedia lagi. Hapus dari keranjang, lalu pilih produk lain.";

/** On a cart line whose options the product changed; its invalid choices were dropped. */
export const CHOICES_CHANGED_NOTICE = "Pilihan produk berubah. Ubah pesanan untuk memilih lagi.";

/** What a cart line shows about a change since it was added (domain/cart applyCurrentProducts). */
export function cartLineNoticeText(notice: CartLineNotice): string {
  switch (notice.kind) {
    case "price":
      return priceChangedNotice(notice.from, notice.to);
    case "unavailable":
      return PRODUCT_UNAVAILABLE_NOTICE;
    case "choices":
      return CHOICES_CHANGED_NOTICE;
    case "sold-out":
      return notice.choice === undefined
        ? PRODUCT_SOLD_OUT_NOTICE
        : `Pilihan ${notice.choice} sedang habis. Ubah pesanan atau hapus dari keranjang.`;
    case "stock":
      return `Stok tinggal ${notice.left}. Kurangi jumlahnya untuk melanjutkan.`;
  }
}
