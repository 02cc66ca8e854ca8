import { useState } from "react";
import { useSearchParams } from "react-router";
import type { PlacedOrder } from "../../../domain/checkout-request";
import { clearReferralCode } from "~/lib/referral";
import type { Cart } from "~/lib/use-cart";
import { CheckoutDialog, type CheckoutBrand, type CheckoutDraft } from "./checkout-dialog";
import { OrderSuccessDialog } from "./order-success-dialog";

/**
 * Checkout and hand-off (spec §4 checkout flow): the order is placed, the browser goes to
 * the seller's WhatsApp chat, the cart and the referral code are cleared and 'Pesanan
 * Berhasil!' is shown. The form's values live here, so closing the dialog or a failed
 * attempt loses nothing the customer typed.
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

  const handOff = (order: PlacedOrder) => {
    cart.clear();
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
    window.location.assign(order.whatsappUrl);
  };

  return (
    <>
      <CheckoutDialog
        open={isOpen}
        onOpenChange={onOpenChange}
        brand={brand}
        items={cart.items}
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
