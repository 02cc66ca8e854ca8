import { Link } from "react-router";
import { cartItemCount, cartTotal, type CartItem } from "#domain/cart";
import { formatRupiah } from "#domain/rupiah";

/** The bar floating over the catalogue's end: what the cart holds, and the way to it. */
export function CartBar({ items, cartPath }: { items: CartItem[]; cartPath: string }) {
  return (
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
          to={cartPath}
          prefetch="intent"
          className="shrink-0 rounded-lg bg-primary-foreground px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-primary"
        >
          Lihat Keranjang
        </Link>
      </div>
    </div>
  );
}
