import { Link } from "react-router";
import { cartItemCount, cartTotal, type CartItem } from "#domain/cart";
import { formatRupiah } from "#domain/rupiah";

/**
 * The cart's count and total floating over the page's end, with the way to the cart. It
 * counts what an order takes: `items` leaves out lines whose product sold out or left.
 */
export function CartBar({ items, cartHref }: { items: readonly CartItem[]; cartHref: string }) {
  return (
    <>
      {/* The spacer gives the last row of the grid room to scroll clear of the bar (the
          bar's own height, 3.5rem, and a gap). */}
      <div aria-hidden data-cart-bar-spacer className="h-16 shrink-0" />
      <div className="fixed inset-x-0 bottom-16 z-20 px-4 pb-[env(safe-area-inset-bottom)]">
        <div
          data-cart-bar
          className="mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl bg-primary p-3 text-primary-foreground shadow-lg"
        >
          <span className="text-sm font-medium">
            {cartItemCount(items)} item di keranjang ·{" "}
            <span className="whitespace-nowrap">{formatRupiah(cartTotal(items))}</span>
          </span>
          <Link
            to={cartHref}
            prefetch="intent"
            className="shrink-0 rounded-lg bg-primary-foreground px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-primary"
          >
            Lihat Keranjang
          </Link>
        </div>
      </div>
    </>
  );
}
