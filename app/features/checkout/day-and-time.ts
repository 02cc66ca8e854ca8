import type { DeliveryDayValue } from "#domain/delivery";
import { productOverQuota, quotaNoteText, wantedQuantities } from "#domain/product-quota";
import type { OrderingDay, OrderingWindow } from "#domain/shop-hours";

/** A day whose every slot is full cannot be picked: it shows 'Penuh'. */
export const isFullDay = (day: OrderingDay) => day.slots.length === 0;

/** A day without room for the cart in a product's daily quota: which, and how many are left. */
export type QuotaShort = { productId: string; left: number };

/**
 * The days on which a product of the cart has less of its daily quota left than the cart
 * wants (decision 060): marked 'Kuota habis' (or how many are left), not choosable.
 */
function quotaShortDaysOf(
  ordering: OrderingWindow,
  lines: readonly { productId: string; quantity: number }[],
): ReadonlyMap<string, QuotaShort> {
  const wanted = wantedQuantities(lines);
  return new Map(
    ordering.days.flatMap((day) => {
      const productId = productOverQuota(day.quotaLeft, wanted);
      return productId ? [[day.value, { productId, left: day.quotaLeft![productId]! }]] : [];
    }),
  );
}

/**
 * What the day picker says of the marked days: the product whose quota keeps them from being
 * picked (the first met on them), and whether another day is left.
 */
function quotaNoteOf(
  quotaShortDays: ReadonlyMap<string, QuotaShort>,
  lines: readonly { productId: string; name: string; quantity: number }[],
  isAnyDayLeft: boolean,
): string | null {
  const first = quotaShortDays.values().next().value;
  if (!first) return null;
  const name = lines.find((line) => line.productId === first.productId)?.name ?? "";
  const wanted = wantedQuantities(lines).get(first.productId) ?? 0;
  return quotaNoteText(name, wanted, isAnyDayLeft);
}

/** A slot of the shown day; a full one is shown as 'Penuh' and not choosable. */
export type SlotChoice = { slot: string; isFull: boolean };

/**
 * The day and time the form holds, out of what the customer picked and what the shop offers
 * now: a day or slot no longer offered (the dialog was reopened later) is picked again, the
 * first slot of the first day with room being spec §9's default (the first hour after now).
 */
export function dayAndTimeOf(
  ordering: OrderingWindow,
  picked: { deliveryDay?: DeliveryDayValue; deliveryTime?: string },
  quotaShortDays: ReadonlyMap<string, QuotaShort> = new Map(),
) {
  // The days' note names the full days and the next one with room.
  const fullDays = ordering.days.filter(isFullDay);
  const isOpen = (day: OrderingDay) => !isFullDay(day) && !quotaShortDays.has(day.value);
  const firstOpenDay = ordering.days.find(isOpen);
  const pickedDay = ordering.days.find((day) => day.value === picked.deliveryDay && isOpen(day));
  const slots = (pickedDay ?? firstOpenDay)?.slots ?? [];
  // Every slot of the day in time order, the full ones among them.
  const slotChoices: SlotChoice[] = [
    ...slots.map((slot) => ({ slot, isFull: false })),
    ...((pickedDay ?? firstOpenDay)?.fullSlots ?? []).map((slot) => ({ slot, isFull: true })),
  ].sort((a, b) => a.slot.localeCompare(b.slot));
  return {
    fullDays,
    quotaShortDays,
    firstOpenDay,
    slotChoices,
    deliveryDay: pickedDay?.value ?? "",
    deliveryTime:
      picked.deliveryTime && slots.includes(picked.deliveryTime)
        ? picked.deliveryTime
        : (slots[0] ?? ""),
  } as const;
}

/**
 * The checkout's days for the cart: the picked day and time, the days a product's quota is
 * short on, and what the picker says of them: a note while other days are left
 * (`quotaNote`), or, when none is, the day's error at once (`quotaError`): the cart has to
 * change.
 */
export function checkoutDaysOf(
  ordering: OrderingWindow,
  picked: { deliveryDay?: DeliveryDayValue; deliveryTime?: string },
  lines: readonly { productId: string; name: string; quantity: number }[],
) {
  const quotaShortDays = quotaShortDaysOf(ordering, lines);
  const dayAndTime = dayAndTimeOf(ordering, picked, quotaShortDays);
  const isAnyDayLeft = dayAndTime.firstOpenDay !== undefined;
  const quotaNote = quotaNoteOf(quotaShortDays, lines, isAnyDayLeft);
  return {
    ...dayAndTime,
    quotaNote: isAnyDayLeft ? quotaNote : null,
    quotaError: isAnyDayLeft ? null : quotaNote,
  };
}
