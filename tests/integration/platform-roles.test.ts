import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as FormAction from "#server/form-action";
import { signIn } from "#server/services/accounts";
import { createBrand, createSeller } from "#server/seed/factories";
import type { Db } from "#server/db/database";
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
  type SentRequest,
} from "./fuzz/requests";

// The platform admin's pages are guarded on the server (decision 078), proven by replay:
// every loader and every form of every route under /admin/platform (by path, so a page
// added there later is walked too) and the platform settings' form are sent as a platform
// admin, each answered as a success; the very same requests are then sent again by a
// seller, an account whose e-mail is not verified and a visitor who is not signed in. Each
// must be refused (403, or sent to sign in or to verify), and the database must hold
// exactly the rows it held before.

/** The schema each form action checked, noted as it is handed to the real `submitForm`. */
const checked = vi.hoisted(() => ({ schema: undefined as unknown }));
vi.mock("#server/form-action", async (importOriginal) => {
  const real = await importOriginal<typeof FormAction>();
  const submitForm: typeof real.submitForm = (args, schema, ...rest) => {
    checked.schema = schema;
    return real.submitForm(args, schema, ...rest);
  };
  return { ...real, submitForm };
});

function intentsOf(schema: unknown): string[] {
  const values = (schema as { _zod?: { propValues?: Record<string, Set<unknown>> } })._zod
    ?.propValues?.intent;
  return values ? [...values].map(String).sort() : [""];
}

const ADMIN = "pengelola@example.com";
const PEOPLE = ["seller", "unverified", "anonymous"] as const;

type Form = { intent: string; fields: [string, string][] };

/**
 * The valid forms of each platform action, in the order they are sent, by route id. A
 * route under /admin/platform with an action missing here, or an intent of its schema no
 * form sends, fails the walk.
 */
const FORMS: Record<string, Form[]> = {
  "routes/admin/platform-settings": [
    {
      intent: "",
      fields: [
        ["siteTitle", "Pasar Warga"],
        ["customerSupportPhone", "0812-3456-7890"],
        ["faviconUrl", ""],
        ["logoUrl", ""],
        ["logoSmallUrl", ""],
      ],
    },
  ],
  "routes/admin/platform-shop": [
    {
      intent: "suspend",
      fields: [
        ["intent", "suspend"],
        ["reason", "Menjual barang palsu berulang kali"],
      ],
    },
    {
      intent: "reinstate",
      fields: [
        ["intent", "reinstate"],
        ["reason", "Pemilik sudah menarik barangnya"],
      ],
    },
  ],
  // 'Tandai sudah ditinjau' (decision 079): the shop's id is filled in when it is sent.
  "routes/admin/platform-reports": [{ intent: "", fields: [["brandId", "@shop"]] }],
};

function fullPathOf(routes: MountedRoute[]): (route: MountedRoute) => string {
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (route: MountedRoute): string => {
    const parent = byId.get(route.parentId);
    return [parent ? fullPath(parent) : "", route.path ?? ""].filter(Boolean).join("/");
  };
  return fullPath;
}

/** Every row of every table of the database, as comparable text. */
async function snapshot(db: Db, kind: string): Promise<Record<string, string>> {
  const tables =
    kind === "sqlite"
      ? await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%' order by name`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'
          order by table_name`.execute(db);
  const rows: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    rows[name] = result.rows
      .map((row) => JSON.stringify(row))
      .sort()
      .join("\n");
  }
  return rows;
}

/** A refusal: 403, or sent to sign in or to verify the e-mail address first. */
function isRefused(answer: Answer): boolean {
  return (
    answer.status === 403 ||
    answer.redirect === "/auth" ||
    answer.redirect === "/email-not-verified"
  );
}

describe.each(testDatabaseKinds)("the platform admin's pages, replayed by others on %s", (kind) => {
  let t: SharedTestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let requester: Requester;
  let routes: MountedRoute[];
  let shopId: string;
  const cookies = {} as Record<"admin" | (typeof PEOPLE)[number], string | undefined>;

  async function cookieOf(email: string): Promise<string> {
    const { setCookie } = await signIn(
      context,
      { email, password: "rahasia123" },
      { ip: "127.0.0.12", headers: new Headers() },
    );
    return setCookie.map((c) => c.split(";")[0]).join("; ");
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t, { platformAdminEmails: ADMIN });
    routes = await mountAppRoutes();
    requester = createRequester(routes, () => context);
    const account = (email: string) =>
      createSeller(t.auth, { email, password: "rahasia123", name: email.split("@")[0]! });
    const [, seller, later] = await Promise.all(
      [ADMIN, "penjual@example.com", "belum@example.com"].map(account),
    );
    const shop = await createBrand(t.db, {
      userId: seller!.userId,
      name: "Toko Penjual",
      username: "penjual",
    });
    shopId = shop.id;
    await createBrand(t.db, { userId: later!.userId, name: "Toko Belum", username: "belum" });
    await t.db
      .insertInto("shop_reports")
      .values({
        id: crypto.randomUUID(),
        brand_id: shop.id,
        reason: "Penipuan",
        details: "Barang tidak pernah dikirim",
        contact: null,
      })
      .execute();
    cookies.admin = await cookieOf(ADMIN);
    cookies.seller = await cookieOf("penjual@example.com");
    cookies.unverified = await cookieOf("belum@example.com");
    const authContext = await t.auth.$context;
    await authContext.internalAdapter.updateUser(later!.userId, { emailVerified: false });
    cookies.anonymous = undefined;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("refuses every recorded request of the platform admin to everyone else, changing nothing", async () => {
    const fullPath = fullPathOf(routes);
    const walked = routes.filter((route) => /^admin\/platform(\/|$)/.test(fullPath(route)));
    // The settings' page is open to every account (spec §6); its form is the admin's alone.
    const settings = routes.find((route) => route.id === "routes/admin/platform-settings")!;
    expect(walked.map((route) => route.id)).toEqual(
      expect.arrayContaining([
        "routes/admin/platform-shops",
        "routes/admin/platform-shop",
        "routes/admin/platform-audit",
        "routes/admin/platform-reports",
      ]),
    );

    const recorded: { what: string; request: Omit<SentRequest, "cookie"> }[] = [];
    const pathOf = (route: MountedRoute) =>
      `/${fullPath(route)
        .replace(/:brandId\b/g, shopId)
        .replace(/:\w+/g, shopId)}`;

    for (const route of [...walked, settings]) {
      const path = pathOf(route);
      if (route !== settings && typeof route.module.loader === "function") {
        const request: Omit<SentRequest, "cookie"> = {
          method: "GET",
          path: `${path}?_routes=${encodeURIComponent(route.id)}`,
          isData: true,
          body: { kind: "none" },
        };
        const answer = await requester.send({ ...request, cookie: cookies.admin });
        expect(answer.status, `${route.id} loader as the platform admin`).toBe(200);
        recorded.push({ what: `${route.id} loader`, request });
      }
      if (typeof route.module.action === "function") {
        const forms = FORMS[route.id];
        expect(forms, `the valid forms of ${route.id}`).toBeDefined();
        const sent: string[] = [];
        for (const form of forms!) {
          checked.schema = undefined;
          const request: Omit<SentRequest, "cookie"> = {
            method: "POST",
            path,
            isData: true,
            body: {
              kind: "form",
              fields: form.fields.map(([name, value]) => [
                name,
                value === "@shop" ? shopId : value,
              ]),
            },
          };
          const answer = await requester.send({ ...request, cookie: cookies.admin });
          const result = (answer.value as { data?: { result?: { status?: string } } })?.data
            ?.result;
          expect(
            answer.status === 200 && result?.status !== "error",
            `${route.id} ${form.intent} as the platform admin: ${answer.status} ${answer.text}`,
          ).toBe(true);
          expect(intentsOf(checked.schema)).toContain(form.intent);
          sent.push(form.intent);
          recorded.push({ what: `${route.id} ${form.intent}`, request });
        }
        expect(sent.sort(), `intents of ${route.id} sent`).toEqual(intentsOf(checked.schema));
      }
    }

    // The shop is public again: a replayed suspension let through would change its row, a
    // replayed reinstatement would be answered as no refusal.
    const before = await snapshot(t.db, kind);
    const wrong: string[] = [];
    for (const person of PEOPLE) {
      for (const { what, request } of recorded) {
        const answer = await requester.send({ ...request, cookie: cookies[person] });
        if (!isRefused(answer)) {
          wrong.push(`${what} as ${person}: ${answer.status} ${answer.redirect ?? ""}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    const after = await snapshot(t.db, kind);
    for (const table of Object.keys(before)) {
      expect(after[table], `rows of ${table}`).toBe(before[table]);
    }
  });

  it("records requests that change the database when the platform admin sends them", async () => {
    // The replay above proves something only if the same request by the admin writes.
    const before = await snapshot(t.db, kind);
    const answer = await requester.send({
      method: "POST",
      path: `/admin/platform/shops/${shopId}`,
      isData: true,
      body: { kind: "form", fields: FORMS["routes/admin/platform-shop"]![0]!.fields },
      cookie: cookies.admin,
    });
    expect(answer.status).toBe(200);
    const after = await snapshot(t.db, kind);
    expect(after.brands).not.toBe(before.brands);
    expect(after.platform_actions).not.toBe(before.platform_actions);
  });
});
