import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DAYS, type OperationalHours } from "#domain/operational-hours";
import type { PlatformSettings } from "#domain/platform-settings";
import type { Toast } from "#domain/toast";
import type { BrandOwner, SessionUser } from "#server/auth/guards";
import type { AppContext } from "#server/context";
import type { DatabaseHandle } from "#server/db/database";
import { createHttpApp } from "#server/http";
import { createNodeServer } from "#server/node-server";
import {
  createBrand,
  createLink,
  createProduct,
  createSeller,
  createStore,
} from "#server/seed/factories";
import { updateOwnBrandProfile } from "#server/services/admin-brand";
import { createOwnLink } from "#server/services/admin-links";
import { cancelOrder } from "#server/services/admin-orders";
import { updateOwnProduct } from "#server/services/admin-products";
import { updateOwnShopHours } from "#server/services/admin-store";
import type { CheckoutSettings } from "#server/services/checkout-settings";
import { updateOwnOrderSettings } from "#server/services/order-settings";
import { createOrder } from "#server/services/orders";
import { touchPages } from "#server/services/page-versions";
import { updatePlatformSettings } from "#server/services/platform-settings";
import type {
  PublicBrand,
  PublicLink,
  PublicPriceList,
  PublicProduct,
  PublicStore,
} from "#server/services/storefront";
import { createViewRecorder } from "#server/services/view-recorder";
import { toastCookie } from "#server/toast";
import * as rootRoute from "#app/root";
import * as aboutRoute from "#app/routes/about";
import * as brandHomeRoute from "#app/routes/brand-home";
import * as cartRoute from "#app/routes/cart";
import * as productsRoute from "#app/routes/products";
import * as storesRoute from "#app/routes/stores";
import { createTestContext } from "./support/app-context";
import {
  createTestDatabase,
  testDatabaseKinds,
  type SharedTestDatabase,
} from "./support/databases";
import { createTestBuild } from "./support/route-requests";
import { brandOwner } from "./support/sellers";

// Shop pages kept in memory (server/page-cache.ts), served through the whole HTTP stack on a
// real port with the storefront's own routes: a kept answer is served again, and every
// write a shop page shows, on any instance, is seen by the very next request; answers to
// requests with a cookie are never kept nor served from memory; views are counted for every
// answer; kept answers are compressed once and answer 304 to their ETag.

const ROUTES = [
  { id: "home", parentId: "root", path: ":username", module: brandHomeRoute },
  { id: "products", parentId: "root", path: ":username/products", module: productsRoute },
  { id: "stores", parentId: "root", path: ":username/stores", module: storesRoute },
  { id: "about", parentId: "root", path: ":username/about", module: aboutRoute },
  { id: "cart", parentId: "root", path: ":username/cart", module: cartRoute },
];

/** The inline script of every document: the CSP of a kept document lists its hash. */
const INLINE_SCRIPT = "window.__shop = true;";
/** What an HTML injection in a shop's text would put in a page: a script without the nonce. */
const INJECTED_SCRIPT = "<script>window.__injected = true;</script>";

/**
 * The storefront's routes under the real root; documents are a small page of their own with
 * an inline script carrying the request's nonce, as the real document does.
 */
const BUILD = {
  ...createTestBuild(ROUTES, rootRoute),
  entry: {
    module: {
      default: (
        _request: Request,
        status: number,
        headers: Headers,
        _entryContext: unknown,
        loadContext: AppContext,
      ) => {
        headers.set("Content-Type", "text/html; charset=utf-8");
        const nonce = loadContext.cspNonce ? ` nonce="${loadContext.cspNonce}"` : "";
        return new Response(
          `<!DOCTYPE html><html><head><script${nonce}>${INLINE_SCRIPT}</script>` +
            `<script${nonce} src="/assets/entry.js"></script></head>` +
            `<body>${INJECTED_SCRIPT}</body></html>`,
          { status, headers },
        );
      },
    },
  },
} as ReturnType<typeof createTestBuild>;

type RootData = { settings: PlatformSettings; toast: Toast | null };
type HomeData = { brand: PublicBrand; links: PublicLink[]; priceLists: PublicPriceList[] };
type ProductsData = { brand: PublicBrand; products: PublicProduct[]; checkout: CheckoutSettings };
type StoresData = { stores: PublicStore[] };
type AboutData = {
  brand: PublicBrand;
  contact: { customerServiceWhatsapp: string | null; customerServiceEmail: string | null };
};
type CartData = { checkout: CheckoutSettings };
type PageData = {
  home: HomeData;
  products: ProductsData;
  stores: StoresData;
  about: AboutData;
  cart: CartData;
};

type Answer = { status: number; headers: Headers; body: string };

const FORM = {
  deliveryDay: "tomorrow",
  deliveryTime: "10:00",
  customerName: "Budi Santoso",
  customerPhone: "0812-3456-7890",
  note: "",
  referralCode: "",
};

const everyDay = (openTime: string, closeTime: string): OperationalHours =>
  Object.fromEntries(
    DAYS.map((day) => [day, { isOpen: true, openTime, closeTime }]),
  ) as OperationalHours;

/** An instant on Monday 23/11/2026 given as the wall clock in Jakarta (WIB, UTC+7). */
const jakarta = (time: string) => new Date(`2026-11-23T${time}+07:00`);

const platformAdmin: SessionUser = {
  id: "admin",
  email: "admin@example.com",
  name: "Admin",
  emailVerified: true,
  role: "platform-admin",
};

/** The app on a port of its own, as one instance of the server. */
async function serve(context: AppContext, clientDir: string) {
  const app = createHttpApp({ ...context, build: BUILD, clientDir, mediaDir: undefined });
  const listener = getRequestListener(app.fetch);
  const server = createNodeServer((req, res) => void listener(req, res));
  const port = await server.listen(0);
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.drain(1_000) };
}

type Instance = Awaited<ReturnType<typeof serve>>;

async function decode(body: string): Promise<Record<string, { data: unknown }>> {
  const { value } = await decodeViaTurboStream(new Response(body).body!, globalThis);
  return value as Record<string, { data: unknown }>;
}

/** The answer as a client reads it, decompressed by fetch. */
async function get(instance: Instance, url: string, headers: HeadersInit = {}): Promise<Answer> {
  const response = await fetch(`${instance.origin}${url}`, { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The answer's bytes as they travel, not decompressed. */
function getRaw(
  instance: Instance,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${instance.origin}${url}`, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on("error", reject);
  });
}

describe.each(testDatabaseKinds)("shop pages kept in memory on %s", (kind) => {
  let t: SharedTestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let clientDir: string;
  let app: Instance;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t, { trustProxy: 1 });
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-client-"));
    app = await serve(context, clientDir);
  });
  afterAll(async () => {
    await app?.stop();
    await t?.destroy();
    if (clientDir) fs.rmSync(clientDir, { recursive: true, force: true });
  });
  // The clock stands still unless a test moves it: a page shows a write because the write
  // changed its version, never because a minute happened to end between two requests.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(jakarta("12:00:30"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The root's and the page's data of a shop page (`/name`, `/name/products`, …). */
  async function load<Route extends keyof PageData>(
    route: Route,
    url: string,
    { instance = app, headers = {} }: { instance?: Instance; headers?: HeadersInit } = {},
  ) {
    const answer = await get(instance, `${url}.data`, headers);
    expect(answer.status, `${url}.data`).toBe(200);
    const data = await decode(answer.body);
    return {
      answer,
      root: data.root!.data as RootData,
      page: data[route]!.data as PageData[Route],
    };
  }

  const productNames = async (username: string, instance = app) =>
    (await load("products", `/${username}/products`, { instance })).page.products.map(
      (product) => product.name,
    );
  const productOf = async (username: string, id: string) =>
    (await load("products", `/${username}/products`)).page.products.find(
      (product) => product.id === id,
    );
  const linkTitles = async (username: string, instance = app) =>
    (await load("home", `/${username}`, { instance })).page.links.map((link) => link.title);

  /** A seller's write as their form makes it: the use-case, then their shop's pages touched. */
  async function asSellerForm<T>(owner: BrandOwner, write: Promise<T>, db = t.db): Promise<T> {
    const value = await write;
    await touchPages(db, owner);
    return value;
  }

  describe("a kept answer", () => {
    it("is served again, unchanged by a change the shop's version does not know, until its version moves", async () => {
      vi.setSystemTime(jakarta("10:00:05"));
      const owner = await brandOwner(t, "kekal");
      const { id } = await createProduct(t.db, owner.brandId, { name: "Kue Lapis", price: 15000 });

      const first = await load("products", "/kekal/products");
      expect(first.page.products.map((product) => product.name)).toEqual(["Kue Lapis"]);
      expect(first.answer.headers.get("etag")).toBeTruthy();

      // Written behind the services' back: the page's version stays, so does the kept page.
      await t.db.updateTable("products").set({ name: "Kue Sus" }).where("id", "=", id).execute();
      vi.setSystemTime(jakarta("10:00:40"));
      const kept = await load("products", "/kekal/products");
      expect(kept.answer.body).toBe(first.answer.body);
      expect(kept.answer.headers.get("etag")).toBe(first.answer.headers.get("etag"));
      expect(kept.page.products.map((product) => product.name)).toEqual(["Kue Lapis"]);
      // Each answer, kept or not, carries a request id of its own (decision 086).
      const ids = [first, kept].map(({ answer }) => answer.headers.get("x-request-id"));
      expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
      expect(ids[1]).not.toBe(ids[0]);

      // The same change as the seller's form makes it, its shop's pages touched, is on the
      // very next page.
      await asSellerForm(
        owner,
        updateOwnProduct(context, owner, id, { name: "Kue Talam", price: 15000 }),
      );
      expect(await productNames("kekal")).toEqual(["Kue Talam"]);
    });

    it("is served only within the minute it was rendered in", async () => {
      const owner = await brandOwner(t, "menit");
      vi.setSystemTime(jakarta("10:30:00.000"));
      const aboutText = async () => (await load("about", "/menit/about")).page.brand.aboutText;
      expect(await aboutText()).toBeNull();

      await t.db
        .updateTable("brands")
        .set({ about_text: "Kue basah sejak 1998" })
        .where("id", "=", owner.brandId)
        .execute();
      vi.setSystemTime(jakarta("10:30:59.999"));
      expect(await aboutText()).toBeNull();
      vi.setSystemTime(jakarta("10:31:00.000"));
      expect(await aboutText()).toBe("Kue basah sejak 1998");
    });

    it("turns BUKA into TUTUP at the hour the shop closes", async () => {
      const owner = await brandOwner(t, "jam-tutup");
      await updateOwnShopHours(t.db, owner, {
        timeZone: "Asia/Jakarta",
        operationalHours: everyDay("08:00", "11:00"),
        closedOrderPolicy: "none",
      });
      const brand = async () => (await load("home", "/jam-tutup")).page.brand;

      vi.setSystemTime(jakarta("10:59:59.500"));
      const open = await load("home", "/jam-tutup");
      expect(open.page.brand).toMatchObject({ isCurrentlyOpen: true, hours: { closedText: null } });
      expect(open.answer.headers.get("etag")).toBeTruthy();
      vi.setSystemTime(jakarta("10:59:59.900"));
      const kept = await load("home", "/jam-tutup");
      expect(kept.answer.headers.get("etag")).toBe(open.answer.headers.get("etag"));

      vi.setSystemTime(jakarta("11:00:00.200"));
      expect(await brand()).toMatchObject({
        isCurrentlyOpen: false,
        hours: { closedText: "Tutup · Buka lagi Selasa 08:00 WIB" },
      });
    });
  });

  // Every form of the interface touches the pages it changes once its write has committed
  // (form-action.ts), walked action by action in kept-pages-after-writes.test.ts; here the
  // versions themselves, and the order, the one write outside forms that touches them.
  describe("a version that moves is on the next page", () => {
    it("an order taking a product's last unit, its cancellation, and an order filling a slot", async () => {
      const owner = await brandOwner(t, "bu-sri");
      const { id: lapis } = await createProduct(t.db, owner.brandId, {
        name: "Kue Lapis",
        price: 30000,
        stock: 1,
      });
      const { id: risol } = await createProduct(t.db, owner.brandId, {
        name: "Risol",
        price: 4000,
      });
      const line = (productId: string, seenPrice: number) => ({
        productId,
        quantity: 1,
        customizations: {},
        notes: "",
        seenPrice,
      });
      expect((await productOf("bu-sri", lapis))?.isSoldOut).toBe(false);

      const placed = await createOrder(context, {
        username: "bu-sri",
        form: FORM,
        items: [line(lapis, 30000)],
      });
      expect((await productOf("bu-sri", lapis))?.isSoldOut).toBe(true);

      const order = await t.db
        .selectFrom("orders")
        .select("id")
        .where("order_number", "=", placed.orderNumber)
        .executeTakeFirstOrThrow();
      await asSellerForm(
        owner,
        cancelOrder(t.db, owner, { orderId: order.id, reason: "Salah pesan" }),
      );
      expect((await productOf("bu-sri", lapis))?.isSoldOut).toBe(false);

      // One order a slot: the order taking tomorrow's 10:00 shows it full.
      await asSellerForm(
        owner,
        updateOwnOrderSettings(t.db, owner, {
          orderDaysAhead: "1",
          leadTimeHours: "0",
          maxOrdersPerSlot: "1",
        }),
      );
      const fullSlots = async () =>
        (await load("cart", "/bu-sri/cart")).page.checkout.ordering.days.flatMap(
          (day) => day.fullSlots,
        );
      expect(await fullSlots()).toEqual([]);
      await createOrder(context, { username: "bu-sri", form: FORM, items: [line(risol, 4000)] });
      expect(await fullSlots()).toEqual(["10:00"]);

      // Any unit taken changes what the product dialog says is left ('Sisa 2').
      await t.db.updateTable("products").set({ stock: 3 }).where("id", "=", lapis).execute();
      await asSellerForm(
        owner,
        updateOwnOrderSettings(t.db, owner, {
          orderDaysAhead: "1",
          leadTimeHours: "0",
          maxOrdersPerSlot: "",
        }),
      );
      expect((await productOf("bu-sri", lapis))?.stock).toBe(3);
      await createOrder(context, { username: "bu-sri", form: FORM, items: [line(lapis, 30000)] });
      expect((await productOf("bu-sri", lapis))?.stock).toBe(2);
    });

    it("the platform's, on every page of every shop", async () => {
      await brandOwner(t, "alice");
      await brandOwner(t, "dapur");
      const pages = [
        ["home", "/alice"],
        ["products", "/alice/products"],
        ["stores", "/alice/stores"],
        ["about", "/alice/about"],
        ["cart", "/alice/cart"],
        ["home", "/dapur"],
      ] as const;
      const titles = async () =>
        Promise.all(pages.map(async ([route, url]) => (await load(route, url)).root.settings));
      for (const settings of await titles()) expect(settings.siteTitle).not.toBe("Pasar Warga");

      await updatePlatformSettings(context, platformAdmin, { siteTitle: "Pasar Warga" });
      // Saved behind the form's back, the kept pages stay; its form touches every shop's.
      for (const settings of await titles()) expect(settings.siteTitle).not.toBe("Pasar Warga");
      await touchPages(t.db, "every-shop");
      for (const settings of await titles()) expect(settings.siteTitle).toBe("Pasar Warga");
    });
  });

  describe("across instances", () => {
    let other: DatabaseHandle;
    let second: Instance;

    beforeAll(async () => {
      // Its own connection or pool, its own views, its own kept pages.
      other = t.reopen();
      second = await serve(
        {
          ...context,
          db: other.db,
          views: createViewRecorder(other.db, context.logger, { flushMs: 60 * 60 * 1000 }),
        },
        clientDir,
      );
    });
    afterAll(async () => {
      await second?.stop();
      await other?.close();
    });

    it("a write on one instance is on the next page of every instance", async () => {
      const owner = await brandOwner(t, "kembar");
      const { id } = await createProduct(t.db, owner.brandId, { name: "Bolu", price: 10000 });
      for (const instance of [app, second]) {
        const first = await load("products", "/kembar/products", { instance });
        expect(first.page.products.map((product) => product.name)).toEqual(["Bolu"]);
        const again = await load("products", "/kembar/products", { instance });
        expect(again.answer.headers.get("etag")).toBe(first.answer.headers.get("etag"));
      }

      // Written through the first instance's database…
      await asSellerForm(
        owner,
        updateOwnProduct(context, owner, id, { name: "Bolu Pandan", price: "10000" }),
      );
      expect(await productNames("kembar", second)).toEqual(["Bolu Pandan"]);
      expect(await productNames("kembar", app)).toEqual(["Bolu Pandan"]);

      // …and through the second's.
      for (const instance of [app, second]) await linkTitles("kembar", instance);
      await asSellerForm(
        owner,
        createOwnLink({ db: other.db, media: context.media }, owner, {
          title: "WhatsApp",
          url: "https://wa.me/6281200001111",
          icon: "💬",
          thumbnailType: "icon",
        }),
        other.db,
      );
      expect(await linkTitles("kembar", app)).toEqual(["WhatsApp"]);
      expect(await linkTitles("kembar", second)).toEqual(["WhatsApp"]);
    });
  });

  describe("answers to requests with a cookie", () => {
    let secret: string;

    beforeAll(async () => {
      await brandOwner(t, "rahasia");
      secret = (await toastCookie("success", { title: "Rahasia Budi" }, false)).split(";")[0]!;
    });

    it("are rendered for themselves, not served from memory, and never kept", async () => {
      const kept = await load("home", "/rahasia");
      expect(kept.root.toast).toBeNull();

      // The kept page is there, yet the request with a cookie gets its own answer…
      const withToast = await load("home", "/rahasia", { headers: { Cookie: secret } });
      expect(withToast.root.toast).toMatchObject({ title: "Rahasia Budi" });
      expect(withToast.answer.headers.get("set-cookie")).toMatch(/^gerai_toast=;/);
      expect(withToast.answer.headers.get("cache-control")).toBe("private, no-store");
      expect(withToast.answer.headers.get("etag")).toBeNull();

      // …which takes no part in the kept one.
      const after = await load("home", "/rahasia");
      expect(after.answer.body).toBe(kept.answer.body);
      expect(after.answer.body).not.toContain("Rahasia Budi");
      expect(after.answer.headers.get("set-cookie")).toBeNull();

      // Asked for first, it is not kept for the next visitor either.
      const first = await load("about", "/rahasia/about", { headers: { Cookie: secret } });
      expect(first.root.toast).toMatchObject({ title: "Rahasia Budi" });
      const next = await load("about", "/rahasia/about");
      expect(next.root.toast).toBeNull();
      expect(next.answer.body).not.toContain("Rahasia Budi");
      expect(next.answer.headers.get("set-cookie")).toBeNull();
    });

    it("with a seller's session are private, and leave the kept page as it was", async () => {
      const signedIn = await t.auth.api.signInEmail({
        body: { email: "rahasia@example.com", password: "rahasia123" },
        asResponse: true,
      });
      const session = signedIn.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      expect(session).toMatch(/session_token=/);

      const kept = await load("products", "/rahasia/products");
      const own = await load("products", "/rahasia/products", { headers: { Cookie: session } });
      expect(own.answer.headers.get("cache-control")).toBe("private, no-store");
      expect(own.answer.headers.get("etag")).toBeNull();
      const after = await load("products", "/rahasia/products");
      expect(after.answer.body).toBe(kept.answer.body);
      expect(after.answer.headers.get("etag")).toBe(kept.answer.headers.get("etag"));
      expect(after.answer.headers.get("cache-control")).toBeNull();

      // A cold page asked for with the session is not kept for the next visitor.
      await load("cart", "/rahasia/cart", { headers: { Cookie: session } });
      const next = await get(app, "/rahasia/cart.data");
      expect(next.headers.get("etag")).toBeTruthy();
      expect(next.headers.get("cache-control")).toBeNull();
    });
  });

  describe("views", () => {
    let owner: BrandOwner;
    let linkIds: string[];
    let storeId: string;

    beforeAll(async () => {
      owner = await brandOwner(t, "dilihat");
      linkIds = [];
      for (const title of ["Instagram", "TikTok", "WhatsApp"]) {
        linkIds.push(
          (await createLink(t.db, owner.brandId, { title, url: "https://example.com" })).id,
        );
      }
      storeId = (
        await createStore(t.db, owner.brandId, {
          name: "Cabang",
          address: "Jl. Mawar",
          phone: "6281",
        })
      ).id;
    });

    const client = (n: number) => ({ "X-Forwarded-For": `10.7.0.${n}` });
    const linkViews = async () =>
      (
        await t.db
          .selectFrom("links")
          .select(["id", "views"])
          .where("brand_id", "=", owner.brandId)
          .orderBy("id")
          .execute()
      ).map((row) => Number(row.views));
    const historyRows = async (linkId: string) =>
      (
        await t.db
          .selectFrom("link_view_histories")
          .select("id")
          .where("link_id", "=", linkId)
          .execute()
      ).length;
    const dailyViews = async (linkId: string) =>
      (
        await t.db
          .selectFrom("link_daily_counts")
          .select("views")
          .where("link_id", "=", linkId)
          .execute()
      ).reduce((sum, row) => sum + Number(row.views), 0);

    it("are counted for every visitor a page is served to, kept or not, within the same limits", async () => {
      const first = await get(app, "/dilihat.data", client(1));
      const etag = first.headers.get("etag");
      expect(etag).toBeTruthy();
      const served = await Promise.all(
        [2, 3, 4, 5, 6, 7].map((n) => get(app, "/dilihat.data", client(n))),
      );
      for (const answer of served) expect(answer.headers.get("etag")).toBe(etag);
      await context.views.flush();
      expect(await linkViews()).toEqual([7, 7, 7]);
      for (const id of linkIds) {
        expect(await historyRows(id)).toBe(7);
        expect(await dailyViews(id)).toBe(7);
      }

      // A visitor coming back within the repeat window is not counted again; a new one is.
      expect((await get(app, "/dilihat.data", client(1))).headers.get("etag")).toBe(etag);
      await context.views.flush();
      expect(await linkViews()).toEqual([7, 7, 7]);
      await get(app, "/dilihat.data", client(8));
      await context.views.flush();
      expect(await linkViews()).toEqual([8, 8, 8]);
    });

    it("of stores too, for visitors asking together for a page not kept yet", async () => {
      // One renders; the others wait for its page and are served it.
      const answers = await Promise.all(
        [11, 12, 13, 14, 15].map((n) => get(app, "/dilihat/stores.data", client(n))),
      );
      const etags = new Set(answers.map((answer) => answer.headers.get("etag")));
      expect(etags.size).toBe(1);
      expect([...etags][0]).toBeTruthy();
      await context.views.flush();
      const store = await t.db
        .selectFrom("stores")
        .select("views")
        .where("id", "=", storeId)
        .executeTakeFirstOrThrow();
      expect(Number(store.views)).toBe(5);
    });
  });

  describe("encodings and validators", () => {
    beforeAll(async () => {
      const owner = await brandOwner(t, "padat");
      for (let index = 0; index < 20; index++) {
        await createProduct(t.db, owner.brandId, {
          name: `Kue nomor ${index}`,
          price: 1000 + index,
          description: "Kue basah buatan rumah, dibuat setiap pagi.",
        });
      }
    });

    it("a kept answer is the same bytes in brotli, gzip and as is, and answers its ETag with 304", async () => {
      const plain = await getRaw(app, "/padat/products.data");
      expect(plain.status).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toBe("Accept-Encoding");
      expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
      const etag = plain.headers.etag!;
      expect(etag).toMatch(/^".+"$/);

      const br = await getRaw(app, "/padat/products.data", { "Accept-Encoding": "br" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toBe("Accept-Encoding");
      expect(Number(br.headers["content-length"])).toBe(br.body.length);
      expect(br.body.length).toBeLessThan(plain.body.length);
      expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

      const gzip = await getRaw(app, "/padat/products.data", {
        "Accept-Encoding": "gzip, deflate",
      });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);

      // Each encoding is other bytes, with a tag of its own.
      expect(br.headers.etag).not.toBe(etag);
      expect(gzip.headers.etag).not.toBe(etag);
      expect(br.headers.etag).not.toBe(gzip.headers.etag);
      for (const [tag, encoding] of [
        [etag, "identity"],
        [br.headers.etag!, "br"],
      ]) {
        const notModified = await getRaw(app, "/padat/products.data", {
          "If-None-Match": tag,
          "Accept-Encoding": encoding,
        });
        expect(notModified.status).toBe(304);
        expect(notModified.body.length).toBe(0);
        expect(notModified.headers.etag).toBe(tag);
      }
      const otherEncoding = await getRaw(app, "/padat/products.data", {
        "If-None-Match": etag,
        "Accept-Encoding": "br",
      });
      expect(otherEncoding.status).toBe(200);

      const otherTag = await getRaw(app, "/padat/products.data", { "If-None-Match": '"lama"' });
      expect(otherTag.status).toBe(200);
      expect(otherTag.body.equals(plain.body)).toBe(true);
    });

    it("a kept document's policy lets its own inline scripts run by their hash, with no nonce, and no other", async () => {
      const first = await get(app, "/padat");
      const again = await get(app, "/padat");
      expect(first.status).toBe(200);
      expect(again.body).toBe(first.body);
      expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
      expect(first.body).not.toContain("nonce=");
      const policy = again.headers.get("content-security-policy")!;
      const hash = `'sha256-${crypto.createHash("sha256").update(INLINE_SCRIPT).digest("base64")}'`;
      const scriptSources = /script-src([^;]*)/.exec(policy)![1]!.trim().split(/\s+/);
      expect(scriptSources).toEqual(["'self'", hash]);
      expect(policy).not.toContain("nonce");
    });

    // A shop page is rendered with the request's nonce; one that is not kept (here the 404 of
    // a shop whose owner has not verified the address) keeps it, and its policy names it.
    it("a document rendered but not kept carries the nonce its policy names", async () => {
      const { userId } = await createSeller(t.auth, {
        email: "belum@example.com",
        password: "rahasia123",
        name: "Belum",
        emailVerified: false,
      });
      await createBrand(t.db, { userId, name: "Belum", username: "belum" });
      const answer = await get(app, "/belum");
      expect(answer.status).toBe(404);
      expect(answer.headers.get("etag")).toBeNull();
      const nonce = /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy")!)?.[1];
      expect(answer.body).toContain(`<script nonce="${nonce}">${INLINE_SCRIPT}</script>`);
    });
  });

  // A shop is public once its owner has verified the address: before that, none of its pages
  // shows what it holds, answered as the page of a shop that does not exist.
  it("a shop whose owner has not verified the address shows nothing of itself on any page", async () => {
    const { userId } = await createSeller(t.auth, {
      email: "belum-publik@example.com",
      password: "rahasia123",
      name: "Belum Publik",
      emailVerified: false,
    });
    const { id: brandId } = await createBrand(t.db, {
      userId,
      name: "Belum Publik",
      username: "belum-publik",
    });
    await createLink(t.db, brandId, { title: "Tautan Rahasia", url: "https://example.com/r" });
    await createProduct(t.db, brandId, { name: "Produk Rahasia", price: 5000 });
    for (const page of ["/belum-publik", "/belum-publik/products", "/belum-publik/cart"]) {
      for (const url of [page, `${page}.data`]) {
        const answer = await get(app, url);
        expect(answer.status, url).toBe(404);
        expect(answer.body, url).not.toContain("Rahasia");
      }
    }
  });

  describe("a URL name another shop takes, within the minute its page was kept", () => {
    it("the shop moves to another name, and a new shop takes the one it left", async () => {
      const before = await brandOwner(t, "pindah");
      const kept = await load("home", "/pindah");
      expect(kept.page.brand.name).toBe("pindah");
      expect(kept.answer.headers.get("etag")).toBeTruthy();

      await updateOwnBrandProfile(context, before, {
        name: "Toko Lama",
        username: "pindah-baru",
        aboutText: "Pindah alamat",
        customerServiceWhatsapp: "0812-1111-2222",
        customerServiceEmail: "cs@pindah.id",
        logoUrl: null,
      });
      expect((await load("home", "/pindah-baru")).page.brand.name).toBe("Toko Lama");
      const { userId } = await createSeller(t.auth, {
        email: "baru@example.com",
        password: "rahasia123",
        name: "Baru",
      });
      await createBrand(t.db, { userId, name: "Toko Baru", username: "pindah" });
    });

    // A kept page names the shop it was rendered for: the new shop's numbers may equal the
    // old shop's, its page is its own.
    it("shows the shop that has it now, not the kept page of the shop that had it", async () => {
      expect((await load("home", "/pindah")).page.brand.name).toBe("Toko Baru");
    });
  });
});
