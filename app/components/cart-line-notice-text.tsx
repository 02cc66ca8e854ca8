import type { CartLineNotice } from "#domain/cart";
import { cartLineNoticeText } from "#domain/cart-notices";
import { formatRupiah } from "#domain/rupiah";

/**
 * A cart line's notice as text; in 'Harga berubah: Rp 15.000 → Rp 20.000' neither amount is
 * broken over two lines on a narrow phone.
 */
export function CartLineNoticeText({ notice }: { notice: CartLineNotice }) {
  if (notice.kind !== "price") return cartLineNoticeText(notice);
  return (
    <>
      Harga berubah: <span className="whitespace-nowrap">{formatRupiah(notice.from)}</span> →{" "}
      <span className="whitespace-nowrap">{formatRupiah(notice.to)}</span>
    </>
  );
}
