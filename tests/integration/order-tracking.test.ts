import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrackedOrder } from "../../domain/order-tracking";
import {
  createBrand,
  createOrderRecord,
  createProduct,
  createSeller,
} from "../../server/seed/factories";
import { TRACKING_RATE_LIMITS } from "../../server/services/order-tracking";
import * as trackingRoute from "~/routes/order-tracking";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createDataRequester } from "./support/route-requests";

const ROUTES = [
  { id: "brand-order-tracking", path: ":username/order-tracking", module: trackingRoute },
  { id: "platform-order-tracking", path: "order-tracking", module: trackingRoute },
];

// What must never leave the server before the phone check: name, phone (and its last
// digits), lines, options, notes, status.
const CUSTOMER = {
  name: "Budi Santoso",
  phone: "6285712345678",
};
const SECRETS = [
  CUSTOMER.name,
  CUSTOMER.phone,
  "85712345678",
  "5678",
  "Kopi Susu Gula Aren",
  "Roti Bakar",
  "Sedikit",
  "Tolong cepat ya",
  "Sedang diseduh",
  "diproses",
  "Diproses",
];

let ipCounter = 0;
/** Each test gets its own client address, so per-client limits do not leak between tests. */
const nextIp = () => `10.0.0.${++ipCounter}`;

describe.each(testDatabaseKinds)("order tracking on %s", (kind) => {
  let t: TestDatabase;
  const brandA = { id: "", username: "warung-budi" };
  const brandB = { id: "", username: "warung-lain" };
  const orderA = "ORD10000001";
  const orderB = "ORD20000002";

  function requester(ip = nextIp()) {
    return createDataRequester(ROUTES, { ...createTestContext(t), clientIp: ip });
  }
  const lookup = (ip: string, username: string, orderNumber: string) =>
    requester(ip).post(`/${username}/order-tracking`, { intent: "lookup", orderNumber });
  const verify = (ip: string, username: string, orderNumber: string, digits: string) =>
    requester(ip).post(`/${username}/order-tracking`, { intent: "verify", orderNumber, digits });

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    for (const [brand, email] of [
      [brandA, "a@example.com"],
      [brandB, "b@example.com"],
    ] as const) {
      const { userId } = await createSeller(t.auth, { email, password: "rahasia123", name: "S" });
      brand.id = (
        await createBrand(t.db, {
          userId,
          name: `Toko ${brand.username}`,
          username: brand.username,
        })
      ).id;
    }
    const kopi = await createProduct(t.db, brandA.id, {
      name: "Kopi Susu Gula Aren",
      price: 18000,
    });
    const roti = await createProduct(t.db, brandA.id, { name: "Roti Bakar", price: 15000 });
    await createOrderRecord(t.db, {
      brandId: brandA.id,
      orderNumber: orderA,
      customerName: CUSTOMER.name,
      customerPhone: CUSTOMER.phone,
      deliveryMethod: "Diantar",
      deliveryTimeOption: "Besok (23/11/2026) 10:00",
      note: "Tolong cepat ya",
      createdAt: "2026-11-22T02:55:00.000Z",
      status: "diproses",
      items: [
        {
          productId: kopi.id,
          productName: "Kopi Susu Gula Aren",
          quantity: 2,
          unitPrice: 18000,
          note: "Es dipisah",
          options: [
            { name: "Ukuran", value: "Besar" },
            { name: "Gula", value: "Sedikit" },
          ],
        },
        { productId: roti.id, productName: "Roti Bakar", quantity: 1, unitPrice: 15000 },
      ],
      histories: [
        { status: "menunggu_diterima", createdAt: "2026-11-22T03:00:00.000Z" },
        { status: "pesanan_diterima", createdAt: "2026-11-22T03:10:00.000Z" },
        { status: "diproses", note: "Sedang diseduh", createdAt: "2026-11-22T03:20:00.000Z" },
      ],
    });
    await createOrderRecord(t.db, {
      brandId: brandB.id,
      orderNumber: orderB,
      customerName: "Sinta Dewi",
      customerPhone: "6289876543210",
      items: [{ productId: null, productName: "Es Teh", quantity: 1, unitPrice: 8000 }],
    });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("the lookup answers found for this brand's order, typed in lower case with spaces", async () => {
    const response = await lookup(nextIp(), brandA.username, "  ord 1000 0001 ");
    expect(response.status).toBe(200);
    expect(response.value).toEqual({
      intent: "lookup",
      result: { isFound: true, orderNumber: orderA },
    });
  });

  it("the lookup answers not found for an unknown number", async () => {
    const response = await lookup(nextIp(), brandA.username, "ORD99999999");
    expect(response.status).toBe(200);
    expect(response.value).toEqual({
      intent: "lookup",
      result: { isFound: false, orderNumber: "ORD99999999" },
    });
  });

  it("an order of another brand is not found under this brand, nor verified there", async () => {
    const ip = nextIp();
    expect((await lookup(ip, brandA.username, orderB)).value).toMatchObject({
      result: { isFound: false },
    });
    expect((await lookup(ip, brandB.username, orderA)).value).toMatchObject({
      result: { isFound: false },
    });
    const refused = await verify(ip, brandB.username, orderA, "5678");
    expect(refused.status).toBe(404);
    expect(refused.value).toEqual({
      intent: "verify",
      error: { code: "NOT_FOUND", message: "Pesanan tidak ditemukan" },
    });
    for (const secret of SECRETS) expect(refused.body).not.toContain(secret);
  });

  it("sends no customer name, phone, lines or status in any response before the check", async () => {
    const ip = nextIp();
    const responses = [
      await requester(ip).load(`/${brandA.username}/order-tracking`),
      await requester(ip).load(`/order-tracking`),
      await lookup(ip, brandA.username, orderA),
      await lookup(ip, brandA.username, "ord10000001"),
      await verify(ip, brandA.username, orderA, "1234"),
      await verify(ip, brandA.username, orderA, "789"),
      await verify(ip, brandA.username, orderA, ""),
      await requester(ip).post(`/${brandA.username}/order-tracking`, { orderNumber: orderA }),
      await requester(ip).post(`/${brandA.username}/order-tracking`, {
        intent: "verify",
        orderNumber: orderA,
      }),
    ];
    for (const response of responses) {
      expect(response.body.length).toBeGreaterThan(0);
      for (const secret of SECRETS) expect(response.body).not.toContain(secret);
    }
    // The pages' own data is there: the checks above read real bodies.
    expect(responses[0]!.body).toContain(`Toko ${brandA.username}`);
    expect(responses[2]!.body).toContain(orderA);
  });

  it("refuses wrong digits with the spec's message", async () => {
    const response = await verify(nextIp(), brandA.username, orderA, "5679");
    expect(response.status).toBe(401);
    expect(response.value).toEqual({
      intent: "verify",
      error: {
        code: "UNAUTHENTICATED",
        message: "4 digit terakhir nomor HP tidak sesuai. Silakan coba lagi.",
      },
    });
    for (const secret of SECRETS) expect(response.body).not.toContain(secret);
  });

  it("returns the order with lines, options and history for the right digits", async () => {
    const response = await verify(nextIp(), brandA.username, " ord10000001", "5678");
    expect(response.status).toBe(200);
    const { order } = response.value as { order: TrackedOrder };
    expect(response.body).toContain(CUSTOMER.name);
    expect(response.body).not.toContain(CUSTOMER.phone);
    expect(order).toMatchObject({
      orderNumber: orderA,
      createdAtText: "22 Nov 2026, 09:55",
      customerName: CUSTOMER.name,
      deliveryMethod: "Diantar",
      deliveryTimeOption: "Besok (23/11/2026) 10:00",
      note: "Tolong cepat ya",
      total: 51000,
      status: "diproses",
      statusLabel: "Diproses",
    });
    expect(order.items).toEqual([
      {
        id: expect.any(String),
        productName: "Kopi Susu Gula Aren",
        quantity: 2,
        unitPrice: 18000,
        totalPrice: 36000,
        note: "Es dipisah",
        options: [
          { name: "Ukuran", value: "Besar" },
          { name: "Gula", value: "Sedikit" },
        ],
      },
      {
        id: expect.any(String),
        productName: "Roti Bakar",
        quantity: 1,
        unitPrice: 15000,
        totalPrice: 15000,
        note: null,
        options: [],
      },
    ]);
    expect(order.tracker.map((step) => [step.label, step.isReached, step.reachedAtText])).toEqual([
      ["Menunggu Diterima", true, "22 Nov 2026, 10:00"],
      ["Pesanan Diterima", true, "22 Nov 2026, 10:10"],
      ["Diproses", true, "22 Nov 2026, 10:20"],
      ["Siap Dikirim", false, null],
      ["Selesai", false, null],
    ]);
    expect(order.tracker.find((step) => step.isCurrent)?.status).toBe("diproses");
    expect(order.history.map((entry) => [entry.text, entry.createdAtText, entry.note])).toEqual([
      ["Status berubah menjadi Diproses", "22 Nov 2026, 10:20", "Sedang diseduh"],
      ["Status berubah menjadi Pesanan Diterima", "22 Nov 2026, 10:10", null],
      ["Status berubah menjadi Menunggu Diterima", "22 Nov 2026, 10:00", null],
    ]);
  });

  it("holds the limit per order: the sixth attempt in the window is refused, even with the right digits", async () => {
    const { id: brandId } = await createBrand(t.db, {
      userId: (
        await createSeller(t.auth, { email: "c@example.com", password: "rahasia123", name: "C" })
      ).userId,
      name: "Toko Batas",
      username: "toko-batas",
    });
    const { orderNumber } = await createOrderRecord(t.db, {
      brandId,
      customerName: "Rina",
      customerPhone: "6281311112222",
      items: [{ productId: null, productName: "Nasi", quantity: 1, unitPrice: 10000 }],
    });
    const { max } = TRACKING_RATE_LIMITS.verifyPerOrder;
    // Different clients: only the order's own count can stop them.
    for (let attempt = 0; attempt < max; attempt++) {
      const response = await verify(nextIp(), "toko-batas", orderNumber, "0000");
      expect(response.status).toBe(401);
    }
    const refused = await verify(nextIp(), "toko-batas", orderNumber, "2222");
    expect(refused.status).toBe(429);
    expect(refused.value).toEqual({
      intent: "verify",
      error: {
        code: "RATE_LIMITED",
        message: "Terlalu banyak percobaan. Silakan coba lagi dalam beberapa menit.",
      },
    });
    expect(refused.body).not.toContain("Rina");
    // Other orders are not affected.
    expect((await verify(nextIp(), brandA.username, orderA, "5678")).status).toBe(200);
  });

  it("a right answer clears the order's count of wrong ones", async () => {
    const { id: brandId } = await createBrand(t.db, {
      userId: (
        await createSeller(t.auth, { email: "d@example.com", password: "rahasia123", name: "D" })
      ).userId,
      name: "Toko Lupa",
      username: "toko-lupa",
    });
    const { orderNumber } = await createOrderRecord(t.db, {
      brandId,
      customerName: "Dewi",
      customerPhone: "6281399998888",
      items: [{ productId: null, productName: "Nasi", quantity: 1, unitPrice: 10000 }],
    });
    const { max } = TRACKING_RATE_LIMITS.verifyPerOrder;
    for (let attempt = 0; attempt < max - 1; attempt++) {
      expect((await verify(nextIp(), "toko-lupa", orderNumber, "1111")).status).toBe(401);
    }
    expect((await verify(nextIp(), "toko-lupa", orderNumber, "8888")).status).toBe(200);
    for (let attempt = 0; attempt < max - 1; attempt++) {
      expect((await verify(nextIp(), "toko-lupa", orderNumber, "1111")).status).toBe(401);
    }
    expect((await verify(nextIp(), "toko-lupa", orderNumber, "8888")).status).toBe(200);
  });

  it("holds the limit per client across orders, and for lookups", async () => {
    const ip = nextIp();
    const { max } = TRACKING_RATE_LIMITS.verifyPerClient;
    for (let attempt = 0; attempt < max; attempt++) {
      // Unknown numbers: no single order's count is involved.
      const response = await verify(
        ip,
        brandA.username,
        `ORD3${String(attempt).padStart(7, "0")}`,
        "1234",
      );
      expect(response.status).toBe(404);
    }
    const refused = await verify(ip, brandA.username, orderA, "5678");
    expect(refused.status).toBe(429);
    expect(refused.value).toMatchObject({
      error: { message: "Terlalu banyak percobaan. Silakan coba lagi dalam beberapa menit." },
    });
    for (const secret of SECRETS) expect(refused.body).not.toContain(secret);
    // Another client is not held back.
    expect((await verify(nextIp(), brandA.username, orderA, "5678")).status).toBe(200);

    const lookupIp = nextIp();
    for (let attempt = 0; attempt < TRACKING_RATE_LIMITS.lookupPerClient.max; attempt++) {
      expect((await lookup(lookupIp, brandA.username, orderA)).status).toBe(200);
    }
    const refusedLookup = await lookup(lookupIp, brandA.username, orderA);
    expect(refusedLookup.status).toBe(429);
    expect(refusedLookup.value).toEqual({
      intent: "lookup",
      error: {
        code: "RATE_LIMITED",
        message: "Terlalu banyak percobaan. Silakan coba lagi dalam beberapa menit.",
      },
    });
  });

  it("parallel guesses cannot slip past the per-order limit", async () => {
    const { id: brandId } = await createBrand(t.db, {
      userId: (
        await createSeller(t.auth, { email: "e@example.com", password: "rahasia123", name: "E" })
      ).userId,
      name: "Toko Serbu",
      username: "toko-serbu",
    });
    const { orderNumber } = await createOrderRecord(t.db, {
      brandId,
      customerName: "Eko",
      customerPhone: "6281355556666",
      items: [{ productId: null, productName: "Nasi", quantity: 1, unitPrice: 10000 }],
    });
    const guesses = Array.from({ length: 40 }, (_, index) => String(index).padStart(4, "0"));
    const responses = await Promise.all(
      guesses.map((digits) => verify(nextIp(), "toko-serbu", orderNumber, digits)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      TRACKING_RATE_LIMITS.verifyPerOrder.max,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      guesses.length - TRACKING_RATE_LIMITS.verifyPerOrder.max,
    );
  });

  it("answers 'Username tidak ditemukan.' for an unknown brand, and the platform page sends the shop's URL name on", async () => {
    const missing = await requester().load("/tidak-ada/order-tracking");
    expect(missing.status).toBe(404);
    const refused = await requester().post("/tidak-ada/order-tracking", {
      intent: "lookup",
      orderNumber: orderA,
    });
    expect(refused.status).toBe(404);
    expect(refused.value).toMatchObject({ error: { message: "Username tidak ditemukan." } });

    const redirect = await requester().load(
      "/order-tracking?username=Warung-Budi&number=ord10000001",
    );
    expect(redirect.redirect).toBe("/warung-budi/order-tracking?number=ord10000001");

    const platform = await requester().post("/order-tracking", {
      intent: "verify",
      orderNumber: orderA,
      digits: "5678",
    });
    expect(platform.status).toBe(404);
    expect(platform.body).not.toContain(CUSTOMER.name);
  });
});
