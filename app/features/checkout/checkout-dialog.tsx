import { AmountText } from "#app/components/amount-text";
import { Icon } from "#app/components/icons/icon";
import { useState } from "react";
import { Alert } from "#app/components/ui/alert";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { hasDeliveryAreas } from "#domain/delivery-fee";
import { CartChanges } from "./cart-changes";
import { CheckoutSubmitBar } from "./checkout-submit-bar";
import {
  MarketingConsentField,
  NameField,
  NoteField,
  PhoneField,
  ReferralCodeField,
} from "./customer-fields";
import { DayField, TimeField } from "./day-and-time-fields";
import { DeliveryMethodField } from "./delivery-method-field";
import { DeliveryAreaField } from "./delivery-area-field";
import { deliveryFeeLineOf } from "./use-delivery-area";
import { LocationField } from "./location-field";
import { PaymentMethodField } from "./payment-method-field";
import { useCheckoutForm, type CheckoutFormProps } from "./use-checkout-form";

/** Spec §2 checkout dialog 'Checkout Pesanan'. */
export function CheckoutDialog({
  open,
  onOpenChange,
  ...formProps
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
} & CheckoutFormProps) {
  const [isSubmitting, setSubmitting] = useState(false);
  return (
    <Dialog
      open={open}
      // The order is on its way: the dialog stays until the answer is in.
      onOpenChange={(next) => !isSubmitting && onOpenChange(next)}
    >
      <DialogContent
        // The dialog itself takes focus: the first day is not "left", and marked as missing,
        // before the customer has touched it.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Checkout Pesanan</DialogTitle>
          <DialogDescription>
            Lengkapi data berikut. Pesanan Anda dikirim ke penjual lewat WhatsApp.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted with each opening: the days are asked again, and errors start unshown. */}
        <CheckoutForm
          {...formProps}
          isSubmitting={isSubmitting}
          onSubmittingChange={setSubmitting}
        />
      </DialogContent>
    </Dialog>
  );
}

function CheckoutForm(
  props: CheckoutFormProps & {
    isSubmitting: boolean;
    onSubmittingChange: (isSubmitting: boolean) => void;
  },
) {
  const {
    formRef,
    submit,
    ordering,
    dayAndTime,
    field,
    isDelivering,
    payment,
    area,
    orderableItems,
    alert,
    location,
    minimumShortfall,
  } = useCheckoutForm(props);
  const minimumNotice = props.brand?.minimumOrderNotice;
  const { isSubmitting } = props;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5"
      aria-busy={isSubmitting}
    >
      {ordering.notice && (
        // Before the form: a closed shop says so before anything is typed.
        <Alert variant={ordering.canOrder ? "default" : "destructive"} role="status">
          <Icon name="clock" aria-hidden />
          <span>{ordering.notice}</span>
        </Alert>
      )}
      {minimumNotice && (
        // Before the form too: the customer knows the minimum before typing anything.
        <Alert role="status">
          <Icon name="info" aria-hidden />
          <span>
            <AmountText text={minimumNotice} />
          </span>
        </Alert>
      )}
      <fieldset disabled={isSubmitting || !ordering.canOrder} className="flex flex-col gap-5">
        <CartChanges items={props.items} notices={props.notices} />
        {ordering.leadTimeNote && (
          // Why the first days or hours are missing: a product needs longer (decision 065).
          <Alert role="status">
            <Icon name="clock" aria-hidden />
            <span>{ordering.leadTimeNote}</span>
          </Alert>
        )}
        <DayField
          field={field("deliveryDay")}
          days={ordering.days}
          fullDays={dayAndTime.fullDays}
          firstOpenDay={dayAndTime.firstOpenDay}
          quotaShortDays={dayAndTime.quotaShortDays}
          quotaNote={dayAndTime.quotaNote}
          notes={ordering.specialDayNotes}
        />
        <TimeField
          field={field("deliveryTime")}
          slotChoices={dayAndTime.slotChoices}
          zoneLabel={ordering.zoneLabel}
        />
        <NameField field={field("customerName")} />
        <PhoneField field={field("customerPhone")} />
        <DeliveryMethodField
          field={field("deliveryMethod")}
          isDelivering={isDelivering}
          // A shop charging by area says its fees in the area's field, not in the old note.
          costInformation={
            props.brand?.delivery && hasDeliveryAreas(props.brand.delivery)
              ? null
              : props.brand?.deliveryCostInformation
          }
        />
        {area && (
          <DeliveryAreaField
            settings={area.settings}
            value={area.value}
            choice={area.choice}
            error={area.error}
            onChange={area.onChange}
          />
        )}
        {location.isOffered && (
          <LocationField value={location.value} onChange={location.onChange} />
        )}
        <PaymentMethodField {...payment} />
        <ReferralCodeField field={field("referralCode")} />
        <NoteField field={field("note")} />
        {props.brand && (
          <MarketingConsentField
            shopName={props.brand.name}
            username={props.brand.username}
            isChecked={props.draft.marketingConsent === true}
            onChange={(isChecked) =>
              props.onDraftChange((current) => ({ ...current, marketingConsent: isChecked }))
            }
          />
        )}
      </fieldset>
      <CheckoutSubmitBar
        items={orderableItems}
        deliveryFee={deliveryFeeLineOf(area?.choice)}
        alert={alert}
        canOrder={ordering.canOrder}
        isSubmitting={isSubmitting}
        blockedBy={minimumShortfall}
      />
    </form>
  );
}
