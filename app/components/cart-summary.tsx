import { formatRupiah } from "#domain/rupiah";

/** 'Total (N item)' and the price, above the Checkout and order buttons. */
export function CartSummary({ count, total }: { count: number; total: number }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <span className="text-sm text-muted-foreground">Total ({count} item)</span>
      <span className="text-lg font-bold whitespace-nowrap">{formatRupiah(total)}</span>
    </div>
  );
}
