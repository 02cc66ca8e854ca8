import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_DAY_OPERATIONAL_HOURS, DAYS, type OperationalHours } from "#domain/operational-hours";
import type { BrandOwner } from "#server/auth/guards";
import {
  createBrand,
  createOrderRecord,
  createProduct,
  createSeller,
} from "#server/seed/factories";
import { getOwnShopHours, updateOwnShopHours } from "#server/services/admin-store";
import { getCheckoutSettings } from "#server/services/checkout-settings";
import { createOrder } from "#server/services/orders";
import { findPublicBrandByUsername } from "#server/services/storefront";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createUnmigratedDatabase } from "./support/unmigrated-database";
import { brandOwner, codeOf } from "./support/sellers";
import { createDataRequester } from "./support/route-requests";
import * as storeRoute from "#app/routes/admin/store";

// Opening hours that decide ordering: the settings and their migration, and createOrder
// refusing what the hours, the seller's switch and the closed-order policy do not allow.

const everyDay = (openTime: string, closeTime: string): OperationalHours =>
  Object.fromEntries(
    DAYS.map((day) => [day, { isOpen: true, openTime, closeTime }]),
  ) as OperationalHours;

// Monday 23/11/2026 at a wall-clock time in the given offset.
const at =
  (time: string, offset = "+07:00") =>
  () =>
    new Date(`2026-11-23T${time}:00${offset}`);

describe.each(testDatabaseKinds)("shop hours on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let owner: BrandOwner;
  let productId: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t);
    owner = await brandOwner(t, "warung-jam");
    productId = (await createProduct(t.db, owner.brandId, { name: "Nasi Kuning", price: 15000 }))
      .id;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const setShop = (values: {
    hours?: OperationalHours;
    timeZone?: string;
    policy?: string;
    isOpen?: boolean;
  }) =>
    t.db
      .updateTable("brands")
      .set({
        ...(values.hours ? { operational_hours: JSON.stringify(values.hours) } : {}),
        ...(values.timeZone ? { time_zone: values.timeZone } : {}),
        ...(values.policy ? { closed_order_policy: values.policy } : {}),
        ...(values.isOpen !== undefined ? { is_currently_open: values.isOpen } : {}),
      })
      .where("id", "=", owner.brandId)
      .execute();

  const order = (deliveryDay: string, deliveryTime: string) => ({
    username: "warung-jam",
    form: {
      deliveryDay,
      deliveryTime,
      customerName: "Budi",
      customerPhone: "0812-3456-7890",
      note: "",
      referralCode: "",
    },
    items: [{ productId, quantity: 1, customizations: {}, notes: "", seenPrice: 15000 }],
  });

  const orderCount = async () =>
    (await t.db.selectFrom("orders").select("id").where("brand_id", "=", owner.brandId).execute())
      .length;

  it("stores the zone, the hours and the closed-order policy, refusing what is not allowed", async () => {
    expect(await getOwnShopHours(t.db, owner)).toMatchObject({
      timeZone: "Asia/Jakarta",
      closedOrderPolicy: "preorder",
      operationalHours: ALL_DAY_OPERATIONAL_HOURS,
    });
    const hours = everyDay("09:00", "21:00");
    await updateOwnShopHours(t.db, owner, {
      timeZone: "Asia/Makassar",
      operationalHours: hours,
      closedOrderPolicy: "none",
    });
    expect(await getOwnShopHours(t.db, owner, at("22:00", "+08:00")())).toMatchObject({
      timeZone: "Asia/Makassar",
      closedOrderPolicy: "none",
      operationalHours: hours,
      isOpen: false,
      closedText: "Tutup · Buka lagi Selasa 09:00 WITA",
    });

    for (const [input, message] of [
      [{ timeZone: "Asia/Pontianak" }, "VALIDATION: Pilih zona waktu WIB, WITA, atau WIT."],
      [
        {
          operationalHours: {
            ...hours,
            rabu: { isOpen: true, openTime: "7:30 PM", closeTime: "22:00" },
          },
        },
        "VALIDATION: Jam harus ditulis 24 jam dengan format JJ:MM, contoh 08:00.",
      ],
      [
        { closedOrderPolicy: "kadang" },
        "VALIDATION: Pilih apa yang terjadi dengan pesanan saat toko tutup.",
      ],
    ] as const) {
      expect(
        await codeOf(
          updateOwnShopHours(t.db, owner, {
            timeZone: "Asia/Jakarta",
            operationalHours: hours,
            closedOrderPolicy: "preorder",
            ...input,
          }),
        ),
      ).toBe(message);
    }
    // Nothing of a refused save was kept.
    expect(await getOwnShopHours(t.db, owner)).toMatchObject({
      timeZone: "Asia/Makassar",
      closedOrderPolicy: "none",
    });
  });

  it("saves times posted as typed on a number pad ('1000', '930', '10.00') as HH:MM", async () => {
    const signedIn = await t.auth.api.signInEmail({
      body: { email: "warung-jam@example.com", password: "rahasia123" },
      asResponse: true,
    });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const request = createDataRequester(
      [{ id: "admin-store", path: "admin/store", module: storeRoute }],
      context,
    );
    const fields: Record<string, string> = {
      intent: "save-hours",
      timeZone: "Asia/Jakarta",
      closedOrderPolicy: "preorder",
    };
    for (const day of DAYS) {
      fields[`operationalHours.${day}.isOpen`] = "on";
      fields[`operationalHours.${day}.openTime`] = "08:00";
      fields[`operationalHours.${day}.closeTime`] = "22:00";
    }
    fields["operationalHours.senin.openTime"] = "1000";
    fields["operationalHours.senin.closeTime"] = "2200";
    fields["operationalHours.selasa.openTime"] = "930";
    fields["operationalHours.selasa.closeTime"] = "10.00";
    const answer = await request.post("/admin/store", fields, { cookie });
    expect(answer.status).toBe(200);
    expect(answer.value).toMatchObject({ result: { status: "success" } });
    const { operationalHours } = await getOwnShopHours(t.db, owner);
    expect(operationalHours.senin).toEqual({ isOpen: true, openTime: "10:00", closeTime: "22:00" });
    expect(operationalHours.selasa).toEqual({
      isOpen: true,
      openTime: "09:30",
      closeTime: "10:00",
    });
  });

  it("shows BUKA only with the switch on and inside the hours, in the shop's zone", async () => {
    await setShop({ hours: everyDay("08:00", "22:00"), timeZone: "Asia/Jayapura", isOpen: true });
    // 07:30 WIB is 09:30 WIT.
    const brand = await findPublicBrandByUsername(t.db, "warung-jam", at("07:30")());
    expect(brand?.isCurrentlyOpen).toBe(true);
    expect(brand?.hours.todayText).toBe("Hari ini: 08:00–22:00 WIT");
    const late = await findPublicBrandByUsername(t.db, "warung-jam", at("22:30", "+09:00")());
    expect(late?.isCurrentlyOpen).toBe(false);
    expect(late?.hours.closedText).toBe("Tutup · Buka lagi Selasa 08:00 WIT");

    await setShop({ isOpen: false });
    const off = await findPublicBrandByUsername(t.db, "warung-jam", at("12:00", "+09:00")());
    expect(off?.isCurrentlyOpen).toBe(false);
    expect(off?.hours.closedText).toBe("Toko sedang tutup");
    const checkout = await getCheckoutSettings(t.db, owner.brandId, at("12:00", "+09:00")());
    expect(checkout.ordering).toMatchObject({ canOrder: false, days: [] });
  });

  it("refuses an order while switched off, and stores nothing", async () => {
    await setShop({ hours: everyDay("08:00", "22:00"), timeZone: "Asia/Jakarta", isOpen: false });
    const before = await orderCount();
    expect(
      await codeOf(createOrder(context, order("tomorrow", "10:00"), { now: at("12:00") })),
    ).toBe(
      "VALIDATION: Toko sedang tutup. Pesanan belum bisa dikirim sampai penjual membuka toko kembali.",
    );
    expect(await orderCount()).toBe(before);
  });

  it("refuses every order while closed by the hours when the seller takes none", async () => {
    await setShop({ isOpen: true, policy: "none", hours: everyDay("08:00", "22:00") });
    const before = await orderCount();
    expect(
      await codeOf(createOrder(context, order("tomorrow", "10:00"), { now: at("23:00") })),
    ).toBe(
      "VALIDATION: Toko sedang tutup. Pesanan bisa dikirim lagi saat toko buka: Selasa 08:00 WIB.",
    );
    expect(await orderCount()).toBe(before);
  });

  it("takes pre-orders for the next open slots only, when the seller chose so", async () => {
    await setShop({ isOpen: true, policy: "preorder", hours: everyDay("08:00", "22:00") });
    const before = await orderCount();
    expect(await codeOf(createOrder(context, order("today", "20:00"), { now: at("23:00") }))).toBe(
      "VALIDATION: Jadwal Senin, 23/11/2026 20:00 WIB tidak tersedia. Pilih hari dan jam pengiriman lain.",
    );
    expect(await orderCount()).toBe(before);
    const placed = await createOrder(context, order("tomorrow", "10:00"), { now: at("23:00") });
    expect(placed.message).toContain("\nHari: Selasa, 24/11/2026\nJam: 10:00 WIB\n");
    expect(await orderCount()).toBe(before + 1);
  });

  it("refuses a slot past or outside the hours while open, and places one inside them", async () => {
    await setShop({
      isOpen: true,
      policy: "none",
      hours: everyDay("10:00", "15:00"),
      timeZone: "Asia/Makassar",
    });
    const before = await orderCount();
    const noon = at("12:20", "+08:00");
    for (const [day, slot] of [
      ["today", "11:00"],
      ["today", "16:00"],
      ["tomorrow", "09:00"],
    ]) {
      expect(await codeOf(createOrder(context, order(day, slot), { now: noon }))).toMatch(
        /^VALIDATION: Jadwal .* WITA tidak tersedia\. Pilih hari dan jam pengiriman lain\.$/,
      );
    }
    expect(await orderCount()).toBe(before);
    const placed = await createOrder(context, order("today", "14:00"), { now: noon });
    const stored = await t.db
      .selectFrom("orders")
      .select("delivery_time_option")
      .where("brand_id", "=", owner.brandId)
      .where("order_number", "=", placed.orderNumber)
      .executeTakeFirstOrThrow();
    expect(stored.delivery_time_option).toBe("Senin, 23/11/2026 14:00 WITA");
  });

  it("migrates: a policy for every shop, zones kept to the three, old relative days made absolute", async () => {
    const older = await createUnmigratedDatabase(kind);
    try {
      expect((await older.migrator.migrateTo("0006-view-rollups")).error).toBeUndefined();
      const brands: Record<string, string> = {};
      for (const [username, zone] of [
        ["barat", "Asia/Pontianak"],
        ["tengah", "Asia/Makassar"],
      ]) {
        const { userId } = await createSeller(older.auth, {
          email: `${username}-${kind}@example.com`,
          password: "rahasia123",
          name: username,
        });
        brands[username] = (await createBrand(older.db, { userId, name: username, username })).id;
        await older.db
          .updateTable("brands")
          .set({ time_zone: zone })
          .where("id", "=", brands[username])
          .execute();
      }
      const stored = [
        ["barat", "Hari ini (22/11/2026) 10:00", "Minggu, 22/11/2026 10:00 WIB"],
        ["tengah", "Besok (23/11/2026) 14:00", "Senin, 23/11/2026 14:00 WITA"],
        ["tengah", "Besok (01/12/2026)", "Selasa, 01/12/2026"],
        ["tengah", "Hari ini", "Hari ini"],
        ["barat", "Besok (31/02/2026) 10:00", "Besok (31/02/2026) 10:00"],
      ] as const;
      const ids: string[] = [];
      for (const [username, text] of stored) {
        ids.push(
          (
            await createOrderRecord(older.db, {
              countInTrends: false,
              brandId: brands[username],
              customerName: "Budi",
              customerPhone: "6281234567890",
              deliveryTimeOption: text,
              items: [{ productId: null, productName: "Kopi", quantity: 1, unitPrice: 1000 }],
            })
          ).id,
        );
      }

      expect((await older.migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await older.db
        .selectFrom("orders")
        .select(["id", "delivery_time_option"])
        .execute();
      const textOf = new Map(rows.map((row) => [row.id, row.delivery_time_option]));
      expect(ids.map((id) => textOf.get(id))).toEqual(stored.map(([, , after]) => after));
      const settings = await older.db
        .selectFrom("brands")
        .select(["username", "time_zone", "closed_order_policy"])
        .orderBy("username")
        .execute();
      expect(settings).toEqual([
        { username: "barat", time_zone: "Asia/Jakarta", closed_order_policy: "preorder" },
        { username: "tengah", time_zone: "Asia/Makassar", closed_order_policy: "preorder" },
      ]);
    } finally {
      await older.destroy();
    }
  });
});
