import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as orderAction } from "#app/routes/api/orders";
import { LOCATION_MESSAGES } from "#domain/location-pin";
import { ORDER_SETTINGS_MESSAGES } from "#domain/order-settings";
import type { BrandOwner } from "#server/auth/guards";
import { createBrand, createProduct, createSeller } from "#server/seed/factories";
import { getOrderDetail } from "#server/services/admin-orders";
import { getCheckoutSettings } from "#server/services/checkout-settings";
import { getOwnOrderSettings, updateOwnOrderSettings } from "#server/services/order-settings";
import { createOrder } from "#server/services/orders";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { codeOf } from "./support/sellers";

// A shop's minimum order, for delivery and for pickup, and the location a customer shares
// with a delivered order (decision 059): both held by the server, whatever a request says.

const SHOP = "dapur-minimal";
const FORM = {
  deliveryDay: "tomorrow",
  deliveryTime: "10:00",
  customerName: "Budi Santoso",
  customerPhone: "0812-3456-7890",
  note: "",
  referralCode: "",
};
// 2026-11-22 10:00 in Jakarta: 'Besok' is 23/11/2026.
const now = () => new Date("2026-11-22T03:00:00Z");
const PRICE = 15_000;

describe.each(testDatabaseKinds)("minimum order and location on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let owner: BrandOwner;
  let productId: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t);
    const email = `${SHOP}@example.com`;
    const { userId } = await createSeller(t.auth, {
      email,
      password: "rahasia123",
      name: SHOP,
      emailVerified: true,
    });
    const brand = await createBrand(t.db, {
      userId,
      name: "Dapur Minimal",
      username: SHOP,
      isDeliveryByStoreEnabled: true,
    });
    owner = {
      id: userId,
      email,
      name: SHOP,
      emailVerified: true,
      role: "brand-owner",
      brandId: brand.id,
    };
    productId = (await createProduct(t.db, brand.id, { name: "Kue Lapis", price: PRICE })).id;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const orderCount = async () =>
    (await t.db.selectFrom("orders").select("id").where("brand_id", "=", owner.brandId).execute())
      .length;
  const order = (quantity: number, form: Record<string, unknown>) =>
    createOrder(
      context,
      {
        username: SHOP,
        form: { ...FORM, ...form },
        items: [{ productId, quantity, notes: "", seenPrice: PRICE }],
      },
      { now },
    );
  const settings = (minimumOrderDelivery: unknown, minimumOrderPickup: unknown) =>
    updateOwnOrderSettings(t.db, owner, {
      orderDaysAhead: 7,
      leadTimeHours: 0,
      maxOrdersPerSlot: null,
      minimumOrderDelivery,
      minimumOrderPickup,
    });
  const storedLocation = async (orderNumber: string) =>
    (
      await t.db
        .selectFrom("orders")
        .select("location_url")
        .where("order_number", "=", orderNumber)
        .executeTakeFirstOrThrow()
    ).location_url;

  it("takes any order while the shop sets no minimum, as before", async () => {
    const checkout = await getCheckoutSettings(t.db, owner.brandId, now());
    expect(checkout.minimumOrder).toEqual({ delivery: null, pickup: null });
    expect(checkout.minimumOrderNotice).toBeNull();
    await expect(order(1, { deliveryMethod: "Diantar" })).resolves.toMatchObject({
      total: PRICE,
    });
  });

  it("saves a minimum per method, written as the seller types money, and says it", async () => {
    await settings("Rp 50.000", "20000");
    expect(await getOwnOrderSettings(t.db, owner)).toMatchObject({
      minimumOrderDelivery: 50_000,
      minimumOrderPickup: 20_000,
    });
    const checkout = await getCheckoutSettings(t.db, owner.brandId, now());
    expect(checkout.minimumOrder).toEqual({ delivery: 50_000, pickup: 20_000 });
    expect(checkout.minimumOrderNotice).toBe(
      "Minimal pesanan Rp 50.000 untuk diantar, Rp 20.000 untuk diambil sendiri",
    );
  });

  it("refuses a minimum that is no amount and keeps the one saved", async () => {
    expect(await codeOf(settings("lima puluh ribu", ""))).toBe(
      `VALIDATION: ${ORDER_SETTINGS_MESSAGES.minimumOrderInvalid}`,
    );
    expect(await codeOf(settings("0", ""))).toBe(
      `VALIDATION: ${ORDER_SETTINGS_MESSAGES.minimumOrderInvalid}`,
    );
    expect(await getOwnOrderSettings(t.db, owner)).toMatchObject({
      minimumOrderDelivery: 50_000,
      minimumOrderPickup: 20_000,
    });
  });

  it("refuses a delivery below its minimum and stores nothing; pickup's own minimum is met", async () => {
    const before = await orderCount();
    // Rp 45.000 of items: short of the Rp 50.000 delivery needs.
    expect(await codeOf(order(3, { deliveryMethod: "Diantar" }))).toBe(
      "VALIDATION: Minimal pesanan Rp 50.000 untuk diantar. Tambah Rp 5.000 lagi.",
    );
    expect(await orderCount()).toBe(before);
    // The same items picked up meet the Rp 20.000 pickup needs.
    await expect(order(3, { deliveryMethod: "Diambil Sendiri" })).resolves.toMatchObject({
      total: 45_000,
    });
    // One kue is short of pickup's minimum too.
    expect(await codeOf(order(1, { deliveryMethod: "Diambil Sendiri" }))).toBe(
      "VALIDATION: Minimal pesanan Rp 20.000 untuk diambil sendiri. Tambah Rp 5.000 lagi.",
    );
    // Met exactly: Rp 60.000 delivered.
    await expect(order(4, { deliveryMethod: "Diantar" })).resolves.toMatchObject({
      total: 60_000,
    });
    expect(await orderCount()).toBe(before + 2);
  });

  it("refuses a forged request below the minimum at the endpoint, nothing stored", async () => {
    const before = await orderCount();
    const response = await orderAction({
      request: new Request(`${context.config.appUrl}/api/orders`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          username: SHOP,
          // A forged total and fee change nothing: the server counts the shop's prices.
          form: { ...FORM, deliveryMethod: "Diantar", total: 99_000 },
          items: [{ productId, quantity: 1, notes: "", seenPrice: PRICE }],
        }),
      }),
      context: { ...context, clientIp: "203.0.113.7" },
      params: {},
    } as unknown as Parameters<typeof orderAction>[0]);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Minimal pesanan Rp 50.000 untuk diantar. Tambah Rp 35.000 lagi.",
    });
    expect(await orderCount()).toBe(before);
  });

  it("stores the maps link it builds from a shared position, shown to the seller and in the text", async () => {
    const placed = await order(4, {
      deliveryMethod: "Diantar",
      location: { latitude: -6.200000123456, longitude: 106.8166667 },
    });
    const link = "https://www.google.com/maps/search/?api=1&query=-6.2,106.816667";
    expect(await storedLocation(placed.orderNumber)).toBe(link);
    expect(placed.message).toContain(`Metode: Diantar\nLokasi: ${link}\n`);
    expect(decodeURIComponent(placed.whatsappUrl)).toContain(`Lokasi: ${link}`);
    const detail = await getOrderDetail(t.db, owner, placed.orderNumber);
    expect(detail?.locationUrl).toBe(link);
  });

  it("refuses a forged location and stores nothing of the order", async () => {
    const before = await orderCount();
    for (const location of [
      "https://evil.example/?q=1",
      { latitude: 91, longitude: 10 },
      { latitude: -6.2, longitude: 180.5 },
      { latitude: "-6.2", longitude: "106.8" },
      { latitude: Number.NaN, longitude: 0 },
      { latitude: -6.2 },
    ]) {
      expect(await codeOf(order(4, { deliveryMethod: "Diantar", location }))).toBe(
        `VALIDATION: ${LOCATION_MESSAGES.invalid}`,
      );
    }
    expect(await orderCount()).toBe(before);
  });

  it("keeps no location for a pickup, nor without one, and shows no stored value that is no link of ours", async () => {
    const pickup = await order(4, {
      deliveryMethod: "Diambil Sendiri",
      location: { latitude: -6.2, longitude: 106.8 },
    });
    expect(await storedLocation(pickup.orderNumber)).toBeNull();
    expect(pickup.message).not.toContain("Lokasi:");
    const typed = await order(4, { deliveryMethod: "Diantar", note: "Jl. Melati 5" });
    expect(await storedLocation(typed.orderNumber)).toBeNull();
    expect((await getOrderDetail(t.db, owner, typed.orderNumber))?.locationUrl).toBeNull();
    // A value written into the row by other means is not offered as a link.
    await t.db
      .updateTable("orders")
      .set({ location_url: "javascript:alert(1)" })
      .where("order_number", "=", typed.orderNumber)
      .execute();
    expect((await getOrderDetail(t.db, owner, typed.orderNumber))?.locationUrl).toBeNull();
  });

  it("counts the items only: a transfer's unique code does not make up a shortfall", async () => {
    await t.db
      .updateTable("brands")
      .set({
        is_transfer_enabled: true,
        is_unique_code_enabled: true,
        bank_accounts: JSON.stringify([
          { id: "bca", bank: "BCA", accountNumber: "1234567890", holder: "Dapur Minimal" },
        ]),
      })
      .where("id", "=", owner.brandId)
      .execute();
    await settings("45.500", "");
    const transfer = (quantity: number) =>
      createOrder(
        context,
        {
          username: SHOP,
          form: { ...FORM, deliveryMethod: "Diantar", paymentMethod: "transfer" },
          items: [{ productId, quantity, notes: "", seenPrice: PRICE }],
        },
        { now, drawUniqueCode: () => 999 },
      );
    const before = await orderCount();
    // Rp 45.000 of items and Rp 999 of code: Rp 45.999 to pay, still short of Rp 45.500.
    expect(await codeOf(transfer(3))).toBe(
      "VALIDATION: Minimal pesanan Rp 45.500 untuk diantar. Tambah Rp 500 lagi.",
    );
    expect(await orderCount()).toBe(before);
    await expect(transfer(4)).resolves.toMatchObject({ total: 60_999 });
    // Pickup has no minimum now: one kue picked up is taken.
    await expect(order(1, { deliveryMethod: "Diambil Sendiri" })).resolves.toMatchObject({
      total: PRICE,
    });
  });
});
