import type { DeliveryDayValue } from "#domain/delivery";
import type { OrderingDay, OrderingWindow } from "#domain/shop-hours";

/** A day whose every slot is full cannot be picked: it shows 'Penuh'. */
export const isFullDay = (day: OrderingDay) => day.slots.length === 0;

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
) {
  // The days' note names the full days and the next one with room.
  const fullDays = ordering.days.filter(isFullDay);
  const firstOpenDay = ordering.days.find((day) => !isFullDay(day));
  const pickedDay = ordering.days.find(
    (day) => day.value === picked.deliveryDay && !isFullDay(day),
  );
  const slots = (pickedDay ?? firstOpenDay)?.slots ?? [];
  // Every slot of the day in time order, the full ones among them.
  const slotChoices: SlotChoice[] = [
    ...slots.map((slot) => ({ slot, isFull: false })),
    ...((pickedDay ?? firstOpenDay)?.fullSlots ?? []).map((slot) => ({ slot, isFull: true })),
  ].sort((a, b) => a.slot.localeCompare(b.slot));
  return {
    fullDays,
    firstOpenDay,
    slotChoices,
    deliveryDay: pickedDay?.value ?? "",
    deliveryTime:
      picked.deliveryTime && slots.includes(picked.deliveryTime)
        ? picked.deliveryTime
        : (slots[0] ?? ""),
  } as const;
}
