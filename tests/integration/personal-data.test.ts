import type { SubmissionResult } from "@conform-to/react";
import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as customerDataRoute from "#app/routes/admin/customer-data";
import * as customerDataExportRoute from "#app/routes/admin/customer-data-export";
import * as customersPromoRoute from "#app/routes/admin/customers-promo";
import * as trackingRoute from "#app/routes/order-tracking";
import { action as orderAction } from "#app/routes/api/orders";
import { deliveryDayAt } from "#domain/delivery";
import {
  ERASED_CUSTOMER_NAME,
  ERASED_ORDER_MESSAGE,
  PERSONAL_DATA_MESSAGES,
  marketingConsentText,
  retentionCutoff,
  type OwnCustomerData,
  type PromoCustomer,
} from "#domain/personal-data";
import type { BrandOwner } from "#server/auth/guards";
import { createOrderRecord, createProduct } from "#server/seed/factories";
import { applyRetention } from "#server/services/personal-data";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createDataRequester, createTestBuild, type DataResponse } from "./support/route-requests";
import { brandOwner } from "./support/sellers";

// Customers' personal data (decision 070): the promotions consent stored with its order
// through the order path, the seller's promotion list, a customer's data exported and
// erased on request (audited, another seller's request changing nothing), the retention
// job at its boundary, and tracking an anonymised order. Orders go through POST /api/orders
// where totals and daily figures matter, so the shop's day is counted as in production.

const ROUTES = [
  { id: "admin-customer-data", path: "admin/customer-data", module: customerDataRoute },
  { id: "admin-customers-promo", path: "admin/customers/promo", module: customersPromoRoute },
  { id: "brand-order-tracking", path: ":username/order-tracking", module: trackingRoute },
];

type FormAnswer = { result: SubmissionResult<string[]> };
const answerOf = (response: DataResponse) => response.value as FormAnswer;

let ipCounter = 0;
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds)("customers' personal data on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let request: ReturnType<typeof createDataRequester>;
  let download: (path: string, cookie?: string) => Promise<Response>;
  let sari: BrandOwner;
  let tono: BrandOwner;
  let sariCookie: string;
  let tonoCookie: string;
  const products: Record<string, string> = {};

  async function signIn(email: string): Promise<string> {
    const response = await t.auth.api.signInEmail({
      body: { email, password: "rahasia123" },
      asResponse: true,
    });
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  /** POST /api/orders for tomorrow 10:00, as the checkout sends it. */
  async function placeOrder(
    username: string,
    customer: { name: string; phone: string; note?: string; consent?: boolean },
  ): Promise<string> {
    const day = deliveryDayAt(new Date(), "Asia/Jakarta", 1);
    const response = await orderAction({
      request: new Request("http://localhost:3000/api/orders", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          username,
          form: {
            deliveryDay: day.value,
            deliveryDate: day.date,
            deliveryTime: "10:00",
            customerName: customer.name,
            customerPhone: customer.phone,
            note: customer.note ?? "",
            referralCode: "",
            ...(customer.consent ? { marketingConsent: true } : {}),
          },
          items: [
            {
              productId: products[username],
              quantity: 2,
              customizations: {},
              notes: "",
              seenPrice: 20_000,
            },
          ],
        }),
      }),
      context: { ...context, clientIp: `10.70.${kind === "sqlite" ? 1 : 2}.${++ipCounter}` },
      params: {},
    } as unknown as Parameters<typeof orderAction>[0]);
    const body = (await response.json()) as { orderNumber?: string };
    expect(response.status, JSON.stringify(body)).toBe(201);
    return body.orderNumber!;
  }

  const orderRow = (orderNumber: string) =>
    t.db
      .selectFrom("orders")
      .selectAll()
      .where("order_number", "=", orderNumber)
      .executeTakeFirstOrThrow();

  const shopFigures = async (brandId: string) => ({
    days: await t.db
      .selectFrom("shop_daily_counts")
      .selectAll()
      .where("brand_id", "=", brandId)
      .orderBy("day")
      .execute(),
    orders: await t.db
      .selectFrom("orders")
      .select(["order_number", "total", "delivery_fee", "status", "created_at"])
      .where("brand_id", "=", brandId)
      .orderBy("order_number")
      .execute(),
    lines: await t.db
      .selectFrom("order_products")
      .innerJoin("orders", "orders.id", "order_products.order_id")
      .select([
        "order_products.product_name",
        "order_products.quantity",
        "order_products.total_price",
      ])
      .where("orders.brand_id", "=", brandId)
      .orderBy("order_products.id")
      .execute(),
  });

  async function customerData(cookie: string): Promise<OwnCustomerData> {
    const response = await request.load("/admin/customer-data", { cookie });
    expect(response.status).toBe(200);
    return (response.value as Record<string, { data: OwnCustomerData }>)["admin-customer-data"]!
      .data;
  }

  async function promoList(cookie: string) {
    const response = await request.load("/admin/customers/promo", { cookie });
    expect(response.status).toBe(200);
    return (
      response.value as Record<string, { data: { message: string; customers: PromoCustomer[] } }>
    )["admin-customers-promo"]!.data;
  }

  const erase = (cookie: string, phone: string, confirmPhone: string) =>
    request.post(
      "/admin/customer-data",
      { intent: "erase-customer", phone, confirmPhone },
      { cookie },
    );

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t);
    request = createDataRequester(ROUTES, context);
    const handle = createRequestHandler(
      createTestBuild([
        {
          id: "admin-customer-data-export",
          parentId: "root",
          path: "admin/customer-data/export",
          module: customerDataExportRoute,
        },
      ]),
      "production",
    );
    download = (path, cookie) =>
      handle(
        new Request(new URL(path, context.config.appUrl), {
          headers: cookie ? { Cookie: cookie } : {},
        }),
        context,
      );
    sari = await brandOwner(t, "sari");
    tono = await brandOwner(t, "tono");
    for (const owner of [sari, tono]) {
      products[owner.name] = (
        await createProduct(t.db, owner.brandId, { name: "Kue Lapis", price: 20_000 })
      ).id;
    }
    sariCookie = await signIn("sari@example.com");
    tonoCookie = await signIn("tono@example.com");
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("stores the ticked consent with its wording and time through the order path, and none unticked", async () => {
    const ticked = await placeOrder("sari", {
      name: "Ani",
      phone: "0811-1111-2222",
      consent: true,
    });
    const unticked = await placeOrder("sari", { name: "Bayu", phone: "081133334444" });
    const withConsent = await orderRow(ticked);
    expect(withConsent.marketing_consent_text).toBe(
      "Saya bersedia menerima info promo dari sari lewat WhatsApp.",
    );
    expect(withConsent.marketing_consent_text).toBe(marketingConsentText("sari"));
    expect(new Date(withConsent.marketing_consent_at!).toISOString()).toBe(
      new Date(withConsent.created_at).toISOString(),
    );
    const without = await orderRow(unticked);
    expect(without.marketing_consent_at).toBeNull();
    expect(without.marketing_consent_text).toBeNull();
  });

  it("lists each consenting number once with a wa.me link carrying the seller's message", async () => {
    const saved = await request.post(
      "/admin/customers/promo",
      { message: "Halo Kak, ada kue baru & diskon 10%!" },
      { cookie: sariCookie },
    );
    expect(answerOf(saved).result.status).toBe("success");
    // A later order without the tick does not withdraw the consent.
    await placeOrder("sari", { name: "Ani", phone: "081111112222" });
    const list = await promoList(sariCookie);
    expect(list.message).toBe("Halo Kak, ada kue baru & diskon 10%!");
    expect(list.customers.map((customer) => customer.phone)).toEqual(["6281111112222"]);
    expect(list.customers[0]!.whatsappUrl).toBe(
      "https://wa.me/6281111112222?text=Halo%20Kak%2C%20ada%20kue%20baru%20%26%20diskon%2010%25!",
    );
    expect(list.customers[0]!.consentText).toBe(marketingConsentText("sari"));
    // Another seller's list holds none of it.
    expect((await promoList(tonoCookie)).customers).toEqual([]);
  });

  it("exports every order of the number in the shop and nothing of other numbers or shops", async () => {
    const first = await placeOrder("sari", {
      name: "Citra",
      phone: "081255556666",
      note: "Jl. Melati 5",
      consent: true,
    });
    const second = await placeOrder("sari", { name: "Citra W", phone: "0812-5555-6666" });
    await placeOrder("sari", { name: "Dodi", phone: "081277778888", note: "Jl. Mawar 1" });
    const elsewhere = await placeOrder("tono", { name: "Citra", phone: "081255556666" });

    const json = await download(
      "/admin/customer-data/export?format=json&phone=0812-5555-6666",
      sariCookie,
    );
    expect(json.status).toBe(200);
    expect(json.headers.get("Content-Disposition")).toContain("data-pelanggan-6666.json");
    const exported = (await json.json()) as {
      phone: string;
      orders: { orderNumber: string; customerPhone: string; lines: unknown[] }[];
      marketingConsents: { orderNumber: string; text: string }[];
    };
    expect(exported.phone).toBe("6281255556666");
    expect(exported.orders.map((order) => order.orderNumber).sort()).toEqual(
      [first, second].sort(),
    );
    expect(exported.orders.every((order) => order.customerPhone === "6281255556666")).toBe(true);
    expect(exported.orders.every((order) => order.lines.length === 1)).toBe(true);
    expect(exported.marketingConsents).toEqual([
      expect.objectContaining({ orderNumber: first, text: marketingConsentText("sari") }),
    ]);
    const text = JSON.stringify(exported);
    expect(text).not.toContain("Dodi");
    expect(text).not.toContain("Jl. Mawar 1");
    expect(text).not.toContain(elsewhere);

    const csv = await download(
      "/admin/customer-data/export?format=csv&phone=081255556666",
      sariCookie,
    );
    expect(csv.status).toBe(200);
    const rows = (await csv.text()).trim().split("\r\n");
    // The header and one row per line of the two orders.
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).every((row) => row.includes("6281255556666"))).toBe(true);
    expect(rows.join("\n")).not.toContain(elsewhere);

    // Another seller exports nothing of sari's customer, only her own orders.
    const tonos = await download(
      "/admin/customer-data/export?format=json&phone=081255556666",
      tonoCookie,
    );
    const tonoExport = (await tonos.json()) as { orders: { orderNumber: string }[] };
    expect(tonoExport.orders.map((order) => order.orderNumber)).toEqual([elsewhere]);

    // Both exports are in sari's audit list, with the last 4 digits only.
    const events = (await customerData(sariCookie)).events;
    expect(
      events.slice(0, 2).map((event) => [event.kind, event.phoneLast4, event.userName]),
    ).toEqual([
      ["export-csv", "6666", "sari"],
      ["export-json", "6666", "sari"],
    ]);
    const stored = await t.db
      .selectFrom("personal_data_events")
      .select("phone_last4")
      .where("brand_id", "=", sari.brandId)
      .execute();
    expect(stored.every((event) => event.phone_last4.length === 4)).toBe(true);
  });

  it("refuses an erasure whose confirmation is mistyped, changing nothing", async () => {
    await placeOrder("sari", { name: "Eka", phone: "081299990000", note: "Jl. Kenanga 2" });
    const before = await t.db
      .selectFrom("orders")
      .selectAll()
      .where("customer_phone", "=", "6281299990000")
      .execute();
    const eventsBefore = (await customerData(sariCookie)).events.length;
    const refused = await erase(sariCookie, "081299990000", "081299990001");
    expect(refused.status).toBe(400);
    expect(answerOf(refused).result.error?.confirmPhone).toEqual([
      PERSONAL_DATA_MESSAGES.confirmMismatch,
    ]);
    const after = await t.db
      .selectFrom("orders")
      .selectAll()
      .where("customer_phone", "=", "6281299990000")
      .execute();
    expect(after).toEqual(before);
    expect((await customerData(sariCookie)).events.length).toBe(eventsBefore);
  });

  it("erases a customer at once, keeping every total and daily figure, and tracking says so", async () => {
    const orderNumber = await placeOrder("sari", {
      name: "Fitri",
      phone: "081322223333",
      note: "Jl. Anggrek 9, pagar hijau",
      consent: true,
    });
    await placeOrder("sari", { name: "Fitri", phone: "081322223333" });
    const tonoOrder = await placeOrder("tono", { name: "Fitri", phone: "081322223333" });
    const before = await shopFigures(sari.brandId);
    const tonoBefore = await shopFigures(tono.brandId);

    // Another seller cannot erase sari's customer: her shop has no such orders of his.
    const other = await erase(tonoCookie, "081300000000", "081300000000");
    expect(answerOf(other).result.error?.phone).toEqual([PERSONAL_DATA_MESSAGES.noData]);

    const erased = await erase(sariCookie, "0813-2222-3333", "081322223333");
    expect(erased.status).toBe(200);
    expect(answerOf(erased).result.status).toBe("success");

    expect(await shopFigures(sari.brandId)).toEqual(before);
    expect(await shopFigures(tono.brandId)).toEqual(tonoBefore);
    const row = await orderRow(orderNumber);
    expect(row).toMatchObject({
      customer_name: ERASED_CUSTOMER_NAME,
      customer_phone: "",
      note: null,
      location_url: null,
      marketing_consent_at: null,
      marketing_consent_text: null,
    });
    expect(row.anonymised_at).not.toBeNull();
    const left = await t.db
      .selectFrom("orders")
      .select("id")
      .where("brand_id", "=", sari.brandId)
      .where("customer_phone", "=", "6281322223333")
      .execute();
    expect(left).toEqual([]);
    // The same number in another shop is that shop's customer still.
    expect((await orderRow(tonoOrder)).customer_name).toBe("Fitri");
    // Gone from the promotion list too.
    expect((await promoList(sariCookie)).customers.map((c) => c.phone)).not.toContain(
      "6281322223333",
    );
    // And from the shop's customers (decision 069), while the other shop keeps hers.
    const customerRows = await t.db
      .selectFrom("customers")
      .select("brand_id")
      .where("phone", "=", "6281322223333")
      .execute();
    expect(customerRows).toEqual([{ brand_id: tono.brandId }]);
    const productRows = await t.db
      .selectFrom("customer_products")
      .select("brand_id")
      .where("phone", "=", "6281322223333")
      .where("brand_id", "=", sari.brandId)
      .execute();
    expect(productRows).toEqual([]);

    const events = (await customerData(sariCookie)).events;
    expect(events[0]).toMatchObject({
      kind: "erase",
      phoneLast4: "3333",
      userName: "sari",
      orderCount: 2,
    });

    // Tracking the order says its data was erased, found or verified.
    const tracking = createDataRequester(ROUTES, { ...context, clientIp: "10.71.0.1" });
    const lookup = await tracking.post("/sari/order-tracking", { intent: "lookup", orderNumber });
    const found = (lookup.value as { value: { result: { isFound: boolean; isErased: boolean } } })
      .value.result;
    expect(found).toEqual({ isFound: true, isErased: true, orderNumber });
    const verify = await tracking.post("/sari/order-tracking", {
      intent: "verify",
      orderNumber,
      digits: "3333",
    });
    expect(answerOf(verify).result.error?.digits).toEqual([ERASED_ORDER_MESSAGE]);
    expect(verify.body).not.toContain("Fitri");
  });

  it("anonymises by the retention job exactly at the period's boundary, shop by shop", async () => {
    const now = new Date("2026-11-29T05:00:00.000Z");
    const cutoff = retentionCutoff(now, 12);
    await t.db
      .updateTable("brands")
      .set({ customer_data_retention_months: 12 })
      .where("id", "=", sari.brandId)
      .execute();
    await t.db
      .updateTable("brands")
      .set({ customer_data_retention_months: 60 })
      .where("id", "=", tono.brandId)
      .execute();
    const at = (ms: number) => new Date(cutoff.getTime() + ms).toISOString();
    const order = (brandId: string, phone: string, createdAt: string) =>
      createOrderRecord(t.db, {
        brandId,
        customerName: `Pelanggan ${phone.slice(-4)}`,
        customerPhone: phone,
        note: "Jl. Cempaka 3",
        createdAt,
        items: [{ productId: null, productName: "Nasi Box", quantity: 3, unitPrice: 25_000 }],
      });
    // Kept: the last order one day inside the period, an older one before it.
    const keptOld = await order(sari.brandId, "6281500001111", at(-40 * DAY_MS));
    const keptLast = await order(sari.brandId, "6281500001111", at(DAY_MS));
    // Anonymised: the last order one day outside it.
    const goneOld = await order(sari.brandId, "6281500002222", at(-30 * DAY_MS));
    const goneLast = await order(sari.brandId, "6281500002222", at(-DAY_MS));
    // The same number in another shop, whose period is longer: untouched.
    const tonoSame = await order(tono.brandId, "6281500002222", at(-DAY_MS));
    const totalsBefore = await shopFigures(sari.brandId);

    expect(await applyRetention(t.db, now)).toBeGreaterThanOrEqual(1);

    const nameOf = async (id: string) =>
      await t.db
        .selectFrom("orders")
        .select(["customer_name", "customer_phone", "note", "anonymised_at"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    for (const kept of [keptOld, keptLast]) {
      expect(await nameOf(kept.id)).toMatchObject({
        customer_name: "Pelanggan 1111",
        customer_phone: "6281500001111",
        anonymised_at: null,
      });
    }
    for (const gone of [goneOld, goneLast]) {
      expect(await nameOf(gone.id)).toMatchObject({
        customer_name: ERASED_CUSTOMER_NAME,
        customer_phone: "",
        note: null,
      });
    }
    expect(await nameOf(tonoSame.id)).toMatchObject({
      customer_name: "Pelanggan 2222",
      customer_phone: "6281500002222",
      anonymised_at: null,
    });
    expect(await shopFigures(sari.brandId)).toEqual(totalsBefore);
    const retention = (await customerData(sariCookie)).events.find(
      (event) => event.kind === "retention",
    );
    expect(retention).toMatchObject({ phoneLast4: "2222", userName: null, orderCount: 2 });
    // Run again, nothing is left to do for these numbers.
    await applyRetention(t.db, now);
    expect((await nameOf(keptLast.id)).anonymised_at).toBeNull();
  });

  it("saves the retention period from the page, one of the offered ones only", async () => {
    const saved = await request.post(
      "/admin/customer-data",
      { intent: "save-retention", months: "36" },
      { cookie: sariCookie },
    );
    expect(answerOf(saved).result.status).toBe("success");
    expect((await customerData(sariCookie)).retentionMonths).toBe(36);
    const refused = await request.post(
      "/admin/customer-data",
      { intent: "save-retention", months: "1" },
      { cookie: sariCookie },
    );
    expect(refused.status).toBe(400);
    expect((await customerData(sariCookie)).retentionMonths).toBe(36);
    // Tono's own setting is his.
    expect((await customerData(tonoCookie)).retentionMonths).toBe(60);
  });

  it("replays the seller's requests as another seller and anonymously, changing none of hers", async () => {
    const orderNumber = await placeOrder("sari", {
      name: "Gita",
      phone: "081344445555",
      note: "Jl. Teratai 4",
      consent: true,
    });
    const snapshot = async () => ({
      orders: await t.db
        .selectFrom("orders")
        .selectAll()
        .where("brand_id", "=", sari.brandId)
        .orderBy("id")
        .execute(),
      brand: await t.db
        .selectFrom("brands")
        .select(["customer_data_retention_months", "promo_message"])
        .where("id", "=", sari.brandId)
        .executeTakeFirstOrThrow(),
      events: await t.db
        .selectFrom("personal_data_events")
        .selectAll()
        .where("brand_id", "=", sari.brandId)
        .orderBy("id")
        .execute(),
    });
    const before = await snapshot();
    const requests: Record<string, string>[] = [
      { intent: "erase-customer", phone: "081344445555", confirmPhone: "081344445555" },
      { intent: "save-retention", months: "6" },
    ];
    for (const cookie of [tonoCookie, undefined]) {
      for (const fields of requests) {
        const answer = await request.post("/admin/customer-data", fields, { cookie });
        expect(answer.status === 200 && answerOf(answer).result.status !== "error").toBe(
          cookie === tonoCookie && fields.intent === "save-retention",
        );
      }
      await request.post("/admin/customers/promo", { message: "Bukan pesan sari" }, { cookie });
      const file = await download(
        "/admin/customer-data/export?format=json&phone=081344445555",
        cookie,
      );
      if (cookie) {
        expect(((await file.json()) as { orders: unknown[] }).orders).toEqual([]);
      } else {
        expect(file.headers.get("Location")).toBe("/auth");
      }
    }
    expect(await snapshot()).toEqual(before);
    expect((await orderRow(orderNumber)).customer_name).toBe("Gita");
    // What tono's own requests changed is his.
    expect((await customerData(tonoCookie)).retentionMonths).toBe(6);
    expect((await promoList(tonoCookie)).message).toBe("Bukan pesan sari");
  });

  it("sends anonymous visitors to the login on every page, action and download", async () => {
    for (const path of ["/admin/customer-data", "/admin/customers/promo"]) {
      const page = await request.load(path);
      expect(page.redirect).toBe("/auth");
    }
    const posted = await request.post("/admin/customer-data", {
      intent: "erase-customer",
      phone: "081111112222",
      confirmPhone: "081111112222",
    });
    expect(posted.status).not.toBe(200);
    const promoPost = await request.post("/admin/customers/promo", { message: "Spam" });
    expect(promoPost.status).not.toBe(200);
    expect((await promoList(sariCookie)).message).toBe("Halo Kak, ada kue baru & diskon 10%!");
    const file = await download("/admin/customer-data/export?format=json&phone=081111112222");
    expect(file.status).toBe(302);
    expect(file.headers.get("Location")).toBe("/auth");
    // Ani's orders kept their data.
    expect((await promoList(sariCookie)).customers.map((c) => c.phone)).toContain("6281111112222");
  });
});
