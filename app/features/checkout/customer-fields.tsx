import { CHECKOUT_LIMITS } from "#domain/checkout-messages";
import { marketingConsentText, privacyNoticePath } from "#domain/marketing-consent";
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

/**
 * The promotions consent (decision 070): unticked until the customer ticks it, worded as
 * the order stores it, with the shop's privacy notice a tap away (a new tab: the checkout
 * stays as it is).
 */
export function MarketingConsentField({
  shopName,
  username,
  isChecked,
  onChange,
}: {
  shopName: string;
  username: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
}) {
  return (
    <div className="flex flex-col gap-2" data-checkout-field>
      <label className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
        <input
          type="checkbox"
          name="marketingConsent"
          checked={isChecked}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <span>{marketingConsentText(shopName)}</span>
      </label>
      <p className="text-xs text-muted-foreground">
        Data Anda dipakai untuk memproses dan mengantar pesanan. Baca{" "}
        <a
          href={privacyNoticePath(username)}
          target="_blank"
          rel="noopener"
          className="font-medium text-primary underline"
        >
          Kebijakan Privasi
        </a>{" "}
        toko.
      </p>
    </div>
  );
}
