import { AmountText } from "#app/components/amount-text";
import { Icon } from "#app/components/icons/icon";
import { useState } from "react";
import { Link } from "react-router";
import { cartItemCount, cartTotal, orderableLines, type CartItem } from "#domain/cart";
import { NOTHING_TO_ORDER_NOTE } from "#domain/cart-notices";
import { brandPageTitle } from "#domain/platform";
import { shopNameOfPage } from "#server/shop-pages";
import { loadCartPage } from "#server/storefront-pages";
import type { Route } from "./+types/cart";
import type { PageMatches } from "#app/lib/brand-meta";
import { ErrorPage, goneShopOf } from "#app/components/error-page";
import { loadPhotoEngine } from "#app/components/photo-engine";
import { Button } from "#app/components/ui/button";
import { CartSummary } from "#app/components/cart-summary";
import { CartLines, EmptyCart } from "#app/features/cart/cart-lines";
import { ClearCartButton } from "#app/features/cart/clear-cart-button";
import { BrandNotFoundDialog } from "#app/features/storefront/brand-not-found-dialog";
import { useCurrentCartPrices } from "#app/lib/cart-prices";
import { useCart } from "#app/lib/use-cart";
import { useOnDemand } from "#app/lib/use-on-demand";
import { ignoringQueryChanges } from "#app/lib/revalidate";

// Serves /{username}/cart (the platform's /cart is routes/platform-cart.tsx). The cart
// itself lives in the browser (per brand); the server only says which brand it is and how
// it delivers.
// On a shop's own domain, its /cart is the platform's route of that path (decision 081).
export function loader({ params, context }: Route.LoaderArgs) {
  return loadCartPage(context, shopNameOfPage(context, params));
}

type CartData = Route.ComponentProps["loaderData"];

export function cartMeta(data: CartData | undefined, matches: PageMatches): Route.MetaDescriptors {
  const root = matches.find((match) => match?.id === "root")?.data as
    { settings: { siteTitle: string } } | undefined;
  const siteTitle = root?.settings.siteTitle ?? "Gerai";
  return [
    {
      title: data?.brand
        ? brandPageTitle(siteTitle, data.brand.name)
        : `${siteTitle} - Keranjang Belanja`,
    },
    { name: "robots", content: "noindex" },
  ];
}

export function meta({ data, matches }: Route.MetaArgs) {
  return cartMeta(data, matches);
}

export const shouldRevalidate = ignoringQueryChanges;

// The checkout and the product dialog (editing a line) load when first needed.
const loadCheckoutFlow = () => import("#app/features/checkout/checkout-flow");
// The dialog's photos move by themselves: it opens with their engine.
const loadProductDialog = () =>
  Promise.all([import("#app/features/storefront/product-dialog"), loadPhotoEngine(true)]).then(
    ([module]) => module,
  );

export function ShopCartPage({ loaderData }: { loaderData: CartData }) {
  const { brand, checkout, isBrandMissing } = loaderData;
  const cart = useCart(brand?.username ?? "platform");
  // The shop's current prices, read as soon as the stored cart is.
  const notices = useCurrentCartPrices(cart, brand?.username ?? "", cart.isLoaded);
  const [editing, setEditing] = useState<CartItem | null>(null);
  const [isCheckoutOpen, setCheckoutOpen] = useState(false);
  const [checkoutFlow, requestCheckoutFlow] = useOnDemand(loadCheckoutFlow);
  const [productDialog, requestProductDialog] = useOnDemand(loadProductDialog);

  if (isBrandMissing) return <BrandNotFoundDialog />;

  // Lines sold out or no longer sold are neither counted nor sent.
  const orderable = orderableLines(cart.items, notices);
  const productsPath = brand ? `${brand.basePath}/products` : "/products";

  return (
    <div className="flex flex-col gap-4 pt-6">
      <div className="flex items-center gap-2">
        <Button asChild variant="ghost" size="icon" className="-ml-2">
          <Link to={productsPath} aria-label="Kembali ke produk">
            <Icon name="arrow-left" className="size-5" />
          </Link>
        </Button>
        <h1 className="text-2xl font-bold">Keranjang Belanja</h1>
      </div>

      {!cart.isLoaded ? (
        <div className="flex justify-center py-16" role="status" aria-label="Memuat keranjang">
          <Icon
            name="loader-circle"
            aria-hidden
            className="size-6 animate-spin text-muted-foreground"
          />
        </div>
      ) : cart.items.length === 0 ? (
        <EmptyCart
          action={
            <Button asChild>
              <Link to={productsPath}>Mulai Belanja</Link>
            </Button>
          }
        />
      ) : (
        <>
          <section className="rounded-xl border bg-card p-4 shadow-xs" aria-labelledby="cart-lines">
            <h2 id="cart-lines" className="sr-only">
              Pesanan Anda
            </h2>
            <CartLines
              items={cart.items}
              variant="page"
              notices={notices}
              onQuantityChange={cart.setQuantity}
              onRemove={cart.remove}
              onEdit={(line) => void requestProductDialog().then(() => setEditing(line))}
            />
          </section>
          <ClearCartButton onClear={cart.clear} />
          <div className="sticky bottom-20 z-10 flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-lg">
            <CartSummary count={cartItemCount(orderable)} total={cartTotal(orderable)} />
            {orderable.length === 0 && (
              <p className="text-sm text-destructive">{NOTHING_TO_ORDER_NOTE}</p>
            )}
            {checkout?.minimumOrderNotice && (
              // Written by the server (decision 059): the checkout holds the order to it.
              <p className="text-sm text-muted-foreground">
                <AmountText text={checkout.minimumOrderNotice} />
              </p>
            )}
            <Button
              size="lg"
              disabled={orderable.length === 0}
              onPointerEnter={() => void requestCheckoutFlow()}
              onFocus={() => void requestCheckoutFlow()}
              onClick={() => void requestCheckoutFlow().then(() => setCheckoutOpen(true))}
            >
              Checkout
            </Button>
          </div>
        </>
      )}

      {productDialog && (
        <productDialog.ProductDialog
          product={null}
          editing={editing}
          onOpenChange={(isOpen) => !isOpen && setEditing(null)}
          onAdd={cart.add}
          onUpdate={(lineId, item) => {
            cart.replace(lineId, item);
            setEditing(null);
          }}
        />
      )}
      {checkoutFlow && (
        <checkoutFlow.CheckoutFlow
          brand={
            brand && checkout ? { username: brand.username, name: brand.name, ...checkout } : null
          }
          cart={cart}
          isOpen={isCheckoutOpen}
          onOpenChange={setCheckoutOpen}
        />
      )}
    </div>
  );
}

// The page itself; the platform's route of the same path at a shop's own domain renders it too.
export default ShopCartPage;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A suspended or closed shop: its notice, as on its other pages.
  if (goneShopOf(error)) return <ErrorPage error={error} />;
  return <p className="py-20 text-center text-destructive">Gagal memuat data</p>;
}
