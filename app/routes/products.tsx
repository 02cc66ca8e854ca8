import { Icon } from "#app/components/icons/icon";
import { lazy, Suspense, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { CartItem } from "#domain/cart";
import { brandPageTitle } from "#domain/platform";
import { productPathIn } from "#domain/product-slug";
import {
  CATEGORY_PARAM,
  chosenCategory,
  matchesProductCategory,
  matchesProductSearch,
} from "#domain/product-catalog";
import { shopNameOfPage } from "#server/shop-pages";
import { loadCatalogue } from "#server/storefront-pages";
import type { Route } from "./+types/products";
import { ErrorPage, goneShopOf } from "#app/components/error-page";
import { loadPhotoEngine } from "#app/components/photo-engine";
import { Input } from "#app/components/ui/input";
import { BrandNotFoundDialog } from "#app/features/storefront/brand-not-found-dialog";
import { CartBar } from "#app/features/storefront/cart-bar";
import { CategoryChips } from "#app/features/storefront/category-chips";
import type { DialogProduct } from "#app/features/storefront/product-dialog";
import { CartButton } from "#app/features/storefront/cart-button";
import { ProductCard } from "#app/features/storefront/product-card";
import {
  ProductMissingNotice,
  ProductSheet,
  useProductPage,
} from "#app/features/storefront/product-sheet";
import { ShopNotice } from "#app/features/storefront/shop-notice";
import { brandMeta, type PageMatches } from "#app/lib/brand-meta";
import { productPageMeta } from "#app/lib/product-meta";
import { useCatalogueCounting } from "#app/lib/use-catalogue-counting";
import { countFunnelStep } from "#app/lib/shop-session";
import { useCart } from "#app/lib/use-cart";
import { useOnDemand } from "#app/lib/use-on-demand";
import { ignoringQueryChanges } from "#app/lib/revalidate";

// Serves /{username}/products, and /{username}/products/{slug}: the same catalogue with one
// product open over it (decision 075). The platform's /products lists the shops instead
// (routes/shop-directory.tsx): an order belongs to one shop. On a shop's own domain,
// /products/{slug} is served here and /products by the platform's route (decision 081).
export function loader({ params, url, context }: Route.LoaderArgs) {
  return loadCatalogue(
    context,
    url,
    shopNameOfPage(context, params),
    "slug" in params ? params.slug : undefined,
  );
}

export const shouldRevalidate = ignoringQueryChanges;

// The product dialog, the cart and the checkout load when first needed, keeping the
// catalogue's JavaScript light.
// The dialog's photos move by themselves: it opens with their engine.
const loadProductDialog = () =>
  Promise.all([import("#app/features/storefront/product-dialog"), loadPhotoEngine(true)]).then(
    ([module]) => module,
  );
const loadCartDialog = () => import("#app/features/cart/cart-dialog");
const loadCheckoutFlow = () => import("#app/features/checkout/checkout-flow");
const CartDialog = lazy(() => loadCartDialog().then((module) => ({ default: module.CartDialog })));
const CheckoutFlow = lazy(() =>
  loadCheckoutFlow().then((module) => ({ default: module.CheckoutFlow })),
);

type CatalogueData = Route.ComponentProps["loaderData"];

export function catalogueMeta(
  data: CatalogueData | undefined,
  matches: PageMatches,
): Route.MetaDescriptors {
  const root = matches.find((match) => match?.id === "root")?.data as
    { settings: { siteTitle: string } } | undefined;
  const siteTitle = root?.settings.siteTitle ?? "Gerai";
  if (!data?.brand) return [{ title: `${siteTitle} - Our Products` }];
  const product = data.products.find((each) => each.id === data.productId);
  if (product) return productPageMeta({ ...data, brand: data.brand, product, siteTitle });
  return brandMeta({
    title: brandPageTitle(siteTitle, data.brand.name),
    description: data.brand.aboutText,
    appUrl: data.brand.origin,
    path: `${data.brand.basePath}/products`,
    logoUrl: data.brand.logoUrl,
  });
}

export function meta({ data, matches }: Route.MetaArgs) {
  return catalogueMeta(data, matches);
}

export function CataloguePage({ loaderData }: { loaderData: CatalogueData }) {
  const { brand, products, categories, checkout, isBrandMissing, productId, isProductMissing } =
    loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get("q") ?? "";
  // The chips come with the page, in the seller's order (decision 066).
  const category = chosenCategory(categories, searchParams.get(CATEGORY_PARAM));
  const [selected, setSelected] = useState<DialogProduct | null>(null);
  const [editing, setEditing] = useState<CartItem | null>(null);
  const [isCartOpen, setCartOpen] = useState(false);
  const [isCheckoutOpen, setCheckoutOpen] = useState(false);
  // Lazy parts stay mounted once shown: the checkout keeps what the customer typed.
  const [isCartMounted, setCartMounted] = useState(false);
  const [isCheckoutMounted, setCheckoutMounted] = useState(false);
  const cart = useCart(brand?.username ?? "platform");
  const [productDialog, requestProductDialog] = useOnDemand(loadProductDialog);
  const counting = useCatalogueCounting("product");
  // Rendered with the page (kept until the minute ends, decision 027): closed, or taking
  // orders only for a later day, said before anything is put in the cart.
  const ordering = checkout?.ordering;
  const canAdd = ordering?.canOrder !== false;
  const catalogue = brand ? `${brand.basePath}/products` : "/products";
  // A product's own page: the product over the catalogue, a sheet until its dialog opens.
  const pageProduct = products.find((product) => product.id === productId);
  const productPage = useProductPage({
    product: pageProduct,
    catalogue,
    isDialogOpen: selected !== null,
  });

  const visible = useMemo(
    () =>
      products.filter(
        (product) =>
          matchesProductCategory(product, category) && matchesProductSearch(product, query),
      ),
    [products, category, query],
  );

  if (isBrandMissing) return <BrandNotFoundDialog />;

  // The bar counts what an order takes: not a line whose product sold out or left the shop.
  const onSale = cart.items.filter((line) =>
    products.some((product) => product.id === line.productId && !product.isSoldOut),
  );

  const open = (product: DialogProduct) => {
    // A card on screen counts a view, opening it a click (docs/decisions/017).
    counting.open(product.id);
    if (brand) countFunnelStep(brand.username, "product");
    void requestProductDialog().then(() => setSelected(product));
  };

  const edit = (line: CartItem) => void requestProductDialog().then(() => setEditing(line));

  const openCart = () => {
    void loadCheckoutFlow();
    void loadProductDialog();
    setCartMounted(true);
    setCartOpen(true);
  };

  const startCheckout = () => {
    setCartOpen(false);
    setCheckoutMounted(true);
    setCheckoutOpen(true);
  };

  return (
    <div className="flex flex-col gap-4 pt-6">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Our Products</h1>
        <CartButton count={cart.count} onOpen={openCart} onIntent={loadCartDialog} />
      </div>
      <label className="relative block">
        <span className="sr-only">Cari produk</span>
        <Icon
          name="search"
          aria-hidden
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          placeholder="Cari produk..."
          className="pl-9"
          value={query}
          onChange={(event) =>
            setSearchParams(
              (params) => {
                if (event.target.value) params.set("q", event.target.value);
                else params.delete("q");
                return params;
              },
              { replace: true, preventScrollReset: true },
            )
          }
        />
      </label>
      {isProductMissing && <ProductMissingNotice />}
      {ordering?.shopNotice && (
        <ShopNotice text={ordering.shopNotice} canOrder={ordering.canOrder} />
      )}
      <CategoryChips categories={categories} chosen={category} />

      {visible.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
          {query.trim() || category
            ? "Tidak ada produk yang ditemukan"
            : "Belum ada produk yang tersedia"}
        </p>
      ) : (
        // A pointer over the products or a focus on one: the dialog's code is on its way.
        <ul
          onPointerOver={requestProductDialog}
          onFocus={requestProductDialog}
          className="grid grid-cols-2 gap-3"
        >
          {visible.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              href={productPathIn(brand?.basePath ?? "", product)}
              index={index}
              canAdd={canAdd}
              observe={counting.observe}
              onOpen={() => open(product)}
            />
          ))}
        </ul>
      )}

      {cart.count > 0 && (
        // The bar floats over the page's end: the spacer gives the last row of the grid
        // room to scroll clear of it (the bar's own height, 3.5rem, and a gap).
        <div aria-hidden data-cart-bar-spacer className="h-16 shrink-0" />
      )}
      {cart.count > 0 && (
        <CartBar items={onSale} cartPath={brand ? `${brand.basePath}/cart` : "/cart"} />
      )}
      {pageProduct && productPage.isSheetShown && (
        <ProductSheet
          product={pageProduct}
          catalogue={catalogue}
          canAdd={canAdd}
          onAdd={(item) => {
            counting.open(pageProduct.id);
            if (brand) countFunnelStep(brand.username, "product");
            cart.add(item);
            productPage.leave(pageProduct);
          }}
          onMore={() => open(pageProduct)}
          onIntent={requestProductDialog}
        />
      )}

      {productDialog && (
        <productDialog.ProductDialog
          product={selected}
          editing={editing}
          ordering={ordering}
          shareUrl={
            selected && brand ? `${brand.origin}${productPathIn(brand.basePath, selected)}` : ""
          }
          onOpenChange={(isOpen) => {
            if (isOpen) return;
            productPage.leave(selected);
            setSelected(null);
            setEditing(null);
          }}
          onAdd={(item) => {
            cart.add(item);
            productPage.leave(selected);
            setSelected(null);
          }}
          onUpdate={(lineId, item) => {
            cart.replace(lineId, item);
            setEditing(null);
          }}
        />
      )}

      {isCartMounted && (
        <Suspense fallback={null}>
          <CartDialog
            open={isCartOpen}
            onOpenChange={setCartOpen}
            cart={cart}
            username={brand?.username ?? ""}
            onEdit={edit}
            onCheckout={startCheckout}
            minimumOrderNotice={checkout?.minimumOrderNotice}
          />
        </Suspense>
      )}
      {isCheckoutMounted && (
        <Suspense fallback={null}>
          <CheckoutFlow
            brand={
              brand && checkout ? { username: brand.username, name: brand.name, ...checkout } : null
            }
            cart={cart}
            isOpen={isCheckoutOpen}
            onOpenChange={setCheckoutOpen}
          />
        </Suspense>
      )}
    </div>
  );
}

// The page itself; the platform's route of the same path at a shop's own domain renders it too.
export default CataloguePage;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A suspended or closed shop: its notice, as on its other pages.
  if (goneShopOf(error)) return <ErrorPage error={error} />;
  return <p className="py-20 text-center text-destructive">Gagal memuat data produk</p>;
}
