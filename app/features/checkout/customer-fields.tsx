import { CHECKOUT_LIMITS } from "#domain/checkout-messages";
import { Input } from "#app/components/ui/input";
import { Textarea } from "#app/components/ui/textarea";
import { CheckoutFormField, FieldLabel } from "./field-parts";
import type { CheckoutFieldBinding } from "./use-checkout-form";

export function NameField({ field }: { field: CheckoutFieldBinding<"customerName"> }) {
  return (
    <CheckoutFormField
      id={field.id}
      label={<FieldLabel text="Nama" isRequired />}
      error={field.error}
    >
      <Input
        {...field.inputProps}
        autoComplete="name"
        maxLength={CHECKOUT_LIMITS.customerName}
        placeholder="Nama Anda"
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      />
    </CheckoutFormField>
  );
}

/** The customer's WhatsApp number; the hint under it gives way to its error. */
export function PhoneField({ field }: { field: CheckoutFieldBinding<"customerPhone"> }) {
  return (
    <CheckoutFormField
      id={field.id}
      label={<FieldLabel text="No. HP" isRequired />}
      hint="Nomor WhatsApp yang bisa dihubungi penjual"
      error={field.error}
    >
      <Input
        {...field.inputProps}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={CHECKOUT_LIMITS.customerPhone}
        placeholder="08xxxxxxxxxx"
        aria-describedby={`${field.id}-${field.error ? "error" : "hint"}`}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      />
    </CheckoutFormField>
  );
}

/** Prefilled with the referral code the customer came with. */
export function ReferralCodeField({ field }: { field: CheckoutFieldBinding<"referralCode"> }) {
  return (
    <CheckoutFormField
      id={field.id}
      label={<FieldLabel text="Kode Referral" />}
      error={field.error}
    >
      <Input
        {...field.inputProps}
        autoComplete="off"
        maxLength={CHECKOUT_LIMITS.referralCode}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      />
    </CheckoutFormField>
  );
}

export function NoteField({ field }: { field: CheckoutFieldBinding<"note"> }) {
  return (
    <CheckoutFormField
      id={field.id}
      label={<FieldLabel text="Catatan Pesanan" />}
      error={field.error}
    >
      <Textarea
        {...field.inputProps}
        maxLength={CHECKOUT_LIMITS.note}
        placeholder="Contoh: alamat lengkap, patokan rumah"
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      />
    </CheckoutFormField>
  );
}
