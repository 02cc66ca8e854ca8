import { Icon, type IconName } from "#app/components/icons/icon";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "#domain/payment-methods";
import { ChoiceCard, ChoiceGroup } from "./field-parts";

const METHOD_ICONS: Record<PaymentMethod, IconName> = {
  transfer: "wallet",
  qris: "qr-code",
  cash: "shopping-bag",
};

/**
 * How the customer pays, among the methods the shop offers (decision 055); a shop with one
 * says it without a choice.
 */
export function PaymentMethodField({
  methods,
  value,
  onChange,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod | undefined;
  onChange: (method: PaymentMethod) => void;
}) {
  if (methods.length === 0) return null;
  if (methods.length === 1) {
    return (
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">Metode Pembayaran</span>
        <p className="flex items-center gap-2 rounded-lg border bg-muted/50 px-3 py-2.5 text-sm">
          <Icon name={METHOD_ICONS[methods[0]]} aria-hidden className="size-4 text-primary" />
          <span className="font-semibold">{PAYMENT_METHOD_LABELS[methods[0]]}</span>
        </p>
      </div>
    );
  }
  return (
    <ChoiceGroup
      id="checkout-payment"
      legend="Metode Pembayaran"
      isRequired
      onBlur={() => {}}
      gridClassName={methods.length === 3 ? "grid-cols-3" : "grid-cols-2"}
    >
      {methods.map((method) => (
        <ChoiceCard
          key={method}
          name="paymentMethod"
          value={method}
          checked={value === method}
          onChange={() => onChange(method)}
        >
          <Icon name={METHOD_ICONS[method]} aria-hidden className="mb-1 size-4 text-primary" />
          <span className="text-sm font-semibold">{PAYMENT_METHOD_LABELS[method]}</span>
        </ChoiceCard>
      ))}
    </ChoiceGroup>
  );
}
