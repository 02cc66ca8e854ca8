import { useEffect, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import type { PlacedOrder } from "#domain/checkout-request";
import { catchUpCart, clearCartNotices, useCurrentCartPrices } from "#app/lib/cart-prices";
import { clearReferralCode } from "#app/lib/referral";
import { countFunnelStep } from "#app/lib/shop-session";
import type { Cart } from "#app/lib/use-cart";
import { CheckoutDialog } from "./checkout-dialog";
import { OrderSuccessDialog } from "./order-success-dialog";
import type { CheckoutBrand, CheckoutDraft } from "./use-checkout-form";

/**
 * Checkout and hand-off (spec §4 checkout flow): the order is placed, the seller's WhatsApp
 * chat opens in a new tab (hand-off-window), the cart and the referral code are cleared and
 * this tab shows 'Pesanan Berhasil!'. The form's values live here, so closing the dialog or
 * a failed attempt loses nothing the customer typed. Each opening reads the shop's current
 * prices again.
 */
export function CheckoutFlow({
  brand,
  cart,
  isOpen,
  onOpenChange,
}: {
  brand: CheckoutBrand | null;
  cart: Cart;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [draft, setDraft] = useState<CheckoutDraft>({});
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const notices = useCurrentCartPrices(cart, brand?.username ?? "", isOpen);
  const { revalidate } = useRevalidator();
  const username = brand?.username;

  // Opening the checkout is a step of the shop's funnel, counted once per visit.
  useEffect(() => {
    if (isOpen && username) countFunnelStep(username, "checkout");
  }, [isOpen, username]);

  const handOff = (order: PlacedOrder) => {
    cart.clear();
    clearCartNotices(cart.key);
    clearReferralCode();
    if (searchParams.has("refCode")) {
      setSearchParams(
        (params) => {
          params.delete("refCode");
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    }
    // Name and phone stay for a next order; this order's choices do not.
    setDraft(({ customerName, customerPhone }) => ({ customerName, customerPhone }));
    onOpenChange(false);
    setPlaced(order);
  };

  return (
    <>
      <CheckoutDialog
        open={isOpen}
        onOpenChange={onOpenChange}
        brand={brand}
        items={cart.items}
        notices={notices}
        onCartOutdated={(checkedIds, products) => catchUpCart(cart, checkedIds, products)}
        // The page's data is read again after any refusal: the seller may have changed what
        // the checkout shows (products, an area's fee, a minimum) since the page was served,
        // and her write made its kept copy stale (decision 027). The next tap sends what the
        // shop charges now.
        onRefused={() => void revalidate()}
        draft={draft}
        onDraftChange={setDraft}
        onPlaced={handOff}
      />
      <OrderSuccessDialog
        order={placed}
        username={brand?.username}
        onClose={() => setPlaced(null)}
      />
    </>
  );
}
