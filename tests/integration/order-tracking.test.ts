import type { SubmissionResult } from "@conform-to/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrackedOrder } from "#domain/order-tracking";
import {
  createBrand,
  createOrderRecord,
  createProduct,
  createSeller,
} from "#server/seed/factories";
import { TRACKING_RATE_LIMITS } from "#server/services/order-tracking";
import * as trackingRoute from "#app/routes/order-tracking";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createDataRequester, type DataResponse } from "./support/route-requests";

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

/** What the page reads of an answer: the accepted value, or the refusal's messages by field. */
function read(response: DataResponse) {
  const { result, value } = response.value as {
    result: SubmissionResult<string[]>;
    value?: unknown;
  };
  return result.status === "error" ? { error: result.error } : { value };
}

const TOO_MANY = "Terlalu banyak percobaan. Silakan coba lagi dalam beberapa menit.";

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

  let sellerCount = 0;
  /** An order of its own in a shop of its own, for the tests that spend its limits. */
  async function createLimitedOrder(username: string, customerPhone: string) {
    const { userId } = await createSeller(t.auth, {
      email: `limit-${++sellerCount}@example.com`,
      password: "rahasia123",
      name: "S",
    });
    const { id: brandId } = await createBrand(t.db, { userId, name: "Toko Batas", username });
    return createOrderRecord(t.db, {
      brandId,
      orderNumber: `ORD7${String(sellerCount).padStart(7, "0")}`,
      customerName: "Rina",
      customerPhone,
      items: [{ productId: null, productName: "Nasi", quantity: 1, unitPrice: 10000 }],
    });
  }

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
    expect(read(response)).toEqual({
      value: { intent: "lookup", result: { isFound: true, orderNumber: orderA } },
    });
  });

  it("the lookup answers not found for an unknown number", async () => {
    const response = await lookup(nextIp(), brandA.username, "ORD99999999");
    expect(response.status).toBe(200);
    expect(read(response)).toEqual({
      value: { intent: "lookup", result: { isFound: false, orderNumber: "ORD99999999" } },
    });
  });

  it("an order of another brand is not found under this brand, nor verified there", async () => {
    const ip = nextIp();
    expect(read(await lookup(ip, brandA.username, orderB))).toMatchObject({
      value: { result: { isFound: false } },
    });
    expect(read(await lookup(ip, brandB.username, orderA))).toMatchObject({
      value: { result: { isFound: false } },
    });
    const refused = await verify(ip, brandB.username, orderA, "5678");
    expect(refused.status).toBe(404);
    expect(read(refused)).toEqual({ error: { "": ["Pesanan tidak ditemukan"] } });
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
    // A form of neither kind (no intent, a check without digits) is refused, in Indonesian.
    expect(responses[7]!.status).toBe(400);
    expect(read(responses[7]!)).toEqual({ error: { intent: ["Data tidak valid"] } });
    expect(responses[8]!.status).toBe(400);
    expect(read(responses[8]!)).toEqual({
      error: { digits: ["4 digit terakhir nomor HP tidak sesuai. Silakan coba lagi."] },
    });
  });

  it("refuses wrong digits with the spec's message", async () => {
    const response = await verify(nextIp(), brandA.username, orderA, "5679");
    expect(response.status).toBe(401);
    expect(read(response)).toEqual({
      error: { digits: ["4 digit terakhir nomor HP tidak sesuai. Silakan coba lagi."] },
    });
    for (const secret of SECRETS) expect(response.body).not.toContain(secret);
  });

  it("returns the order with lines, options and history for the right digits", async () => {
    const response = await verify(nextIp(), brandA.username, " ord10000001", "5678");
    expect(response.status).toBe(200);
    const { order } = (read(response) as { value: { order: TrackedOrder } }).value;
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

  it("a stranger's wrong guesses do not lock the customer out of their order", async () => {
    const { orderNumber } = await createLimitedOrder("toko-batas", "6281311112222");
    const stranger = nextIp();
    const { max } = TRACKING_RATE_LIMITS.verifyPerOrderAndClient;
    for (let attempt = 0; attempt < max; attempt++) {
      expect((await verify(stranger, "toko-batas", orderNumber, "0000")).status).toBe(401);
    }
    // The stranger is held back for this order, even with the right digits, and keeps
    // trying until their ceiling over all orders: none of it spends the order's allowance.
    for (let attempt = max; attempt < TRACKING_RATE_LIMITS.verifyPerClient.max; attempt++) {
      const refused = await verify(stranger, "toko-batas", orderNumber, "2222");
      expect(refused.status).toBe(429);
      expect(read(refused)).toEqual({ error: { "": [TOO_MANY] } });
      expect(refused.body).not.toContain("Rina");
    }
    const customer = await verify(nextIp(), "toko-batas", orderNumber, "2222");
    expect(customer.status).toBe(200);
    expect(customer.body).toContain("Rina");
  });

  it("an IPv6 client is one client over its whole /64", async () => {
    const { orderNumber } = await createLimitedOrder("toko-enam", "6281344443333");
    const network = `2001:db8:${++ipCounter}:1`;
    const { max } = TRACKING_RATE_LIMITS.verifyPerOrderAndClient;
    for (let attempt = 0; attempt < max; attempt++) {
      const address = `${network}::${attempt + 1}`;
      expect((await verify(address, "toko-enam", orderNumber, "0000")).status).toBe(401);
    }
    expect((await verify(`${network}:ffff::9`, "toko-enam", orderNumber, "3333")).status).toBe(429);
    expect(
      (await verify(`2001:db8:${++ipCounter}:1::1`, "toko-enam", orderNumber, "3333")).status,
    ).toBe(200);
  });

  it("a sweep over many clients stops at the order's ceiling, for the customer too", async () => {
    const { orderNumber } = await createLimitedOrder("toko-sapu", "6281377776666");
    const { max } = TRACKING_RATE_LIMITS.verifyPerOrder;
    // 10,000 combinations cannot be tried at this pace.
    expect(max).toBeLessThanOrEqual(20);
    expect(max).toBeGreaterThan(TRACKING_RATE_LIMITS.verifyPerOrderAndClient.max);
    for (let attempt = 0; attempt < max; attempt++) {
      const digits = String(attempt).padStart(4, "0");
      expect((await verify(nextIp(), "toko-sapu", orderNumber, digits)).status).toBe(401);
    }
    const refused = await verify(nextIp(), "toko-sapu", orderNumber, "6666");
    expect(refused.status).toBe(429);
    expect(refused.body).not.toContain("Rina");
    // Other orders are not affected.
    expect((await verify(nextIp(), brandA.username, orderA, "5678")).status).toBe(200);
  });

  it("a right answer clears the client's count for the order", async () => {
    const { orderNumber } = await createLimitedOrder("toko-lupa", "6281399998888");
    const customer = nextIp();
    const { max } = TRACKING_RATE_LIMITS.verifyPerOrderAndClient;
    for (let round = 0; round < 3; round++) {
      for (let attempt = 0; attempt < max - 1; attempt++) {
        expect((await verify(customer, "toko-lupa", orderNumber, "1111")).status).toBe(401);
      }
      expect((await verify(customer, "toko-lupa", orderNumber, "8888")).status).toBe(200);
    }
  });

  it("right answers are no guesses: the customer may open their order again and again", async () => {
    const { orderNumber } = await createLimitedOrder("toko-ulang", "6281322221111");
    const customer = nextIp();
    const times = TRACKING_RATE_LIMITS.verifyPerClient.max + 5;
    for (let attempt = 0; attempt < times; attempt++) {
      expect((await verify(customer, "toko-ulang", orderNumber, "1111")).status).toBe(200);
    }
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
    expect(read(refused)).toEqual({ error: { "": [TOO_MANY] } });
    for (const secret of SECRETS) expect(refused.body).not.toContain(secret);
    // Another client is not held back.
    expect((await verify(nextIp(), brandA.username, orderA, "5678")).status).toBe(200);

    const lookupIp = nextIp();
    for (let attempt = 0; attempt < TRACKING_RATE_LIMITS.lookupPerClient.max; attempt++) {
      expect((await lookup(lookupIp, brandA.username, orderA)).status).toBe(200);
    }
    const refusedLookup = await lookup(lookupIp, brandA.username, orderA);
    expect(refusedLookup.status).toBe(429);
    expect(read(refusedLookup)).toEqual({ error: { "": [TOO_MANY] } });
  });

  it("parallel guesses cannot slip past the limits per order and per order and client", async () => {
    const { orderNumber } = await createLimitedOrder("toko-serbu", "6281355556666");
    const guesses = Array.from({ length: 40 }, (_, index) => String(index).padStart(4, "0"));
    const statusesOf = async (ipOf: () => string) =>
      (
        await Promise.all(
          guesses.map((digits) => verify(ipOf(), "toko-serbu", orderNumber, digits)),
        )
      ).map((response) => response.status);

    const oneClient = nextIp();
    const fromOne = await statusesOf(() => oneClient);
    const perClient = TRACKING_RATE_LIMITS.verifyPerOrderAndClient.max;
    expect(fromOne.filter((status) => status === 401)).toHaveLength(perClient);
    expect(fromOne.filter((status) => status === 429)).toHaveLength(guesses.length - perClient);

    const fromMany = await statusesOf(nextIp);
    const perOrder = TRACKING_RATE_LIMITS.verifyPerOrder.max;
    expect(fromMany.filter((status) => status === 401)).toHaveLength(perOrder - perClient);
    expect(fromMany.filter((status) => status === 429)).toHaveLength(
      guesses.length - (perOrder - perClient),
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
    expect(read(refused)).toEqual({ error: { "": ["Username tidak ditemukan."] } });

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
