import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnProduct } from "#domain/product";
import { PRODUCT_ADMIN_MESSAGES } from "#domain/product-form";
import type { BrandOwner } from "#server/auth/guards";
import { createProduct } from "#server/seed/factories";
import {
  createOwnProduct,
  getOwnProducts,
  reorderOwnProducts,
  updateOwnProduct,
} from "#server/services/admin-products";
import * as productsRoute from "#app/routes/admin/products";
import * as shopProductsRoute from "#app/routes/products";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createDataRequester } from "./support/route-requests";
import { brandOwner, codeOf } from "./support/sellers";

// Decision 022 on the seller's side: sold out, stock, priced and multi-choice options and
// the order of the shop's products, saved through the products page's action and read
// back by the seller's list and by the shop's catalogue.

const ROUTES = [
  { id: "admin-products", path: "admin/products", module: productsRoute },
  { id: "brand-products", path: ":username/products", module: shopProductsRoute },
];

const MISMATCH = PRODUCT_ADMIN_MESSAGES.reorderMismatch;

describe.each(testDatabaseKinds)("the seller's selling rules on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let request: ReturnType<typeof createDataRequester>;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t);
    request = createDataRequester(ROUTES, context);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  async function sellerWithCookie(name: string): Promise<{ owner: BrandOwner; cookie: string }> {
    const owner = await brandOwner(t, name);
    const response = await t.auth.api.signInEmail({
      body: { email: owner.email, password: "rahasia123" },
      asResponse: true,
    });
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    return { owner, cookie };
  }

  /** Every row a product form writes for one brand, to prove a refusal wrote nothing. */
  async function rowsOf(brandId: string) {
    const products = await t.db
      .selectFrom("products")
      .selectAll()
      .where("brand_id", "=", brandId)
      .orderBy("id")
      .execute();
    const ids = products.map((product) => product.id);
    const options =
      ids.length === 0
        ? []
        : await t.db
            .selectFrom("product_options")
            .selectAll()
            .where("product_id", "in", ids)
            .orderBy("id")
            .execute();
    return { products, options };
  }

  /** The products page's list as its loader gives it. */
  async function ownList(cookie: string): Promise<OwnProduct[]> {
    const page = await request.load("/admin/products", { cookie });
    expect(page.status).toBe(200);
    return (page.value as Record<string, { data: { products: OwnProduct[] } }>)["admin-products"]
      .data.products;
  }

  /** The names in the shop's catalogue, in the order its loader gives them. */
  async function shopNames(username: string): Promise<string[]> {
    const page = await request.load(`/${username}/products`);
    expect(page.status).toBe(200);
    return (page.value as Record<string, { data: { products: { name: string }[] } }>)[
      "brand-products"
    ].data.products.map((product) => product.name);
  }

  const martabak = {
    intent: "create",
    name: "Martabak Manis",
    price: "25.000",
    stock: "12",
    "options[0].name": "Topping",
    "options[0].selection": "multiple",
    "options[0].minChoices": "1",
    "options[0].maxChoices": "3",
    "options[0].isRequired": "on",
    "options[0].choices[0].name": "Keju",
    "options[0].choices[0].price": "5.000",
    "options[0].choices[1].name": "Cokelat",
    "options[0].choices[1].price": "4000",
    "options[0].choices[1].isSoldOut": "on",
    "options[0].choices[2].name": "Kacang",
    "options[0].choices[2].price": "-1.000",
    "options[1].name": "Ukuran",
    "options[1].choices[0].name": "Kecil",
    "options[1].choices[1].name": "Besar",
    "options[1].choices[1].price": "10.000",
  };

  it("saves sold out, stock, priced choices and counts posted by the form, and reads them back", async () => {
    const { owner, cookie } = await sellerWithCookie("sari");
    const answer = await request.post("/admin/products", martabak, { cookie });
    expect(answer.status).toBe(200);
    const [product] = await ownList(cookie);
    expect(product).toMatchObject({
      name: "Martabak Manis",
      price: 25000,
      isSoldOut: false,
      stock: 12,
      options: [
        {
          name: "Topping",
          choices: ["Keju", "Cokelat", "Kacang"],
          isRequired: true,
          choicePrices: { Keju: 5000, Cokelat: 4000, Kacang: -1000 },
          soldOutChoices: ["Cokelat"],
          minChoices: 1,
          maxChoices: 3,
        },
        { name: "Ukuran", choices: ["Kecil", "Besar"], choicePrices: { Besar: 10000 } },
      ],
    });
    expect(product.options[1]).not.toHaveProperty("maxChoices");
    expect(product.options[1]).not.toHaveProperty("soldOutChoices");

    const { options } = await rowsOf(owner.brandId);
    const byName = Object.fromEntries(options.map((option) => [option.name, option]));
    expect(byName.Topping).toMatchObject({
      choice_prices: { Keju: 5000, Cokelat: 4000, Kacang: -1000 },
      sold_out_choices: ["Cokelat"],
      min_choices: 1,
      max_choices: 3,
    });
    expect(byName.Ukuran).toMatchObject({
      choice_prices: { Besar: 10000 },
      sold_out_choices: null,
      min_choices: 0,
      max_choices: 1,
    });

    // Switched to 'Habis' with the stock left blank (not counted any more).
    const update = await request.post(
      "/admin/products",
      { ...martabak, intent: "update", id: product.id, isSoldOut: "on", stock: "" },
      { cookie },
    );
    expect(update.status).toBe(200);
    expect((await ownList(cookie))[0]).toMatchObject({ isSoldOut: true, stock: null });

    // The card's switch, both ways.
    for (const isSoldOut of [false, true]) {
      const answer = await request.post(
        "/admin/products",
        { intent: "sold-out", id: product.id, ...(isSoldOut ? { isSoldOut: "on" } : {}) },
        { cookie },
      );
      expect(answer.status).toBe(200);
      expect((await ownList(cookie))[0].isSoldOut).toBe(isSoldOut);
    }
  });

  it("loads and saves a product of single choices without prices exactly as it was", async () => {
    const { owner } = await sellerWithCookie("tono");
    const { id } = await createProduct(t.db, owner.brandId, {
      name: "Es Teh",
      price: 5000,
      options: [{ name: "Gula", choices: ["Normal", "Sedikit"], isRequired: true }],
    });
    const before = await rowsOf(owner.brandId);
    const [product] = (await getOwnProducts(context, owner)).products;
    expect(product.options).toEqual([
      { name: "Gula", choices: ["Normal", "Sedikit"], isRequired: true },
    ]);
    await updateOwnProduct(context, owner, id, product);
    const after = await rowsOf(owner.brandId);
    const withoutIds = (rows: typeof after) => ({
      products: rows.products.map(({ updated_at: _, ...row }) => row),
      options: rows.options.map(({ id: _, ...row }) => row),
    });
    expect(withoutIds(after)).toEqual(withoutIds(before));
  });

  /** Each case, sent as a new product and as an edit, is refused under its field. */
  async function expectFieldRefusals(
    cookie: string,
    productId: string,
    cases: readonly [Record<string, string>, string, string][],
  ) {
    for (const intent of ["create", "update"]) {
      for (const [fields, field, message] of cases) {
        const answer = await request.post(
          "/admin/products",
          { ...martabak, intent, id: productId, ...fields },
          { cookie },
        );
        const label = `${intent} ${JSON.stringify(fields)}`;
        expect(answer.status, label).toBe(400);
        const { result } = answer.value as { result: { error: Record<string, string[]> } };
        expect(result.error[field], label).toEqual([message]);
      }
    }
  }

  it("refuses bad stock, prices and counts with their message, changing nothing", async () => {
    const { owner, cookie } = await sellerWithCookie("umi");
    await request.post("/admin/products", martabak, { cookie });
    const [product] = await ownList(cookie);
    const before = await rowsOf(owner.brandId);
    const cases: [Record<string, string>, string, string][] = [
      [{ stock: "-1" }, "stock", "Stok minimal 0"],
      [{ stock: "1000001" }, "stock", "Stok maksimal 1.000.000"],
      [{ stock: "2,5" }, "stock", "Stok harus berupa angka bulat"],
      [
        { "options[0].choices[0].price": "1.000.000.001" },
        "options[0].choices[0].price",
        "Harga pilihan antara -Rp 1.000.000.000 dan +Rp 1.000.000.000",
      ],
      [
        { "options[0].choices[0].price": "lima" },
        "options[0].choices[0].price",
        "Harga pilihan harus berupa angka",
      ],
      [
        { "options[0].maxChoices": "4" },
        "options[0].maxChoices",
        "Maksimal 3: sebanyak pilihan yang ada",
      ],
      [{ "options[0].maxChoices": "0" }, "options[0].maxChoices", "Maksimal paling sedikit 1"],
      [
        { "options[0].minChoices": "0" },
        "options[0].minChoices",
        "Opsi wajib dipilih: minimal paling sedikit 1",
      ],
      [
        { "options[0].minChoices": "3", "options[0].maxChoices": "2" },
        "options[0].minChoices",
        "Minimal tidak boleh lebih dari maksimal",
      ],
      [
        { "options[0].choices[2].name": "Keju" },
        "options[0].choices[2].name",
        "Nama pilihan dalam satu opsi tidak boleh sama",
      ],
    ];
    await expectFieldRefusals(cookie, product.id, cases);
    // The service refuses the same on its own, whoever calls it.
    expect(
      await codeOf(createOwnProduct(context, owner, { name: "Kue", price: 1, stock: -5 })),
    ).toBe("VALIDATION: Stok minimal 0");
    expect(await rowsOf(owner.brandId)).toEqual(before);
  });

  it("refuses a price in hexadecimal or any other form than digits, storing nothing", async () => {
    const { owner, cookie } = await sellerWithCookie("yuli");
    await request.post("/admin/products", martabak, { cookie });
    const [product] = await ownList(cookie);
    const before = await rowsOf(owner.brandId);
    const cases: [Record<string, string>, string, string][] = [
      // Number("0x10") is 16: it was stored as Rp 16.
      [{ price: "0x10" }, "price", "Harga harus berupa angka"],
      [{ price: "1e3" }, "price", "Harga harus berupa angka"],
      [{ price: "+5" }, "price", "Harga harus berupa angka"],
      [{ price: "Infinity" }, "price", "Harga harus berupa angka"],
      [{ price: "12.5" }, "price", "Harga harus berupa angka"],
      [{ stock: "0x10" }, "stock", "Stok harus berupa angka bulat"],
      [
        { "options[0].choices[0].price": "0x10" },
        "options[0].choices[0].price",
        "Harga pilihan harus berupa angka",
      ],
      [
        { "options[0].choices[0].price": "-1e3" },
        "options[0].choices[0].price",
        "Harga pilihan harus berupa angka",
      ],
    ];
    await expectFieldRefusals(cookie, product.id, cases);
    expect(await rowsOf(owner.brandId)).toEqual(before);
    // Digits with the thousands dots sellers type are still a price.
    const saved = await request.post(
      "/admin/products",
      { ...martabak, intent: "update", id: product.id, price: " 15.000 " },
      { cookie },
    );
    expect(saved.status).toBe(200);
    expect((await ownList(cookie))[0].price).toBe(15000);
  });

  it("puts a new product first, saves a dragged order, and the shop's catalogue follows it", async () => {
    const { owner, cookie } = await sellerWithCookie("wati");
    for (const [name, createdAt] of [
      ["Lama", "2024-01-01T00:00:00.000Z"],
      ["Baru", "2024-02-01T00:00:00.000Z"],
    ] as const) {
      await createProduct(t.db, owner.brandId, { name, price: 1000, createdAt });
    }
    await createOwnProduct(context, owner, { name: "Terbaru", price: 1000 });
    expect(await shopNames("wati")).toEqual(["Terbaru", "Baru", "Lama"]);
    const ids = Object.fromEntries((await ownList(cookie)).map((p) => [p.name, p.id]));

    const order = [ids.Lama, ids.Terbaru, ids.Baru];
    const answer = await request.post(
      "/admin/products",
      Object.fromEntries([["intent", "reorder"], ...order.map((id, i) => [`ids[${i}]`, id])]),
      { cookie },
    );
    expect(answer.status).toBe(200);
    expect((await ownList(cookie)).map((p) => p.name)).toEqual(["Lama", "Terbaru", "Baru"]);
    expect(await shopNames("wati")).toEqual(["Lama", "Terbaru", "Baru"]);

    // One more comes first again, the dragged order kept below it.
    await createOwnProduct(context, owner, { name: "Tambahan", price: 1000 });
    expect(await shopNames("wati")).toEqual(["Tambahan", "Lama", "Terbaru", "Baru"]);
  });

  it("refuses an order that is not exactly the seller's active products, changing nothing", async () => {
    const { owner, cookie } = await sellerWithCookie("yani");
    const other = await sellerWithCookie("zaki");
    for (const name of ["A", "B"]) await createOwnProduct(context, owner, { name, price: 1 });
    const theirs = await createOwnProduct(context, other.owner, { name: "Punya Zaki", price: 1 });
    const gone = await createProduct(t.db, owner.brandId, {
      name: "Dihapus",
      price: 1,
      isActive: false,
    });
    const [b, a] = (await ownList(cookie)).map((p) => p.id);
    const before = [await rowsOf(owner.brandId), await rowsOf(other.owner.brandId)];
    const orders = [
      [a, b, theirs.id],
      [a, theirs.id],
      [a],
      [a, b, gone.id],
      [a, a],
      [a, b, b],
      [a, `${b}\u0000`],
      [],
    ];
    for (const order of orders) {
      const fields = Object.fromEntries([
        ["intent", "reorder"],
        ...order.map((id, i) => [`ids[${i}]`, id]),
      ]);
      const answer = await request.post("/admin/products", fields, { cookie });
      expect(answer.status, JSON.stringify(order)).toBe(400);
      const { result } = answer.value as { result: { error: Record<string, string[]> } };
      expect(result.error[""], JSON.stringify(order)).toEqual([MISMATCH]);
    }
    expect(await codeOf(reorderOwnProducts(context, other.owner, [a, b]))).toBe(
      `VALIDATION: ${MISMATCH}`,
    );
    expect([await rowsOf(owner.brandId), await rowsOf(other.owner.brandId)]).toEqual(before);
    expect(await shopNames("yani")).toEqual(["B", "A"]);
  });
});
