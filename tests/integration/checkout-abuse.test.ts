import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as orderAction } from "#app/routes/api/orders";
import type { BrandOwner } from "#server/auth/guards";
import {
  CHECKOUT_INVALID_CHARACTERS_ERROR,
  CHECKOUT_INVALID_ERROR,
  CHECKOUT_KEY_CONFLICT_ERROR,
  CHECKOUT_LIMITS,
  CHECKOUT_TOO_LONG_ERROR,
  choicesChangedError,
  productUnavailableError,
} from "#domain/checkout-messages";
import type { CheckoutRequest, CheckoutRequestItem } from "#domain/checkout-request";
import { WHATSAPP_URL_MAX_LENGTH } from "#domain/whatsapp";
import { createOrderRecord, createProduct } from "#server/seed/factories";
import { createOwnProduct, updateOwnProduct } from "#server/services/admin-products";
import { createOrder } from "#server/services/orders";
import { touchShopPages } from "#server/services/page-versions";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { brandOwner, codeOf } from "./support/sellers";

// What a crafted checkout request or a crafted product once did, each kept from happening
// again: money past 32 bits, control characters and forged lines in the WhatsApp text,
// options the product does not offer, a checkout key answering for another cart, order
// numbers that tell their neighbours, and hand-offs too long to open.

const FORM = {
  deliveryDay: "tomorrow",
  deliveryTime: "10:00",
  customerName: "Budi Santoso",
  customerPhone: "0812-3456-7890",
  deliveryMethod: "Diantar",
  note: "Pagar hijau",
  referralCode: "TEMAN10",
};

type Answer = { status: number; body: Record<string, unknown> };

const kopiTemplate: CheckoutRequestItem = {
  productId: "kopi",
  quantity: 2,
  customizations: { Ukuran: "Besar", Gula: "Sedikit" },
  notes: "Es dipisah",
  seenPrice: 18000,
  name: "Kopi Susu",
};

const rotiTemplate: CheckoutRequestItem = {
  productId: "roti",
  quantity: 1,
  customizations: {},
  notes: "",
  seenPrice: 15000,
  name: "Roti Bakar",
};

describe.each(testDatabaseKinds)("a checkout that cannot be abused on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let owner: BrandOwner;
  const ids = {} as { kopi: string; roti: string; mahal: string; emas: string };
  let nextIp = 0;

  const kopi = (overrides: Partial<CheckoutRequestItem> = {}) =>
    materializeItem(kopiWith(overrides));
  const roti = (overrides: Partial<CheckoutRequestItem> = {}) =>
    materializeItem(rotiWith(overrides));

  function request(
    overrides: Omit<Partial<CheckoutRequest>, "form"> & {
      form?: Partial<CheckoutRequest["form"]>;
    } = {},
  ): CheckoutRequest {
    return {
      username: owner.name,
      items: [kopi(), roti()],
      ...overrides,
      form: { ...FORM, ...overrides.form },
    };
  }

  /** Through the route, as the browser sends it; each call from its own address. */
  async function postOrder(body: unknown): Promise<Answer> {
    const response = await orderAction({
      request: new Request("http://localhost:3000/api/orders", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }),
      context: { ...context, clientIp: `10.0.${kind.length}.${nextIp++ % 250}` },
      params: {},
    } as unknown as Parameters<typeof orderAction>[0]);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function countAllRows() {
    const count = async (
      table: "orders" | "order_products" | "order_product_options" | "order_histories",
    ) =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select(sql<number>`count(*)`.as("count"))
            .executeTakeFirstOrThrow()
        ).count,
      );
    return {
      orders: await count("orders"),
      lines: await count("order_products"),
      options: await count("order_product_options"),
      histories: await count("order_histories"),
    };
  }

  /** Refused with `error` and a 4xx, and nothing written. */
  async function expectRefused(body: unknown, status: number, error: string) {
    const before = await countAllRows();
    // A refused cart also gets the shop's current products (`products`) to catch up.
    const { status: answered, body: answer } = await postOrder(body);
    expect({ status: answered, error: answer.error }).toEqual({ status, error });
    expect(await countAllRows()).toEqual(before);
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t);
    owner = await brandOwner(t, "kopi-aman");
    await t.db
      .updateTable("brands")
      .set({ name: "Kopi Aman", phone_number: "6281200001111", is_delivery_by_store_enabled: true })
      .where("id", "=", owner.brandId)
      .execute();
    ids.kopi = (
      await createProduct(t.db, owner.brandId, {
        name: "Kopi Susu",
        price: 18000,
        options: [
          { name: "Ukuran", choices: ["Reguler", "Besar"], isRequired: true },
          { name: "Gula", choices: ["Normal", "Sedikit"] },
        ],
      })
    ).id;
    ids.roti = (await createProduct(t.db, owner.brandId, { name: "Roti Bakar", price: 15000 })).id;
    ids.mahal = (
      await createProduct(t.db, owner.brandId, { name: "Mesin Espresso", price: 25_000_000 })
    ).id;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  describe("money", () => {
    it("refuses a product price above Rp 1.000.000.000 with its message and stores nothing", async () => {
      const products = async () =>
        (await t.db.selectFrom("products").select("id").execute()).length;
      const before = await products();
      for (const price of [2_147_483_648, 1e300, "1.000.000.001", 1_000_000_000.6]) {
        expect(await codeOf(createOwnProduct(context, owner, { name: "Mahal", price }))).toBe(
          "VALIDATION: Harga maksimal Rp 1.000.000.000",
        );
      }
      // Typed, a price is decimal digits: an exponent is no price at all.
      expect(
        await codeOf(createOwnProduct(context, owner, { name: "Mahal", price: "1e300" })),
      ).toBe("VALIDATION: Harga harus berupa angka");
      expect(await products()).toBe(before);

      const { id } = await createOwnProduct(context, owner, {
        name: "Paling Mahal",
        price: "1.000.000.000",
      });
      expect(
        await codeOf(updateOwnProduct(context, owner, id, { name: "Paling Mahal", price: 2e9 })),
      ).toBe("VALIDATION: Harga maksimal Rp 1.000.000.000");
      const stored = await t.db
        .selectFrom("products")
        .select("price")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(stored.price).toBe(1_000_000_000);
    });

    it("places an order past 2^31 and reads its total back as a number", async () => {
      const answer = await postOrder(
        request({
          items: [
            { productId: ids.mahal, quantity: 86, customizations: {}, seenPrice: 25_000_000 },
          ],
        }),
      );
      expect(answer.status).toBe(201);
      expect(answer.body.total).toBe(2_150_000_000);
      expect(answer.body.message).toContain("\n*Total Harga: Rp 2.150.000.000*\n");

      const order = await t.db
        .selectFrom("orders")
        .select(["id", "total"])
        .where("brand_id", "=", owner.brandId)
        .where("order_number", "=", answer.body.orderNumber as string)
        .executeTakeFirstOrThrow();
      expect(typeof order.total).toBe("number");
      expect(order.total).toBe(2_150_000_000);
      const [line] = await t.db
        .selectFrom("order_products")
        .select(["unit_price", "total_price"])
        .where("order_id", "=", order.id)
        .execute();
      expect(line).toStrictEqual({ unit_price: 25_000_000, total_price: 2_150_000_000 });
      const { sum } = await t.db
        .selectFrom("orders")
        .select(sql<number>`sum(total)`.as("sum"))
        .where("id", "=", order.id)
        .executeTakeFirstOrThrow();
      expect(Number(sum)).toBe(2_150_000_000);
    });

    it("keeps the highest possible order exact", async () => {
      const { id } = await createOwnProduct(context, owner, { name: "Mobil", price: 1e9 });
      const answer = await postOrder(
        request({
          items: [
            {
              productId: id,
              quantity: CHECKOUT_LIMITS.quantity,
              customizations: {},
              seenPrice: 1e9,
            },
          ],
        }),
      );
      expect(answer.status).toBe(201);
      expect(answer.body.total).toBe(999_000_000_000);
      expect(answer.body.message).toContain("\n*Total Harga: Rp 999.000.000.000*\n");
    });

    it("sells a product priced past the bound before it existed only while its totals stay exact", async () => {
      // Stored before prices were bounded: past Rp 1.000.000.000, and past 32 bits.
      ids.emas = (
        await createProduct(t.db, owner.brandId, { name: "Emas Batangan", price: 5_000_000_000 })
      ).id;
      const answer = await postOrder(
        request({
          items: [{ productId: ids.emas, quantity: 999, customizations: {}, seenPrice: 5e9 }],
        }),
      );
      expect(answer.status).toBe(201);
      expect(answer.body.total).toBe(4_995_000_000_000);

      // Beyond what 30 lines of 999 can add up exactly: SQLite took 1e300 once, whose
      // double made an Infinity total ("Rp 0"); PostgreSQL's bigint holds 9e15.
      const unsellable = kind === "sqlite" ? 1e300 : 9_000_000_000_000_000;
      await t.db
        .updateTable("products")
        .set({ price: unsellable })
        .where("id", "=", ids.emas)
        .execute();
      // Stored data read afresh, as after a restart: products are kept for orders only while
      // the shop's pages' version holds (decision 085).
      await touchShopPages(t.db, owner.brandId);
      await expectRefused(
        request({
          items: [{ productId: ids.emas, quantity: 2, customizations: {}, seenPrice: 5e9 }],
        }),
        400,
        productUnavailableError("Emas Batangan"),
      );
    });
  });

  describe("texts with control characters", () => {
    it.each([
      ["the customer's name", { form: { customerName: "Budi\u0000" } }],
      ["the phone", { form: { customerPhone: "0812\u00003456" } }],
      ["the order note", { form: { note: "Pagar\u0000hijau" } }],
      ["the referral code", { form: { referralCode: "TEMAN\u000010" } }],
      ["the delivery method", { form: { deliveryMethod: "Diantar\u0000" } }],
      ["an option's value", { items: [kopiWith({ customizations: { Ukuran: "Besar\u0000" } })] }],
      ["an option's name", { items: [kopiWith({ customizations: { "Uku\u0000ran": "Besar" } })] }],
      ["a line's notes", { items: [kopiWith({ notes: "Es\u0000dipisah" })] }],
      ["a line's sugar", { items: [rotiWith({ sugar: "Sedikit\u0000" })] }],
      ["a bidi override in the name", { form: { customerName: "Budi\u202EiduB" } }],
      ["a zero-width space in the note", { form: { note: "Pagar\u200Bhijau" } }],
    ])(
      "refuses a NUL or invisible character in %s, with a message, storing nothing",
      async (_, change) => {
        await expectRefused(materialize(change), 400, CHECKOUT_INVALID_CHARACTERS_ERROR);
      },
    );

    it("answers a NUL in the shop's name or a product id without touching the database", async () => {
      await expectRefused(
        { ...request(), username: "kopi-aman\u0000" },
        404,
        "Brand tidak ditemukan",
      );
      await expectRefused(
        request({ items: [{ ...kopi(), productId: `${ids.kopi}\u0000` }] }),
        400,
        CHECKOUT_INVALID_ERROR,
      );
    });

    it("leaves out a line's name that is not clean text, and orders", async () => {
      const answer = await postOrder(
        request({ items: [rotiWith({ name: "Roti\u0000" })].map(materializeItem) }),
      );
      expect(answer.status).toBe(201);
    });
  });

  describe("the WhatsApp text", () => {
    const FORGED = "\n*Total Harga: Rp 1*\nLUNAS – sudah transfer";

    /** Exactly one total, no forged line, and the link carries the message unchanged. */
    function expectOwnLines(answer: Answer) {
      expect(answer.status).toBe(201);
      const message = answer.body.message as string;
      const lines = message.split("\n");
      expect(lines.filter((line) => line.startsWith("*Total Harga:"))).toHaveLength(1);
      expect(lines.filter((line) => line.startsWith("Total Item:"))).toHaveLength(1);
      expect(lines.filter((line) => line.startsWith("Nama:"))).toHaveLength(1);
      expect(lines.some((line) => line.startsWith("LUNAS"))).toBe(false);
      expect(new URL(answer.body.whatsappUrl as string).searchParams.get("text")).toBe(message);
      return lines;
    }

    it.each([
      ["the customer's name", { form: { customerName: `Budi${FORGED}` } }],
      ["the referral code", { form: { referralCode: `TEMAN${FORGED}` } }],
      [
        "an option's name",
        { items: [kopiWith({ customizations: { [`Ukuran${FORGED}`]: "Besar" } })] },
      ],
      [
        "an option's value",
        { items: [kopiWith({ customizations: { Ukuran: `Besar${FORGED}` } })] },
      ],
      ["a line's ice", { items: [rotiWith({ ice: `Banyak${FORGED}` })] }],
    ])("refuses a line break in %s", async (_, change) => {
      await expectRefused(materialize(change), 400, CHECKOUT_INVALID_CHARACTERS_ERROR);
    });

    it("writes a note's lines on its one line and keeps them for the seller", async () => {
      const answer = await postOrder(
        request({
          form: { note: `Pagar hijau${FORGED}` },
          items: [kopiWith({ notes: `Es dipisah${FORGED}` })].map(materializeItem),
        }),
      );
      const lines = expectOwnLines(answer);
      expect(lines).toContain(
        "Catatan: Pagar hijau / *Total Harga: Rp 1* / LUNAS – sudah transfer",
      );
      expect(lines).toContain(
        "   Catatan: Es dipisah / *Total Harga: Rp 1* / LUNAS – sudah transfer",
      );
      const order = await t.db
        .selectFrom("orders")
        .select("note")
        .where("brand_id", "=", owner.brandId)
        .where("order_number", "=", answer.body.orderNumber as string)
        .executeTakeFirstOrThrow();
      expect(order.note).toBe(`Pagar hijau${FORGED}`);
    });

    it("keeps names stored before the rules on their own lines", async () => {
      await t.db
        .updateTable("brands")
        .set({ name: `Kopi Aman${FORGED}` })
        .where("id", "=", owner.brandId)
        .execute();
      const { id } = await createProduct(t.db, owner.brandId, {
        name: `Kue${FORGED}`,
        price: 5000,
        options: [{ name: `Isi${FORGED}`, choices: [`Cokelat${FORGED}`] }],
      });
      try {
        const answer = await postOrder(
          request({
            items: [
              {
                productId: id,
                quantity: 1,
                customizations: { [`Isi${FORGED}`]: "x" },
                seenPrice: 5000,
              },
            ],
          }),
        );
        // A stored choice with a line break cannot be chosen any more …
        expect(answer).toEqual({ status: 400, body: { error: CHECKOUT_INVALID_CHARACTERS_ERROR } });
        // … and one without any is written on one line, greeting and name included.
        const plain = await postOrder(
          request({ items: [{ productId: id, quantity: 2, customizations: {}, seenPrice: 5000 }] }),
        );
        const lines = expectOwnLines(plain);
        expect(lines[0]).toBe(
          "Halo Kopi Aman *Total Harga: Rp 1* LUNAS – sudah transfer, saya mau pesan:",
        );
        expect(lines).toContain("1. Kue *Total Harga: Rp 1* LUNAS – sudah transfer x2 - Rp 10.000");
      } finally {
        await t.db
          .updateTable("brands")
          .set({ name: "Kopi Aman" })
          .where("id", "=", owner.brandId)
          .execute();
        await t.db.updateTable("products").set({ is_active: false }).where("id", "=", id).execute();
      }
    });

    it("answers a retried order stored before the rules from its stored values, on their own lines", async () => {
      const { id } = await createOrderRecord(t.db, {
        brandId: owner.brandId,
        customerName: `Budi${FORGED}`,
        customerPhone: "6281234567890",
        deliveryTimeOption: "Besok (23/11/2026) 10:00",
        note: `Pagar${FORGED}`,
        items: [
          {
            productId: ids.kopi,
            productName: `Kopi${FORGED}`,
            quantity: 1,
            unitPrice: 18000,
            note: `Dingin${FORGED}`,
            options: [{ name: `Ukuran${FORGED}`, value: `XXXL${FORGED}` }],
          },
        ],
      });
      const checkoutKey = "stored-before-fingerprints-0001";
      await t.db
        .updateTable("orders")
        .set({ checkout_key: checkoutKey })
        .where("id", "=", id)
        .execute();
      const answer = await postOrder({ ...request(), checkoutKey });
      const lines = expectOwnLines(answer);
      expect(lines).toContain("*Total Harga: Rp 18.000*");
      expect(lines).toContain("Nama: Budi *Total Harga: Rp 1* LUNAS – sudah transfer");
      expect(answer.body.total).toBe(18000);
    });
  });

  describe("options the product does not offer", () => {
    it.each([
      ["a made-up choice", kopiWith({ customizations: { Ukuran: "XXXL Gratis", Gula: "Normal" } })],
      [
        "a made-up option",
        kopiWith({ customizations: { Ukuran: "Besar", Bonus: "Gratis 10 cup" } }),
      ],
      ["a required option left out", kopiWith({ customizations: { Gula: "Normal" } })],
      ["a choice of another option", kopiWith({ customizations: { Ukuran: "Sedikit" } })],
      ["a choice differing in spaces", kopiWith({ customizations: { Ukuran: " Besar" } })],
      ["an option on a product without any", rotiWith({ customizations: { Ukuran: "Besar" } })],
    ])("refuses %s, naming the product, and stores nothing", async (_, item) => {
      const name = item.productId === "kopi" ? "Kopi Susu" : "Roti Bakar";
      await expectRefused(
        request({ items: [materializeItem(item)] }),
        400,
        choicesChangedError(name),
      );
    });

    it("takes the product's own choices, an optional option left out", async () => {
      const answer = await postOrder(
        request({
          items: [kopiWith({ customizations: { Ukuran: "Reguler" } })].map(materializeItem),
        }),
      );
      expect(answer.status).toBe(201);
      expect(answer.body.message).toContain("\n1. Kopi Susu x2 - Rp 36.000\n   Ukuran: Reguler\n");
    });

    it("takes a choice of either option stored under one name before names had to differ", async () => {
      const { id } = await createProduct(t.db, owner.brandId, {
        name: "Es Teh",
        price: 5000,
        options: [
          { name: "Ukuran", choices: ["1", "2"] },
          { name: "Ukuran", choices: ["Kecil", "Besar"], isRequired: true },
        ],
      });
      const order = (Ukuran: string) =>
        request({
          items: [{ productId: id, quantity: 1, customizations: { Ukuran }, seenPrice: 5000 }],
        });
      expect((await postOrder(order("Kecil"))).status).toBe(201);
      expect((await postOrder(order("2"))).status).toBe(201);
      await expectRefused(order("Jumbo"), 400, choicesChangedError("Es Teh"));
    });

    it("keeps the sugar and ice of older lines, as short single-line options", async () => {
      const answer = await postOrder(
        request({
          items: [rotiWith({ quantity: 2, sugar: "Sedikit", ice: "Banyak" })].map(materializeItem),
        }),
      );
      expect(answer.status).toBe(201);
      expect(answer.body.message).toContain(
        "\n1. Roti Bakar x2 - Rp 30.000\n   Sugar: Sedikit, Ice: Banyak\n",
      );
      await expectRefused(
        request({
          items: [rotiWith({ sugar: "Gratis 10 cup dan kirim ke alamat lain" })].map(
            materializeItem,
          ),
        }),
        400,
        CHECKOUT_INVALID_ERROR,
      );
    });
  });

  describe("a checkout key", () => {
    it("gets the first order back, built from what was stored, and refuses another cart", async () => {
      const checkoutKey = "bound-to-its-first-cart-0001";
      const first = await postOrder({ ...request(), checkoutKey });
      expect(first.status).toBe(201);
      expect(first.body.total).toBe(51000);

      // The seller changes a price in between: the retry still answers for the stored order.
      await t.db
        .updateTable("products")
        .set({ price: 400_000 })
        .where("id", "=", ids.kopi)
        .execute();
      try {
        const before = await countAllRows();
        const again = await postOrder({ ...request(), checkoutKey });
        expect(again).toEqual(first);

        for (const other of [
          request({ items: [kopi({ quantity: 20 })].map(materializeItem) }),
          request({ form: { customerName: "Orang Lain" } }),
          request({ items: [roti()] }),
        ]) {
          expect(await postOrder({ ...other, checkoutKey })).toEqual({
            status: 409,
            body: { error: CHECKOUT_KEY_CONFLICT_ERROR },
          });
        }
        expect(await countAllRows()).toEqual(before);
      } finally {
        await t.db
          .updateTable("products")
          .set({ price: 18000 })
          .where("id", "=", ids.kopi)
          .execute();
      }
    });

    it("two sends of one key with different carts at once: one order, the other refused", async () => {
      const checkoutKey = "raced-with-two-carts-0001";
      const before = await countAllRows();
      const answers = await Promise.all([
        postOrder({ ...request(), checkoutKey }),
        postOrder({ ...request({ items: [roti()] }), checkoutKey }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect((await countAllRows()).orders).toBe(before.orders + 1);
    });
  });

  describe("order numbers", () => {
    it("are drawn at random, not read off the clock", async () => {
      const start = Date.UTC(2026, 10, 22, 3, 0, 0, 0);
      const numbers: number[] = [];
      for (let i = 0; i < 12; i++) {
        const placed = await createOrder(context, request(), { now: () => new Date(start + i) });
        expect(placed.orderNumber).toMatch(/^ORD\d{8}$/);
        numbers.push(Number(placed.orderNumber.slice(3)));
      }
      // From the clock they were 12 neighbours (the last 8 digits of start … start + 11).
      const clock = Array.from({ length: 12 }, (_, i) => (start + i) % 100_000_000);
      expect(numbers.filter((number) => clock.includes(number))).toEqual([]);
      expect(Math.max(...numbers) - Math.min(...numbers)).toBeGreaterThan(1_000_000);
    });
  });

  describe("carts that always reach WhatsApp", () => {
    it("refuses more lines than one message carries, before anything is stored", async () => {
      const items = Array.from({ length: 100 }, () => kopi({ notes: "x".repeat(20) }));
      await expectRefused(request({ items }), 400, CHECKOUT_TOO_LONG_ERROR);
      await expectRefused(
        request({ items: Array.from({ length: CHECKOUT_LIMITS.lines + 1 }, () => roti()) }),
        400,
        CHECKOUT_TOO_LONG_ERROR,
      );
    });

    it("refuses an order whose WhatsApp link would be too long, before anything is stored", async () => {
      const items = Array.from({ length: CHECKOUT_LIMITS.lines }, () =>
        kopi({
          notes: "Tolong dibungkus terpisah ya kak, ".repeat(6).slice(0, CHECKOUT_LIMITS.lineNotes),
        }),
      );
      await expectRefused(request({ items }), 400, CHECKOUT_TOO_LONG_ERROR);
      // Emoji take twelve characters each in the link.
      await expectRefused(
        request({
          form: { note: "🎉".repeat(CHECKOUT_LIMITS.note / 2) },
          items: items.slice(0, 12),
        }),
        400,
        CHECKOUT_TOO_LONG_ERROR,
      );
    });

    it("places the longest orders it accepts with a link within the bound", async () => {
      const answer = await postOrder(
        request({ items: Array.from({ length: CHECKOUT_LIMITS.lines }, () => kopi()) }),
      );
      expect(answer.status).toBe(201);
      const url = answer.body.whatsappUrl as string;
      expect(url.length).toBeLessThanOrEqual(WHATSAPP_URL_MAX_LENGTH);
      expect(new URL(url).searchParams.get("text")).toBe(answer.body.message);
    });
  });

  // Items named by product ("kopi", "roti") in the tables above, which are written before
  // the products exist; turned into real ids when a test runs.
  function kopiWith(overrides: Partial<CheckoutRequestItem>): CheckoutRequestItem {
    return { ...kopiTemplate, ...overrides, productId: "kopi" };
  }
  function rotiWith(overrides: Partial<CheckoutRequestItem>): CheckoutRequestItem {
    return { ...rotiTemplate, ...overrides, productId: "roti" };
  }
  function materializeItem(item: CheckoutRequestItem): CheckoutRequestItem {
    const productId =
      item.productId === "kopi" || item.productId === "roti" ? ids[item.productId] : item.productId;
    return { ...item, productId };
  }
  function materialize(change: {
    form?: Partial<CheckoutRequest["form"]>;
    items?: CheckoutRequestItem[];
  }): CheckoutRequest {
    return request({
      form: change.form,
      ...(change.items ? { items: change.items.map(materializeItem) } : {}),
    });
  }
});
