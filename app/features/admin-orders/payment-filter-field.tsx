import { FILTER_PAYMENT_STATUSES, type PaymentStatus } from "#domain/payment-status";
import { PAYMENT_FILTER_PARAM } from "#domain/order-summary";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";

/** The orders filter's payment status (decision 056), in the address as `bayar`. */
export function PaymentFilterField({ value }: { value: PaymentStatus | null }) {
  return (
    <div className="col-span-2 flex min-w-0 flex-col gap-1.5 sm:col-span-1">
      <Label htmlFor="filter-payment">Pembayaran</Label>
      <NativeSelect id="filter-payment" name={PAYMENT_FILTER_PARAM} defaultValue={value ?? ""}>
        <option value="">Semua pembayaran</option>
        {FILTER_PAYMENT_STATUSES.map((status) => (
          <option key={status.value} value={status.value}>
            {status.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
