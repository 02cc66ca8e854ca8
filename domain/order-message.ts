import { cartLineOptions, describeLineOptions, type CartItem, type CartLineOption } from "./cart";
import { CHECKOUT_LIMITS } from "./checkout-messages";
import type { CheckoutRequestForm } from "./checkout-request";
import { toSingleLine } from "./text-characters";
import { buildLocationLink } from "./location-pin";
import { ORDER_NUMBER_PLACEHOLDER } from "./order-number";
import { deliveryFeeLabel } from "./delivery-fee";
import { formatPhoneDisplay } from "./phone";
import { isPaymentMethod, PAYMENT_METHOD_LABELS } from "./payment-methods";
import { formatRupiah, lineTotal } from "./rupiah";
import { buildWhatsAppUrl, canOpenWhatsAppUrl } from "./whatsapp";

// The hand-off text the customer sends to the seller on WhatsApp (spec §9 "Order message
// content"). The wording and layout are ours; WhatsApp renders *…* as bold.
//
// Every value is written into its own slot on one line: names, options, the method and the
// referral code through toSingleLine, notes with their lines joined by " / ". So no value,
// whatever was stored before the input rules existed, can add a line that passes for one of
// the message's own ("*Total Harga: Rp 1*", "LUNAS").
//
// The storefront loads this module only when it needs the message itself (the checkout's
// length check), so it stays out of a shop page's first load.

export type OrderMessageItem = {
  name: string;
  quantity: number;
  unitPrice: number;
  /** Chosen options in display order, legacy sugar/ice included as "Sugar"/"Ice". */
  options: readonly CartLineOption[];
  notes?: string | null;
};

export type OrderMessageInput = {
  /** Greets the seller by name; without it the greeting is "Halo, saya mau pesan:". */
  brandName?: string | null;
  orderNumber: string;
  items: readonly OrderMessageItem[];
  deliveryMethod: string;
  /** As the order stores it: "Senin, 23/11/2026 10:00 WIB" (formatDeliveryTimeOption). */
  deliveryTimeOption: string;
  customerName: string;
  customerPhone: string;
  note?: string | null;
  referralCode?: string | null;
  /** The stored method ('transfer', 'qris', 'cash'); none for orders placed before them. */
  paymentMethod?: string | null;
  /** Added to the total of a transfer, so the seller can match it in her bank's list. */
  uniqueCode?: number | null;
  /** The delivery area picked (decision 058); none for pickup and shops without areas. */
  deliveryArea?: string | null;
  /** The area's fee, included in the total. */
  deliveryFee?: number;
  /** 'Ongkir menyusul': the seller sets the fee later. */
  isDeliveryFeePending?: boolean;
  /** The maps link the customer shared (domain/location-pin.ts), for a delivered order. */
  locationUrl?: string | null;
  /** From buildTrackingUrl. */
  trackingUrl: string;
};

/** Spec §2: {APP_URL}/{username}/order-tracking?number={order_number}. */
export function buildTrackingUrl(appUrl: string, username: string, orderNumber: string): string {
  const base = appUrl.replace(/\/+$/, "");
  return `${base}/${encodeURIComponent(username)}/order-tracking?number=${encodeURIComponent(orderNumber)}`;
}

/** The line that gives the customer her order's tracking page, last in a message. */
export const trackingLine = (trackingUrl: string) => `Lacak pesanan: ${trackingUrl}`;

/** A cart line as the message shows it (the server passes its recomputed unit price). */
export function toOrderMessageItem(
  item: Pick<CartItem, "name" | "quantity" | "price" | "customizations" | "options" | "notes"> &
    Partial<Pick<CartItem, "sugar" | "ice">>,
  unitPrice: number = item.price,
): OrderMessageItem {
  return {
    name: item.name,
    quantity: item.quantity,
    unitPrice,
    options: cartLineOptions(item),
    notes: item.notes,
  };
}

/** A note on its one line: each of its lines cleaned, blank ones dropped, joined by " / ". */
export function toNoteLine(note: string | null | undefined): string {
  return (note ?? "")
    .split(/\r\n?|\n/)
    .map(toSingleLine)
    .filter((line) => line !== "")
    .join(" / ");
}

/**
 * The day and the slot of a stored delivery_time_option: "Senin, 23/11/2026 10:00 WIB"
 * gives "Senin, 23/11/2026" and "10:00 WIB"; older orders' "Besok (23/11/2026) 10:00"
 * gives "Besok (23/11/2026)" and "10:00". A value without a slot at its end (written by
 * hand or by an older version) is all day.
 */
export function splitDeliveryTimeOption(stored: string): { day: string; time: string } {
  const text = toSingleLine(stored);
  const match = /^(.*\S)\s+(\d{1,2}[:.]\d{2}(?:\s+(?:WIB|WITA|WIT))?)$/.exec(text);
  return match ? { day: match[1], time: match[2] } : { day: text, time: "" };
}

function describeItem(item: OrderMessageItem, position: number): string[] {
  const lines = [
    `${position}. ${toSingleLine(item.name)} x${item.quantity} - ${formatRupiah(lineTotal(item.unitPrice, item.quantity))}`,
  ];
  const options = item.options
    .map(({ name, value, price }) => ({
      name: toSingleLine(name),
      value: toSingleLine(value),
      price,
    }))
    .filter((option) => option.value !== "");
  if (options.length > 0) lines.push(`   ${describeLineOptions(options)}`);
  const notes = toNoteLine(item.notes);
  if (notes) lines.push(`   Catatan: ${notes}`);
  return lines;
}

/**
 * Layout (blank lines separate the blocks; note and referral lines only when given):
 *
 *   Halo {brand}, saya mau pesan:
 *
 *   *Nomor Pesanan:* ORD…
 *
 *   1. {name} x{qty} - Rp {line total}
 *      {Option: value (+Rp amount), value, Option: value, …}
 *      Catatan: {item notes, their lines joined by " / "}
 *
 *   Total Item: {sum of quantities}
 *   Ongkir: Rp {fee} | Gratis | menyusul  (a delivery to one of the shop's areas)
 *   Kode Unik: Rp {code}                 (a transfer with the shop's unique code)
 *   *Total Harga: Rp …*                  (the code included)
 *
 *   Metode: … / Area: {area} / Lokasi: {maps link, when shared} / Pembayaran: {method} / Hari: {day name}, {dd/MM/yyyy} / Jam: {HH:MM} {zone} / Nama: … / No. HP: +62…
 *   Catatan: {order note, its lines joined by " / "} / Kode Referral: …
 *
 *   Lacak pesanan: {tracking link}
 */
export function buildOrderMessage(input: OrderMessageInput): string {
  const totalItems = input.items.reduce((sum, item) => sum + item.quantity, 0);
  const uniqueCode = input.uniqueCode ?? 0;
  const deliveryArea = toSingleLine(input.deliveryArea ?? "");
  const deliveryFee = deliveryArea ? (input.deliveryFee ?? 0) : 0;
  const totalPrice = input.items.reduce(
    (sum, item) => sum + lineTotal(item.unitPrice, item.quantity),
    uniqueCode + deliveryFee,
  );
  const feeLabel = input.isDeliveryFeePending
    ? "menyusul"
    : deliveryFeeLabel({ fee: deliveryFee, isFeePending: false });
  const paymentLabel = isPaymentMethod(input.paymentMethod)
    ? PAYMENT_METHOD_LABELS[input.paymentMethod]
    : "";
  const brandName = toSingleLine(input.brandName ?? "");
  const note = toNoteLine(input.note);
  const referralCode = toSingleLine(input.referralCode ?? "");
  const { day, time } = splitDeliveryTimeOption(input.deliveryTimeOption);

  return [
    brandName ? `Halo ${brandName}, saya mau pesan:` : "Halo, saya mau pesan:",
    "",
    `*Nomor Pesanan:* ${input.orderNumber}`,
    "",
    ...input.items.flatMap((item, index) => describeItem(item, index + 1)),
    "",
    `Total Item: ${totalItems}`,
    ...(deliveryArea ? [`Ongkir: ${feeLabel}`] : []),
    ...(uniqueCode ? [`Kode Unik: ${formatRupiah(uniqueCode)}`] : []),
    `*Total Harga: ${formatRupiah(totalPrice)}*`,
    "",
    `Metode: ${toSingleLine(input.deliveryMethod)}`,
    ...(deliveryArea ? [`Area: ${deliveryArea}`] : []),
    ...(input.locationUrl ? [`Lokasi: ${toSingleLine(input.locationUrl)}`] : []),
    ...(paymentLabel ? [`Pembayaran: ${paymentLabel}`] : []),
    `Hari: ${day}`,
    `Jam: ${time || "-"}`,
    `Nama: ${toSingleLine(input.customerName)}`,
    `No. HP: ${formatPhoneDisplay(input.customerPhone)}`,
    ...(note ? [`Catatan: ${note}`] : []),
    ...(referralCode ? [`Kode Referral: ${referralCode}`] : []),
    "",
    trackingLine(input.trackingUrl),
  ].join("\n");
}

/**
 * Whether the order could not reach the seller in one WhatsApp link (CHECKOUT_LIMITS.lines,
 * WHATSAPP_URL_MAX_LENGTH), as far as the browser can tell before sending it. It leaves out
 * what it does not know, the shop's name and number, so it errs on the short side; the
 * server measures the real message again.
 */
export function isTooLongForWhatsApp({
  items,
  form,
  deliveryTimeOption,
  appUrl,
  username,
}: {
  items: readonly CartItem[];
  form: CheckoutRequestForm;
  /** "Senin, 23/11/2026 10:00 WIB", as the order will store it. */
  deliveryTimeOption: string;
  appUrl: string;
  username: string;
}): boolean {
  if (items.length > CHECKOUT_LIMITS.lines) return true;
  const message = buildOrderMessage({
    orderNumber: ORDER_NUMBER_PLACEHOLDER,
    items: items.map((line) => toOrderMessageItem(line)),
    deliveryMethod: form.deliveryMethod || "Diambil Sendiri",
    deliveryTimeOption,
    customerName: form.customerName,
    customerPhone: form.customerPhone,
    note: form.note,
    referralCode: form.referralCode,
    deliveryArea: form.deliveryMethod === "Diantar" ? form.deliveryArea : null,
    locationUrl: form.deliveryMethod === "Diantar" ? buildLocationLink(form.location) : null,
    trackingUrl: buildTrackingUrl(appUrl, username, ORDER_NUMBER_PLACEHOLDER),
  });
  return !canOpenWhatsAppUrl(buildWhatsAppUrl("", message));
}
