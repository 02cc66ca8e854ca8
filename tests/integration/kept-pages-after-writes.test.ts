import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import QRCode from "qrcode";
import sharp from "sharp";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { deliveryAreasOf } from "#domain/delivery-fee";
import { DAYS } from "#domain/operational-hours";
import { productPath } from "#domain/product-slug";
import { calendarDayIn } from "#domain/shop-time";
import { addDays } from "#domain/special-days";
import type * as FormAction from "#server/form-action";
import { createHttpApp } from "#server/http";
import { whenMailsSent } from "#server/mail/background";
import { createNodeServer } from "#server/node-server";
import {
  buildStickerQrisPayload,
  createBrand,
  createLink,
  createProduct,
  createSeller,
} from "#server/seed/factories";
import { readPageVersion } from "#server/services/page-versions";
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

// Every action of the route table, walked through the real HTTP server with the page cache
// on: each intent of each action performs a successful write, and afterwards every kept page
// of the shop (home, products, a product's own page, stores, about, cart, privacy notice) must be what a fresh rendering of it
// shows. A write that changes what the shop shows and leaves its kept pages as they were
// fails here, whichever action it is; a new action, or a new intent of one, fails until
// the walk below performs it. Writes that change nothing a page shows (orders taking
// nothing, counting, accounts, tracking, uploads) must leave the shop's page version as it
// was, so its pages stay served from memory.

/**
 * The schema each form action checked, noted as it is handed to the real `submitForm`: the
 * intents it accepts are those the walk must perform. Nothing else of it is changed.
 */
const checked = vi.hoisted(() => ({ schema: undefined as unknown }));
vi.mock("#server/form-action", async (importOriginal) => {
  const real = await importOriginal<typeof FormAction>();
  const submitForm: typeof real.submitForm = (args, schema, ...rest) => {
    checked.schema = schema;
    return real.submitForm(args, schema, ...rest);
  };
  return { ...real, submitForm };
});

/** The intents a form's schema tells apart, or none for a form of one kind. */
function intentsOf(schema: unknown): string[] {
  const values = (schema as { _zod?: { propValues?: Record<string, Set<unknown>> } })._zod
    ?.propValues?.intent;
  return values ? [...values].map(String).sort() : [];
}

const SHOP = "jalan";
const STICKER = buildStickerQrisPayload({
  merchantName: "WARUNG JALAN",
  city: "JAKARTA",
  nmid: "ID1020021181745",
});
/** The shop's kept pages, as client navigation asks for them. */
const PAGES = [
  `/${SHOP}`,
  `/${SHOP}/products`,
  `/${SHOP}/stores`,
  `/${SHOP}/about`,
  `/${SHOP}/cart`,
  `/${SHOP}/privasi`,
];
/** Any cookie makes a page rendered for its request alone, never served from memory. */
const FRESH = { Cookie: "segar=1" };
const ADMIN_EMAIL = "admin-jalan@example.com";
/** The shop's own domain, added, verified and removed by the walk. */
const WALK_DOMAIN = "jalan-walk.test";

type Answer = { status: number; body: string; value: unknown };

/**
 * What a write is expected to do to the shop's pages:
 * - "shown": it changes what at least one of them shows;
 * - "not shown": it changes nothing they show (their version may still move);
 * - "kept": it changes nothing they show, and leaves their version as it was.
 */
type Effect = "shown" | "not shown" | "kept";

type Walk = {
  /** The route's id in app/routes.ts. */
  route: string;
  /** The form's intent, "" for an action of one kind. */
  intent: string;
  what: string;
  effect: Effect;
  /** Sends the write; answers what it answered. */
  send(): Promise<Answer>;
  /** Whether the answer is the write's success; refusals are no walk. */
  isDone(answer: Answer): boolean;
};

const everyDay = (openTime: string, closeTime: string) =>
  Object.fromEntries(
    DAYS.flatMap((day) => [
      [`operationalHours.${day}.isOpen`, "on"],
      [`operationalHours.${day}.openTime`, openTime],
      [`operationalHours.${day}.closeTime`, closeTime],
    ]),
  );

/** A form action's answer is its success: Conform's result without errors, or a redirect. */
const isFormDone = (answer: Answer) => {
  const value = answer.value as { data?: { result?: { status?: string } }; redirect?: unknown };
  const result = value?.data?.result;
  return (
    (answer.status === 200 && result !== undefined && result.status !== "error") ||
    (answer.status === 202 && typeof value?.redirect === "string")
  );
};

describe.each(testDatabaseKinds)(
  "every action of the route table and the kept pages on %s",
  (kind) => {
    let t: SharedTestDatabase;
    let context: ReturnType<typeof createTestContext>;
    let clientDir: string;
    let origin: string;
    let stop: () => Promise<unknown>;
    let routes: MountedRoute[];

    beforeAll(async () => {
      t = await createTestDatabase(kind);
      routes = await mountAppRoutes();
      clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-client-"));
      // Answered by the app made below, once its origin is known.
      const server = createNodeServer((req, res) => void listener(req, res));
      origin = `http://127.0.0.1:${await server.listen(0)}`;
      stop = () => server.drain(1_000);
      // Forms post from the server's own origin, as a browser on it does.
      const base = createTestContext(t, { platformAdminEmails: ADMIN_EMAIL });
      // The shop's own domain, checked by asking this server for its token (decision 081).
      const domainResolve = new Map([
        [WALK_DOMAIN, { address: "127.0.0.1", port: Number(new URL(origin).port) }],
      ]);
      context = { ...base, config: { ...base.config, appUrl: origin, domainResolve } };
      // A client folder makes it the production server: pages are kept in memory.
      const app = createHttpApp({
        ...context,
        build: createTestBuild(routes, rootRoute),
        clientDir,
        mediaDir: undefined,
      });
      const listener = getRequestListener(app.fetch);
    });
    afterAll(async () => {
      await stop?.();
      await t?.destroy();
      if (clientDir) fs.rmSync(clientDir, { recursive: true, force: true });
    });
    // The clock stands still: a kept page is rendered again because a write changed its
    // version, never because a minute ended between two requests.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-11-23T12:00:30+07:00"));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    async function send(
      url: string,
      init: { method?: string; headers?: Record<string, string>; body?: BodyInit } = {},
    ): Promise<Answer & { headers: Headers }> {
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

    /** Posts a form to a page's action as a fetcher does. */
    const postForm = (url: string, fields: Record<string, string>, cookie?: string) =>
      send(`${url}.data`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: new URLSearchParams(fields).toString(),
      });

    const sessionOf = (answer: { headers: Headers }) =>
      answer.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");

    async function signIn(email: string, password = "rahasia123") {
      const answer = await t.auth.api.signInEmail({ body: { email, password }, asResponse: true });
      return sessionOf(answer);
    }

    /** The shop's kept pages: PAGES and its first product's own page, once it has one. */
    let shopPages = PAGES;

    /** Each kept page and a fresh rendering of it, by address. */
    async function readPages() {
      const pages = new Map<string, { kept: string; fresh: string }>();
      for (const page of shopPages) {
        const kept = await send(`${page}.data`);
        expect(kept.status, page).toBe(200);
        const fresh = await send(`${page}.data`, { headers: FRESH });
        pages.set(page, { kept: kept.body, fresh: fresh.body });
      }
      return pages;
    }

    // Some sixty writes, each followed by every kept page read twice: a minute on a busy machine.
    it("every write that changes what the shop shows renders its kept pages again, and no other write does", async () => {
      const seller = await brandOwner(t, SHOP);
      const sellerCookie = await signIn(seller.email);
      await createSeller(t.auth, { email: ADMIN_EMAIL, password: "rahasia123", name: "Admin" });
      const adminCookie = await signIn(ADMIN_EMAIL);
      const kopi = await createProduct(t.db, seller.brandId, { name: "Kopi", price: 12_000 });
      const lapis = await createProduct(t.db, seller.brandId, {
        name: "Kue Lapis",
        price: 30_000,
        stock: 3,
      });
      // Kopi keeps its name through the walk: its own page stays at one address.
      shopPages = [...PAGES, productPath(SHOP, { id: kopi.id, name: "Kopi" })];
      const whatsapp = await createLink(t.db, seller.brandId, {
        title: "WhatsApp",
        url: "https://wa.me/6281234567890",
      });

      /** What earlier writes made, for the later ones that address it. */
      const made = {
        picture: "",
        linkId: "",
        productId: "",
        copyId: "",
        kueId: "",
        minumanId: "",
        priceListId: "",
        storeImageId: "",
        orderNumber: "",
        orderId: "",
        newSellerEmail: "jalan-baru@example.com",
        otherShopId: "",
        newSellerCookie: "",
        memberEmail: "rina-kasir@example.com",
      };
      /** A member's account id, by address. */
      const memberId = async (email: string) =>
        (
          await t.db
            .selectFrom("user")
            .select("id")
            .where("email", "=", email)
            .executeTakeFirstOrThrow()
        ).id;
      const asSeller = (url: string, fields: Record<string, string>) =>
        postForm(url, fields, sellerCookie);
      const order = async (productId: string, price: number, deliveryTime = "10:00") =>
        send("/api/orders", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            username: SHOP,
            form: {
              deliveryDay: "tomorrow",
              deliveryTime,
              customerName: "Budi Santoso",
              customerPhone: "0812-3456-7890",
              deliveryMethod: "Diantar",
              note: "",
              referralCode: "",
            },
            items: [{ productId, quantity: 1, customizations: {}, notes: "", seenPrice: price }],
          }),
        });
      const manualOrder = (productId: string, price: number) =>
        asSeller("/admin/orders/manual", {
          source: "walk-in",
          items: JSON.stringify([
            { productId, quantity: 1, customizations: {}, notes: "", seenPrice: price },
          ]),
          deliveryDay: "tomorrow",
          deliveryTime: "10:00",
          deliveryMethod: "Diambil Sendiri",
          paymentStatus: "paid",
        });
      const isPlaced = (answer: Answer) => {
        if (answer.status !== 201) return false;
        made.orderNumber = (answer.value as { orderNumber: string }).orderNumber;
        return true;
      };
      const lastMailLink = async (to: string) => {
        await whenMailsSent(context.mailer);
        const mail = context.mailbox.sent.filter((sent) => sent.to === to).at(-1);
        return new URL(mail!.link!);
      };
      const savedId = (answer: Answer) =>
        (answer.value as { data?: { value?: { id?: string } } }).data?.value?.id;
      const ownRow = async (table: "brand_price_lists" | "products") =>
        (
          await t.db
            .selectFrom(table)
            .select("id")
            .where("brand_id", "=", seller.brandId)
            .orderBy("id")
            .executeTakeFirstOrThrow()
        ).id;

      const walks: Walk[] = [
        {
          route: "routes/api/uploads",
          intent: "",
          what: "a picture uploaded",
          effect: "kept",
          async send() {
            const png = await sharp({
              create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 80, b: 40 } },
            })
              .png()
              .toBuffer();
            const form = new FormData();
            form.append("area", "product-images");
            form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "a.png");
            return send("/api/uploads", {
              method: "POST",
              headers: { Cookie: sellerCookie },
              body: form,
            });
          },
          isDone(answer) {
            made.picture = (answer.value as { url?: string }).url ?? "";
            return answer.status === 200 && made.picture !== "";
          },
        },
        {
          route: "routes/admin/links",
          intent: "create",
          what: "a link added",
          effect: "shown",
          send: () =>
            asSeller("/admin/links", {
              intent: "create",
              title: "Instagram",
              url: "https://instagram.com/jalan",
              icon: "📸",
              thumbnailType: "icon",
            }),
          isDone(answer) {
            made.linkId = savedId(answer) ?? "";
            return isFormDone(answer);
          },
        },
        {
          route: "routes/admin/links",
          intent: "update",
          what: "a link renamed",
          effect: "shown",
          send: () =>
            asSeller("/admin/links", {
              intent: "update",
              id: made.linkId,
              title: "Instagram Toko",
              url: "https://instagram.com/jalan",
              icon: "📸",
              thumbnailType: "icon",
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/api/visits",
          intent: "",
          what: "a link's click counted",
          effect: "kept",
          send: () =>
            send("/api/visits", {
              method: "POST",
              headers: { "Content-Type": "application/x-www-form-urlencoded" },
              body: new URLSearchParams({
                kind: "link",
                event: "click",
                id: made.linkId,
              }).toString(),
            }),
          isDone: (answer) => answer.status === 204,
        },
        {
          route: "routes/admin/links",
          intent: "reorder",
          what: "the links put in another order",
          effect: "shown",
          send: () =>
            asSeller("/admin/links", {
              intent: "reorder",
              "ids[0]": whatsapp.id,
              "ids[1]": made.linkId,
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/links",
          intent: "delete",
          what: "a link deleted",
          effect: "shown",
          send: () => asSeller("/admin/links", { intent: "delete", id: made.linkId }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/products",
          intent: "create",
          what: "a product added",
          effect: "shown",
          send: () =>
            asSeller("/admin/products", {
              intent: "create",
              name: "Martabak Manis",
              price: "25000",
              imagesChanged: "true",
              "images[0]": made.picture,
            }),
          isDone(answer) {
            made.productId = savedId(answer) ?? "";
            return isFormDone(answer);
          },
        },
        {
          route: "routes/admin/products",
          intent: "update",
          what: "a product renamed",
          effect: "shown",
          send: () =>
            asSeller("/admin/products", {
              intent: "update",
              id: made.productId,
              name: "Martabak Keju",
              price: "27000",
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/products",
          intent: "sold-out",
          what: "a product sold out",
          effect: "shown",
          send: () =>
            asSeller("/admin/products", {
              intent: "sold-out",
              id: made.productId,
              isSoldOut: "on",
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/products",
          intent: "reorder",
          what: "the products put in another order",
          effect: "shown",
          send: () =>
            asSeller("/admin/products", {
              intent: "reorder",
              "ids[0]": kopi.id,
              "ids[1]": lapis.id,
              "ids[2]": made.productId,
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/products",
          intent: "category-create",
          what: "a category added, no product in it yet",
          effect: "not shown",
          send: () =>
            asSeller("/admin/products", { intent: "category-create", categoryName: "Kue" }),
          isDone(answer) {
            made.kueId = savedId(answer) ?? "";
            return isFormDone(answer);
          },
        },
        {
          route: "routes/admin/products",
          intent: "category-create",
          what: "a second category added",
          effect: "not shown",
          send: () =>
            asSeller("/admin/products", { intent: "category-create", categoryName: "Minuman" }),
          isDone(answer) {
            made.minumanId = savedId(answer) ?? "";
            return isFormDone(answer);
          },
        },
        {
          route: "routes/admin/products",
          intent: "move",
          what: "a product moved into a category",
          effect: "shown",
          send: () =>
            asSeller("/admin/products", {
              intent: "move",
              "ids[0]": made.productId,
              categoryId: made.kueId,
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/products",
          intent: "move",
          what: "another product moved into the second category",
          effect: "shown",
          send: () =>
            asSeller("/admin/products", {
              intent: "move",
              "ids[0]": kopi.id,
              categoryId: made.minumanId,
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/products",
          intent: "category-reorder",
          what: "the categories put in another order",
          effect: "shown",
          send: () =>
            asSeller("/admin/products", {
              intent: "category-reorder",
              "ids[0]": made.minumanId,
              "ids[1]": made.kueId,
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/products",
          intent: "category-rename",
          what: "a category renamed",
          effect: "shown",
          send: () =>
            asSeller("/admin/products", {
              intent: "category-rename",
              id: made.kueId,
              categoryName: "Kue Basah",
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/products",
          intent: "category-delete",
          what: "a category deleted, its product left in none",
          effect: "shown",
          send: () =>
            asSeller("/admin/products", { intent: "category-delete", id: made.minumanId }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/products",
          intent: "duplicate",
          what: "a product copied",
          effect: "shown",
          send: () => asSeller("/admin/products", { intent: "duplicate", id: made.productId }),
          isDone(answer) {
            made.copyId = savedId(answer) ?? "";
            return isFormDone(answer) && made.copyId !== "";
          },
        },
        {
          route: "routes/admin/products",
          intent: "bulk-price",
          what: "two products' prices raised",
          effect: "shown",
          send: () =>
            asSeller("/admin/products", {
              intent: "bulk-price",
              "ids[0]": made.productId,
              "ids[1]": made.copyId,
              by: "percent",
              direction: "up",
              value: "10",
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/products",
          intent: "bulk-sold-out",
          what: "a chosen product (copied while sold out) on sale again",
          effect: "shown",
          send: () =>
            asSeller("/admin/products", {
              intent: "bulk-sold-out",
              "ids[0]": made.copyId,
              isSoldOut: "false",
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/products",
          intent: "bulk-delete",
          what: "the chosen products deleted",
          effect: "shown",
          send: () => asSeller("/admin/products", { intent: "bulk-delete", "ids[0]": made.copyId }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/products-import",
          intent: "",
          what: "a catalogue file previewed, then applied",
          effect: "shown",
          async send() {
            const file = () => {
              const form = new FormData();
              const csv = "Kode Produk,Nama Produk,Harga\r\nIMP-1,Kue Impor,17000\r\n";
              form.append("file", new Blob([csv], { type: "text/csv" }), "produk.csv");
              return form;
            };
            const preview = await send("/admin/products/import.data", {
              method: "POST",
              headers: { Cookie: sellerCookie },
              body: file(),
            });
            const value = preview.value as {
              data?: { value?: { preview?: { digest?: string } } };
            };
            const form = file();
            form.append("preview", value.data?.value?.preview?.digest ?? "");
            return send("/admin/products/import.data?langkah=terapkan", {
              method: "POST",
              headers: { Cookie: sellerCookie },
              body: form,
            });
          },
          isDone: isFormDone,
        },
        {
          route: "routes/admin/products",
          intent: "delete",
          what: "a product deleted",
          effect: "shown",
          send: () => asSeller("/admin/products", { intent: "delete", id: made.productId }),
          isDone: isFormDone,
        },
        {
          route: "admin-about",
          intent: "update-profile",
          what: "the profile saved",
          effect: "shown",
          send: () =>
            asSeller("/admin/about", {
              intent: "update-profile",
              name: "Warung Jalan",
              username: SHOP,
              aboutText: "Kopi dan kue sejak 1998",
              customerServiceWhatsapp: "0812-1111-2222",
              customerServiceEmail: "cs@jalan.id",
              logoUrl: "",
              paymentInformation: "",
              paymentInformationSendAtStatus: "pesanan_diterima",
              deliveryCostInformation: "",
              isDeliveryByStoreEnabled: "on",
            }),
          isDone: isFormDone,
        },
        {
          route: "admin-about",
          intent: "update-appearance",
          what: "the shop's colour and cover",
          effect: "shown",
          send: () =>
            asSeller("/admin/about", {
              intent: "update-appearance",
              themeColour: "#B91C1C",
              coverImageUrl: made.picture,
            }),
          isDone: isFormDone,
        },
        {
          route: "admin-about",
          intent: "set-open",
          what: "the shop switched off",
          effect: "shown",
          send: () => asSeller("/admin/about", { intent: "set-open", isOpen: "false" }),
          isDone: isFormDone,
        },
        {
          route: "admin-about",
          intent: "set-open",
          what: "the shop switched on again",
          effect: "shown",
          send: () => asSeller("/admin/about", { intent: "set-open", isOpen: "true" }),
          isDone: isFormDone,
        },
        {
          route: "admin-about",
          intent: "add-price-lists",
          what: "a price list added",
          effect: "shown",
          send: () =>
            asSeller("/admin/about", { intent: "add-price-lists", "images[0]": made.picture }),
          isDone: isFormDone,
        },
        {
          route: "admin-about",
          intent: "delete-price-list",
          what: "a price list deleted",
          effect: "shown",
          send: async () =>
            asSeller("/admin/about", {
              intent: "delete-price-list",
              id: await ownRow("brand_price_lists"),
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/store",
          intent: "save",
          what: "the store saved with two photos",
          effect: "shown",
          send: () =>
            asSeller("/admin/store", {
              intent: "save",
              name: "Cabang Melati",
              address: "Jl. Melati 1",
              phone: "0813-2222-3333",
              googleMapsLink: "https://maps.google.com/?q=melati",
              "images[0]": made.picture,
              "images[1]": made.picture,
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/store",
          intent: "delete-image",
          what: "a store photo deleted",
          effect: "shown",
          send: async () => {
            const image = await t.db
              .selectFrom("store_images")
              .innerJoin("stores", "stores.id", "store_images.store_id")
              .select("store_images.id")
              .where("stores.brand_id", "=", seller.brandId)
              .executeTakeFirstOrThrow();
            return asSeller("/admin/store", { intent: "delete-image", imageId: image.id });
          },
          isDone: isFormDone,
        },
        {
          route: "routes/admin/store",
          intent: "save-hours",
          what: "the opening hours saved",
          effect: "shown",
          send: () =>
            asSeller("/admin/store", {
              intent: "save-hours",
              timeZone: "Asia/Jakarta",
              closedOrderPolicy: "preorder",
              ...everyDay("06:00", "23:00"),
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/store",
          intent: "save-order-settings",
          what: "orders taken a week ahead",
          effect: "shown",
          send: () =>
            asSeller("/admin/store", {
              intent: "save-order-settings",
              orderDaysAhead: "7",
              leadTimeHours: "0",
              maxOrdersPerSlot: "",
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/api/qris-read",
          intent: "",
          what: "a QRIS sticker read from a picture, saved nowhere",
          effect: "kept",
          async send() {
            const png = await QRCode.toBuffer(STICKER, { type: "png", width: 300, margin: 4 });
            const form = new FormData();
            form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "q.png");
            return send("/api/qris-read", {
              method: "POST",
              headers: { Cookie: sellerCookie },
              body: form,
            });
          },
          isDone: (answer) =>
            answer.status === 200 && (answer.value as { payload?: string }).payload === STICKER,
        },
        {
          route: "routes/admin/payments",
          intent: "save-account",
          what: "a transfer account added: the checkout offers transfer",
          effect: "shown",
          send: () =>
            asSeller("/admin/payments", {
              intent: "save-account",
              bank: "BCA",
              accountNumber: "1234567890",
              holder: "Sari",
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/payments",
          intent: "set-unique-code",
          what: "the unique code of transfers switched on",
          effect: "not shown",
          send: () => asSeller("/admin/payments", { intent: "set-unique-code", isEnabled: "true" }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/payments",
          intent: "save-qris",
          what: "the QRIS saved: the checkout offers it",
          effect: "shown",
          send: () => asSeller("/admin/payments", { intent: "save-qris", payload: STICKER }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/payments",
          intent: "set-method",
          what: "QRIS switched off",
          effect: "shown",
          send: () =>
            asSeller("/admin/payments", {
              intent: "set-method",
              method: "qris",
              isEnabled: "false",
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/payments",
          intent: "delete-qris",
          what: "the QRIS of a method switched off removed",
          effect: "not shown",
          send: () => asSeller("/admin/payments", { intent: "delete-qris" }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/payments",
          intent: "delete-account",
          what: "the transfer account deleted: the checkout offers cash only",
          effect: "shown",
          send: async () => {
            const row = await t.db
              .selectFrom("brands")
              .select("bank_accounts")
              .where("id", "=", seller.brandId)
              .executeTakeFirstOrThrow();
            const [account] = row.bank_accounts as { id: string }[];
            return asSeller("/admin/payments", { intent: "delete-account", id: account.id });
          },
          isDone: isFormDone,
        },
        {
          route: "routes/admin/delivery",
          intent: "save-area",
          what: "a delivery area added: the checkout offers it with its fee",
          effect: "shown",
          send: () =>
            asSeller("/admin/delivery", {
              intent: "save-area",
              name: "Sukajadi",
              fee: "10000",
              freeAbove: "",
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/delivery",
          intent: "set-elsewhere",
          what: "other areas taken with their fee to follow",
          effect: "shown",
          send: () => asSeller("/admin/delivery", { intent: "set-elsewhere", elsewhere: "later" }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/delivery",
          intent: "delete-area",
          what: "the delivery area deleted: the checkout charges no fee again",
          effect: "shown",
          send: async () => {
            const row = await t.db
              .selectFrom("brands")
              .select("delivery_areas")
              .where("id", "=", seller.brandId)
              .executeTakeFirstOrThrow();
            const [area] = deliveryAreasOf(row.delivery_areas);
            return asSeller("/admin/delivery", { intent: "delete-area", id: area!.id });
          },
          isDone: isFormDone,
        },
        {
          route: "routes/admin/special-days",
          intent: "add-special-day",
          what: "a date of the coming week closed ahead: the week of hours names it",
          effect: "shown",
          send: () =>
            asSeller("/admin/special-days", {
              intent: "add-special-day",
              kind: "closed",
              // Two days ahead: ahead of today in every zone a shop can have.
              startDate: addDays(calendarDayIn(new Date(), "Asia/Jakarta"), 2),
              endDate: "",
              reason: "Libur Lebaran",
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/special-days",
          intent: "delete-special-day",
          what: "the closure deleted: the week of hours is the usual one again",
          effect: "shown",
          send: async () => {
            const row = await t.db
              .selectFrom("special_days")
              .select("id")
              .where("brand_id", "=", seller.brandId)
              .executeTakeFirstOrThrow();
            return asSeller("/admin/special-days", { intent: "delete-special-day", id: row.id });
          },
          isDone: isFormDone,
        },
        {
          route: "routes/api/orders",
          intent: "",
          what: "an order taking no stock and filling no slot",
          effect: "kept",
          send: () => order(kopi.id, 12_000),
          isDone: isPlaced,
        },
        {
          route: "routes/api/orders",
          intent: "",
          what: "an order taking a unit of stock",
          effect: "shown",
          send: () => order(lapis.id, 30_000),
          isDone: isPlaced,
        },
        {
          route: "routes/admin/manual-order",
          intent: "",
          what: "an order recorded by the seller, taking no stock and filling no slot",
          effect: "kept",
          send: () => manualOrder(kopi.id, 12_000),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/manual-order",
          intent: "",
          what: "an order recorded by the seller, taking a unit of stock",
          effect: "shown",
          send: () => manualOrder(lapis.id, 30_000),
          isDone: isFormDone,
        },
        {
          route: "brand-order-tracking",
          intent: "lookup",
          what: "an order looked up",
          effect: "kept",
          send: () =>
            postForm(`/${SHOP}/order-tracking`, {
              intent: "lookup",
              orderNumber: made.orderNumber,
            }),
          isDone: isFormDone,
        },
        {
          route: "brand-order-tracking",
          intent: "verify",
          what: "an order opened with the phone's last digits",
          effect: "kept",
          send: () =>
            postForm(`/${SHOP}/order-tracking`, {
              intent: "verify",
              orderNumber: made.orderNumber,
              digits: "7890",
            }),
          isDone: isFormDone,
        },
        {
          route: "platform-order-tracking",
          intent: "lookup",
          what: "an order looked up on the platform's page, which names no shop and refuses",
          effect: "kept",
          send: () =>
            postForm("/order-tracking", { intent: "lookup", orderNumber: made.orderNumber }),
          isDone: (answer) => answer.status === 404,
        },
        {
          route: "platform-order-tracking",
          intent: "verify",
          what: "an order opened on the platform's page, which names no shop and refuses",
          effect: "kept",
          send: () =>
            postForm("/order-tracking", {
              intent: "verify",
              orderNumber: made.orderNumber,
              digits: "7890",
            }),
          isDone: (answer) => answer.status === 404,
        },
        {
          route: "routes/admin/order-detail",
          intent: "update-status",
          what: "an order accepted",
          effect: "not shown",
          send: async () => {
            made.orderId = (
              await t.db
                .selectFrom("orders")
                .select("id")
                .where("order_number", "=", made.orderNumber)
                .executeTakeFirstOrThrow()
            ).id;
            return asSeller(`/admin/orders/${made.orderNumber}`, {
              intent: "update-status",
              orderId: made.orderId,
              status: "pesanan_diterima",
            });
          },
          isDone: isFormDone,
        },
        {
          route: "routes/admin/order-detail",
          intent: "update-payment",
          what: "a DP recorded on an order, owed back when it is cancelled next",
          effect: "not shown",
          send: () =>
            asSeller(`/admin/orders/${made.orderNumber}`, {
              intent: "update-payment",
              orderId: made.orderId,
              paymentStatus: "dp",
              dpAmount: "1000",
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/order-detail",
          intent: "set-delivery-fee",
          what: "the fee of an order to an area of its own set ('Ongkir menyusul')",
          effect: "not shown",
          send: async () => {
            // Made an order whose fee was to follow, as one to another area is placed.
            await t.db
              .updateTable("orders")
              .set({ delivery_area: "Lembang", is_delivery_fee_pending: true })
              .where("id", "=", made.orderId)
              .execute();
            return asSeller(`/admin/orders/${made.orderNumber}`, {
              intent: "set-delivery-fee",
              orderId: made.orderId,
              fee: "5000",
            });
          },
          isDone: isFormDone,
        },
        {
          route: "routes/admin/order-detail",
          intent: "cancel",
          what: "an order cancelled, its unit of stock given back",
          effect: "shown",
          send: () =>
            asSeller(`/admin/orders/${made.orderNumber}`, {
              intent: "cancel",
              orderId: made.orderId,
              reason: "Salah pesan",
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/store",
          intent: "save-order-settings",
          what: "one order a slot",
          effect: "shown",
          send: () =>
            asSeller("/admin/store", {
              intent: "save-order-settings",
              orderDaysAhead: "7",
              leadTimeHours: "0",
              maxOrdersPerSlot: "1",
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/api/orders",
          intent: "",
          what: "an order filling its delivery slot",
          effect: "shown",
          send: () => order(kopi.id, 12_000, "11:00"),
          isDone: isPlaced,
        },
        {
          route: "brand-report",
          intent: "",
          what: "a report about the shop sent to the platform",
          effect: "kept",
          send: () =>
            postForm(`/${SHOP}/laporkan`, {
              reason: "misleading",
              details: "Alamat toko di halaman tidak ada, nomornya tidak aktif.",
              contact: "",
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/platform-reports",
          intent: "",
          what: "the shop's reports marked reviewed by a platform admin",
          effect: "kept",
          send: () => postForm("/admin/platform/reports", { brandId: seller.brandId }, adminCookie),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/platform-settings",
          intent: "",
          what: "the platform's title changed",
          effect: "shown",
          send: () =>
            postForm(
              "/admin/platform-settings",
              {
                siteTitle: "Pasar Warga",
                customerSupportPhone: "0812-3456-7890",
                faviconUrl: "",
                logoUrl: "",
                logoSmallUrl: "",
              },
              adminCookie,
            ),
          isDone: isFormDone,
        },
        {
          // Another shop: suspending it leaves this shop's pages as they were (the
          // suspended shop's own pages are marked out of date by the use-case itself).
          route: "routes/admin/platform-shop",
          intent: "suspend",
          what: "another shop suspended by the platform admin",
          effect: "kept",
          send: async () => {
            const other = await createSeller(t.auth, {
              email: "lain-jalan@example.com",
              password: "rahasia123",
              name: "Lain",
            });
            const brand = await createBrand(t.db, {
              userId: other.userId,
              name: "Toko Lain",
              username: "lain-jalan",
            });
            made.otherShopId = brand.id;
            return postForm(
              `/admin/platform/shops/${brand.id}`,
              { intent: "suspend", reason: "Menjual barang palsu berulang kali" },
              adminCookie,
            );
          },
          isDone: isFormDone,
        },
        {
          route: "routes/admin/platform-shop",
          intent: "reinstate",
          what: "the other shop reinstated",
          effect: "kept",
          send: () =>
            postForm(
              `/admin/platform/shops/${made.otherShopId}`,
              { intent: "reinstate", reason: "Pemilik sudah menarik barangnya" },
              adminCookie,
            ),
          isDone: isFormDone,
        },
        {
          route: "routes/auth/register",
          intent: "",
          what: "a seller registered",
          effect: "kept",
          send: () =>
            postForm("/register", {
              fullName: "Sari Baru",
              email: made.newSellerEmail,
              phone: "0812-9999-0000",
              password: "rahasia123",
              brandName: "Toko Baru",
              username: "jalan-baru",
              description: "",
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/auth/email-not-verified",
          intent: "",
          what: "the verification mail sent again",
          effect: "kept",
          send: () => postForm("/email-not-verified", { email: made.newSellerEmail }),
          isDone: isFormDone,
        },
        {
          route: "routes/auth/verify-email",
          intent: "",
          what: "the address verified",
          effect: "kept",
          send: async () => {
            const link = await lastMailLink(made.newSellerEmail);
            return postForm("/verify-email", {
              token: link.searchParams.get("token") ?? "",
              email: link.searchParams.get("email") ?? made.newSellerEmail,
            });
          },
          isDone: isFormDone,
        },
        {
          route: "routes/auth/forgot-password",
          intent: "",
          what: "a reset link asked for",
          effect: "kept",
          send: () => postForm("/forgot-password", { email: made.newSellerEmail }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/customer-detail",
          intent: "save-customer",
          what: "a note and tags on a customer, the seller's alone",
          effect: "kept",
          send: () =>
            asSeller("/admin/customers/6281234567890", {
              intent: "save-customer",
              note: "Ambil tiap Jumat",
              tags: "langganan",
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/auth/reset-password",
          intent: "",
          what: "the password reset",
          effect: "kept",
          send: async () => {
            const link = await lastMailLink(made.newSellerEmail);
            return postForm("/reset-password", {
              token: link.searchParams.get("token") ?? "",
              password: "rahasia456",
              confirmPassword: "rahasia456",
            });
          },
          isDone: isFormDone,
        },
        {
          route: "routes/auth/login",
          intent: "",
          what: "a seller signed in",
          effect: "kept",
          send: async () => {
            const answer = await postForm("/auth", {
              email: made.newSellerEmail,
              password: "rahasia456",
            });
            made.newSellerCookie = sessionOf(answer);
            return answer;
          },
          isDone: (answer) => isFormDone(answer) && made.newSellerCookie.includes("session_token"),
        },
        {
          route: "routes/logout",
          intent: "",
          what: "a seller signed out",
          effect: "kept",
          send: () => postForm("/logout", {}, made.newSellerCookie),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/customers-promo",
          intent: "",
          what: "the message of the promotion links saved",
          effect: "kept",
          send: () => asSeller("/admin/customers/promo", { message: "Ada menu baru, Kak!" }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/customer-data",
          intent: "save-retention",
          what: "the retention period changed: the shop's privacy notice states it",
          effect: "shown",
          send: () => asSeller("/admin/customer-data", { intent: "save-retention", months: "12" }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/sold-out",
          intent: "sold-out",
          what: "a product sold out from the cashier's list",
          effect: "shown",
          send: () =>
            asSeller("/admin/sold-out", { intent: "sold-out", id: lapis.id, isSoldOut: "on" }),
          isDone: isFormDone,
        },
        // The shop's team (decision 071): nothing of it is on the shop's pages.
        {
          route: "routes/admin/members",
          intent: "invite",
          what: "a cashier invited",
          effect: "kept",
          send: () =>
            asSeller("/admin/members", {
              intent: "invite",
              email: made.memberEmail,
              role: "cashier",
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/auth/invite",
          intent: "register",
          what: "an invitation accepted with a new account",
          effect: "kept",
          send: async () => {
            const link = await lastMailLink(made.memberEmail);
            const answer = await postForm("/invite", {
              intent: "register",
              token: link.searchParams.get("token") ?? "",
              fullName: "Rina",
              password: "rahasia123",
            });
            return answer;
          },
          isDone: isFormDone,
        },
        {
          route: "routes/auth/invite",
          intent: "sign-in",
          what: "an invitation accepted by signing in to an existing account",
          effect: "kept",
          send: async () => {
            await asSeller("/admin/members", {
              intent: "invite",
              email: made.newSellerEmail,
              role: "admin",
            });
            const link = await lastMailLink(made.newSellerEmail);
            const answer = await postForm("/invite", {
              intent: "sign-in",
              token: link.searchParams.get("token") ?? "",
              password: "rahasia456",
            });
            made.newSellerCookie = sessionOf(answer);
            return answer;
          },
          isDone: (answer) => isFormDone(answer) && made.newSellerCookie.includes("session_token"),
        },
        {
          route: "routes/auth/invite",
          intent: "accept",
          what: "an invitation accepted while signed in",
          effect: "kept",
          send: async () => {
            await asSeller("/admin/members", {
              intent: "invite",
              email: ADMIN_EMAIL,
              role: "cashier",
            });
            const link = await lastMailLink(ADMIN_EMAIL);
            const token = link.searchParams.get("token") ?? "";
            return postForm("/invite", { intent: "accept", token }, adminCookie);
          },
          isDone: isFormDone,
        },
        {
          route: "routes/admin/switch-shop",
          intent: "",
          what: "a member of two shops switching to the other",
          effect: "kept",
          send: () =>
            send("/admin/switch-shop", {
              method: "POST",
              headers: {
                "Content-Type": "application/x-www-form-urlencoded",
                Cookie: made.newSellerCookie,
              },
              body: new URLSearchParams({ brandId: seller.brandId }).toString(),
            }),
          isDone: (answer) => answer.status === 302,
        },
        {
          route: "routes/admin/members",
          intent: "role",
          what: "a member's role changed",
          effect: "kept",
          send: async () =>
            asSeller("/admin/members", {
              intent: "role",
              userId: await memberId(made.memberEmail),
              role: "admin",
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/members",
          intent: "remove",
          what: "a member removed",
          effect: "kept",
          send: async () =>
            asSeller("/admin/members", {
              intent: "remove",
              userId: await memberId(made.memberEmail),
            }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/members",
          intent: "revoke",
          what: "an invitation withdrawn",
          effect: "kept",
          send: async () => {
            await asSeller("/admin/members", {
              intent: "invite",
              email: "batal@example.com",
              role: "admin",
            });
            const invitation = await t.db
              .selectFrom("brand_invitations")
              .select("id")
              .where("email", "=", "batal@example.com")
              .executeTakeFirstOrThrow();
            return asSeller("/admin/members", { intent: "revoke", invitationId: invitation.id });
          },
          isDone: isFormDone,
        },
        // Another seller's account deleted and taken back (decision 080): her own shop goes
        // offline and returns, this shop's pages stay as they were.
        {
          route: "routes/admin/account",
          intent: "delete",
          what: "another seller's account deletion asked",
          effect: "kept",
          send: () =>
            postForm(
              "/admin/account",
              { intent: "delete", password: "rahasia456" },
              made.newSellerCookie,
            ),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/account",
          intent: "cancel",
          what: "another seller's account deletion taken back",
          effect: "kept",
          send: () => postForm("/admin/account", { intent: "cancel" }, made.newSellerCookie),
          isDone: isFormDone,
        },
        // The shop's own domain (decision 081): its pages at the platform's address stay what
        // they were; the domain's pages are kept under its host.
        {
          route: "routes/admin/domain",
          intent: "add-domain",
          what: "the shop's own domain added",
          effect: "kept",
          send: () => asSeller("/admin/domain", { intent: "add-domain", hostname: WALK_DOMAIN }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/domain",
          intent: "verify-domain",
          what: "the shop's own domain verified",
          effect: "kept",
          send: () => asSeller("/admin/domain", { intent: "verify-domain" }),
          isDone: isFormDone,
        },
        {
          route: "routes/admin/domain",
          intent: "remove-domain",
          what: "the shop's own domain removed",
          effect: "kept",
          send: () => asSeller("/admin/domain", { intent: "remove-domain" }),
          isDone: isFormDone,
        },
        {
          // Last: the orders walked above lose their customer's data.
          route: "routes/admin/customer-data",
          intent: "erase-customer",
          what: "a customer's data erased from her orders",
          effect: "not shown",
          send: () =>
            asSeller("/admin/customer-data", {
              intent: "erase-customer",
              phone: "0812-3456-7890",
              confirmPhone: "081234567890",
            }),
          isDone: isFormDone,
        },
      ];

      // Every action of the route table has a walk, and every walk an action.
      const actions = routes.filter((route) => typeof route.module.action === "function");
      const walked = new Set(walks.map((walk) => walk.route));
      expect(
        actions.map((route) => route.id).filter((id) => !walked.has(id)),
        "actions of the route table the walk does not perform",
      ).toEqual([]);
      const actionIds = new Set(actions.map((route) => route.id));
      expect(
        [...walked].filter((id) => !actionIds.has(id)),
        "walks of routes that have no action",
      ).toEqual([]);

      const intentsWalked = new Map<string, Set<string>>();
      const intentsChecked = new Map<string, string[]>();
      let before = await readPages();
      for (const walk of walks) {
        const versionBefore = await readPageVersion(t.db, SHOP);
        checked.schema = undefined;
        const answer = await walk.send();
        expect(
          walk.isDone(answer),
          `${walk.route} (${walk.what}): ${answer.status} ${answer.body}`,
        ).toBe(true);
        if (checked.schema !== undefined) intentsChecked.set(walk.route, intentsOf(checked.schema));
        intentsWalked.set(
          walk.route,
          (intentsWalked.get(walk.route) ?? new Set()).add(walk.intent),
        );

        const after = await readPages();
        const changed: string[] = [];
        for (const page of shopPages) {
          const { kept, fresh } = after.get(page)!;
          // The heart of it: no kept page shows what the shop showed before the write.
          expect(kept, `${page} after ${walk.what} (${walk.route})`).toBe(fresh);
          if (fresh !== before.get(page)!.fresh) changed.push(page);
        }
        if (walk.effect === "shown") {
          expect(changed.length, `what ${walk.what} changes on the shop's pages`).toBeGreaterThan(
            0,
          );
        } else {
          expect(changed, `pages changed by ${walk.what}`).toEqual([]);
        }
        if (walk.effect === "kept") {
          expect(await readPageVersion(t.db, SHOP), `the version after ${walk.what}`).toBe(
            versionBefore,
          );
        }
        before = after;
      }

      // Every intent each form's own schema accepts was performed.
      for (const route of actions) {
        const walkedIntents = [...(intentsWalked.get(route.id) ?? [])].sort();
        const accepted = intentsChecked.get(route.id) ?? [];
        expect(walkedIntents, `intents of ${route.id} walked`).toEqual(
          accepted.length > 0 ? accepted : [""],
        );
      }
    }, 120_000);
  },
);
