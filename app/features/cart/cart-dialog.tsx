import type { CartItem } from "../../../domain/cart";
import { CartSummary } from "~/components/cart-summary";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { CartLines, EmptyCart, type CartLineActions } from "./cart-lines";
import { ClearCartButton } from "./clear-cart-button";

/** Spec §2 cart dialog 'Keranjang Belanja (N item)' on the catalogue. */
export function CartDialog({
  open,
  onOpenChange,
  items,
  count,
  total,
  onClear,
  onCheckout,
  ...actions
}: CartLineActions & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly CartItem[];
  count: number;
  total: number;
  onClear: () => void;
  onCheckout: () => void;
}) {
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
            <CartLines items={items} variant="dialog" {...actions} />
            <DialogFooter className="border-t pt-4">
              <CartSummary count={count} total={total} />
              <Button type="button" size="lg" onClick={onCheckout}>
                Checkout
              </Button>
              <ClearCartButton onClear={onClear} />
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
