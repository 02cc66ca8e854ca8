import {
  createRequestHandler,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
} from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_ADMIN_MESSAGES } from "#domain/product-form";
import type { BrandOwner } from "#server/auth/guards";
import type { AppContext } from "#server/context";
import { createLink, createOrderRecord, createStore } from "#server/seed/factories";
import { ensurePlatformSettings, getPlatformSettings } from "#server/services/platform-settings";
import * as aboutRoute from "#app/routes/admin/about";
import * as linksRoute from "#app/routes/admin/links";
import * as orderDetailRoute from "#app/routes/admin/order-detail";
import * as platformSettingsRoute from "#app/routes/admin/platform-settings";
import * as productsRoute from "#app/routes/admin/products";
import * as storeRoute from "#app/routes/admin/store";
import * as trackingRoute from "#app/routes/order-tracking";
import * as shopReportRoute from "#app/routes/shop-report";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createTestBuild } from "./support/route-requests";
import { brandOwner } from "./support/sellers";

// Requests no browser of ours sends: bodies of the wrong shape, values of the wrong kind,
// NUL bytes (which PostgreSQL refuses to store), bidi overrides and zero-width characters.
// Each is refused with an Indonesian message and a 4xx, and changes nothing.

const INVALID_CHARACTERS = "Berisi karakter yang tidak diizinkan";
const INVALID_VALUE = "Data tidak valid";
// zod's own messages, and what a crash shows ('Unexpected Server Error').
const ENGLISH = /invalid input|expected|received|too (big|small)|unexpected/i;

/** Inside the text, where trimming leaves them. */
const HIDDEN = {
  nul: "\u0000",
  "right-to-left override": "\u202E",
  "zero-width space": "\u200B",
  "byte-order mark": "\uFEFF",
} as const;

const ROUTES = [
  { id: "admin-store", path: "admin/store", module: storeRoute },
  { id: "admin-about", path: "admin/about", module: aboutRoute },
  { id: "admin-order-detail", path: "admin/orders/:orderNumber", module: orderDetailRoute },
  { id: "admin-platform-settings", path: "admin/platform-settings", module: platformSettingsRoute },
  { id: "admin-links", path: "admin/links", module: linksRoute },
  { id: "admin-products", path: "admin/products", module: productsRoute },
  { id: "brand-order-tracking", path: ":username/order-tracking", module: trackingRoute },
  { id: "platform-order-tracking", path: "order-tracking", module: trackingRoute },
  { id: "brand-report", path: ":username/laporkan", module: shopReportRoute },
];

type Answer = { status: number; text: string; value: Record<string, unknown> };

// Sends requests through React Router's own handler with the real route modules, signed in
// with a session cookie, so a test sees what a browser would: a route's answer, or the 500
// of anything it throws.
function createRequester(context: AppContext) {
  const handle = createRequestHandler(
    createTestBuild(ROUTES.map((route) => ({ ...route, parentId: "root" }))),
    "production",
  );

  async function send(
    path: string,
    init: { cookie?: string; body?: string; contentType?: string; method?: string },
  ): Promise<Answer> {
    // Pages answer data requests (as fetchers send them); the API routes answer JSON.
    const isResource = path.startsWith("/admin/api/");
    const url = new URL(path, context.config.appUrl);
    if (!isResource) url.pathname = `${url.pathname}.data`;
    const headers = new Headers({ Origin: context.config.appUrl });
    if (init.cookie) headers.set("Cookie", init.cookie);
    if (init.contentType) headers.set("Content-Type", init.contentType);
    const response = await handle(
      new Request(url, { method: init.method ?? "POST", headers, body: init.body }),
      context,
    );
    const text = await response.text();
    let value: unknown;
    if (isResource) {
      value = JSON.parse(text);
    } else {
      const { value: decoded } = await decodeViaTurboStream(new Response(text).body!, globalThis);
      value = init.method === "GET" ? decoded : (decoded as { data?: unknown }).data;
    }
    return { status: response.status, text, value: (value ?? {}) as Record<string, unknown> };
  }

  return {
    json: (path: string, cookie: string, body: string) =>
      send(path, { cookie, body, contentType: "application/json" }),
    form: (path: string, cookie: string | undefined, fields: Record<string, string>) =>
      send(path, {
        cookie,
        body: new URLSearchParams(fields).toString(),
        contentType: "application/x-www-form-urlencoded",
      }),
    raw: (path: string, cookie: string, body: string, contentType: string) =>
      send(path, { cookie, body, contentType }),
    load: (path: string, cookie?: string) => send(path, { cookie, method: "GET" }),
  };
}

/**
 * A form action's refusal as a browser sees it: a 4xx and an Indonesian message under
 * `field` (the form's own error when none), no English.
 */
function expectFormRefusal(answer: Answer, status: number, error: string, field = "") {
  expect(answer.status).toBe(status);
  const result = answer.value.result as { error?: Record<string, string[]> } | undefined;
  expect(result?.error?.[field]?.[0]).toBe(error);
  expect(answer.text).not.toMatch(ENGLISH);
}

/**
 * A value as a browser's form posts it: nested fields named `a.b`, lists `a[0]`, anything
 * that is no text (a crafted request's) as its JSON.
 */
function formFields(value: Record<string, unknown>, prefix = ""): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    const name = prefix ? `${prefix}${Array.isArray(value) ? `[${key}]` : `.${key}`}` : key;
    if (item === null || item === undefined) fields[name] = "";
    else if (typeof item === "string") fields[name] = item;
    else if (typeof item === "object" && (Array.isArray(item) || item.constructor === Object))
      Object.assign(fields, formFields(item as Record<string, unknown>, name));
    else fields[name] = JSON.stringify(item);
  }
  return fields;
}

describe.each(testDatabaseKinds)("requests no form sends, on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let request: ReturnType<typeof createRequester>;
  let alice: BrandOwner;
  let aliceCookie: string;
  let adminCookie: string;
  let orderId: string;
  const orderNumber = "ORD10000001";

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

  /** Everything the seller's and the admin's forms write, to prove a refusal wrote nothing. */
  async function snapshot() {
    const [brand, links, stores, storeImages, histories, orders, settings] = await Promise.all([
      t.db.selectFrom("brands").selectAll().where("id", "=", alice.brandId).executeTakeFirst(),
      t.db.selectFrom("links").selectAll().orderBy("id").execute(),
      t.db.selectFrom("stores").selectAll().orderBy("id").execute(),
      t.db.selectFrom("store_images").selectAll().orderBy("id").execute(),
      t.db.selectFrom("order_histories").selectAll().orderBy("id").execute(),
      t.db.selectFrom("orders").select(["id", "status"]).orderBy("id").execute(),
      t.db.selectFrom("platform_settings").selectAll().execute(),
    ]);
    return { brand, links, stores, storeImages, histories, orders, settings };
  }

  const profile = (overrides: Record<string, unknown> = {}) => ({
    intent: "update-profile",
    name: "Toko Alice",
    username: "alice",
    aboutText: "Kue rumahan",
    customerServiceWhatsapp: "0812-1111-2222",
    customerServiceEmail: "cs@alice.id",
    logoUrl: null,
    paymentInformation: "",
    paymentInformationSendAtStatus: "pesanan_diterima",
    isDeliveryByStoreEnabled: "on",
    deliveryCostInformation: "",
    ...overrides,
  });
  const store = (overrides: Record<string, unknown> = {}) => ({
    intent: "save",
    name: "Toko Alice Kemang",
    address: "Jl. Kemang Raya No. 10",
    phone: "0812 1111 2222",
    googleMapsLink: "https://maps.google.com/?q=kemang",
    images: [],
    ...overrides,
  });
  const link = (overrides: Record<string, string> = {}) => ({
    intent: "create",
    title: "Instagram",
    url: "https://instagram.com/alice",
    description: "",
    icon: "📸",
    thumbnailType: "icon",
    linkImage: "",
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t, { platformAdminEmails: "pengelola@example.com" });
    request = createRequester(context);
    alice = await brandOwner(t, "alice");
    await brandOwner(t, "pengelola");
    aliceCookie = await signIn("alice@example.com");
    adminCookie = await signIn("pengelola@example.com");
    await createLink(t.db, alice.brandId, { title: "Toko", url: "https://alice.id" });
    await createStore(t.db, alice.brandId, {
      name: "Toko Alice",
      address: "Jl. Mawar 1",
      phone: "6281211112222",
    });
    orderId = (
      await createOrderRecord(t.db, {
        brandId: alice.brandId,
        orderNumber,
        customerName: "Budi",
        customerPhone: "6285712345678",
        items: [{ productId: null, productName: "Kue", quantity: 1, unitPrice: 10000 }],
      })
    ).id;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  describe("a body that is not the expected object", () => {
    const deep = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const bodies = ["null", "[]", "42", '"teks"', "true", "", "{", deep(5000)];

    it("answers 400 'Data tidak valid' on every admin page action for a body that is no form", async () => {
      const before = await snapshot();
      const actions = [
        ["/admin/store", aliceCookie],
        ["/admin/about", aliceCookie],
        [`/admin/orders/${orderNumber}`, aliceCookie],
        ["/admin/platform-settings", adminCookie],
      ] as const;
      for (const [path, cookie] of actions) {
        for (const body of bodies) {
          expectFormRefusal(await request.json(path, cookie, body), 400, INVALID_VALUE);
        }
      }
      expect(await snapshot()).toEqual(before);
    });

    it("answers 400 'Data tidak valid' on the link and product pages for a body that is no form", async () => {
      const before = await snapshot();
      for (const path of ["/admin/links", "/admin/products"]) {
        for (const [body, type] of [
          ['{"intent":"create","title":"Hai"}', "application/json"],
          ["intent=create", "multipart/form-data; boundary=tidak-ada"],
          ["\u0000", "text/plain"],
        ]) {
          expectFormRefusal(await request.raw(path, aliceCookie, body, type), 400, INVALID_VALUE);
        }
        expectFormRefusal(
          await request.form(path, aliceCookie, { intent: "hapus" }),
          400,
          INVALID_VALUE,
          "intent",
        );
      }
      expect(await snapshot()).toEqual(before);
    });

    it("answers every field of the wrong kind in Indonesian, without zod's English", async () => {
      const before = await snapshot();
      const junk = { nested: [[[{ a: [[[]]] }]]] };
      const cases = [
        ["/admin/store", aliceCookie, store({ name: 5, address: junk, phone: [], images: "x" })],
        ["/admin/store", aliceCookie, store({ googleMapsLink: junk, images: [junk] })],
        ["/admin/store", aliceCookie, { intent: "delete-image", imageId: junk }],
        ["/admin/about", aliceCookie, { intent: junk }],
        ["/admin/about", aliceCookie, { intent: "set-open", isOpen: "ya" }],
        ["/admin/about", aliceCookie, { intent: "add-price-lists", images: junk }],
        ["/admin/about", aliceCookie, { intent: "delete-price-list", id: junk }],
        [
          "/admin/about",
          aliceCookie,
          profile({
            operationalHours: junk,
            paymentInformation: 12,
            paymentInformationSendAtStatus: "kapan-kapan",
            isDeliveryByStoreEnabled: "ya",
          }),
        ],
        ["/admin/about", aliceCookie, profile({ name: {}, aboutText: [], username: 1 })],
        [
          `/admin/orders/${orderNumber}`,
          aliceCookie,
          { intent: "update-status", orderId, status: junk, note: 1 },
        ],
        [
          `/admin/orders/${orderNumber}`,
          aliceCookie,
          { intent: "update-status", orderId: junk, status: "selesai" },
        ],
        [`/admin/orders/${orderNumber}`, aliceCookie, { intent: "cancel", orderId, reason: junk }],
        [`/admin/orders/${orderNumber}`, aliceCookie, { intent: junk, orderId, reason: "Habis" }],
        ["/admin/platform-settings", adminCookie, { faviconUrl: "javascript:alert(1)" }],
      ] as const;
      for (const [path, cookie, body] of cases) {
        // Each page gets each value as its form would post it.
        const answer = await request.form(path, cookie, formFields(body));
        const label = `${path} ${JSON.stringify(body).slice(0, 80)}`;
        expect([400, 404], label).toContain(answer.status);
        const result = answer.value.result as { error?: Record<string, string[]> } | undefined;
        expect(Object.values(result?.error ?? {}).flat()[0], label).toEqual(expect.any(String));
        expect(answer.text, label).not.toMatch(ENGLISH);
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  describe("control, bidi and zero-width characters", () => {
    it("refuses them in link texts on their field, and stores nothing", async () => {
      const before = await snapshot();
      for (const [name, char] of Object.entries(HIDDEN)) {
        for (const field of ["title", "url", "description", "icon"]) {
          const value = field === "url" ? `https://alice.id/${char}x` : `Hai${char}hai`;
          const answer = await request.form("/admin/links", aliceCookie, link({ [field]: value }));
          expect(answer.status, `${name} in ${field}`).toBe(400);
          const result = answer.value.result as { error?: Record<string, string[]> };
          expect(result.error?.[field]?.[0], `${name} in ${field}`).toBe(INVALID_CHARACTERS);
        }
      }
      const [{ id }] = before.links;
      for (const [intent, badId] of [
        ["update", `${id}\u0000`],
        ["delete", "\u0000"],
      ]) {
        const answer = await request.form("/admin/links", aliceCookie, link({ intent, id: badId }));
        expectFormRefusal(answer, 404, "Tautan tidak ditemukan");
      }
      const product = await request.form("/admin/products", aliceCookie, {
        intent: "delete",
        id: "\u0000",
      });
      expectFormRefusal(product, 404, PRODUCT_ADMIN_MESSAGES.notFound);
      expect(await snapshot()).toEqual(before);
    });

    it("refuses them in the store form on their field, and stores nothing", async () => {
      const before = await snapshot();
      for (const char of Object.values(HIDDEN)) {
        for (const field of ["name", "address", "phone", "googleMapsLink"]) {
          const value = field === "googleMapsLink" ? `https://maps.app/${char}x` : `08${char}12`;
          const answer = await request.form(
            "/admin/store",
            aliceCookie,
            formFields(store({ [field]: value })),
          );
          expectFormRefusal(answer, 400, INVALID_CHARACTERS, field);
        }
      }
      const photo = await request.form(
        "/admin/store",
        aliceCookie,
        formFields(store({ images: ["/media/product-images/a\u0000-1280.webp"] })),
      );
      expectFormRefusal(photo, 400, "Foto tidak valid", "images[0]");
      const deletion = await request.form("/admin/store", aliceCookie, {
        intent: "delete-image",
        imageId: "\u0000",
      });
      expectFormRefusal(deletion, 404, "Foto tidak ditemukan");
      expect(await snapshot()).toEqual(before);
    });

    it("refuses them in the brand profile on their field, and stores nothing", async () => {
      const before = await snapshot();
      const fields = [
        "name",
        "aboutText",
        "customerServiceWhatsapp",
        "customerServiceEmail",
        "paymentInformation",
        "deliveryCostInformation",
      ];
      for (const char of Object.values(HIDDEN)) {
        for (const field of fields) {
          const value = field === "customerServiceEmail" ? `cs${char}@alice.id` : `08${char}12`;
          const answer = await request.form(
            "/admin/about",
            aliceCookie,
            formFields(profile({ [field]: value })),
          );
          expectFormRefusal(answer, 400, INVALID_CHARACTERS, field);
        }
        const username = await request.form(
          "/admin/about",
          aliceCookie,
          formFields(profile({ username: `ali${char}ce` })),
        );
        expectFormRefusal(
          username,
          400,
          "Username hanya boleh menggunakan huruf, angka, tanda hubung (-), dan garis bawah (_).",
          "username",
        );
      }
      const priceList = await request.form("/admin/about", aliceCookie, {
        intent: "delete-price-list",
        id: "\u0000",
      });
      expectFormRefusal(priceList, 404, "Gambar daftar harga tidak ditemukan");
      expect(await snapshot()).toEqual(before);
    });

    it("refuses them in the platform settings on their field, and stores nothing", async () => {
      const before = await snapshot();
      for (const [name, char] of Object.entries(HIDDEN)) {
        const answer = await request.form("/admin/platform-settings", adminCookie, {
          siteTitle: `Pasar${char}Warga`,
          customerSupportPhone: `0812${char}1`,
        });
        expect(answer.status, name).toBe(400);
        expect(answer.value.result, name).toMatchObject({
          error: {
            siteTitle: [INVALID_CHARACTERS],
            customerSupportPhone: [INVALID_CHARACTERS],
          },
        });
      }
      expect(await snapshot()).toEqual(before);
    });

    it("keeps the line breaks of paragraphs, and only those", async () => {
      const saved = await request.form(
        "/admin/about",
        aliceCookie,
        formFields(
          profile({
            aboutText: "Kue rumahan.\r\nPesan sehari sebelumnya.",
            paymentInformation: "BCA 123\nDANA 0812",
            deliveryCostInformation: "Rp 5.000\nGratis di atas Rp 100.000",
          }),
        ),
      );
      expect(saved.status).toBe(200);
      const address = await request.form(
        "/admin/store",
        aliceCookie,
        formFields(store({ address: "Jl. Kemang Raya No. 10\nJakarta Selatan" })),
      );
      expect(address.status).toBe(200);
      const brand = await t.db
        .selectFrom("brands")
        .select(["about_text", "payment_information", "delivery_cost_information"])
        .where("id", "=", alice.brandId)
        .executeTakeFirstOrThrow();
      expect(brand).toEqual({
        about_text: "Kue rumahan.\nPesan sehari sebelumnya.",
        payment_information: "BCA 123\nDANA 0812",
        delivery_cost_information: "Rp 5.000\nGratis di atas Rp 100.000",
      });
      const stored = await t.db
        .selectFrom("stores")
        .select("address")
        .where("brand_id", "=", alice.brandId)
        .execute();
      expect(stored.map((row) => row.address)).toEqual(["Jl. Kemang Raya No. 10\nJakarta Selatan"]);
    });
  });

  describe("order status notes", () => {
    it("stores a note with its line breaks in the history", async () => {
      const answer = await request.form(`/admin/orders/${orderNumber}`, aliceCookie, {
        intent: "update-status",
        orderId,
        status: "diproses",
        note: " Kurir berangkat\r\njam 10 ",
      });
      expect(answer.status).toBe(200);
      const history = await t.db
        .selectFrom("order_histories")
        .select(["status", "note"])
        .where("order_id", "=", orderId)
        .execute();
      expect(history).toContainEqual({ status: "diproses", note: "Kurir berangkat\njam 10" });
    });

    it("refuses a note with control characters, or too long, and changes nothing", async () => {
      const before = await snapshot();
      for (const note of [
        "Kurir\u0000berangkat",
        "Kurir\tberangkat",
        "\u202Eberangkat",
        "x".repeat(501),
      ]) {
        const answer = await request.form(`/admin/orders/${orderNumber}`, aliceCookie, {
          intent: "update-status",
          orderId,
          status: "selesai",
          note,
        });
        expectFormRefusal(
          answer,
          400,
          note.length > 500 ? "Maksimal 500 karakter" : INVALID_CHARACTERS,
          "note",
        );
      }
      const unknownOrder = await request.form(`/admin/orders/${orderNumber}`, aliceCookie, {
        intent: "update-status",
        orderId: `${orderId}\u0000`,
        status: "selesai",
      });
      // The toast carries the page's own failure text; the form keeps the reason.
      expectFormRefusal(unknownOrder, 404, "Pesanan Tidak Ditemukan");
      expect(await snapshot()).toEqual(before);
    });

    it("finds no order for an address with a NUL byte", async () => {
      const answer = await request.load(`/admin/orders/${orderNumber}%00`, aliceCookie);
      expect(answer.status).toBe(404);
      expect(answer.value).toMatchObject({ "admin-order-detail": { data: { order: null } } });
    });
  });

  describe("order tracking", () => {
    const hint = "Silakan periksa kembali nomor pesanan Anda dan pastikan sudah benar.";

    it("refuses a number with a NUL byte or in any other shape, before any query", async () => {
      for (const number of [
        `${orderNumber}\u0000`,
        "ORD\u202E10000001",
        "ORD-001",
        "' OR 1=1 --",
      ]) {
        const lookup = await request.form("/alice/order-tracking", undefined, {
          intent: "lookup",
          orderNumber: number,
        });
        expect(lookup.status, JSON.stringify(number)).toBe(400);
        expect(lookup.value).toMatchObject({
          result: { status: "error", error: { orderNumber: [hint] } },
        });
        const verify = await request.form("/alice/order-tracking", undefined, {
          intent: "verify",
          orderNumber: number,
          digits: "5678",
        });
        expect(verify.status).toBe(400);
        expect(verify.value).toMatchObject({ result: { error: { orderNumber: [hint] } } });
      }
      const digits = await request.form("/alice/order-tracking", undefined, {
        intent: "verify",
        orderNumber,
        digits: "56\u000078",
      });
      expect(digits.status).toBe(400);
      expect(digits.value).toMatchObject({
        result: {
          error: { digits: ["4 digit terakhir nomor HP tidak sesuai. Silakan coba lagi."] },
        },
      });
    });

    it("refuses a body that is no form in Indonesian", async () => {
      const answer = await request.raw("/alice/order-tracking", "", "null", "application/json");
      expect(answer.status).toBe(400);
      expect(answer.value).toEqual({
        result: { status: "error", error: { "": ["Data tidak valid"] } },
      });
    });

    it("knows no shop whose address holds a NUL byte or other characters no URL name has", async () => {
      for (const name of ["alice%00", "%E2%80%AEalice", "ali%20ce"]) {
        expect((await request.load(`/${name}/order-tracking`)).status, name).toBe(404);
        const answer = await request.form(`/${name}/order-tracking`, undefined, {
          intent: "lookup",
          orderNumber,
        });
        expect(answer.status, name).toBe(404);
        expect(answer.value).toMatchObject({
          result: { error: { "": ["Username tidak ditemukan."] } },
        });
      }
      const platform = await request.load("/order-tracking?username=alice%00&number=ORD10000001");
      expect(platform.status).toBe(404);
    });
  });

  describe("a report about a shop", () => {
    const reports = () =>
      t.db.selectFrom("shop_reports").select("id").where("brand_id", "=", alice.brandId).execute();
    const good = {
      reason: "fraud",
      details: "Sudah bayar, barang tidak dikirim sama sekali.",
      contact: "0812-3456-7890",
    };

    it("refuses NUL bytes and hidden characters on their field, and stores nothing", async () => {
      const cases: [Record<string, string>, string, string][] = [
        [{ ...good, reason: "fraud\u0000" }, "reason", "Pilih alasan laporan"],
        [{ ...good, details: `${good.details}\u0000` }, "details", INVALID_CHARACTERS],
        [{ ...good, details: `Sudah bayar\u202E, tidak dikirim.` }, "details", INVALID_CHARACTERS],
        [
          { ...good, contact: "0812\u00003456789" },
          "contact",
          "Tulis nomor WhatsApp (08…) atau alamat email yang benar",
        ],
        [
          { ...good, contact: "budi\u200B@example.com" },
          "contact",
          "Tulis nomor WhatsApp (08…) atau alamat email yang benar",
        ],
      ];
      for (const [fields, field, message] of cases) {
        const answer = await request.form("/alice/laporkan", undefined, fields);
        expectFormRefusal(answer, 400, message, field);
      }
      expect(await reports()).toEqual([]);
    });

    it("refuses a body that is no form, or fields of the wrong kind, in Indonesian", async () => {
      const answer = await request.raw("/alice/laporkan", "", "null", "application/json");
      expect(answer.status).toBe(400);
      expect(answer.value).toEqual({
        result: { status: "error", error: { "": ["Data tidak valid"] } },
      });
      const nested = await request.form("/alice/laporkan", undefined, {
        reason: "fraud",
        "details.text": good.details,
        "contact[0]": "0812-3456-7890",
      });
      expect(nested.status).toBe(400);
      expect(nested.text).not.toMatch(ENGLISH);
      expect(await reports()).toEqual([]);
    });

    it("knows no shop whose address holds a NUL byte or other characters no URL name has", async () => {
      for (const name of ["alice%00", "%E2%80%AEalice", "ali%20ce"]) {
        expect((await request.load(`/${name}/laporkan`)).status, name).toBe(404);
        const answer = await request.form(`/${name}/laporkan`, undefined, good);
        expectFormRefusal(answer, 404, "Toko tidak ditemukan.");
      }
      expect(await reports()).toEqual([]);
    });
  });

  it("gives the shell a one-line site title, whatever was stored before", async () => {
    await ensurePlatformSettings(t.db);
    await t.db
      .updateTable("platform_settings")
      .set({ site_title: "Pasar\r\nWarga\u202E\u200B" })
      .execute();
    expect((await getPlatformSettings(t.db)).siteTitle).toBe("Pasar Warga");
  });
});
