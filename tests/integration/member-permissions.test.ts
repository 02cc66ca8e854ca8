import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTIVE_SHOP_COOKIE } from "#server/auth/guards";
import { signIn } from "#server/services/accounts";
import {
  createBrand,
  createOrderRecord,
  createProduct,
  createSeller,
} from "#server/seed/factories";
import { createTestContext } from "./support/app-context";
import {
  createTestDatabase,
  testDatabaseKinds,
  type SharedTestDatabase,
} from "./support/databases";
import {
  createRequester,
  mountAppRoutes,
  type Answer,
  type MountedRoute,
  type Requester,
} from "./fuzz/requests";

// The team's permission matrix (decision 071), walked over the route table: every loader and
// action under /admin is asked by each of six people, and each answer must be the one the
// table below says. A route of app/routes.ts under /admin that the table does not name
// fails here, so a new admin page cannot go without a rule.

const PEOPLE = ["owner", "admin", "cashier", "otherShop", "stranger", "anonymous"] as const;
type Person = (typeof PEOPLE)[number];

/**
 * What a person gets:
 * - "in": let through (the page, the file, or the form's own answer to an empty form);
 * - "refused": 403 with the reason;
 * - "sign-in": sent to /auth;
 * - "missing": 404, the thing asked for is not in their shop.
 */
type Outcome = "in" | "refused" | "sign-in" | "missing";
type Row = Record<Person, Outcome>;

const row = (
  owner: Outcome,
  admin: Outcome,
  cashier: Outcome,
  otherShop: Outcome,
  stranger: Outcome,
  anonymous: Outcome,
): Row => ({ owner, admin, cashier, otherShop, stranger, anonymous });

// The rows, by who may use them. "otherShop" is the owner of another shop who also sends
// the cookie naming this shop: they stay in their own shop, so lists open (their shop's)
// and this shop's orders, customers and products are missing to them.
const OWNER_ONLY = row("in", "refused", "refused", "in", "refused", "sign-in");
const STAFF = row("in", "in", "refused", "in", "refused", "sign-in");
const EVERY_MEMBER = row("in", "in", "in", "in", "refused", "sign-in");
const STAFF_THIS_SHOP = row("in", "in", "refused", "missing", "refused", "sign-in");
const EVERY_MEMBER_THIS_SHOP = row("in", "in", "in", "missing", "refused", "sign-in");
const SIGNED_IN = row("in", "in", "in", "in", "in", "sign-in");
const PUBLIC = row("in", "in", "in", "in", "in", "in");
// A file for every signed-in account; nobody signed in is refused, not sent to a page.
const SIGNED_IN_FILE = row("in", "in", "in", "in", "in", "refused");
// Platform settings: every signed-in account reads them (a seller sees them read-only), only
// a platform admin saves.
const PLATFORM_READ = SIGNED_IN;
const PLATFORM_ADMIN = row("refused", "refused", "refused", "refused", "refused", "sign-in");
const NOT_FOUND_PAGE = row("missing", "missing", "missing", "missing", "missing", "sign-in");
// The dashboard: the figures are for the owner and the admin; the cashier is sent to the
// orders, an account without a shop gets the greeting.
const DASHBOARD = row("in", "in", "in", "in", "in", "sign-in");

type Rule = { path: string; loader?: Row; action?: Row };

/** Every route under /admin, by its id in app/routes.ts; paths use the shop's own items. */
const RULES: Record<string, Rule> = {
  "routes/admin/orders-export": { path: "/admin/orders-export", loader: STAFF },
  "routes/admin/qr-file": { path: "/admin/qr/svg", loader: STAFF },
  "routes/admin/order-nota": {
    path: "/admin/orders/@order/nota/pdf",
    loader: EVERY_MEMBER_THIS_SHOP,
  },
  "routes/admin/order-print": {
    path: "/admin/orders/@order/print",
    loader: EVERY_MEMBER_THIS_SHOP,
  },
  "routes/admin/production-export": { path: "/admin/production-export", loader: EVERY_MEMBER },
  "routes/admin/production-print": { path: "/admin/production/print", loader: EVERY_MEMBER },
  "routes/admin/trends": { path: "/admin/trends/product/@product", loader: STAFF_THIS_SHOP },
  "routes/admin/customer-data-export": {
    // Another shop's export of the number holds their own orders of it: none.
    path: "/admin/customer-data/export?phone=081234567890&format=json",
    loader: STAFF,
  },
  "routes/admin/switch-shop": { path: "/admin/switch-shop", action: EVERY_MEMBER },
  "routes/admin/account-export": { path: "/admin/account/export", loader: SIGNED_IN_FILE },
  "routes/admin/manifest": { path: "/admin/manifest.webmanifest", loader: PUBLIC },
  "routes/admin/app-icon": { path: "/admin/icons/192.png", loader: PUBLIC },
  "routes/admin/service-worker": { path: "/admin/sw.js", loader: PUBLIC },
  "routes/admin/offline": { path: "/admin/offline", loader: PUBLIC },
  "routes/admin/layout": { path: "/admin", loader: SIGNED_IN },
  "routes/admin/index": { path: "/admin", loader: DASHBOARD },
  "routes/admin/links": { path: "/admin/links", loader: STAFF, action: STAFF },
  "routes/admin/products": { path: "/admin/products", loader: STAFF, action: STAFF },
  "routes/admin/products-export": { path: "/admin/products/export", loader: STAFF },
  "routes/admin/products-import": {
    path: "/admin/products/import",
    loader: STAFF,
    action: STAFF,
  },
  "routes/admin/sold-out": {
    path: "/admin/sold-out",
    loader: EVERY_MEMBER,
    action: EVERY_MEMBER,
  },
  "routes/admin/orders": { path: "/admin/orders", loader: EVERY_MEMBER },
  "routes/admin/manual-order": {
    path: "/admin/orders/manual",
    loader: EVERY_MEMBER,
    action: EVERY_MEMBER,
  },
  "routes/admin/order-detail": {
    path: "/admin/orders/@order",
    loader: EVERY_MEMBER_THIS_SHOP,
    action: EVERY_MEMBER,
  },
  "routes/admin/production": { path: "/admin/production", loader: EVERY_MEMBER },
  "routes/admin/customers": { path: "/admin/customers", loader: STAFF },
  "routes/admin/customer-detail": {
    path: "/admin/customers/6281234567890",
    loader: STAFF_THIS_SHOP,
    action: STAFF,
  },
  "routes/admin/order-alerts": { path: "/admin/order-alerts", loader: EVERY_MEMBER },
  "routes/admin/store": { path: "/admin/store", loader: STAFF, action: STAFF },
  "routes/admin/special-days": { path: "/admin/special-days", loader: STAFF, action: STAFF },
  "routes/admin/customer-data": { path: "/admin/customer-data", loader: STAFF, action: STAFF },
  "routes/admin/domain": { path: "/admin/domain", loader: OWNER_ONLY, action: OWNER_ONLY },
  "routes/admin/customers-promo": {
    path: "/admin/customers/promo",
    loader: STAFF,
    action: STAFF,
  },
  "routes/admin/payments": { path: "/admin/payments", loader: OWNER_ONLY, action: OWNER_ONLY },
  "routes/admin/delivery": { path: "/admin/delivery", loader: STAFF, action: STAFF },
  "admin-about": { path: "/admin/about", loader: STAFF, action: STAFF },
  "routes/admin/qr": { path: "/admin/qr", loader: STAFF },
  "routes/admin/qr-poster": { path: "/admin/qr/poster", loader: STAFF },
  "routes/admin/members": { path: "/admin/members", loader: OWNER_ONLY, action: OWNER_ONLY },
  "routes/admin/account": { path: "/admin/account", loader: SIGNED_IN, action: SIGNED_IN },
  "routes/admin/platform-settings": {
    path: "/admin/platform-settings",
    loader: PLATFORM_READ,
    action: PLATFORM_ADMIN,
  },
  // The platform admin's own pages (decision 078): no seller's role opens them.
  "routes/admin/platform-shops": { path: "/admin/platform/shops", loader: PLATFORM_ADMIN },
  "routes/admin/platform-shop": {
    path: "/admin/platform/shops/@shop",
    loader: PLATFORM_ADMIN,
    action: PLATFORM_ADMIN,
  },
  "routes/admin/platform-audit": { path: "/admin/platform/audit", loader: PLATFORM_ADMIN },
  // The public's reports about shops (decision 079): platform admins only.
  "routes/admin/platform-reports": {
    path: "/admin/platform/reports",
    loader: PLATFORM_ADMIN,
    action: PLATFORM_ADMIN,
  },
  // No loader: the layout's row is the page's (every signed-in account).
  "admin-supports": { path: "/admin/supports" },
  "admin-not-found": { path: "/admin/tidak-ada", loader: NOT_FOUND_PAGE },
};

/** Every mounted route whose address starts with /admin, with its full path. */
function adminRoutes(routes: MountedRoute[]): MountedRoute[] {
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (route: MountedRoute): string => {
    const parent = byId.get(route.parentId);
    const own = route.path ?? "";
    const above = parent ? fullPath(parent) : "";
    return [above, own].filter(Boolean).join("/");
  };
  const isAdmin = (route: MountedRoute) => /^admin(\/|$)/.test(fullPath(route));
  // The admin's layout has no path of its own: it is the parent of admin pages.
  return routes.filter(
    (route) =>
      isAdmin(route) || routes.some((child) => child.parentId === route.id && isAdmin(child)),
  );
}

function outcomeOf(answer: Answer): Outcome {
  if (answer.redirect === "/auth") return "sign-in";
  if (answer.status === 403) return "refused";
  if (answer.status === 404) return "missing";
  return "in";
}

describe.each(testDatabaseKinds)("who may use each admin page and form on %s", (kind) => {
  let t: SharedTestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let requester: Requester;
  let routes: MountedRoute[];
  const cookies = {} as Record<Person, string | undefined>;
  let orderNumber: string;
  let productId: string;
  let shopId: string;

  async function cookieOf(email: string): Promise<string> {
    const { setCookie } = await signIn(
      context,
      { email, password: "rahasia123" },
      { ip: "127.0.0.9", headers: new Headers() },
    );
    return setCookie.map((c) => c.split(";")[0]).join("; ");
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t);
    routes = await mountAppRoutes();
    requester = createRequester(routes, () => context);
    const account = (name: string) =>
      createSeller(t.auth, {
        email: `${name}@example.com`,
        password: "rahasia123",
        name,
        emailVerified: true,
      });
    const [owner, admin, cashier, other] = await Promise.all(
      ["pemilik", "admin", "kasir", "lain", "asing"].map(account),
    );
    const shop = await createBrand(t.db, { userId: owner!.userId, name: "Toko", username: "toko" });
    shopId = shop.id;
    await createBrand(t.db, { userId: other!.userId, name: "Lain", username: "lain" });
    await t.db
      .insertInto("brand_members")
      .values([
        { brand_id: shop.id, user_id: admin!.userId, role: "admin" },
        { brand_id: shop.id, user_id: cashier!.userId, role: "cashier" },
      ])
      .execute();
    const product = await createProduct(t.db, shop.id, { name: "Kopi", price: 10_000 });
    productId = product.id;
    ({ orderNumber } = await createOrderRecord(t.db, {
      brandId: shop.id,
      customerName: "Sari",
      customerPhone: "6281234567890",
      items: [{ productId: product.id, productName: "Kopi", quantity: 1, unitPrice: 10_000 }],
    }));
    cookies.owner = await cookieOf("pemilik@example.com");
    cookies.admin = await cookieOf("admin@example.com");
    cookies.cashier = await cookieOf("kasir@example.com");
    // The other shop's owner names this shop as their chosen one: the guard ignores it.
    cookies.otherShop = `${await cookieOf("lain@example.com")}; ${ACTIVE_SHOP_COOKIE}=${shop.id}`;
    cookies.stranger = await cookieOf("asing@example.com");
    cookies.anonymous = undefined;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const pathOf = (rule: Rule) =>
    rule.path
      .replace("@order", orderNumber)
      .replace("@product", productId)
      .replace("@shop", shopId);

  it("has a rule for every admin route of the route table, and no rule for a route it lacks", () => {
    const ids = adminRoutes(routes).map((route) => route.id);
    expect(ids.filter((id) => !(id in RULES))).toEqual([]);
    expect(Object.keys(RULES).filter((id) => !ids.includes(id))).toEqual([]);
    for (const route of adminRoutes(routes)) {
      const rule = RULES[route.id]!;
      expect(Boolean(rule.loader), `${route.id} loader`).toBe(
        typeof route.module.loader === "function",
      );
      expect(Boolean(rule.action), `${route.id} action`).toBe(
        typeof route.module.action === "function",
      );
    }
  });

  it("answers each loader and each action as the table says, for each person", async () => {
    const found: string[] = [];
    const expected: string[] = [];
    for (const route of adminRoutes(routes)) {
      const rule = RULES[route.id]!;
      const isData = typeof route.module.default === "function";
      const path = pathOf(rule);
      // Only this route's loader: the layout's is a row of its own.
      const dataPath = `${path}${path.includes("?") ? "&" : "?"}_routes=${encodeURIComponent(route.id)}`;
      for (const person of PEOPLE) {
        if (rule.loader) {
          const answer = await requester.send({
            method: "GET",
            path: isData ? dataPath : path,
            isData,
            body: { kind: "none" },
            cookie: cookies[person],
          });
          found.push(`${route.id} loader ${person}: ${outcomeOf(answer)}`);
          expected.push(`${route.id} loader ${person}: ${rule.loader[person]}`);
        }
        if (rule.action) {
          // An empty form: refused by the guard, or by the form's own check after it.
          const answer = await requester.send({
            method: "POST",
            path,
            isData,
            body: { kind: "form", fields: [] },
            cookie: cookies[person],
          });
          found.push(`${route.id} action ${person}: ${outcomeOf(answer)}`);
          expected.push(`${route.id} action ${person}: ${rule.action[person]}`);
        }
      }
    }
    expect(found).toEqual(expected);
  });

  it("keeps the other shop's owner in their own shop whatever shop their cookie names", async () => {
    const answer = await requester.load(
      "/admin/members?_routes=routes%2Fadmin%2Fmembers",
      cookies.otherShop,
    );
    expect(answer.text).toContain("lain@example.com");
    expect(answer.text).not.toContain("pemilik@example.com");
    expect(shopId).toBeTruthy();
  });
});
