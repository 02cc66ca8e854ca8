import type { DeliveryDayValue } from "#domain/delivery";
import { productOverQuota, wantedQuantities } from "#domain/product-quota";
import type { OrderingDay, OrderingWindow } from "#domain/shop-hours";

/** A day whose every slot is full cannot be picked: it shows 'Penuh'. */
export const isFullDay = (day: OrderingDay) => day.slots.length === 0;

/**
 * The days on which a product of the cart has less of its daily quota left than the cart
 * wants (decision 060): shown 'Kuota habis', not choosable.
 */
export function quotaFullDaysOf(
  ordering: OrderingWindow,
  lines: readonly { productId: string; quantity: number }[],
): ReadonlySet<string> {
  const wanted = wantedQuantities(lines);
  return new Set(
    ordering.days.filter((day) => productOverQuota(day.quotaLeft, wanted)).map((day) => day.value),
  );
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
  quotaFullDays: ReadonlySet<string> = new Set(),
) {
  // The days' note names the full days and the next one with room.
  const fullDays = ordering.days.filter(isFullDay);
  const isOpen = (day: OrderingDay) => !isFullDay(day) && !quotaFullDays.has(day.value);
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
    quotaFullDays,
    firstOpenDay,
    slotChoices,
    deliveryDay: pickedDay?.value ?? "",
    deliveryTime:
      picked.deliveryTime && slots.includes(picked.deliveryTime)
        ? picked.deliveryTime
        : (slots[0] ?? ""),
  } as const;
}
