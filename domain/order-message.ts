import { cartLineOptions, type CartItem, type CartLineOption } from "./cart";
import { formatDeliveryDay, type DeliveryDayOption } from "./delivery";
import { formatPhoneDisplay } from "./phone";
import { formatRupiah, lineTotal } from "./rupiah";

// The hand-off text the customer sends to the seller on WhatsApp (spec §9 "Order message
// content"). The wording and layout are ours; WhatsApp renders *…* as bold.

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
  day: Pick<DeliveryDayOption, "label" | "date">;
  time: string;
  customerName: string;
  customerPhone: string;
  note?: string | null;
  referralCode?: string | null;
  /** From buildTrackingUrl. */
  trackingUrl: string;
};

/** Spec §2: {APP_URL}/{username}/order-tracking?number={order_number}. */
export function buildTrackingUrl(appUrl: string, username: string, orderNumber: string): string {
  const base = appUrl.replace(/\/+$/, "");
  return `${base}/${encodeURIComponent(username)}/order-tracking?number=${encodeURIComponent(orderNumber)}`;
}

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

function describeItem(item: OrderMessageItem, position: number): string[] {
  const lines = [
    `${position}. ${item.name} x${item.quantity} - ${formatRupiah(lineTotal(item.unitPrice, item.quantity))}`,
  ];
  const options = item.options.filter((option) => option.value.trim() !== "");
  if (options.length > 0) {
    lines.push(`   ${options.map(({ name, value }) => `${name}: ${value}`).join(", ")}`);
  }
  const notes = item.notes?.trim();
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
 *      {Option: value, …}
 *      Catatan: {item notes}
 *
 *   Total Item: {sum of quantities}
 *   *Total Harga: Rp …*
 *
 *   Metode: … / Hari: {label} ({dd/MM/yyyy}) / Jam: … / Nama: … / No. HP: +62…
 *   Catatan: {order note} / Kode Referral: …
 *
 *   Lacak pesanan: {tracking link}
 */
export function buildOrderMessage(input: OrderMessageInput): string {
  const totalItems = input.items.reduce((sum, item) => sum + item.quantity, 0);
  const totalPrice = input.items.reduce(
    (sum, item) => sum + lineTotal(item.unitPrice, item.quantity),
    0,
  );
  const brandName = input.brandName?.trim();
  const note = input.note?.trim();
  const referralCode = input.referralCode?.trim();

  return [
    brandName ? `Halo ${brandName}, saya mau pesan:` : "Halo, saya mau pesan:",
    "",
    `*Nomor Pesanan:* ${input.orderNumber}`,
    "",
    ...input.items.flatMap((item, index) => describeItem(item, index + 1)),
    "",
    `Total Item: ${totalItems}`,
    `*Total Harga: ${formatRupiah(totalPrice)}*`,
    "",
    `Metode: ${input.deliveryMethod}`,
    `Hari: ${formatDeliveryDay(input.day)}`,
    `Jam: ${input.time}`,
    `Nama: ${input.customerName.trim()}`,
    `No. HP: ${formatPhoneDisplay(input.customerPhone)}`,
    ...(note ? [`Catatan: ${note}`] : []),
    ...(referralCode ? [`Kode Referral: ${referralCode}`] : []),
    "",
    `Lacak pesanan: ${input.trackingUrl}`,
  ].join("\n");
}
