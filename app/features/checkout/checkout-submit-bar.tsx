import { AmountText } from "#app/components/amount-text";
import { Icon } from "#app/components/icons/icon";
import { cartItemCount, cartTotal, type CartItem } from "#domain/cart";
import { NOTHING_TO_ORDER_NOTE } from "#domain/cart-notices";
import { CartSummary } from "#app/components/cart-summary";
import { SubmitButton } from "#app/components/submit-button";
import { Alert } from "#app/components/ui/alert";

/**
 * The order's count and total, the form's refusal and the button. It stays in view while the
 * form scrolls, with the refusal right above the button.
 */
export function CheckoutSubmitBar({
  items,
  deliveryFee,
  alert,
  canOrder,
  isSubmitting,
  blockedBy = null,
}: {
  /** The lines the order takes. */
  items: readonly CartItem[];
  /** The picked area's fee, in the total (decision 058); none without one. */
  deliveryFee?: { name: string; fee: number; feeText: string } | null;
  alert: string | null;
  canOrder: boolean;
  isSubmitting: boolean;
  /** Why the order cannot be sent as it is (the minimum order not met); null: it can. */
  blockedBy?: string | null;
}) {
  const hasNothingToOrder = items.length === 0;
  return (
    <div className="sticky -bottom-5 -mx-5 -mb-5 flex flex-col gap-3 border-t bg-card px-5 pt-4 pb-5">
      {deliveryFee && (
        <div className="flex items-baseline justify-between gap-3 text-sm text-muted-foreground">
          <span>Ongkir ({deliveryFee.name})</span>
          <span>{deliveryFee.feeText}</span>
        </div>
      )}
      <CartSummary
        count={cartItemCount(items)}
        total={cartTotal(items) + (deliveryFee?.fee ?? 0)}
      />
      {alert && (
        <Alert variant="destructive">
          <Icon name="circle-alert" aria-hidden />
          <span>
            <AmountText text={alert} />
          </span>
        </Alert>
      )}
      {hasNothingToOrder && <p className="text-sm text-destructive">{NOTHING_TO_ORDER_NOTE}</p>}
      {blockedBy && blockedBy !== alert && (
        <p className="text-sm text-destructive" role="status">
          <AmountText text={blockedBy} />
        </p>
      )}
      <SubmitButton
        size="lg"
        disabled={isSubmitting || !canOrder || hasNothingToOrder || blockedBy !== null}
      >
        {isSubmitting ? (
          <>
            <Icon name="loader-circle" aria-hidden className="animate-spin" />
            Memproses pesanan...
          </>
        ) : (
          "Pesan via WhatsApp"
        )}
      </SubmitButton>
    </div>
  );
}
