import { formatDeliveryTimeOption } from "./delivery";
import { leadTimeSpan } from "./product-lead-time";
import {
  checkOrderSlot,
  orderingWindow,
  type CheckedSlot,
  type OrderingWindow,
  type ShopHoursSettings,
  type SlotOrderCounts,
} from "./shop-hours";

// The lead time of a cart (decision 065): the longest its products need, each product's own
// or else the shop's. It goes into the shop's rules (domain/shop-hours.ts) as their lead
// time, so the checkout offers, and the server accepts, only the days and slots every
// product can meet; when a product pushes the first slot back, it is named.

/** A cart's product as its lead time counts: its own hours, or null for the shop's. */
export type LeadTimeProduct = { name: string; leadTimeHours: number | null };

export type CartLeadTime = {
  /** The hours of notice the cart needs. */
  hours: number;
  /** The product that needs more than the shop's own, when one does. */
  product?: { name: string; hours: number };
};

/** The cart's lead time: the longest of its products' (own, or the shop's for those without). */
export function cartLeadTime(
  shopHours: number,
  products: readonly LeadTimeProduct[],
): CartLeadTime {
  if (products.length === 0) return { hours: shopHours };
  let longest: { name: string; hours: number } | undefined;
  for (const product of products) {
    const hours = product.leadTimeHours ?? shopHours;
    if (!longest || hours > longest.hours) longest = { name: product.name, hours };
  }
  return longest!.hours > shopHours
    ? { hours: longest!.hours, product: longest }
    : { hours: longest!.hours };
}

/** The window the checkout shows, with a note naming a product that pushes the first slot back. */
export type CartOrderingWindow = OrderingWindow & {
  /** "Kue Lapis Legit perlu disiapkan 3 hari: paling cepat Kamis, 03/12/2026 10:00 WIB." */
  leadTimeNote?: string;
};

/** "Kamis, 03/12/2026 10:00 WIB": the first slot with room, if any. */
function firstSlotOf(window: OrderingWindow): string | undefined {
  const day = window.days.find((offered) => offered.slots.length > 0);
  return day && formatDeliveryTimeOption(day, day.slots[0], window.timeZone);
}

/** The checkout's note when a product's lead time moves the first slot: when it is now. */
export function leadTimeNoteText(product: { name: string; hours: number }, first: string): string {
  return `${product.name} perlu disiapkan ${leadTimeSpan(product.hours)}: paling cepat ${first}.`;
}

/** Why nothing can be ordered when a product's lead time leaves no slot the shop offers. */
export function leadTimeTooLongText(product: { name: string; hours: number }): string {
  return `${product.name} perlu disiapkan ${leadTimeSpan(product.hours)}, lebih lama dari jadwal yang bisa dipesan. Hapus produk ini dari keranjang untuk memesan yang lain.`;
}

/** The server's refusal of a slot earlier than a product's lead time allows. */
export function leadTimeRefusalText(
  product: { name: string; hours: number },
  first: string | undefined,
): string {
  return first
    ? `${product.name} perlu disiapkan ${leadTimeSpan(product.hours)}: jadwal paling cepat ${first}. Pilih hari dan jam pengiriman lain.`
    : leadTimeTooLongText(product);
}

const withLeadTime = (settings: ShopHoursSettings, hours: number): ShopHoursSettings => ({
  ...settings,
  leadTimeHours: hours,
});

/**
 * What the checkout offers a cart of `products` now: the shop's window with the cart's lead
 * time; when a product's lead time moves the first slot with room later than the shop's own
 * would, a note names it, and when it leaves none, the refusal does.
 */
export function cartOrderingWindow(
  settings: ShopHoursSettings,
  now: Date,
  taken: SlotOrderCounts,
  products: readonly LeadTimeProduct[],
): CartOrderingWindow {
  const lead = cartLeadTime(settings.leadTimeHours ?? 0, products);
  const window = orderingWindow(withLeadTime(settings, lead.hours), now, taken);
  if (!lead.product) return window;
  const shopFirst = firstSlotOf(orderingWindow(settings, now, taken));
  const first = firstSlotOf(window);
  if (!shopFirst || first === shopFirst) return window;
  if (!first) return { ...window, notice: leadTimeTooLongText(lead.product) };
  return { ...window, leadTimeNote: leadTimeNoteText(lead.product, first) };
}

/**
 * The order's pick checked as the checkout offered it to this cart (checkOrderSlot with the
 * cart's lead time). A pick refused only because of a product's lead time (the shop's own
 * would take it) is refused naming the product, with the first slot it allows.
 */
export function checkCartSlot(
  settings: ShopHoursSettings,
  now: Date,
  pick: { deliveryDay: string; deliveryDate?: string; deliveryTime: string },
  taken: SlotOrderCounts,
  products: readonly LeadTimeProduct[],
): CheckedSlot | { ok: false; error: string } {
  const lead = cartLeadTime(settings.leadTimeHours ?? 0, products);
  const cartSettings = withLeadTime(settings, lead.hours);
  const checked = checkOrderSlot(cartSettings, now, pick, taken);
  if (checked.ok || !lead.product || !checkOrderSlot(settings, now, pick, taken).ok) {
    return checked;
  }
  const first = firstSlotOf(orderingWindow(cartSettings, now, taken));
  return { ok: false, error: leadTimeRefusalText(lead.product, first) };
}
