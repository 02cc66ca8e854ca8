import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readProductOptions } from "#server/services/cart-products";
import { readOrderLines } from "#server/services/order-lines";
import { action as orderAction } from "#app/routes/api/orders";
import {
  choicesChangedError,
  choiceSoldOutError,
  priceChangedError,
  productSoldOutError,
  stockShortError,
} from "#domain/checkout-messages";
import type { CheckoutRequest, CheckoutRequestItem } from "#domain/checkout-request";
import { AppError } from "#server/errors";
import { createBrand, createProduct, createSeller } from "#server/seed/factories";
import { createOrder } from "#server/services/orders";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createUnmigratedDatabase } from "./support/unmigrated-database";

// Sold out, stock and priced options (decision 022), through the checkout's own endpoint,
// on each database.

const FORM = {
  deliveryDay: "tomorrow",
  deliveryTime: "10:00",
  customerName: "Budi Santoso",
  customerPhone: "0812-3456-7890",
  note: "",
  referralCode: "",
};

// 2026-11-22 10:00 in Jakarta: 'Besok' is Senin, 23/11/2026.
const TEN_AM_JAKARTA = new Date("2026-11-22T03:00:00Z");
const now = () => new Date(TEN_AM_JAKARTA);

describe.each(testDatabaseKinds)("selling rules on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let brandId: string;

  const order = (items: CheckoutRequestItem[]): CheckoutRequest => ({
    username: "roti-bu-sri",
    form: { ...FORM },
    items,
  });

  async function post(body: CheckoutRequest) {
    const response = await orderAction({
      request: new Request("http://localhost:3000/api/orders", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }),
      context,
      params: {},
    } as unknown as Parameters<typeof orderAction>[0]);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function stockOf(productId: string) {
    const row = await t.db
      .selectFrom("products")
      .select("stock")
      .where("id", "=", productId)
      .executeTakeFirstOrThrow();
    return row.stock === null ? null : Number(row.stock);
  }

  async function orderCount() {
    const rows = await t.db
      .selectFrom("orders")
      .select("id")
      .where("brand_id", "=", brandId)
      .execute();
    return rows.length;
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t);
    const { userId } = await createSeller(t.auth, {
      email: "sri@example.com",
      password: "rahasia123",
      name: "Sri",
    });
    brandId = (
      await createBrand(t.db, {
        userId,
        name: "Roti Bu Sri",
        username: "roti-bu-sri",
        customerServiceWhatsapp: "6281234567890",
      })
    ).id;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("50 concurrent orders for the last 10 units: exactly 10 placed, stock 0, never below", async () => {
    const { id } = await createProduct(t.db, brandId, {
      name: "Bolu Pandan",
      price: 45000,
      stock: 10,
    });
    const before = await orderCount();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        createOrder(
          context,
          order([{ productId: id, quantity: 1, customizations: {}, notes: "", seenPrice: 45000 }]),
          { now },
        ),
      ),
    );
    const placed = results.filter((result) => result.status === "fulfilled");
    const refused = results.flatMap((result) =>
      result.status === "rejected" ? [result.reason as unknown] : [],
    );
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect((reason as AppError).message).toBe(productSoldOutError("Bolu Pandan"));
    }
    expect(await stockOf(id)).toBe(0);
    expect((await orderCount()) - before).toBe(10);
  });

  it("takes every line's units together and refuses more than is left, changing nothing", async () => {
    const { id } = await createProduct(t.db, brandId, { name: "Kue Lapis", price: 5000, stock: 5 });
    const line = (quantity: number, notes: string): CheckoutRequestItem => ({
      productId: id,
      quantity,
      customizations: {},
      notes,
      seenPrice: 5000,
    });
    const before = await orderCount();
    const refused = await post(order([line(3, "potong"), line(3, "utuh")]));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(stockShortError("Kue Lapis", 5));
    expect(refused.body.products).toEqual([
      expect.objectContaining({ id, stock: 5, isSoldOut: false }),
    ]);
    expect(await stockOf(id)).toBe(5);
    expect(await orderCount()).toBe(before);

    const placed = await post(order([line(3, "potong"), line(2, "utuh")]));
    expect(placed.status).toBe(201);
    expect(await stockOf(id)).toBe(0);
    const soldOut = await post(order([line(1, "")]));
    expect(soldOut.status).toBe(400);
    expect(soldOut.body.error).toBe(productSoldOutError("Kue Lapis"));
  });

  it("refuses a product switched to 'Habis', and products without a stock are not counted", async () => {
    const habis = await createProduct(t.db, brandId, {
      name: "Donat",
      price: 3000,
      isSoldOut: true,
    });
    const refused = await post(
      order([{ productId: habis.id, quantity: 1, customizations: {}, notes: "", seenPrice: 3000 }]),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(productSoldOutError("Donat"));

    const free = await createProduct(t.db, brandId, { name: "Risol", price: 4000 });
    const placed = await post(
      order([{ productId: free.id, quantity: 7, customizations: {}, notes: "", seenPrice: 4000 }]),
    );
    expect(placed.status).toBe(201);
    expect(await stockOf(free.id)).toBeNull();
  });

  describe("priced option groups", () => {
    let rotiId: string;
    const item = (
      customizations: CheckoutRequestItem["customizations"],
      seenPrice: number,
      quantity = 2,
    ): CheckoutRequestItem => ({
      productId: rotiId,
      quantity,
      customizations,
      notes: "",
      seenPrice,
    });

    beforeAll(async () => {
      rotiId = (
        await createProduct(t.db, brandId, {
          name: "Roti Bakar",
          price: 20000,
          options: [
            {
              name: "Ukuran",
              choices: ["Kecil", "Sedang", "Besar"],
              isRequired: true,
              choicePrices: { Kecil: -2000, Besar: 5000 },
              soldOutChoices: ["Sedang"],
            },
            {
              name: "Topping",
              choices: ["Keju", "Telur", "Sosis", "Jamur"],
              choicePrices: { Keju: 3000, Telur: 4000 },
              minChoices: 1,
              maxChoices: 3,
              isRequired: true,
            },
          ],
        })
      ).id;
    });

    it("recomputes the unit price with each value's amount and stores what each added", async () => {
      const placed = await post(
        order([item({ Ukuran: "Besar", Topping: ["Keju", "Telur", "Sosis"] }, 32000)]),
      );
      expect(placed.status).toBe(201);
      expect(placed.body.total).toBe(64000);
      const message = String(placed.body.message);
      expect(message).toContain(
        "1. Roti Bakar x2 - Rp 64.000\n   Ukuran: Besar (+Rp 5.000), Topping: Keju (+Rp 3.000), Telur (+Rp 4.000), Sosis\n",
      );
      expect(String(placed.body.whatsappUrl)).toBe(
        `https://wa.me/6281234567890?text=${encodeURIComponent(message)}`,
      );

      const line = await t.db
        .selectFrom("order_products")
        .innerJoin("orders", "orders.id", "order_products.order_id")
        .select(["order_products.id", "unit_price", "total_price"])
        .where("orders.order_number", "=", String(placed.body.orderNumber))
        .executeTakeFirstOrThrow();
      expect(Number(line.unit_price)).toBe(32000);
      expect(Number(line.total_price)).toBe(64000);
      const options = await t.db
        .selectFrom("order_product_options")
        .select(["option_name", "option_value", "price_delta"])
        .where("order_product_id", "=", line.id)
        .orderBy("id")
        .execute();
      expect(
        options.map((row) => [row.option_name, row.option_value, Number(row.price_delta)]),
      ).toEqual([
        ["Ukuran", "Besar", 5000],
        ["Topping", "Keju", 3000],
        ["Topping", "Telur", 4000],
        ["Topping", "Sosis", 0],
      ]);
    });

    it("subtracts a negative amount", async () => {
      const placed = await post(order([item({ Ukuran: "Kecil", Topping: ["Jamur"] }, 18000, 1)]));
      expect(placed.status).toBe(201);
      expect(placed.body.total).toBe(18000);
    });

    it("refuses tampered selections and prices, writing nothing", async () => {
      const before = await orderCount();
      const cases: [CheckoutRequestItem, number, string][] = [
        // The base price sent for a line whose values add 8.000.
        [
          item({ Ukuran: "Besar", Topping: ["Keju"] }, 20000),
          409,
          priceChangedError("Roti Bakar", 28000),
        ],
        // Four toppings where three at most are taken.
        [
          item({ Ukuran: "Besar", Topping: ["Keju", "Telur", "Sosis", "Jamur"] }, 32000),
          400,
          choicesChangedError("Roti Bakar"),
        ],
        // The required group left out, and given empty.
        [item({ Ukuran: "Besar" }, 25000), 400, choicesChangedError("Roti Bakar")],
        [item({ Ukuran: "Besar", Topping: [] }, 25000), 400, choicesChangedError("Roti Bakar")],
        // A sold-out choice.
        [
          item({ Ukuran: "Sedang", Topping: ["Keju"] }, 23000),
          400,
          choiceSoldOutError("Roti Bakar", "Sedang"),
        ],
        // Two values for a single-choice option, a value it does not offer, one repeated.
        [
          item({ Ukuran: ["Besar", "Kecil"], Topping: ["Keju"] }, 26000),
          400,
          choicesChangedError("Roti Bakar"),
        ],
        [
          item({ Ukuran: "Jumbo", Topping: ["Keju"] }, 23000),
          400,
          choicesChangedError("Roti Bakar"),
        ],
        [
          item({ Ukuran: "Besar", Topping: ["Keju", "Keju"] }, 31000),
          400,
          choicesChangedError("Roti Bakar"),
        ],
      ];
      for (const [line, status, error] of cases) {
        const refused = await post(order([line]));
        expect({ status: refused.status, error: refused.body.error }).toEqual({ status, error });
      }
      expect(await orderCount()).toBe(before);
    });
  });
});

describe.each(testDatabaseKinds)(
  "products and orders from before the selling rules on %s",
  (kind) => {
    it("keep their options, lines and sugar/ice as they were, and their order on the storefront", async () => {
      const older = await createUnmigratedDatabase(kind);
      try {
        expect((await older.migrator.migrateTo("0007-shop-hours")).error).toBeUndefined();
        const { userId } = await createSeller(older.auth, {
          email: `lama-${kind}@example.com`,
          password: "rahasia123",
          name: "Lama",
        });
        const brand = await createBrand(older.db, { userId, name: "Lama", username: "lama" });
        const ids: string[] = [];
        for (const [name, day] of [
          ["Kopi", "20"],
          ["Teh", "22"],
          ["Roti", "21"],
        ]) {
          const { id } = await createProduct(older.db, brand.id, {
            name,
            price: 10000,
            createdAt: `2026-11-${day}T03:00:00.000Z`,
            options: [{ name: "Ukuran", choices: ["Reguler", "Besar"], isRequired: true }],
          });
          ids.push(id);
        }
        await older.db
          .insertInto("orders")
          .values({
            id: "o-old",
            brand_id: brand.id,
            order_number: "ORD00000001",
            customer_name: "Budi",
            customer_phone: "6281234567890",
            delivery_method: "Diambil Sendiri",
            delivery_time_option: "Senin, 23/11/2026 10:00 WIB",
            status: "menunggu_diterima",
            note: null,
            referral_code: null,
            total: 20000,
            checkout_key: null,
            checkout_fingerprint: null,
          })
          .execute();
        await older.db
          .insertInto("order_products")
          .values({
            id: "l-old",
            order_id: "o-old",
            product_id: ids[0],
            product_name: "Kopi",
            quantity: 2,
            unit_price: 10000,
            total_price: 20000,
            note: null,
            display_order: 0,
          })
          .execute();
        await older.db
          .insertInto("order_product_options")
          .values([
            {
              id: "l-old-00",
              order_product_id: "l-old",
              option_name: "Sugar",
              option_value: "Less",
            },
            { id: "l-old-01", order_product_id: "l-old", option_name: "Ice", option_value: "No" },
          ])
          .execute();

        expect((await older.migrator.migrateToLatest()).error).toBeUndefined();

        // Newest first, as the storefront showed them.
        const products = await older.db
          .selectFrom("products")
          .select(["name", "display_order", "is_sold_out", "stock"])
          .orderBy("display_order")
          .execute();
        expect(products).toEqual([
          { name: "Teh", display_order: 0, is_sold_out: false, stock: null },
          { name: "Roti", display_order: 1, is_sold_out: false, stock: null },
          { name: "Kopi", display_order: 2, is_sold_out: false, stock: null },
        ]);
        const options = await readProductOptions(older.db, [ids[0]]);
        expect(options.get(ids[0])).toEqual([
          { name: "Ukuran", choices: ["Reguler", "Besar"], isRequired: true },
        ]);
        expect(await readOrderLines(older.db, "o-old")).toEqual([
          {
            id: "l-old",
            productName: "Kopi",
            quantity: 2,
            unitPrice: 10000,
            totalPrice: 20000,
            note: null,
            options: [
              { name: "Sugar", value: "Less" },
              { name: "Ice", value: "No" },
            ],
          },
        ]);
      } finally {
        await older.destroy();
      }
    });
  },
);
