import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as orderAction } from "#app/routes/api/orders";
import {
  CHECKOUT_INVALID_ERROR,
  PRICES_CHANGED_ERROR,
  PRICES_UNCONFIRMED_ERROR,
  priceChangedError,
  productUnavailableError,
} from "#domain/checkout-messages";
import type { CheckoutRequest, PlacedOrder } from "#domain/checkout-request";
import type { Logger } from "#server/logger";
import { createBrand, createProduct, createSeller } from "#server/seed/factories";
import { listCurrentCartProducts } from "#server/services/cart-products";
import { createOrder, ORDERS_PER_CLIENT } from "#server/services/orders";
import { touchShopPages } from "#server/services/page-versions";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";

const FORM = {
  deliveryDay: "tomorrow",
  deliveryTime: "10:00",
  customerName: "Budi Santoso",
  customerPhone: "0812-3456-7890",
  deliveryMethod: "Diantar",
  note: "Pagar hijau",
  referralCode: "TEMAN10",
};

// 2026-11-22 10:00 in Jakarta: 'Besok' is 23/11/2026.
const TEN_AM_JAKARTA = new Date("2026-11-22T03:00:00Z");
const fixedClock = (date: Date) => () => new Date(date);

describe.each(testDatabaseKinds)("placing orders on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  const ids = {} as {
    brand: string;
    pickupBrand: string;
    kopi: string;
    roti: string;
    inactive: string;
    otherBrand: string;
    bareKopi: string;
  };

  async function countRows(brandId: string) {
    const orders = await t.db
      .selectFrom("orders")
      .select("id")
      .where("brand_id", "=", brandId)
      .execute();
    const orderIds = orders.map((order) => order.id);
    if (orderIds.length === 0) return { orders: 0, lines: 0, options: 0, histories: 0 };
    const lines = await t.db
      .selectFrom("order_products")
      .select("id")
      .where("order_id", "in", orderIds)
      .execute();
    const options =
      lines.length === 0
        ? []
        : await t.db
            .selectFrom("order_product_options")
            .select("id")
            .where(
              "order_product_id",
              "in",
              lines.map((line) => line.id),
            )
            .execute();
    const histories = await t.db
      .selectFrom("order_histories")
      .select("id")
      .where("order_id", "in", orderIds)
      .execute();
    return {
      orders: orders.length,
      lines: lines.length,
      options: options.length,
      histories: histories.length,
    };
  }

  // Everything written by the application is gone too, whatever rows other tests left.
  async function countAllRows() {
    const count = async (table: "orders" | "order_products" | "order_product_options") =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select(sql<number>`count(*)`.as("count"))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const histories = Number(
      (
        await t.db
          .selectFrom("order_histories")
          .select(sql<number>`count(*)`.as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );
    return {
      orders: await count("orders"),
      lines: await count("order_products"),
      options: await count("order_product_options"),
      histories,
    };
  }

  function request(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
    return {
      username: "kopi-senja",
      form: { ...FORM },
      items: [
        {
          productId: ids.kopi,
          quantity: 2,
          customizations: { Gula: "Sedikit", Ukuran: "Besar" },
          notes: "Es dipisah",
          seenPrice: 18000,
          name: "Kopi Susu",
        },
        {
          productId: ids.roti,
          quantity: 1,
          customizations: {},
          notes: "",
          seenPrice: 15000,
          name: "Roti Bakar",
        },
      ],
      ...overrides,
    };
  }

  async function postOrder(
    body: unknown,
    logger: Logger = context.logger,
    clientIp: string = context.clientIp,
  ) {
    const response = await orderAction({
      request: new Request("http://localhost:3000/api/orders", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
      context: { ...context, logger, clientIp },
      params: {},
    } as unknown as Parameters<typeof orderAction>[0]);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t);
    const { userId } = await createSeller(t.auth, {
      email: "orders@example.com",
      password: "rahasia123",
      name: "Sari",
    });
    ids.brand = (
      await createBrand(t.db, {
        userId,
        name: "Kopi Senja",
        username: "kopi-senja",
        phoneNumber: "6281200001111",
        customerServiceWhatsapp: "6289999999999",
        isDeliveryByStoreEnabled: true,
      })
    ).id;
    ids.kopi = (
      await createProduct(t.db, ids.brand, {
        name: "Kopi Susu",
        price: 18000,
        options: [
          { name: "Ukuran", choices: ["Reguler", "Besar"], isRequired: true },
          { name: "Gula", choices: ["Normal", "Sedikit"] },
        ],
      })
    ).id;
    ids.roti = (await createProduct(t.db, ids.brand, { name: "Roti Bakar", price: 15000 })).id;
    ids.inactive = (
      await createProduct(t.db, ids.brand, { name: "Teh Lama", price: 5000, isActive: false })
    ).id;

    const other = await createSeller(t.auth, {
      email: "pickup@example.com",
      password: "rahasia123",
      name: "Andi",
    });
    ids.pickupBrand = (
      await createBrand(t.db, {
        userId: other.userId,
        name: "Warung Andi",
        username: "warung-andi",
        customerServiceWhatsapp: "0813 2222 3333",
      })
    ).id;
    ids.otherBrand = (
      await createProduct(t.db, ids.pickupBrand, { name: "Nasi Uduk", price: 12000 })
    ).id;

    const bare = await createSeller(t.auth, {
      email: "bare@example.com",
      password: "rahasia123",
      name: "Tanpa Nomor",
    });
    const bareBrand = await createBrand(t.db, {
      userId: bare.userId,
      name: "Tanpa Nomor",
      username: "tanpa-nomor",
    });
    ids.bareKopi = (await createProduct(t.db, bareBrand.id, { name: "Kopi", price: 10000 })).id;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("stores the order, its lines, options and first history entry, and builds the hand-off", async () => {
    const placed = await createOrder(context, request(), { now: fixedClock(TEN_AM_JAKARTA) });

    expect(placed.orderNumber).toMatch(/^ORD\d{8}$/);
    expect(placed.total).toBe(2 * 18000 + 15000);
    const order = await t.db
      .selectFrom("orders")
      .selectAll()
      .where("brand_id", "=", ids.brand)
      .where("order_number", "=", placed.orderNumber)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      status: "menunggu_diterima",
      customer_name: "Budi Santoso",
      customer_phone: "6281234567890",
      delivery_method: "Diantar",
      delivery_time_option: "Senin, 23/11/2026 10:00 WIB",
      note: "Pagar hijau",
      referral_code: "TEMAN10",
      total: 51000,
    });
    const lines = await t.db
      .selectFrom("order_products")
      .selectAll()
      .where("order_id", "=", order.id)
      .orderBy("display_order")
      .execute();
    expect(
      lines.map(({ product_id, product_name, quantity, unit_price, total_price, note }) => ({
        product_id,
        product_name,
        quantity,
        unit_price,
        total_price,
        note,
      })),
    ).toEqual([
      {
        product_id: ids.kopi,
        product_name: "Kopi Susu",
        quantity: 2,
        unit_price: 18000,
        total_price: 36000,
        note: "Es dipisah",
      },
      {
        product_id: ids.roti,
        product_name: "Roti Bakar",
        quantity: 1,
        unit_price: 15000,
        total_price: 15000,
        note: null,
      },
    ]);
    const options = await t.db
      .selectFrom("order_product_options")
      .select(["option_name", "option_value"])
      .where("order_product_id", "=", lines[0].id)
      .execute();
    expect(options).toEqual(
      expect.arrayContaining([
        { option_name: "Ukuran", option_value: "Besar" },
        { option_name: "Gula", option_value: "Sedikit" },
      ]),
    );
    expect(options).toHaveLength(2);
    // Each line keeps its choices as one text, in the order its options are stored, for the
    // production list to group by (decision 068); a line without options keeps "".
    const stored = await t.db
      .selectFrom("order_product_options")
      .select(["option_name", "option_value"])
      .where("order_product_id", "=", lines[0].id)
      .orderBy("id")
      .execute();
    expect(lines.map((line) => line.choice_key)).toEqual([
      stored.map((option) => `${option.option_name}\u001F${option.option_value}`).join("\u001E"),
      "",
    ]);
    const history = await t.db
      .selectFrom("order_histories")
      .select(["status", "note"])
      .where("order_id", "=", order.id)
      .execute();
    expect(history).toEqual([{ status: "menunggu_diterima", note: null }]);

    const trackingUrl = `http://localhost:3000/kopi-senja/order-tracking?number=${placed.orderNumber}`;
    expect(placed.trackingUrl).toBe(trackingUrl);
    expect(placed.message).toBe(
      [
        "Halo Kopi Senja, saya mau pesan:",
        "",
        `*Nomor Pesanan:* ${placed.orderNumber}`,
        "",
        "1. Kopi Susu x2 - Rp 36.000",
        "   Ukuran: Besar, Gula: Sedikit",
        "   Catatan: Es dipisah",
        "2. Roti Bakar x1 - Rp 15.000",
        "",
        "Total Item: 3",
        "*Total Harga: Rp 51.000*",
        "",
        "Metode: Diantar",
        "Pembayaran: Bayar di Tempat",
        "Hari: Senin, 23/11/2026",
        "Jam: 10:00 WIB",
        "Nama: Budi Santoso",
        "No. HP: +6281234567890",
        "Catatan: Pagar hijau",
        "Kode Referral: TEMAN10",
        "",
        `Lacak pesanan: ${trackingUrl}`,
      ].join("\n"),
    );
    const whatsapp = new URL(placed.whatsappUrl);
    expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/6281200001111");
    expect(whatsapp.searchParams.get("text")).toBe(placed.message);
  });

  it("keys each order's rows by the time it was placed, so they land at the end of their indexes", async () => {
    const numbers: string[] = [];
    for (let index = 0; index < 4; index++) {
      numbers.push((await createOrder(context, request())).orderNumber);
      // A new millisecond for each order.
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const rows = await t.db
      .selectFrom("orders")
      .innerJoin("order_products", "order_products.order_id", "orders.id")
      .innerJoin("order_histories", "order_histories.order_id", "orders.id")
      .select([
        "orders.order_number",
        "orders.id as orderId",
        "order_products.id as lineId",
        "order_histories.id as historyId",
      ])
      .where("orders.brand_id", "=", ids.brand)
      .where("orders.order_number", "in", numbers)
      .execute();
    const keys = numbers.map((number) => {
      const ofOrder = rows.filter((row) => row.order_number === number);
      return [ofOrder[0]!.orderId, ...ofOrder.map((row) => row.lineId), ofOrder[0]!.historyId];
    });
    for (const id of keys.flat()) {
      // RFC 9562 version 7: the time in milliseconds first.
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    // Every key of an order sorts after every key of the orders placed before it.
    for (let index = 1; index < keys.length; index++) {
      const latestBefore = keys[index - 1]!.toSorted().at(-1)!;
      expect(keys[index]!.every((id) => id > latestBefore)).toBe(true);
    }
  });

  it("ignores names and totals sent by the browser", async () => {
    const tampered = request();
    const items = tampered.items.map((item) => ({
      ...item,
      name: "Gratis",
      price: 1,
      unitPrice: 1,
      totalPrice: 1,
    }));
    const placed = await createOrder(context, { ...tampered, items, total: 2 });
    expect(placed.total).toBe(51000);
    const order = await t.db
      .selectFrom("orders")
      .select(["id", "total"])
      .where("brand_id", "=", ids.brand)
      .where("order_number", "=", placed.orderNumber)
      .executeTakeFirstOrThrow();
    expect(order.total).toBe(51000);
    const lines = await t.db
      .selectFrom("order_products")
      .select(["product_name", "unit_price", "total_price"])
      .where("order_id", "=", order.id)
      .orderBy("display_order")
      .execute();
    expect(lines).toEqual([
      { product_name: "Kopi Susu", unit_price: 18000, total_price: 36000 },
      { product_name: "Roti Bakar", unit_price: 15000, total_price: 15000 },
    ]);
    expect(placed.message).toContain("*Total Harga: Rp 51.000*");
  });

  describe("a price other than the one the customer saw", () => {
    const ROTI_PRICE = 15000;
    // As the seller's products page does: the price, and the shop's pages out of date, on
    // which the products kept for orders depend (decision 085).
    async function setRotiPrice(price: number) {
      await t.db.updateTable("products").set({ price }).where("id", "=", ids.roti).execute();
      await touchShopPages(t.db, ids.brand);
    }

    it("is refused with the current prices, and nothing is stored", async () => {
      const before = await countAllRows();
      await setRotiPrice(20000);
      try {
        const answer = await postOrder(request());
        expect(answer.status).toBe(409);
        expect(answer.body.error).toBe(priceChangedError("Roti Bakar", 20000));
        expect(answer.body.error).toBe(
          "Harga Roti Bakar berubah menjadi Rp 20.000. Periksa keranjang lalu kirim lagi.",
        );
        expect(answer.body.products).toEqual(
          expect.arrayContaining([
            {
              id: ids.roti,
              name: "Roti Bakar",
              price: 20000,
              options: [],
              isSoldOut: false,
              stock: null,
            },
            expect.objectContaining({ id: ids.kopi, price: 18000 }),
          ]),
        );
        expect(await countAllRows()).toEqual(before);

        // The cart takes the new price, shows it, and the order goes through at it.
        const seen = request();
        seen.items[1] = { ...seen.items[1], seenPrice: 20000 };
        const placed = await createOrder(context, seen);
        expect(placed.total).toBe(36000 + 20000);
        expect(placed.message).toContain("2. Roti Bakar x1 - Rp 20.000");
      } finally {
        await setRotiPrice(ROTI_PRICE);
      }
    });

    it("names no product when several changed", async () => {
      const before = await countAllRows();
      const items = request().items.map((item) => ({ ...item, seenPrice: 1 }));
      await expect(createOrder(context, request({ items }))).rejects.toMatchObject({
        code: "CONFLICT",
        message: PRICES_CHANGED_ERROR,
      });
      expect(await countAllRows()).toEqual(before);
    });

    it("is refused when the page sent no price at all", async () => {
      const before = await countAllRows();
      const items = request().items.map(({ seenPrice: _seen, ...item }) => item);
      const answer = await postOrder(request({ items }));
      expect(answer).toMatchObject({ status: 409, body: { error: PRICES_UNCONFIRMED_ERROR } });
      expect(await countAllRows()).toEqual(before);
    });
  });

  it("refuses a customer's phone that is no mobile number and stores nothing", async () => {
    const before = await countAllRows();
    const answer = await postOrder(request({ form: { ...FORM, customerPhone: "12" } }));
    expect(answer).toEqual({
      status: 400,
      body: {
        error: "Nomor WhatsApp tidak valid. Contoh: 0812 3456 7890",
        fieldErrors: { customerPhone: "Nomor WhatsApp tidak valid. Contoh: 0812 3456 7890" },
      },
    });
    expect(await countAllRows()).toEqual(before);
    const placed = await createOrder(
      context,
      request({ form: { ...FORM, customerPhone: "0812 9876 5432" } }),
    );
    expect(placed.message).toContain("No. HP: +6281298765432");
  });

  it("reads a cart's current products: the shop's own and sold, with their options", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const ask = [ids.kopi, ids.roti, ids.inactive, ids.otherBrand, unknown, "bad id\u0000"];
    const { products } = await listCurrentCartProducts(t.db, "kopi-senja", ask);
    expect(products.map((product) => product.id).sort()).toEqual([ids.kopi, ids.roti].sort());
    expect(products.find((product) => product.id === ids.kopi)).toEqual({
      id: ids.kopi,
      name: "Kopi Susu",
      price: 18000,
      options: [
        { name: "Ukuran", choices: ["Reguler", "Besar"], isRequired: true },
        { name: "Gula", choices: ["Normal", "Sedikit"], isRequired: false },
      ],
      isSoldOut: false,
      stock: null,
    });
    expect(await listCurrentCartProducts(t.db, "tidak-ada", ask)).toEqual({ products: [] });
    // The platform-wide cart: any public shop's products.
    const platform = await listCurrentCartProducts(t.db, "", ask);
    expect(platform.products.map((product) => product.id).sort()).toEqual(
      [ids.kopi, ids.roti, ids.otherBrand].sort(),
    );
  });

  it.each([
    ["an inactive product", "inactive", "Teh Lama"],
    ["an unknown product", "unknown", "Produk Hantu"],
    ["another brand's product", "otherBrand", "Nasi Uduk"],
  ] as const)("refuses %s and writes nothing", async (_case, key, name) => {
    const before = await countAllRows();
    const productId = key === "unknown" ? "00000000-0000-4000-8000-000000000000" : ids[key];
    const items = [
      ...request().items,
      { productId, quantity: 1, customizations: {}, notes: "", seenPrice: 5000, name },
    ];
    await expect(createOrder(context, request({ items }))).rejects.toMatchObject({
      code: "VALIDATION",
      message: productUnavailableError(name),
    });
    const answer = await postOrder(request({ items }));
    expect(answer).toMatchObject({ status: 400, body: { error: productUnavailableError(name) } });
    // The cart gets the shop's current products along: the gone one is not among them.
    expect((answer.body.products as { id: string }[]).map((product) => product.id).sort()).toEqual(
      [ids.kopi, ids.roti].sort(),
    );
    expect(await countAllRows()).toEqual(before);
  });

  it("asks for the missing fields, refuses an unknown brand and an empty cart", async () => {
    const before = await countAllRows();
    const required = {
      deliveryDay: "Hari wajib dipilih",
      deliveryTime: "Jam wajib dipilih",
      customerName: "Nama wajib diisi",
      customerPhone: "No. HP wajib diisi",
    };
    for (const [field, message] of Object.entries(required)) {
      await expect(
        createOrder(context, request({ form: { ...FORM, [field]: "  " } })),
      ).rejects.toMatchObject({
        code: "VALIDATION",
        message: "Mohon lengkapi semua field yang wajib diisi",
        fieldErrors: { [field]: message },
      });
    }
    // The answer names the fields, for the dialog to show under each.
    expect(
      await postOrder(request({ form: { ...FORM, customerName: "", deliveryMethod: "" } })),
    ).toEqual({
      status: 400,
      body: {
        error: "Mohon lengkapi semua field yang wajib diisi",
        fieldErrors: {
          customerName: "Nama wajib diisi",
          deliveryMethod: "Metode pengiriman wajib dipilih",
        },
      },
    });
    // The brand delivers, so the method is required.
    await expect(
      createOrder(context, request({ form: { ...FORM, deliveryMethod: "" } })),
    ).rejects.toMatchObject({ message: "Mohon lengkapi semua field yang wajib diisi" });
    await expect(createOrder(context, request({ username: "tidak-ada" }))).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Brand tidak ditemukan",
    });
    expect(await postOrder(request({ username: "" }))).toEqual({
      status: 404,
      body: { error: "Brand tidak ditemukan" },
    });
    expect(await postOrder(request({ items: [] }))).toEqual({
      status: 400,
      body: { error: "Keranjang Anda kosong" },
    });
    expect(await postOrder("{not json")).toMatchObject({ status: 400 });
    expect(
      await postOrder(request({ items: [{ ...request().items[0], quantity: 0 }] })),
    ).toMatchObject({ status: 400 });
    expect(await countAllRows()).toEqual(before);
  });

  it("records 'Diambil Sendiri' when the brand does not deliver, and hands over to its customer-service number", async () => {
    const placed = await createOrder(
      context,
      request({
        username: "warung-andi",
        form: { ...FORM, deliveryMethod: "Diantar" },
        items: [
          {
            productId: ids.otherBrand,
            quantity: 3,
            customizations: {},
            notes: "",
            seenPrice: 12000,
            name: "",
          },
        ],
      }),
    );
    const order = await t.db
      .selectFrom("orders")
      .select(["delivery_method", "total"])
      .where("brand_id", "=", ids.pickupBrand)
      .where("order_number", "=", placed.orderNumber)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ delivery_method: "Diambil Sendiri", total: 36000 });
    expect(placed.message).toContain("\nMetode: Diambil Sendiri\n");
    expect(placed.whatsappUrl.startsWith("https://wa.me/6281322223333?text=")).toBe(true);

    const bare = await createOrder(
      context,
      request({
        username: "tanpa-nomor",
        items: [
          {
            productId: ids.bareKopi,
            quantity: 1,
            customizations: {},
            notes: "",
            seenPrice: 10000,
            name: "",
          },
        ],
      }),
    );
    expect(bare.whatsappUrl.startsWith("https://wa.me/6281234567890?text=")).toBe(true);
  });

  it("dates the order in the shop's zone and keeps the date the customer saw across midnight", async () => {
    // 00:30 WIB on 23 November, while UTC is still the 22nd.
    const justAfterMidnight = new Date("2026-11-22T17:30:00Z");
    const placed = await createOrder(
      context,
      request({ form: { ...FORM, deliveryDay: "tomorrow", deliveryDate: "23/11/2026" } }),
      { now: fixedClock(justAfterMidnight) },
    );
    const order = await t.db
      .selectFrom("orders")
      .select("delivery_time_option")
      .where("brand_id", "=", ids.brand)
      .where("order_number", "=", placed.orderNumber)
      .executeTakeFirstOrThrow();
    expect(order.delivery_time_option).toBe("Senin, 23/11/2026 10:00 WIB");
    expect(placed.message).toContain("\nHari: Senin, 23/11/2026\nJam: 10:00 WIB\n");
  });

  it("draws another number when the brand already has the one drawn", async () => {
    const drawn = ["ORD24680135"];
    const first = await createOrder(context, request(), {
      drawOrderNumber: () => drawn[0],
    });
    let draws = 0;
    const second = await createOrder(context, request(), {
      drawOrderNumber: () => (draws++ === 0 ? "ORD24680135" : "ORD13572468"),
    });
    expect(first.orderNumber).toBe("ORD24680135");
    expect(second.orderNumber).toBe("ORD13572468");
    expect(draws).toBe(2);
    // Another brand may use the same number.
    const elsewhere = await createOrder(
      context,
      request({
        username: "warung-andi",
        items: [
          {
            productId: ids.otherBrand,
            quantity: 1,
            customizations: {},
            notes: "",
            seenPrice: 12000,
            name: "",
          },
        ],
      }),
      { drawOrderNumber: () => "ORD24680135" },
    );
    expect(elsewhere.orderNumber).toBe(first.orderNumber);
  });

  it("100 concurrent orders for one brand get 100 distinct numbers with every line and option", async () => {
    const before = await countRows(ids.brand);
    const items = [
      ...request().items,
      {
        productId: ids.roti,
        quantity: 1,
        customizations: {},
        notes: "",
        sugar: "Sedikit",
        ice: "Banyak",
        seenPrice: 15000,
        name: "Roti Bakar",
      },
    ];
    const placed = await Promise.all(
      Array.from({ length: 100 }, () => createOrder(context, request({ items }))),
    );
    const numbers = new Set(placed.map((order) => order.orderNumber));
    expect(numbers.size).toBe(100);
    for (const number of numbers) expect(number).toMatch(/^ORD\d{8}$/);
    expect(await countRows(ids.brand)).toEqual({
      orders: before.orders + 100,
      lines: before.lines + 300,
      options: before.options + 400,
      histories: before.histories + 100,
    });
    const stored = await t.db
      .selectFrom("orders")
      .select(["order_number", "total"])
      .where("brand_id", "=", ids.brand)
      .where("order_number", "in", [...numbers])
      .execute();
    expect(stored).toHaveLength(100);
    expect(stored.every((order) => order.total === 51000 + 15000)).toBe(true);
    const legacy = await t.db
      .selectFrom("order_product_options")
      .innerJoin("order_products", "order_products.id", "order_product_options.order_product_id")
      .innerJoin("orders", "orders.id", "order_products.order_id")
      .select(["option_name", "option_value"])
      .where("orders.order_number", "=", placed[0].orderNumber)
      .where("orders.brand_id", "=", ids.brand)
      .where("order_products.display_order", "=", 2)
      .execute();
    expect(legacy).toEqual(
      expect.arrayContaining([
        { option_name: "Sugar", option_value: "Sedikit" },
        { option_name: "Ice", option_value: "Banyak" },
      ]),
    );
  });

  describe("a checkout sent again with its key", () => {
    const keyed = (checkoutKey: string, overrides: Partial<CheckoutRequest> = {}) => ({
      ...request(overrides),
      checkoutKey,
    });

    it("gets the order already placed instead of a second one", async () => {
      const before = await countRows(ids.brand);
      const first = await createOrder(context, keyed("5b0f6c1e-7a43-4f0e-9d1f-aa01"));
      const again = await createOrder(context, keyed("5b0f6c1e-7a43-4f0e-9d1f-aa01"));
      expect(again).toEqual(first);
      expect(await countRows(ids.brand)).toEqual({
        orders: before.orders + 1,
        lines: before.lines + 2,
        options: before.options + 2,
        histories: before.histories + 1,
      });
      // Another key is another order.
      const next = await createOrder(context, keyed("5b0f6c1e-7a43-4f0e-9d1f-aa02"));
      expect(next.orderNumber).not.toBe(first.orderNumber);
      expect((await countRows(ids.brand)).orders).toBe(before.orders + 2);
    });

    it("sent ten times at once places one order", async () => {
      const before = await countRows(ids.brand);
      const placed = await Promise.all(
        Array.from({ length: 10 }, () =>
          createOrder(context, keyed("concurrent-retry-of-one-order")),
        ),
      );
      expect(new Set(placed.map((order) => order.orderNumber)).size).toBe(1);
      expect(await countRows(ids.brand)).toEqual({
        orders: before.orders + 1,
        lines: before.lines + 2,
        options: before.options + 2,
        histories: before.histories + 1,
      });
    });

    it("is the brand's own: another shop's order with the same key is a different order", async () => {
      const mine = await createOrder(context, keyed("shared-key-between-two-shops"));
      const theirs = await createOrder(
        context,
        keyed("shared-key-between-two-shops", {
          username: "warung-andi",
          items: [
            {
              productId: ids.otherBrand,
              quantity: 1,
              customizations: {},
              notes: "",
              seenPrice: 12000,
              name: "",
            },
          ],
        }),
      );
      const stored = await t.db
        .selectFrom("orders")
        .select(["brand_id", "order_number"])
        .where("checkout_key", "=", "shared-key-between-two-shops")
        .orderBy("brand_id")
        .execute();
      expect(stored).toEqual(
        expect.arrayContaining([
          { brand_id: ids.brand, order_number: mine.orderNumber },
          { brand_id: ids.pickupBrand, order_number: theirs.orderNumber },
        ]),
      );
      expect(stored).toHaveLength(2);
    });

    it("refuses a malformed key and writes nothing", async () => {
      const before = await countAllRows();
      for (const checkoutKey of ["short", "x".repeat(65), "spasi di dalam kunci ini", 42]) {
        expect(await postOrder({ ...request(), checkoutKey })).toEqual({
          status: 400,
          body: { error: CHECKOUT_INVALID_ERROR },
        });
      }
      expect(await countAllRows()).toEqual(before);
    });
  });

  it("through the route: places the order and answers with the hand-off link", async () => {
    const answer = await postOrder(request());
    expect(answer.status).toBe(201);
    const placed = answer.body as PlacedOrder;
    expect(placed.orderNumber).toMatch(/^ORD\d{8}$/);
    expect(placed.total).toBe(51000);
    expect(new URL(placed.whatsappUrl).searchParams.get("text")).toBe(placed.message);
    const order = await t.db
      .selectFrom("orders")
      .select("total")
      .where("brand_id", "=", ids.brand)
      .where("order_number", "=", placed.orderNumber)
      .executeTakeFirst();
    expect(order?.total).toBe(51000);
  });

  it("through the route: one client sends a shop at most 20 orders in 15 minutes", async () => {
    const before = await countRows(ids.brand);
    const keyed = { ...request(), checkoutKey: "the-last-order-before-the-limit" };
    let lastAccepted = { status: 0, body: {} as Record<string, unknown> };
    for (let i = 0; i < ORDERS_PER_CLIENT.max; i++) {
      const last = i === ORDERS_PER_CLIENT.max - 1;
      lastAccepted = await postOrder(last ? keyed : request(), undefined, "10.9.8.7");
      expect(lastAccepted.status).toBe(201);
    }
    const refused = await postOrder(request(), undefined, "10.9.8.7");
    expect(refused).toEqual({
      status: 429,
      body: {
        error: "Terlalu banyak pesanan dari perangkat ini. Silakan coba lagi dalam beberapa menit.",
      },
    });
    expect((await countRows(ids.brand)).orders).toBe(before.orders + ORDERS_PER_CLIENT.max);
    // A checkout sent again after its answer was lost is not a new order: it still gets it.
    const retried = await postOrder(keyed, undefined, "10.9.8.7");
    expect(retried.status).toBe(201);
    expect(retried.body.orderNumber).toBe(lastAccepted.body.orderNumber);
    expect((await countRows(ids.brand)).orders).toBe(before.orders + ORDERS_PER_CLIENT.max);
    // Another client, and another shop for the same client, are not held back.
    expect((await postOrder(request(), undefined, "10.9.8.8")).status).toBe(201);
    const elsewhere = await postOrder(
      request({
        username: "warung-andi",
        items: [
          {
            productId: ids.otherBrand,
            quantity: 1,
            customizations: {},
            notes: "",
            seenPrice: 12000,
            name: "",
          },
        ],
      }),
      undefined,
      "10.9.8.7",
    );
    expect(elsewhere.status).toBe(201);
  });

  describe("when a write fails in the middle of an order", () => {
    let failingProduct: string;
    beforeAll(async () => {
      failingProduct = (
        await createProduct(t.db, ids.brand, {
          name: "Kopi Gagal",
          price: 10000,
          options: [{ name: "Gula", choices: ["Gagal"] }],
        })
      ).id;
      // The database refuses one option value, after the order and its first line exist.
      if (kind === "sqlite") {
        await sql`
          CREATE TRIGGER refuse_option BEFORE INSERT ON order_product_options
          WHEN NEW.option_value = 'Gagal'
          BEGIN SELECT RAISE(ABORT, 'option refused'); END
        `.execute(t.db);
      } else {
        await sql`
          CREATE FUNCTION refuse_option() RETURNS trigger AS $$
          BEGIN
            IF NEW.option_value = 'Gagal' THEN RAISE EXCEPTION 'option refused'; END IF;
            RETURN NEW;
          END $$ LANGUAGE plpgsql
        `.execute(t.db);
        await sql`
          CREATE TRIGGER refuse_option BEFORE INSERT ON order_product_options
          FOR EACH ROW EXECUTE FUNCTION refuse_option()
        `.execute(t.db);
      }
    });

    const failing = () =>
      request({
        items: [
          ...request().items,
          {
            productId: failingProduct,
            quantity: 1,
            customizations: { Gula: "Gagal" },
            notes: "",
            seenPrice: 10000,
            name: "Kopi Gagal",
          },
        ],
      });

    it("leaves nothing behind", async () => {
      const before = await countAllRows();
      await expect(createOrder(context, failing())).rejects.toThrow(/option refused/);
      expect(await countAllRows()).toEqual(before);
    });

    it("through the route: logs it, answers with the spec's message and leaves nothing behind", async () => {
      const before = await countAllRows();
      const logged: string[] = [];
      const logger: Logger = {
        info() {},
        warn() {},
        error: (message) => logged.push(message),
      };
      expect(await postOrder(failing(), logger)).toEqual({
        status: 500,
        body: { error: "Terjadi kesalahan saat membuat pesanan. Silakan coba lagi." },
      });
      expect(logged).toEqual(["request failed"]);
      expect(await countAllRows()).toEqual(before);
    });
  });
});
