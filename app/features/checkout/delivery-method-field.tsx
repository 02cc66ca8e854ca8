import { Icon, type IconName } from "#app/components/icons/icon";
import { DELIVERY_METHODS, type DeliveryMethod } from "#domain/delivery";
import { ChoiceCard, ChoiceGroup } from "./field-parts";
import type { CheckoutFieldBinding } from "./use-checkout-form";

const METHOD_ICONS: Record<DeliveryMethod, IconName> = {
  Diantar: "truck",
  "Diambil Sendiri": "store",
};

/**
 * Delivered or picked up, for a brand that delivers itself, with what delivery costs; a brand
 * that does not is picked up from, said without a choice.
 */
export function DeliveryMethodField({
  field,
  isDelivering,
  costInformation,
}: {
  field: CheckoutFieldBinding<"deliveryMethod">;
  isDelivering: boolean;
  costInformation: string | null | undefined;
}) {
  if (!isDelivering) {
    return (
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">Metode Pengiriman</span>
        <p className="flex items-center gap-2 rounded-lg border bg-muted/50 px-3 py-2.5 text-sm">
          <Icon name="store" aria-hidden className="size-4 text-primary" />
          <span className="font-semibold">Diambil Sendiri</span>
        </p>
      </div>
    );
  }
  return (
    <ChoiceGroup
      id={field.id}
      legend="Metode Pengiriman"
      isRequired
      error={field.error}
      onBlur={field.onGroupBlur}
      footer={
        costInformation ? <p className="text-xs text-muted-foreground">{costInformation}</p> : null
      }
    >
      {DELIVERY_METHODS.map((method) => {
        return (
          <ChoiceCard
            key={method}
            name={field.name}
            value={method}
            checked={field.value === method}
            onChange={() => field.onChange(method)}
          >
            <Icon name={METHOD_ICONS[method]} aria-hidden className="mb-1 size-4 text-primary" />
            <span className="text-sm font-semibold">{method}</span>
          </ChoiceCard>
        );
      })}
    </ChoiceGroup>
  );
}
