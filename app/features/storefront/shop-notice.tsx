/**
 * Where customers shop (the catalogue, the product dialog, the home): why the shop takes no
 * order now, or, while it is closed, the day it still takes orders for (shopNotice of
 * domain/shop-hours, computed on the server).
 */
export function ShopNotice({ text, canOrder }: { text: string; canOrder: boolean }) {
  return (
    <p
      role="status"
      className={
        canOrder
          ? "rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm font-medium text-amber-950"
          : "rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2.5 text-sm font-medium text-destructive"
      }
    >
      {text}
    </p>
  );
}
