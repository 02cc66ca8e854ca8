import { cartItemCount, cartTotal, orderableLines, type CartItem } from "#domain/cart";
import { NOTHING_TO_ORDER_NOTE } from "#domain/cart-notices";
import { AmountText } from "#app/components/amount-text";
import { CartSummary } from "#app/components/cart-summary";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { useCurrentCartPrices } from "#app/lib/cart-prices";
import type { Cart } from "#app/lib/use-cart";
import { CartLines, EmptyCart } from "./cart-lines";
import { ClearCartButton } from "./clear-cart-button";

/**
 * Spec §2 cart dialog 'Keranjang Belanja (N item)' on the catalogue. Each opening reads the
 * shop's current prices again, so the customer sees any change before checking out.
 */
export function CartDialog({
  open,
  onOpenChange,
  cart,
  username,
  onEdit,
  onCheckout,
  minimumOrderNotice,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The lines shown, changed and cleared here. */
  cart: Cart;
  /** The shop's username; empty on the platform-wide cart. */
  username: string;
  onEdit: (line: CartItem) => void;
  onCheckout: () => void;
  /** 'Minimal pesanan Rp 50.000 untuk diantar', from the page's loader (decision 059). */
  minimumOrderNotice?: string | null;
}) {
  const { items, count } = cart;
  const notices = useCurrentCartPrices(cart, username, open);
  // Lines sold out or no longer sold are neither counted nor sent.
  const orderable = orderableLines(items, notices);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keranjang Belanja ({count} item)</DialogTitle>
          <DialogDescription className="sr-only">
            Periksa pesanan Anda sebelum checkout.
          </DialogDescription>
        </DialogHeader>
        {items.length === 0 ? (
          <EmptyCart
            action={
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Mulai Belanja
              </Button>
            }
          />
        ) : (
          <>
            <CartLines
              items={items}
              variant="dialog"
              notices={notices}
              onQuantityChange={cart.setQuantity}
              onRemove={cart.remove}
              onEdit={onEdit}
            />
            <DialogFooter className="border-t pt-4">
              <CartSummary count={cartItemCount(orderable)} total={cartTotal(orderable)} />
              {orderable.length === 0 && (
                <p className="text-sm text-destructive">{NOTHING_TO_ORDER_NOTE}</p>
              )}
              {minimumOrderNotice && (
                <p className="text-sm text-muted-foreground">
                  <AmountText text={minimumOrderNotice} />
                </p>
              )}
              <Button
                type="button"
                size="lg"
                disabled={orderable.length === 0}
                onClick={onCheckout}
              >
                Checkout
              </Button>
              <ClearCartButton onClear={cart.clear} />
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
