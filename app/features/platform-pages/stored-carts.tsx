import { Icon } from "#app/components/icons/icon";
import { useMemo, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { EmptyCart } from "#app/features/cart/cart-lines";
import { listStoredCarts, type StoredCart } from "#app/lib/stored-carts";

function subscribeToStorage(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/** The platform's cart: the carts this browser holds, shop by shop, each a link to its shop. */
export function StoredCarts() {
  // The server cannot see the browser's storage: it renders the spinner (null). The
  // snapshot is text, so an unchanged storage reads as the same value.
  const snapshot = useSyncExternalStore(
    subscribeToStorage,
    () => JSON.stringify(listStoredCarts()),
    () => null,
  );
  const carts = useMemo(
    () => (snapshot === null ? null : (JSON.parse(snapshot) as StoredCart[])),
    [snapshot],
  );

  return (
    <div className="flex flex-col gap-4 pt-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Keranjang Belanja</h1>
        <p className="text-sm text-muted-foreground">
          Setiap toko punya keranjangnya sendiri, karena pesanan dikirim ke WhatsApp toko itu.
        </p>
      </div>
      {carts === null ? (
        <div className="flex justify-center py-16" role="status" aria-label="Memuat keranjang">
          <Icon
            name="loader-circle"
            aria-hidden
            className="size-6 animate-spin text-muted-foreground"
          />
        </div>
      ) : carts.length === 0 ? (
        <EmptyCart
          action={
            <Button asChild>
              <Link to="/products">Mulai Belanja</Link>
            </Button>
          }
        />
      ) : (
        <>
          <ul aria-label="Keranjang per toko" className="flex flex-col gap-3">
            {carts.map((cart) => (
              <li
                key={cart.username}
                className="flex items-center gap-3 rounded-xl border bg-card p-3 shadow-xs"
              >
                <Icon name="shopping-bag" aria-hidden className="size-5 shrink-0 text-primary" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-semibold">/{cart.username}</span>
                  <span className="text-sm text-muted-foreground">
                    {cart.count} item di keranjang
                  </span>
                </span>
                <Button asChild size="sm">
                  <Link
                    to={`/${encodeURIComponent(cart.username)}/cart`}
                    aria-label={`Lihat keranjang di /${cart.username}`}
                  >
                    Lihat Keranjang
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
          <Button asChild variant="outline">
            <Link to="/products">Pilih Toko Lain</Link>
          </Button>
        </>
      )}
    </div>
  );
}
