import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PLATFORM_MESSAGES } from "#domain/platform-oversight";
import { productPath } from "#domain/product-slug";
import type { DatabaseHandle } from "#server/db/database";
import { createHttpApp } from "#server/http";
import { createNodeServer } from "#server/node-server";
import {
  createBrand,
  createOrderRecord,
  createProduct,
  createSeller,
  createStore,
} from "#server/seed/factories";
import { touchShopPages } from "#server/services/page-versions";
import { reinstateShop, suspendShop, type PlatformActor } from "#server/services/shop-suspension";
import { createViewRecorder } from "#server/services/view-recorder";
import * as rootRoute from "#app/root";
import { createTestContext } from "./support/app-context";
import {
  createTestDatabase,
  testDatabaseKinds,
  type SharedTestDatabase,
} from "./support/databases";
import { createTestBuild } from "./support/route-requests";
import { brandOwner } from "./support/sellers";
import { mountAppRoutes, type MountedRoute } from "./fuzz/requests";

// What a suspension does everywhere else (decision 077), through the real HTTP server with
// the page cache on and the route table's own modules: every public route of the shop
// answers 410 with the notice, the tracking page still finds an order and says why nothing
// moves, orders are refused and nothing is stored, the owner's admin opens read-only with
// a banner and refuses every write, and reinstating brings everything back as it was. A
// closed shop answers 410 with its own notice.

const SHOP = "warung-tutup";
const REASON = "Menjual barang yang dilarang oleh ketentuan platform.";
const ACTOR: PlatformActor = { id: "admin", email: "admin@example.com" };
const PHONE = "081234567890";

const FORM = {
  deliveryDay: "tomorrow",
  deliveryTime: "10:00",
  customerName: "Budi Santoso",
  customerPhone: "0812-3456-7890",
  deliveryMethod: "Ambil di Toko",
  note: "",
  referralCode: "",
};

/** The API routes a shop's pages call, each with a request naming the shop. */
type ApiRequest = { method: "GET" | "POST"; url: string; body?: string; type?: string };

/** API routes that serve no shop's visitors: the seller's uploads and QRIS reader. */
const NOT_A_SHOPS_API = new Set(["api/uploads", "api/qris-read"]);

/** Admin actions that are no write to the shop, or not the shop's team's at all. */
const NOT_A_SHOPS_WRITE = new Map([
  // Choosing which of one's shops to work on changes none of them.
  ["admin/switch-shop", 303],
  // The platform's own settings: a seller is refused there whatever the shop's state.
  ["admin/platform-settings", 403],
  // Her own account (decision 080): she may still delete it, so the form is read, and this
  // one, no form of that page, is refused as such.
  ["admin/account", 400],
]);

/** The platform admin's pages (decision 077): a seller is refused there, suspended or not. */
const isPlatformAdminsPage = (full: string) => full.startsWith("admin/platform/");

type Answer = { status: number; body: string; value: unknown; headers: Headers };

/** A route's full path in the table (layouts have none of their own). */
function fullPathOf(route: MountedRoute, byId: Map<string, MountedRoute>): string {
  const parts: string[] = [];
  for (let at: MountedRoute | undefined = route; at; at = byId.get(at.parentId)) {
    if (at.path) parts.unshift(at.path);
  }
  return parts.join("/");
}

const isPage = (route: MountedRoute) => typeof route.module.default === "function";

describe.each(testDatabaseKinds)("a suspended or closed shop on %s", (kind) => {
  let t: SharedTestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let clientDir: string;
  let routes: MountedRoute[];
  let byId: Map<string, MountedRoute>;
  let first: { origin: string; stop: () => Promise<unknown> };
  let second: { origin: string; stop: () => Promise<unknown> };
  let other: DatabaseHandle;
  let owner: Awaited<ReturnType<typeof brandOwner>>;
  let productId: string;
  let productUrl: string;
  let orderNumber: string;

  /** The app as one instance of the server on a port of its own, pages kept in memory. */
  async function serve(appContext: typeof context) {
    const server = createNodeServer((req, res) => void listener(req, res));
    const origin = `http://127.0.0.1:${await server.listen(0)}`;
    const app = createHttpApp({
      ...appContext,
      config: { ...appContext.config, appUrl: origin },
      build: createTestBuild(routes, rootRoute),
      clientDir,
      mediaDir: undefined,
    });
    const listener = getRequestListener(app.fetch);
    return { origin, stop: () => server.drain(1_000) };
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    routes = await mountAppRoutes();
    byId = new Map(routes.map((route) => [route.id, route]));
    context = createTestContext(t);
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-client-"));
    first = await serve(context);
    // Its own connection or pool, its own views, its own kept pages.
    other = t.reopen();
    second = await serve({
      ...context,
      db: other.db,
      views: createViewRecorder(other.db, context.logger, { flushMs: 60 * 60 * 1000 }),
    });
    owner = await brandOwner(t, SHOP);
    await t.db
      .updateTable("brands")
      .set({ phone_number: "6281200001111", name: "Warung Tutup" })
      .where("id", "=", owner.brandId)
      .execute();
    const product = await createProduct(t.db, owner.brandId, { name: "Nasi Uduk", price: 15000 });
    productId = product.id;
    productUrl = productPath(SHOP, { id: productId, name: "Nasi Uduk" });
    orderNumber = (
      await createOrderRecord(t.db, {
        brandId: owner.brandId,
        customerName: "Budi Santoso",
        customerPhone: PHONE,
        items: [{ productId, productName: "Nasi Uduk", quantity: 1, unitPrice: 15000 }],
      })
    ).orderNumber;
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await other?.close();
    await t?.destroy();
    if (clientDir) fs.rmSync(clientDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T12:00:30+07:00"));
  });
  afterEach(async () => {
    vi.useRealTimers();
    // Each test starts with the shop public.
    await t.db
      .updateTable("brands")
      .set({ suspended_at: null, suspension_reason: null, closed_at: null })
      .where("id", "=", owner.brandId)
      .execute();
    await touchShopPages(t.db, owner.brandId);
  });

  async function send(
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
    origin = first.origin,
  ): Promise<Answer> {
    const response = await fetch(`${origin}${url}`, {
      ...init,
      headers: { Origin: origin, ...init.headers },
      redirect: "manual",
    });
    const body = await response.text();
    let value: unknown;
    const type = response.headers.get("content-type") ?? "";
    if (type.includes("text/x-script")) {
      value = (await decodeViaTurboStream(new Response(body).body!, globalThis)).value;
    } else if (type.includes("application/json")) {
      value = JSON.parse(body);
    }
    return { status: response.status, body, value, headers: response.headers };
  }

  const suspend = (db = t.db) => suspendShop(db, ACTOR, { brandId: owner.brandId, reason: REASON });
  const reinstate = (db = t.db) =>
    reinstateShop(db, ACTOR, { brandId: owner.brandId, reason: "Sudah diperbaiki oleh pemilik." });

  const orderBody = () =>
    JSON.stringify({
      username: SHOP,
      form: FORM,
      items: [{ productId, quantity: 1, customizations: {}, notes: "", seenPrice: 15000 }],
    });

  /** Every public route of the shop in the route table, and the API its pages call. */
  function publicRequests(): { name: string; page: boolean; request: ApiRequest }[] {
    const requests: { name: string; page: boolean; request: ApiRequest }[] = [];
    for (const route of routes) {
      const full = fullPathOf(route, byId);
      if (!full.startsWith(":username")) continue;
      if (full === ":username/order-tracking") continue; // stays open, tested on its own
      const url = `/${full
        .replace(":username/products/:slug", productUrl.slice(1))
        .replace(":username", SHOP)}`;
      const query = full.includes("order-tracking/")
        ? `?number=${orderNumber}&digits=7890`
        : full.endsWith("nota")
          ? `?number=${orderNumber}&format=pdf&digits=7890`
          : "";
      requests.push({
        name: full,
        page: isPage(route),
        request: { method: "GET", url: isPage(route) ? `${url}.data` : `${url}${query}` },
      });
    }
    // A page the shop does not have is still the shop's: the catch-all route.
    requests.push({
      name: "*",
      page: true,
      request: { method: "GET", url: `/${SHOP}/menu-lama.data` },
    });
    const api: Record<string, ApiRequest> = {
      "api/cart-products": {
        method: "GET",
        url: `/api/cart-products?username=${SHOP}&id=${productId}`,
      },
      "api/ordering-window": { method: "GET", url: `/api/ordering-window?username=${SHOP}` },
      "api/visits": {
        method: "POST",
        url: "/api/visits",
        body: `kind=shop&event=page&id=${SHOP}`,
        type: "text/plain;charset=UTF-8",
      },
      "api/orders": {
        method: "POST",
        url: "/api/orders",
        body: orderBody(),
        type: "application/json",
      },
    };
    for (const route of routes) {
      const full = fullPathOf(route, byId);
      if (!full.startsWith("api/") || NOT_A_SHOPS_API.has(full)) continue;
      // A new API route a shop's page calls must be walked here.
      expect(api, `${full} is walked`).toHaveProperty([full]);
      requests.push({ name: full, page: false, request: api[full]! });
    }
    return requests;
  }

  const sendRequest = (request: ApiRequest, origin?: string) =>
    send(
      request.url,
      {
        method: request.method,
        headers: request.type ? { "Content-Type": request.type } : {},
        body: request.body,
      },
      origin,
    );

  const orderCount = async () =>
    Number(
      (
        await t.db
          .selectFrom("orders")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("brand_id", "=", owner.brandId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("answers 410 with the notice on every public route of the route table, and as before once reinstated", async () => {
    const requests = publicRequests();
    expect(requests.length).toBeGreaterThan(15);
    const before = new Map<string, number>();
    for (const { name, request } of requests) {
      before.set(name, (await sendRequest(request)).status);
    }
    // The shop's pages answered as a public shop's do (an order is placed, a page is counted).
    expect(before.get(":username")).toBe(200);
    expect(before.get(":username/products/:slug")).toBe(200);
    expect(before.get("api/orders")).toBe(201);
    const orders = await orderCount();

    await suspend();
    for (const { name, page, request } of requests) {
      const answer = await sendRequest(request);
      expect(answer.status, name).toBe(410);
      if (name === "api/orders") {
        expect(answer.value).toEqual({ error: PLATFORM_MESSAGES.suspendedOrder });
      } else if (page) {
        // The page's error carries the shop's name and the notice, nothing else of the shop.
        expect(answer.body, name).toContain(PLATFORM_MESSAGES.suspendedNotice);
        expect(answer.body, name).toContain("Warung Tutup");
        expect(answer.body, name).not.toContain("Nasi Uduk");
      } else {
        expect(answer.body, name).toContain(PLATFORM_MESSAGES.suspendedNotice);
      }
    }
    // Nothing was ordered while suspended.
    expect(await orderCount()).toBe(orders);

    await reinstate();
    for (const { name, request } of requests) {
      expect((await sendRequest(request)).status, name).toBe(before.get(name));
    }
  });

  it("an unknown shop and one whose owner never verified the address stay 404", async () => {
    const { userId } = await createSeller(t.auth, {
      email: "belum@example.com",
      password: "rahasia123",
      name: "Belum",
      emailVerified: false,
    });
    const brand = await createBrand(t.db, { userId, name: "Belum", username: "belum-verif" });
    await suspendShop(t.db, ACTOR, { brandId: brand.id, reason: REASON });
    for (const name of ["belum-verif", "tidak-ada-toko"]) {
      expect((await send(`/${name}.data`)).status, name).toBe(404);
      expect((await send(`/${name}/products.data`)).status, name).toBe(404);
      expect((await send(`/${name}/sitemap.xml`)).status, name).toBe(404);
    }
  });

  it("a kept page on one instance answers 410 right after another instance suspends, and the shop again after reinstating", async () => {
    const home = async () => send(`/${SHOP}.data`, {}, first.origin);
    const kept = await home();
    expect(kept.status).toBe(200);
    // Served again from memory: the same bytes under the same validator.
    const again = await home();
    expect(again.headers.get("etag")).toBe(kept.headers.get("etag"));
    expect(again.body).toContain("Warung Tutup");

    // Suspended through the other instance's own database connection.
    await suspend(other.db);
    const gone = await home();
    expect(gone.status).toBe(410);
    expect(gone.headers.get("x-robots-tag")).toBe("noindex");
    // Nor kept by the browser: reinstating brings the shop back on the next visit.
    expect(gone.headers.get("cache-control")).toBe("private, no-store");
    expect(gone.body).toContain(PLATFORM_MESSAGES.suspendedNotice);
    expect((await home()).status).toBe(410);
    expect((await send(`/${SHOP}.data`, {}, second.origin)).status).toBe(410);
    // A 410 is not kept: lifted behind the page versions' back, the very next request
    // renders the shop again, where a kept 410 of the same version would still be served.
    await t.db
      .updateTable("brands")
      .set({ suspended_at: null })
      .where("id", "=", owner.brandId)
      .execute();
    expect((await home()).status).toBe(200);
    await t.db
      .updateTable("brands")
      .set({ suspended_at: new Date().toISOString() })
      .where("id", "=", owner.brandId)
      .execute();
    await touchShopPages(t.db, owner.brandId);
    expect((await home()).status).toBe(410);

    await reinstate(other.db);
    const back = await home();
    expect(back.status).toBe(200);
    expect(back.body).toContain("Warung Tutup");
    expect(back.body).not.toContain(PLATFORM_MESSAGES.suspendedNotice);
  });

  it("the platform's sitemap index, shop directory and store list drop the shop at once and list it again after reinstating", async () => {
    const listed = async () => ({
      sitemap: (await send("/sitemap.xml")).body.includes(`/${SHOP}/sitemap.xml`),
      directory: (await send("/products.data")).body.includes("Warung Tutup"),
      search: (await send("/products.data?q=warung")).body.includes("Warung Tutup"),
    });
    await createStore(t.db, owner.brandId, {
      name: "Gerai Pasar Baru",
      address: "Jl. Pasar Baru 1",
      phone: "6281200002222",
    });
    const storeListed = async () => (await send("/stores.data")).body.includes("Warung Tutup");

    const everywhere = { sitemap: true, directory: true, search: true };
    expect(await listed()).toEqual(everywhere);
    expect(await storeListed()).toBe(true);
    await suspend();
    expect(await listed()).toEqual({ sitemap: false, directory: false, search: false });
    expect(await storeListed()).toBe(false);
    await reinstate();
    expect(await listed()).toEqual(everywhere);
    expect(await storeListed()).toBe(true);
  });

  it("refuses an order with its reason and stores nothing", async () => {
    const customers = () =>
      t.db.selectFrom("customers").select("phone").where("brand_id", "=", owner.brandId).execute();
    const known = await customers();
    await suspend();
    const orders = await orderCount();
    const answer = await send("/api/orders", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        ...JSON.parse(orderBody()),
        form: { ...FORM, customerPhone: "0813-1111-2222", customerName: "Citra" },
      }),
    });
    expect(answer.status).toBe(410);
    expect(answer.value).toEqual({ error: PLATFORM_MESSAGES.suspendedOrder });
    expect(await orderCount()).toBe(orders);
    expect(await customers()).toEqual(known);
  });

  it("still finds a customer's order on the tracking page, with the notice above it", async () => {
    await suspend();
    const page = await send(`/${SHOP}/order-tracking.data`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(PLATFORM_MESSAGES.suspendedNotice);

    const post = (fields: Record<string, string>) =>
      send(`/${SHOP}/order-tracking.data`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    const lookup = await post({ intent: "lookup", orderNumber });
    expect(lookup.status).toBe(200);
    expect(lookup.body).toContain('"isFound"');
    const verify = await post({ intent: "verify", orderNumber, digits: "7890" });
    expect(verify.status).toBe(200);
    expect(verify.body).toContain("Nasi Uduk");
    expect(verify.body).toContain("Budi Santoso");
    // It links to none of the shop's files, which answer 410.
    expect(verify.body).not.toContain(`/${SHOP}/nota?`);

    // Once reinstated, the page says nothing of a suspension.
    await reinstate();
    const after = await send(`/${SHOP}/order-tracking.data`);
    expect(after.status).toBe(200);
    expect(after.body).not.toContain(PLATFORM_MESSAGES.suspendedNotice);
  });

  describe("the shop's team", () => {
    let cookie: string;

    beforeAll(async () => {
      const answer = await t.auth.api.signInEmail({
        body: { email: owner.email, password: "rahasia123" },
        asResponse: true,
      });
      cookie = answer.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
    });

    /** Every admin route of the table, with its parameters filled in. */
    function adminRoutes() {
      return routes
        .map((route) => ({ route, full: fullPathOf(route, byId) }))
        .filter(({ full }) => full.startsWith("admin/") || full === "admin")
        .map(({ route, full }) => ({
          route,
          full,
          url: `/${full
            .replace(":orderNumber", orderNumber)
            .replace(":phone", PHONE)
            .replace(":format", "pdf")
            .replace(":kind", "product")
            .replace(":id", productId)
            .replace(":file", "icon-192.png")
            .replace("*", "tidak-ada")}`,
        }));
    }

    /** What the shop holds: its row and the rows of everything it has. */
    async function snapshot() {
      const brand = await t.db
        .selectFrom("brands")
        .selectAll()
        .where("id", "=", owner.brandId)
        .executeTakeFirstOrThrow();
      const counts: Record<string, number> = {};
      for (const table of [
        "links",
        "products",
        "stores",
        "orders",
        "brand_price_lists",
        "brand_members",
        "brand_invitations",
        "special_days",
        "customers",
        "product_categories",
      ] as const) {
        const row = await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .where("brand_id", "=", owner.brandId)
          .executeTakeFirstOrThrow();
        counts[table] = Number(row.n);
      }
      const { page_version: _version, ...rest } = brand;
      return { brand: rest, counts };
    }

    it("opens every admin page with the banner and the reason, and downloads its files", async () => {
      const pages = adminRoutes().filter(({ route }) => route.module.loader);
      const get = (url: string, page: boolean) =>
        send(page ? `${url}.data` : url, { headers: { Cookie: cookie } });
      const before = new Map<string, number>();
      for (const { full, url, route } of pages) {
        before.set(full, (await get(url, isPage(route))).status);
      }
      expect(before.get("admin/orders")).toBe(200);
      expect(before.get("admin/orders/:orderNumber/nota/:format")).toBe(200);

      await suspend();
      for (const { full, url, route } of pages) {
        const answer = await get(url, isPage(route));
        if (full === "admin/orders/manual") {
          // The page is only the form of an order: it says why it is closed.
          expect(answer.status, full).toBe(403);
          expect(answer.body, full).toContain(PLATFORM_MESSAGES.ownerReadOnly);
          continue;
        }
        expect(answer.status, full).toBe(before.get(full));
        if (isPage(route) && answer.status === 200) {
          const layout = (answer.value as Record<string, { data?: { suspension?: unknown } }>)[
            "routes/admin/layout"
          ];
          if (layout) expect(layout.data?.suspension, full).toEqual({ reason: REASON });
        }
      }

      await reinstate();
      const home = await get("/admin/orders", true);
      const layout = (home.value as Record<string, { data?: { suspension?: unknown } }>)[
        "routes/admin/layout"
      ];
      expect(layout?.data?.suspension).toBeNull();
    });

    it("refuses every admin write with the reason and changes nothing; reinstated, a write is saved", async () => {
      const writes = adminRoutes().filter(({ route }) => route.module.action);
      expect(writes.length).toBeGreaterThan(15);
      await suspend();
      const held = await snapshot();
      for (const { full, url, route } of writes) {
        const answer = await send(isPage(route) ? `${url}.data` : url, {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "save", name: "Diubah" }).toString(),
        });
        const other = isPlatformAdminsPage(full) ? 403 : NOT_A_SHOPS_WRITE.get(full);
        if (other !== undefined) {
          expect(answer.status, full).toBe(other === 303 ? answer.status : other);
          continue;
        }
        expect(answer.status, full).toBe(403);
        expect(answer.body, full).toContain(PLATFORM_MESSAGES.ownerReadOnly);
      }
      expect(await snapshot()).toEqual(held);

      await reinstate();
      const saved = await send("/admin/about.data", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          intent: "update-profile",
          name: "Warung Buka Lagi",
          username: SHOP,
          aboutText: "Kami buka lagi.",
          customerServiceWhatsapp: "0812-1111-2222",
          customerServiceEmail: "cs@warung.id",
          logoUrl: "",
          paymentInformation: "",
          paymentInformationSendAtStatus: "pesanan_diterima",
          deliveryCostInformation: "",
        }).toString(),
      });
      expect(saved.status, saved.body).toBe(200);
      const name = await t.db
        .selectFrom("brands")
        .select("name")
        .where("id", "=", owner.brandId)
        .executeTakeFirstOrThrow();
      expect(name.name).toBe("Warung Buka Lagi");
      await t.db
        .updateTable("brands")
        .set({ name: "Warung Tutup" })
        .where("id", "=", owner.brandId)
        .execute();
    });
  });

  it("a closed shop answers 410 with its own notice, and takes no order", async () => {
    await t.db
      .updateTable("brands")
      .set({ closed_at: new Date().toISOString() })
      .where("id", "=", owner.brandId)
      .execute();
    await touchShopPages(t.db, owner.brandId);
    for (const url of [`/${SHOP}.data`, `/${SHOP}/products.data`, `/${SHOP}/order-tracking.data`]) {
      const answer = await send(url);
      expect(answer.status, url).toBe(410);
      expect(answer.body, url).toContain(PLATFORM_MESSAGES.closedNotice);
    }
    const order = await send("/api/orders", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: orderBody(),
    });
    expect(order.status).toBe(410);
    expect(order.value).toEqual({ error: PLATFORM_MESSAGES.closedNotice });
    expect((await send(`/${SHOP}/sitemap.xml`)).status).toBe(410);
  });
});
