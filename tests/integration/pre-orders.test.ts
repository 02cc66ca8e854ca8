import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as orderAction } from "#app/routes/api/orders";
import { deliveryDayAt, formatDeliveryTimeOption } from "#domain/delivery";
import { ORDER_SETTINGS_MESSAGES } from "#domain/order-settings";
import type { BrandOwner } from "#server/auth/guards";
import { createProduct } from "#server/seed/factories";
import { getCheckoutSettings } from "#server/services/checkout-settings";
import { getOwnOrderSettings, updateOwnOrderSettings } from "#server/services/order-settings";
import { createOrder } from "#server/services/orders";
import { findOrderingWindow } from "#server/services/shop-hours";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { brandOwner, codeOf } from "./support/sellers";

// Pre-orders and the cap per slot (decision 022): the seller's settings, orders days ahead,
// the lead time, and a slot that never takes more orders than its cap, even when many
// checkouts arrive at once. Orders go through POST /api/orders with the server's own clock;
// the shops of the factories are open around the clock, so every hour is a slot.

describe.each(testDatabaseKinds)("pre-orders and slot capacity on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let owner: BrandOwner;
  let productId: string;
  let nextClient = 0;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t);
    owner = await brandOwner(t, "warung-pesan");
    productId = (await createProduct(t.db, owner.brandId, { name: "Nasi Kuning", price: 15000 }))
      .id;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  /** The day `offset` days from today in the shop's zone, as the checkout sends it. */
  const dayAhead = (offset: number) => deliveryDayAt(new Date(), "Asia/Jakarta", offset);

  const checkout = (offset: number, deliveryTime: string, customerName = "Budi") => {
    const day = dayAhead(offset);
    return {
      username: "warung-pesan",
      form: {
        deliveryDay: day.value,
        deliveryDate: day.date,
        deliveryTime,
        customerName,
        customerPhone: "0812-3456-7890",
        note: "",
        referralCode: "",
      },
      items: [{ productId, quantity: 1, customizations: {}, notes: "", seenPrice: 15000 }],
    };
  };

  /** POST /api/orders, each from its own client so the per-client limit plays no part. */
  async function postOrder(body: unknown) {
    nextClient += 1;
    const response = await orderAction({
      request: new Request("http://localhost:3000/api/orders", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }),
      context: { ...context, clientIp: `10.1.${Math.floor(nextClient / 250)}.${nextClient % 250}` },
      params: {},
    } as unknown as Parameters<typeof orderAction>[0]);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const setRules = (rules: {
    order_days_ahead?: number;
    lead_time_hours?: number;
    max_orders_per_slot?: number | null;
  }) => t.db.updateTable("brands").set(rules).where("id", "=", owner.brandId).execute();

  const ordersAt = async (slotStartsAt: string) =>
    (
      await t.db
        .selectFrom("orders")
        .select(["id", "status"])
        .where("brand_id", "=", owner.brandId)
        .where("delivery_slot_at", "=", slotStartsAt)
        .execute()
    ).filter((order) => order.status !== "dibatalkan").length;

  /** The ISO instant a slot `offset` days ahead starts, on the shop's WIB clock. */
  const slotInstant = (offset: number, time: string) => {
    const [day, month, year] = dayAhead(offset).date.split("/");
    return new Date(`${year}-${month}-${day}T${time}:00+07:00`).toISOString();
  };

  it("stores the settings, refusing values out of range and changing nothing then", async () => {
    expect(await getOwnOrderSettings(t.db, owner)).toEqual({
      orderDaysAhead: 1,
      leadTimeHours: 0,
      maxOrdersPerSlot: null,
      minimumOrderDelivery: null,
      minimumOrderPickup: null,
    });
    await updateOwnOrderSettings(t.db, owner, {
      orderDaysAhead: "7",
      leadTimeHours: "4",
      maxOrdersPerSlot: "25",
    });
    expect(await getOwnOrderSettings(t.db, owner)).toEqual({
      orderDaysAhead: 7,
      leadTimeHours: 4,
      maxOrdersPerSlot: 25,
      minimumOrderDelivery: null,
      minimumOrderPickup: null,
    });
    for (const [input, message] of [
      [{ orderDaysAhead: "15" }, ORDER_SETTINGS_MESSAGES.daysAheadInvalid],
      [{ orderDaysAhead: "-1" }, ORDER_SETTINGS_MESSAGES.daysAheadInvalid],
      [{ leadTimeHours: "73" }, ORDER_SETTINGS_MESSAGES.leadTimeInvalid],
      [{ leadTimeHours: "" }, ORDER_SETTINGS_MESSAGES.leadTimeRequired],
      [{ maxOrdersPerSlot: "0" }, ORDER_SETTINGS_MESSAGES.capacityInvalid],
      [{ maxOrdersPerSlot: "1001" }, ORDER_SETTINGS_MESSAGES.capacityInvalid],
      [{ maxOrdersPerSlot: "lima" }, ORDER_SETTINGS_MESSAGES.capacityInvalid],
    ] as const) {
      expect(
        await codeOf(
          updateOwnOrderSettings(t.db, owner, {
            orderDaysAhead: "2",
            leadTimeHours: "0",
            maxOrdersPerSlot: "",
            ...input,
          }),
        ),
      ).toBe(`VALIDATION: ${message}`);
    }
    expect(await getOwnOrderSettings(t.db, owner)).toEqual({
      orderDaysAhead: 7,
      leadTimeHours: 4,
      maxOrdersPerSlot: 25,
      minimumOrderDelivery: null,
      minimumOrderPickup: null,
    });
    // An empty cap is no cap.
    await updateOwnOrderSettings(t.db, owner, {
      orderDaysAhead: "1",
      leadTimeHours: "0",
      maxOrdersPerSlot: "",
    });
    expect((await getOwnOrderSettings(t.db, owner)).maxOrdersPerSlot).toBeNull();
  });

  it("takes an order 3 days ahead only when the shop books that far, naming the day and date", async () => {
    await setRules({ order_days_ahead: 1, lead_time_hours: 0, max_orders_per_slot: null });
    const day = dayAhead(3);
    const when = formatDeliveryTimeOption(day, "10:00", "Asia/Jakarta");
    const refused = await postOrder(checkout(3, "10:00"));
    expect(refused).toEqual({
      status: 400,
      body: { error: `Jadwal ${when} tidak tersedia. Pilih hari dan jam pengiriman lain.` },
    });

    await setRules({ order_days_ahead: 3 });
    const window = await findOrderingWindow(t.db, "warung-pesan");
    const offered = window?.days.map((offered) => offered.date);
    expect(offered).toContain(day.date);
    expect(offered).not.toContain(dayAhead(4).date);
    const placed = await postOrder(checkout(3, "10:00"));
    expect(placed.status).toBe(201);
    const message = placed.body.message as string;
    expect(message).toContain(`Hari: ${day.weekday}, ${day.date}\n`);
    expect(message).toContain("Jam: 10:00 WIB\n");
    expect(placed.body.whatsappUrl).toContain(
      encodeURIComponent(`Hari: ${day.weekday}, ${day.date}`),
    );
    const stored = await t.db
      .selectFrom("orders")
      .select(["delivery_time_option", "delivery_slot_at"])
      .where("order_number", "=", placed.body.orderNumber as string)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      delivery_time_option: when,
      delivery_slot_at: slotInstant(3, "10:00"),
    });
    // Four days ahead is still too far.
    expect((await postOrder(checkout(4, "10:00"))).status).toBe(400);
  });

  it("refuses a slot closer than the lead time, and takes one past it", async () => {
    await setRules({ order_days_ahead: 2, lead_time_hours: 5, max_orders_per_slot: null });
    const pick = (time: string) => ({
      ...checkout(0, time),
      form: { ...checkout(0, time).form, deliveryDay: "today", deliveryDate: "23/11/2026" },
    });
    // Monday 23/11/2026 10:00 WIB: 14:00 is four hours ahead, 15:00 five.
    const now = () => new Date("2026-11-23T10:00:00+07:00");
    expect(await codeOf(createOrder(context, pick("14:00"), { now }))).toBe(
      "VALIDATION: Jadwal Senin, 23/11/2026 14:00 WIB tidak tersedia. Pilih hari dan jam pengiriman lain.",
    );
    const placed = await createOrder(context, pick("15:00"), { now });
    expect(placed.message).toContain("Hari: Senin, 23/11/2026\nJam: 15:00 WIB");
  });

  it("takes exactly the cap of 20 checkouts sent at once for one slot", async () => {
    const capacity = 3;
    await setRules({ order_days_ahead: 1, lead_time_hours: 0, max_orders_per_slot: capacity });
    const slotAt = slotInstant(1, "11:00");
    const when = formatDeliveryTimeOption(dayAhead(1), "11:00", "Asia/Jakarta");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => postOrder(checkout(1, "11:00", `Pembeli ${index}`))),
    );
    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(accepted).toHaveLength(capacity);
    expect(refused).toHaveLength(20 - capacity);
    for (const answer of refused) {
      expect(answer).toEqual({
        status: 400,
        body: { error: `Jadwal ${when} sudah penuh. Pilih hari dan jam pengiriman lain.` },
      });
    }
    expect(await ordersAt(slotAt)).toBe(capacity);

    // The checkout shows it full; the hour after is still open. Found by its value: late in
    // the evening today has no slot left and is not offered.
    const tomorrow = (await getCheckoutSettings(t.db, owner.brandId)).ordering.days.find(
      (day) => day.value === "tomorrow",
    )!;
    expect(tomorrow.fullSlots).toEqual(["11:00"]);
    expect(tomorrow.slots).toContain("12:00");
    expect(tomorrow.slots).not.toContain("11:00");

    // A cancelled order gives its place back.
    await t.db
      .updateTable("orders")
      .set({ status: "dibatalkan" })
      .where("order_number", "=", accepted[0].body.orderNumber as string)
      .execute();
    expect((await postOrder(checkout(1, "11:00", "Pembeli lagi"))).status).toBe(201);
    expect((await postOrder(checkout(1, "11:00", "Pembeli telat"))).status).toBe(400);
    expect(await ordersAt(slotAt)).toBe(capacity);
  });
});
