import { formatRupiah } from "#domain/rupiah";

/**
 * Under the revenue (decision 056): how much of it was received (DP amounts and orders paid
 * in full) and how much is still to be paid, for the same days and orders.
 */
export function RevenueSplit({
  split,
}: {
  split: { paid: number; unpaid: number; deliveryFees?: number };
}) {
  return (
    <dl
      className="mt-3 grid grid-cols-2 gap-3 border-t pt-3 text-sm"
      aria-label="Rincian pendapatan"
    >
      <div className="flex flex-col gap-0.5">
        <dt className="text-xs text-muted-foreground">Sudah Dibayar</dt>
        <dd className="font-semibold text-emerald-700 tabular-nums">{formatRupiah(split.paid)}</dd>
      </div>
      <div className="flex flex-col gap-0.5">
        <dt className="text-xs text-muted-foreground">Belum Dibayar</dt>
        <dd className="font-semibold text-amber-700 tabular-nums">{formatRupiah(split.unpaid)}</dd>
      </div>
      {/* The delivery fees within the revenue (decision 058), for shops that charge them. */}
      {(split.deliveryFees ?? 0) > 0 && (
        <div className="col-span-2 flex flex-col gap-0.5">
          <dt className="text-xs text-muted-foreground">Termasuk Ongkir</dt>
          <dd className="font-semibold tabular-nums">{formatRupiah(split.deliveryFees ?? 0)}</dd>
        </div>
      )}
    </dl>
  );
}
