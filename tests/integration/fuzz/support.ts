import crypto from "node:crypto";
import fc from "fast-check";
import sharp from "sharp";
import { expect, vi } from "vitest";
import { isHttpUrl, isMultiLineText, isSingleLineText } from "#domain/form-text";
import { mediaKey, MEDIA_WIDTHS, storedMediaUrl, type MediaArea } from "#domain/media";
import { lastFourDigits } from "#domain/phone";
import type { DatabaseKind } from "#server/db/database";
import { isStoredImageUrl } from "#server/media/stored-url";
import { signIn } from "#server/services/accounts";
import { createTestContext } from "../support/app-context";
import { createTestDatabase, type TestDatabase } from "../support/databases";
import {
  expectCleanMeta,
  expectSoundAnswer,
  orderMessageProblem,
  show,
  violation,
  Violation,
  whatsappUrlProblem,
  type ExpectedOrderMessage,
} from "./checks";
import {
  createRequester,
  mountAppRoutes,
  type Answer,
  type MountedRoute,
  type SentRequest,
} from "./requests";
import * as rootRoute from "#app/root";

// One database per kind per file, the app's real routes mounted on it, and the steps the
// properties share: signing in, uploading a real picture, placing an order, and loading
// every public page that shows what a write stored.

// ---------------------------------------------------------------------------------------
// Seeds and runs
// ---------------------------------------------------------------------------------------

/**
 * Every property runs with one seed: FUZZ_SEED when set ("random" picks a new one), else
 * a fixed default, so CI is repeatable. A failure prints the seed, the shrunk
 * counterexample and its path; replay exactly that case with
 *   FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run --project integration <file> -t "<test>"
 * FUZZ_RUNS multiplies every property's number of runs (e.g. 10 for a longer search).
 */
const DEFAULT_SEED = 20_260_601;

function seedFromEnvironment(): number {
  const value = process.env.FUZZ_SEED;
  if (value === undefined || value === "") return DEFAULT_SEED;
  if (value === "random") return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(value);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, is ${value}`);
  return seed;
}

const seed = seedFromEnvironment();
const runFactor = Math.max(1, Number(process.env.FUZZ_RUNS ?? 1) || 1);

/**
 * A property's time limit: shrinking a counterexample replays many requests, and scrypt
 * hashing on a busy machine is slow. Not an assertion, only a bound.
 */
export const PROPERTY_TIMEOUT = 180_000;

export async function checkProperty<Ts>(
  property: fc.IAsyncPropertyWithHooks<Ts>,
  { numRuns }: { numRuns: number },
): Promise<void> {
  const path = process.env.FUZZ_PATH || undefined;
  const details = await fc.check(property, {
    seed,
    path,
    numRuns: numRuns * runFactor,
  });
  if (!details.failed) return;
  const { testPath, currentTestName } = expect.getState();
  const file = testPath ? testPath.slice(testPath.indexOf("tests/")) : "<file>";
  const database = process.env.TEST_DATABASE_URL ? "TEST_DATABASE_URL=… " : "";
  // Vitest matches -t against the names joined by spaces, as a regular expression.
  const name = (currentTestName ?? "")
    .replaceAll(" > ", " ")
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const replay = `${database}FUZZ_SEED=${details.seed} FUZZ_PATH=${details.counterexamplePath} npx vitest run --project integration ${file} -t ${JSON.stringify(name)}`;
  const report = await fc.asyncDefaultReportMessage(details);
  const error = details.errorInstance;
  const cause =
    error instanceof Violation ? error.message : error instanceof Error ? error.stack : show(error);
  throw new Error(`${report ?? "property failed"}\n\n${cause}\n\nReplay: ${replay}`);
}

// ---------------------------------------------------------------------------------------
// The app on a fresh database
// ---------------------------------------------------------------------------------------

let ipCounter = 0;
/** Each request gets its own client address: limits per client are not what is tested. */
function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export type World = {
  t: TestDatabase;
  context: ReturnType<typeof createTestContext>;
  routes: MountedRoute[];
  send(request: SentRequest): Promise<Answer>;
  load(path: string, cookie?: string): Promise<Answer>;
  destroy(): Promise<void>;
};

export async function createWorld(
  kind: DatabaseKind,
  options: { platformAdminEmails?: string } = {},
): Promise<World> {
  const t = await createTestDatabase(kind);
  const context = createTestContext(t, options);
  const routes = await mountAppRoutes();
  const requester = createRequester(routes, () => ({ ...context, clientIp: nextIp() }));
  // React Router reports every unknown or undecodable address it is sent; those are the
  // point here. Anything else it reports still shows.
  const print = console.error;
  const quiet = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (/No route matches URL|could not be decoded/.test(String(args[0]))) return;
    print(...args);
  });
  return {
    t,
    context,
    routes,
    send: requester.send,
    load: requester.load,
    async destroy() {
      quiet.mockRestore();
      await t.destroy();
    },
  };
}

export async function sessionCookie(world: World, email: string, password: string) {
  const { setCookie } = await signIn(
    world.context,
    { email, password },
    { ip: nextIp(), headers: new Headers() },
  );
  return setCookie.map((cookie) => cookie.split(";")[0]).join("; ");
}

/**
 * A picture as the upload pipeline leaves it: WebP in every width under its content's
 * hash, in the site's media storage. The upload route itself is fuzzed on its own; the
 * other writes only need pictures that exist.
 */
export async function storePicture(world: World, area: MediaArea): Promise<string> {
  const webp = await sharp({
    create: { width: 4, height: 3, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .webp()
    .toBuffer();
  const hash = crypto.createHash("sha256").update(area).update(webp).digest("hex").slice(0, 32);
  for (const width of MEDIA_WIDTHS) {
    await world.context.media.put(mediaKey(area, hash, width), webp, "image/webp");
  }
  return storedMediaUrl(world.context.media.baseUrl, area, hash);
}

// ---------------------------------------------------------------------------------------
// Refusals change nothing
// ---------------------------------------------------------------------------------------

export type Table =
  | "brands"
  | "links"
  | "brand_price_lists"
  | "product_categories"
  | "products"
  | "product_images"
  | "product_options"
  | "stores"
  | "store_images"
  | "orders"
  | "order_products"
  | "order_product_options"
  | "order_histories"
  | "platform_settings";

type Row = Record<string, unknown>;
type Rows = Map<Table, Row[]>;

/** Every row of `tables`, read once. */
async function readTables(world: World, tables: readonly Table[]): Promise<Rows> {
  const rows: Rows = new Map();
  for (const table of tables) {
    rows.set(table, (await world.t.db.selectFrom(table).selectAll().execute()) as Row[]);
  }
  return rows;
}

/** One brand's rows of `table`, found through the parents read along with it. */
function rowsOfBrand(all: Rows, table: Table, brandId: string): Row[] {
  const rows = all.get(table) ?? [];
  const idsOf = (parent: Table, key = "brand_id", owners?: Set<unknown>) =>
    new Set(
      (all.get(parent) ?? [])
        .filter((row) => (owners ? owners.has(row[key]) : row[key] === brandId))
        .map((row) => row.id),
    );
  switch (table) {
    case "brands":
      return rows.filter((row) => row.id === brandId);
    case "product_images":
    case "product_options": {
      const own = idsOf("products");
      return rows.filter((row) => own.has(row.product_id));
    }
    case "store_images": {
      const own = idsOf("stores");
      return rows.filter((row) => own.has(row.store_id));
    }
    case "order_products":
    case "order_histories": {
      const own = idsOf("orders");
      return rows.filter((row) => own.has(row.order_id));
    }
    case "order_product_options": {
      const lines = idsOf("order_products", "order_id", idsOf("orders"));
      return rows.filter((row) => lines.has(row.order_product_id));
    }
    case "platform_settings":
      return rows;
    default:
      return rows.filter((row) => row.brand_id === brandId);
  }
}

/** Parents first: a child table's brand is found through its parent. */
export const BRAND_ROW_TABLES: Table[] = [
  "brands",
  "links",
  "brand_price_lists",
  "product_categories",
  "products",
  "product_images",
  "product_options",
  "stores",
  "store_images",
  "orders",
  "order_products",
  "order_product_options",
  "order_histories",
];

function describeRows(all: Rows, tables: readonly Table[], brandId?: string): string {
  return JSON.stringify(
    tables.map((table) => [
      table,
      (brandId ? rowsOfBrand(all, table, brandId) : (all.get(table) ?? []))
        .map((row) => JSON.stringify(row))
        .sort(),
    ]),
  );
}

/** The rows of `tables` (only one brand's when `brandId` is given), as one comparable text. */
export async function snapshot(
  world: World,
  tables: readonly Table[],
  brandId?: string,
): Promise<string> {
  const needed = brandId ? [...new Set([...BRAND_ROW_TABLES, ...tables])] : tables;
  return describeRows(await readTables(world, needed), tables, brandId);
}

/** Several brands' rows from one read, each as one comparable text. */
export async function snapshotBrands(world: World, brandIds: readonly string[]): Promise<string[]> {
  const all = await readTables(world, BRAND_ROW_TABLES);
  return brandIds.map((brandId) => describeRows(all, BRAND_ROW_TABLES, brandId));
}

/** A brand's rows as they were at one moment, to start every run from the same shop. */
export type BrandBaseline = {
  brand: Record<string, unknown>;
  rows: [Table, Record<string, unknown>[]][];
};

/** Parents before children, the order rows can be inserted in. */
const BRAND_TABLES: Table[] = [
  "links",
  "brand_price_lists",
  "product_categories",
  "products",
  "product_images",
  "product_options",
  "stores",
  "store_images",
  "orders",
  "order_products",
  "order_product_options",
  "order_histories",
];
const JSON_COLUMNS = new Set(["choices", "operational_hours"]);

const asStored = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      JSON_COLUMNS.has(key) && value !== null && typeof value !== "string"
        ? JSON.stringify(value)
        : value,
    ]),
  );

export async function captureBrand(world: World, brandId: string): Promise<BrandBaseline> {
  const brand = await world.t.db
    .selectFrom("brands")
    .selectAll()
    .where("id", "=", brandId)
    .executeTakeFirstOrThrow();
  const all = await readTables(world, BRAND_ROW_TABLES);
  return {
    brand,
    rows: BRAND_TABLES.map((table) => [table, rowsOfBrand(all, table, brandId)]),
  };
}

/**
 * Puts the brand back as captured: each run (and each replay while shrinking) starts from
 * the same shop, so a counterexample is the write that broke it, not one after it.
 */
export async function restoreBrand(world: World, brandId: string, baseline: BrandBaseline) {
  await world.t.db.transaction().execute(async (trx) => {
    for (const table of [
      "orders",
      "stores",
      "products",
      "product_categories",
      "brand_price_lists",
      "links",
    ] as const) {
      await trx.deleteFrom(table).where("brand_id", "=", brandId).execute();
    }
    const { id: _id, ...fields } = asStored(baseline.brand);
    await trx
      .updateTable("brands")
      .set(fields as never)
      .where("id", "=", brandId)
      .execute();
    for (const [table, rows] of baseline.rows) {
      if (rows.length > 0)
        await trx
          .insertInto(table)
          .values(rows.map(asStored) as never)
          .execute();
    }
  });
}

/** A refused request (4xx) left `tables` exactly as they were. */
export async function expectUnchangedOnRefusal(
  world: World,
  request: SentRequest,
  answer: Answer,
  before: string,
  tables: readonly Table[],
  brandId?: string,
): Promise<void> {
  if (answer.status < 400) return;
  const after = await snapshot(world, tables, brandId);
  if (after !== before) throw violation("a refused request changed stored rows", request, answer);
}

// ---------------------------------------------------------------------------------------
// Public pages
// ---------------------------------------------------------------------------------------

type Page = { path: string; routeId: string; params?: Record<string, string> };

/** The pages that show a brand's stored values, and the platform pages that list them. */
export function publicPages(username: string): Page[] {
  const slug = encodeURIComponent(username);
  const params = { username };
  return [
    { path: `/${slug}`, routeId: "routes/brand-home", params },
    { path: `/${slug}/products`, routeId: "brand-products", params },
    { path: `/${slug}/stores`, routeId: "brand-stores", params },
    { path: `/${slug}/about`, routeId: "brand-about", params },
    { path: `/${slug}/order-tracking`, routeId: "brand-order-tracking", params },
    { path: `/${slug}/cart`, routeId: "brand-cart", params },
    // The platform pages that list every shop's products and stores.
    { path: "/products", routeId: "platform-products" },
    { path: "/stores", routeId: "platform-stores" },
  ];
}

export const PLATFORM_PAGES: Page[] = [
  { path: "/", routeId: "routes/landing" },
  { path: "/products", routeId: "platform-products" },
  { path: "/stores", routeId: "platform-stores" },
  { path: "/about", routeId: "platform-about" },
  { path: "/order-tracking", routeId: "platform-order-tracking" },
  { path: "/cart", routeId: "platform-cart" },
  { path: "/supports", routeId: "routes/supports" },
];

type MetaFunction = (args: Record<string, unknown>) => Record<string, unknown>[];

/**
 * Loads a page's data through its real loaders and runs its meta function on it, as the
 * server does for the document: no server error, and one clean line in every title and
 * description. Returns the loaders' data keyed by route id.
 */
export async function loadPage(
  world: World,
  page: Page,
  { expectFound = true }: { expectFound?: boolean } = {},
): Promise<Record<string, unknown>> {
  const request: SentRequest = {
    method: "GET",
    path: page.path,
    isData: true,
    body: { kind: "none" },
  };
  const answer = await world.load(page.path);
  expectSoundAnswer(request, answer, { requireText: false });
  if (expectFound && answer.status !== 200) {
    throw violation(`page answered ${answer.status}`, request, answer);
  }
  const results = (answer.value ?? {}) as Record<string, { data?: unknown } | undefined>;
  const data = Object.fromEntries(
    Object.entries(results).map(([id, result]) => [id, result?.data]),
  );
  const route = world.routes.find((candidate) => candidate.id === page.routeId);
  if (!route) throw new Error(`no route ${page.routeId}`);
  const meta = (route.module.meta ?? rootRoute.meta) as MetaFunction;
  const ownId = route.module.meta ? page.routeId : "root";
  const pathname = new URL(page.path, world.context.config.appUrl).pathname;
  const matches = [
    {
      id: "root",
      pathname: "/",
      params: page.params ?? {},
      data: data.root,
      loaderData: data.root,
    },
    {
      id: page.routeId,
      pathname,
      params: page.params ?? {},
      data: data[page.routeId],
      loaderData: data[page.routeId],
    },
  ];
  let descriptors: Record<string, unknown>[];
  try {
    descriptors = meta({
      data: data[ownId],
      loaderData: data[ownId],
      params: page.params ?? {},
      location: { pathname, search: "", hash: "", state: null, key: "default" },
      matches,
      error: undefined,
    });
  } catch (error) {
    throw violation(`meta function threw ${String(error)}`, request, answer);
  }
  try {
    expectCleanMeta(page.path, descriptors);
  } catch (error) {
    if (error instanceof Violation) throw violation(error.message, request, answer);
    throw error;
  }
  return data;
}

/**
 * Every public page showing `username`'s brand loads, with clean meta, and what the pages
 * show obeys the rules the write side promises (see storedValueProblem).
 */
export async function expectPublicPagesSound(world: World, username: string): Promise<void> {
  for (const page of publicPages(username)) {
    const data = await loadPage(world, page);
    const problem = storedValueProblem(world, data);
    if (problem) {
      throw new Violation(`${page.path} shows a stored value it should never hold: ${problem}`);
    }
  }
}

/** The longest text any form accepts (the about text, payment information). */
const LONGEST_TEXT = 2000;

const ONE_LINE_KEYS = new Set([
  "name",
  "title",
  "siteTitle",
  "username",
  "phone",
  "icon",
  "category",
  "categories[]",
  "customerServiceWhatsapp",
  "customerServiceEmail",
  "phoneNumber",
  "customerSupportPhone",
  "customerName",
]);
const URL_KEYS = new Set(["url", "googleMapsLink"]);
const IMAGE_KEYS = new Set(["logoUrl", "linkImage", "imageUrl", "faviconUrl", "logoSmallUrl"]);

/**
 * What a page may show, whatever was stored through the forms: links and maps links are
 * http(s) (never javascript: or data:), pictures are ones this site stored, prices are
 * whole non-negative rupiah, names are one clean line, other texts hold at most line
 * breaks, and no text is longer than any form accepts.
 */
export function storedValueProblem(world: World, value: unknown, key = ""): string | undefined {
  if (typeof value === "string") {
    if (value.length > LONGEST_TEXT) return `${key} is ${value.length} characters long`;
    if (URL_KEYS.has(key) && !isHttpUrl(value)) return `${key} is not http(s): ${show(value)}`;
    if (
      (IMAGE_KEYS.has(key) || key === "images[]") &&
      !isStoredImageUrl(world.context.media, value)
    ) {
      return `${key} is not a stored picture: ${show(value)}`;
    }
    if (ONE_LINE_KEYS.has(key) || key === "choices[]") {
      if (!isSingleLineText(value)) return `${key} is not one clean line: ${show(value)}`;
    } else if (!isMultiLineText(value)) {
      return `${key} holds characters no field allows: ${show(value)}`;
    }
    return undefined;
  }
  if (typeof value === "number") {
    if (key === "price" && !(Number.isSafeInteger(value) && value >= 0)) {
      return `price is ${show(value)}`;
    }
    return undefined;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = storedValueProblem(world, item, `${key}[]`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (typeof value === "object" && value !== null) {
    for (const [childKey, child] of Object.entries(value)) {
      // Ids, dates, the site's own URL and the shop's zone are the server's, not typed.
      if (["id", "brandId", "appUrl", "timeZone", "createdAt"].includes(childKey)) continue;
      const problem = storedValueProblem(world, child, childKey);
      if (problem) return problem;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------
// Orders and their WhatsApp text
// ---------------------------------------------------------------------------------------

export function orderRequest(body: unknown): SentRequest {
  return {
    method: "POST",
    path: "/api/orders",
    isData: false,
    body: { kind: "json", value: body },
  };
}

type PlacedOrder = {
  orderNumber: string;
  total: number;
  message: string;
  whatsappUrl: string;
  trackingUrl: string;
};

export type OrderExpectation = Omit<ExpectedOrderMessage, "orderNumber" | "trackingUrl"> & {
  username: string;
  /** Options each product offers; anything else chosen must not be stored. */
  options: ReadonlyMap<string, readonly { name: string; choices: readonly string[] }[]>;
};

/**
 * An accepted order: its WhatsApp text keeps buildOrderMessage's layout and totals, the
 * wa.me link carries exactly that text, the stored order has the same total and only
 * options its products offer, and the customer can open it on the tracking page.
 */
export async function expectSoundPlacedOrder(
  world: World,
  request: SentRequest,
  answer: Answer,
  expected: OrderExpectation,
): Promise<void> {
  const placed = answer.value as Partial<PlacedOrder> | undefined;
  const fail = (summary: string) => violation(summary, request, answer);
  if (
    typeof placed?.orderNumber !== "string" ||
    typeof placed.message !== "string" ||
    typeof placed.total !== "number"
  ) {
    throw fail("accepted order without its number, total or message");
  }
  const trackingUrl = `${world.context.config.appUrl}/${encodeURIComponent(expected.username)}/order-tracking?number=${encodeURIComponent(placed.orderNumber)}`;
  if (placed.trackingUrl !== trackingUrl) throw fail(`trackingUrl should be ${trackingUrl}`);
  const total = expected.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  if (placed.total !== total || !Number.isSafeInteger(total)) {
    throw fail(`total should be exactly ${show(total)} (a safe integer), is ${show(placed.total)}`);
  }
  const messageProblem = orderMessageProblem(placed.message, {
    ...expected,
    orderNumber: placed.orderNumber,
    trackingUrl,
  });
  if (messageProblem) throw fail(`WhatsApp text breaks its layout: ${messageProblem}`);
  const urlProblem = whatsappUrlProblem(placed.whatsappUrl, placed.message);
  if (urlProblem) throw fail(urlProblem);

  const db = world.t.db;
  const order = await db
    .selectFrom("orders")
    .innerJoin("brands", "brands.id", "orders.brand_id")
    .select(["orders.id", "orders.total", "orders.customer_phone"])
    .where("brands.username", "=", expected.username)
    .where("orders.order_number", "=", placed.orderNumber)
    .executeTakeFirst();
  if (!order) throw fail("accepted order is not stored");
  if (Number(order.total) !== total) throw fail(`stored total is ${show(order.total)}`);
  const options = await db
    .selectFrom("order_product_options")
    .innerJoin("order_products", "order_products.id", "order_product_options.order_product_id")
    .select(["order_products.product_id", "option_name", "option_value"])
    .where("order_products.order_id", "=", order.id)
    .execute();
  for (const option of options) {
    const offered = expected.options.get(option.product_id ?? "") ?? [];
    const own = offered.find((candidate) => candidate.name === option.option_name);
    // Older carts carry sugar and ice, recorded as options named Sugar and Ice (spec §3).
    const isLegacy = own === undefined && ["Sugar", "Ice"].includes(option.option_name);
    if (!isLegacy && !own?.choices.includes(option.option_value)) {
      throw fail(
        `stored an option the product does not offer: ${show(option.option_name)}: ${show(option.option_value)}`,
      );
    }
  }

  const trackingPage: Page = {
    path: `/${encodeURIComponent(expected.username)}/order-tracking?number=${placed.orderNumber}`,
    routeId: "brand-order-tracking",
    params: { username: expected.username },
  };
  await loadPage(world, trackingPage);
  const verify: SentRequest = {
    method: "POST",
    path: `/${encodeURIComponent(expected.username)}/order-tracking`,
    isData: true,
    body: {
      kind: "form",
      fields: [
        ["intent", "verify"],
        ["orderNumber", placed.orderNumber],
        ["digits", lastFourDigits(order.customer_phone)],
      ],
    },
  };
  const verified = await world.send(verify);
  expectSoundAnswer(verify, verified);
  const tracked = (verified.value as { data?: { value?: { order?: unknown } } } | undefined)?.data
    ?.value?.order;
  if (verified.status !== 200 || typeof tracked !== "object" || tracked === null) {
    throw violation("the customer cannot open the accepted order", verify, verified);
  }
  const trackedProblem = storedValueProblem(world, tracked);
  if (trackedProblem) {
    throw violation(`the tracking page shows ${trackedProblem}`, verify, verified);
  }
}

export function placeCleanOrderBody(
  username: string,
  items: readonly {
    productId: string;
    quantity: number;
    customizations?: Record<string, string>;
    /** The product's price as the cart shows it (orders at another price are refused). */
    seenPrice: number;
  }[],
) {
  return {
    username,
    form: {
      deliveryDay: "tomorrow",
      deliveryTime: "10:00",
      customerName: "Budi Santoso",
      customerPhone: "0812-3456-7890",
      deliveryMethod: "Diantar",
      note: "",
      referralCode: "",
    },
    items: items.map((item) => ({
      productId: item.productId,
      quantity: item.quantity,
      customizations: item.customizations ?? {},
      notes: "",
      seenPrice: item.seenPrice,
    })),
  };
}
