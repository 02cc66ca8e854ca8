import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { choicesChangedError, priceChangedError } from "#domain/checkout-messages";
import type { CheckoutRequest } from "#domain/checkout-request";
import type { BrandOwner } from "#server/auth/guards";
import { touchShopPages } from "#server/services/page-versions";
import { action as orderAction } from "#app/routes/api/orders";
import * as productsRoute from "#app/routes/admin/products";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createDataRequester } from "./support/route-requests";
import { brandOwner } from "./support/sellers";

// Decision 085: the products an order is priced from are kept in memory while the shop's
// pages' version holds. The seller's own change, made through the products page, reaches
// the very next order; a change that leaves the version alone (made past the application,
// which no part of Gerai does) shows the products were read from memory.

const FORM = {
  deliveryDay: "tomorrow",
  deliveryTime: "10:00",
  customerName: "Budi Santoso",
  customerPhone: "0812-3456-7890",
  deliveryMethod: "Diambil",
  note: "",
  referralCode: "",
};

const MARTABAK = {
  intent: "create",
  name: "Martabak Manis",
  price: "25.000",
  stock: "",
  "options[0].name": "Topping",
  "options[0].choices[0].name": "Keju",
  "options[0].choices[0].price": "5.000",
  "options[0].choices[1].name": "Cokelat",
};

describe.each(testDatabaseKinds)("products kept for orders on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let owner: BrandOwner;
  let cookie: string;
  let productId: string;
  let nextIp = 0;
  const products = () =>
    createDataRequester(
      [{ id: "admin-products", path: "admin/products", module: productsRoute }],
      context,
    );

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t);
    owner = await brandOwner(t, "sari");
    const signIn = await t.auth.api.signInEmail({
      body: { email: owner.email, password: "rahasia123" },
      asResponse: true,
    });
    cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    expect((await products().post("/admin/products", MARTABAK, { cookie })).status).toBe(200);
    ({ id: productId } = await t.db
      .selectFrom("products")
      .select("id")
      .where("brand_id", "=", owner.brandId)
      .executeTakeFirstOrThrow());
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const order = (seenPrice: number, topping = "Keju"): CheckoutRequest => ({
    username: owner.name,
    form: FORM,
    items: [
      {
        productId,
        quantity: 1,
        customizations: { Topping: topping },
        notes: "",
        seenPrice,
        name: "Martabak Manis",
      },
    ],
  });

  async function postOrder(body: CheckoutRequest) {
    const response = await orderAction({
      request: new Request("http://localhost:3000/api/orders", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }),
      context: { ...context, clientIp: `10.9.${kind.length}.${nextIp++ % 250}` },
      params: {},
    } as unknown as Parameters<typeof orderAction>[0]);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const setPriceBehindTheApplication = (price: number) =>
    t.db.updateTable("products").set({ price }).where("id", "=", productId).execute();

  it("prices the next order at the seller's new price, changed on the products page", async () => {
    expect((await postOrder(order(30000))).status).toBe(201);

    const update = await products().post(
      "/admin/products",
      { ...MARTABAK, intent: "update", id: productId, price: "27.000" },
      { cookie },
    );
    expect(update.status).toBe(200);

    const refused = await postOrder(order(30000));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(priceChangedError("Martabak Manis", 32000));
    expect((await postOrder(order(32000))).status).toBe(201);
  });

  it("takes the seller's new choices at once too", async () => {
    expect((await postOrder(order(27000, "Cokelat"))).status).toBe(201);
    const update = await products().post(
      "/admin/products",
      {
        ...MARTABAK,
        intent: "update",
        id: productId,
        price: "27.000",
        "options[0].choices[1].name": "Kacang",
      },
      { cookie },
    );
    expect(update.status).toBe(200);
    const refused = await postOrder(order(27000, "Cokelat"));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(choicesChangedError("Martabak Manis"));
    expect((await postOrder(order(27000, "Kacang"))).status).toBe(201);
  });

  it("reads the products from memory while the shop's pages' version holds", async () => {
    expect((await postOrder(order(32000))).status).toBe(201);
    // Past the application: the version is left as it was, so the kept price still holds.
    await setPriceBehindTheApplication(40000);
    expect((await postOrder(order(32000))).status).toBe(201);
    // Once the version moves, as every write of the application moves it, the stored price
    // is read again.
    await touchShopPages(t.db, owner.brandId);
    const refused = await postOrder(order(32000));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(priceChangedError("Martabak Manis", 45000));
  });
});
