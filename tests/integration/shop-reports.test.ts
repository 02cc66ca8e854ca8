import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLATFORM_MESSAGES } from "#domain/platform-oversight";
import { SHOP_REPORT_ADMIN_TEXTS, SHOP_REPORT_MESSAGES } from "#domain/shop-reports";
import type { AppContext } from "#server/context";
import type { Logger } from "#server/logger";
import { whenMailsSent } from "#server/mail/background";
import { createMailer } from "#server/mail/mailer";
import { createBrand, createSeller } from "#server/seed/factories";
import { listPlatformActions } from "#server/services/shop-suspension";
import { listShopReports, submitShopReport } from "#server/services/shop-reports";
import * as adminReportsRoute from "#app/routes/admin/platform-reports";
import * as reportRoute from "#app/routes/shop-report";
import { startSmtpCapture, type CapturedMail } from "../support/smtp-capture";
import { createTestContext } from "./support/app-context";
import {
  createTestDatabase,
  testDatabaseKinds,
  type SharedTestDatabase,
} from "./support/databases";
import { brandOwner } from "./support/sellers";

// 'Laporkan Toko' (decision 079) on both databases, through the routes' own loaders and
// actions: a report is stored with its fields; bad input, a flood from one client, a flood
// at one shop and a filled-in hidden field store nothing; a shop that is not public has no
// report page; the platform admins get one mail (over real SMTP) for a shop's first report
// of the Jakarta day; the admin's list groups and counts, and marking a shop's reports
// reviewed is recorded in the audit list.

const ADMINS = ["pengelola@example.com", "pengawas@example.com"];
const ADMIN_PASSWORD = "rahasia123";

type Answer = {
  status: number;
  result?: { status?: string; error?: Record<string, string[]>; initialValue?: unknown };
  value?: { isSent?: boolean };
  loaderData?: unknown;
};

/** A loader's or action's outcome as one shape: its data and status, or what it threw. */
async function outcome(run: () => Promise<unknown>): Promise<Answer> {
  let answer: unknown;
  try {
    answer = await run();
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) return { status: answer.status };
  if (answer && typeof answer === "object" && "init" in answer && "data" in answer) {
    const { data, init } = answer as { data: unknown; init?: { status?: number } | null };
    const status = init?.status ?? 200;
    if (typeof data === "string") return { status };
    return { status, ...(data as object), loaderData: data };
  }
  return { status: 200, ...(answer as object), loaderData: answer };
}

let clients = 0;
/** A client address of its own, so that limits counted elsewhere do not count here. */
const nextIp = (kind: string) =>
  `10.${kind === "sqlite" ? 41 : 42}.${++clients >> 8}.${clients & 255}`;

const GOOD = {
  reason: "fraud",
  details: "Sudah transfer Rp 150.000 tanggal 20, barang tidak pernah dikirim.",
  contact: "0812-3456-7890",
};

describe.each(testDatabaseKinds)("reports from the public on %s", (kind) => {
  let t: SharedTestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let mailDir: string;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let adminCookie: string;
  let sellerCookie: string;
  const errors: { message: string; data: unknown }[] = [];
  let serial = 0;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-report-mails-"));
    smtp = await startSmtpCapture(mailDir);
    const base = createTestContext(t, { platformAdminEmails: ADMINS.join(",") });
    const logger: Logger = {
      info() {},
      warn() {},
      error: (message, data) => errors.push({ message, data }),
    };
    context = {
      ...base,
      logger,
      mailer: createMailer({
        smtpUrl: smtp.url,
        from: "Gerai <no-reply@localhost>",
        dataDir: mailDir,
        logger,
      }),
    };
    await createSeller(t.auth, { email: ADMINS[0]!, password: ADMIN_PASSWORD, name: "Pengelola" });
    adminCookie = await cookieOf(ADMINS[0]!);
    const seller = await brandOwner(t, `penjual-${kind}`);
    sellerCookie = await cookieOf(seller.email);
  });
  afterAll(async () => {
    await smtp?.stop();
    await t?.destroy();
    if (mailDir) fs.rmSync(mailDir, { recursive: true, force: true });
  });

  async function cookieOf(email: string) {
    const answer = await t.auth.api.signInEmail({
      body: { email, password: ADMIN_PASSWORD },
      asResponse: true,
    });
    return answer.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
  }

  /** A public shop of its own for one test. */
  async function newShop(prefix = "toko") {
    serial += 1;
    const name = `${prefix}-${kind}-${serial}`;
    const owner = await brandOwner(t, name);
    return { id: owner.brandId, username: name, name };
  }

  /** Posts the report form to /{username}/laporkan from `ip`, as a browser without script. */
  function report(username: string, fields: Record<string, string>, ip = nextIp(kind)) {
    const request = new Request(`http://localhost:3000/${username}/laporkan`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    return outcome(() =>
      reportRoute.action({
        request,
        context: { ...context, clientIp: ip },
        params: { username },
      } as never),
    );
  }

  const reportsOf = (brandId: string) =>
    t.db
      .selectFrom("shop_reports")
      .selectAll()
      .where("brand_id", "=", brandId)
      .orderBy("created_at")
      .execute();

  /** Every mail captured so far with `subject`. */
  function mailsWith(subject: string): CapturedMail[] {
    return fs
      .readdirSync(mailDir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => JSON.parse(fs.readFileSync(path.join(mailDir, file), "utf8")) as CapturedMail)
      .filter((mail) => mail.subject === subject);
  }

  async function adminPage(cookie: string | null, query = "") {
    const request = new Request(`http://localhost:3000/admin/platform/reports${query}`, {
      headers: cookie ? { cookie } : {},
    });
    return outcome(() => adminReportsRoute.loader({ request, context, params: {} } as never));
  }

  async function markReviewed(cookie: string | null, brandId: string, seenUntil?: string) {
    const request = new Request("http://localhost:3000/admin/platform/reports", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(seenUntil ? { brandId, seenUntil } : { brandId }),
    });
    return outcome(() => adminReportsRoute.action({ request, context, params: {} } as never));
  }

  it("stores a report with its reason, details and contact, and thanks the reporter", async () => {
    const shop = await newShop();
    const page = await outcome(() =>
      reportRoute.loader({ context, params: { username: shop.username } } as never),
    );
    expect(page.status).toBe(200);
    expect(page.loaderData).toMatchObject({ brand: { name: shop.name, username: shop.username } });

    const answer = await report(shop.username, GOOD);
    expect(answer.status).toBe(200);
    expect(answer.value).toEqual({ isSent: true });
    const stored = await reportsOf(shop.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      reason: "fraud",
      details: GOOD.details,
      // Kept in one form: the number as 62…, an address in lower case.
      contact: "6281234567890",
      reviewed_at: null,
    });

    await report(shop.username, { ...GOOD, reason: "other", contact: " Budi@Example.COM " });
    await report(shop.username, {
      reason: "prohibited",
      details: "Menjual obat keras tanpa resep.",
    });
    const all = await reportsOf(shop.id);
    expect(all.map((row) => [row.reason, row.contact])).toEqual([
      ["fraud", "6281234567890"],
      ["other", "budi@example.com"],
      ["prohibited", null],
    ]);
  });

  it("refuses each bad field with its Indonesian message, keeps what was typed and stores nothing", async () => {
    const shop = await newShop();
    const cases: [string, Record<string, string>, string, string][] = [
      ["no reason", { ...GOOD, reason: "" }, "reason", SHOP_REPORT_MESSAGES.reasonRequired],
      [
        "a reason not offered",
        { ...GOOD, reason: "bosan" },
        "reason",
        SHOP_REPORT_MESSAGES.reasonRequired,
      ],
      ["no details", { ...GOOD, details: "   " }, "details", SHOP_REPORT_MESSAGES.details],
      [
        "details too short",
        { ...GOOD, details: "penipu" },
        "details",
        SHOP_REPORT_MESSAGES.details,
      ],
      [
        "details too long",
        { ...GOOD, details: "a".repeat(1001) },
        "details",
        "Maksimal 1000 karakter",
      ],
      [
        "details with a hidden character",
        { ...GOOD, details: "Barang tidak dikirim\u202E sama sekali" },
        "details",
        "Berisi karakter yang tidak diizinkan",
      ],
      [
        "a contact that is neither",
        { ...GOOD, contact: "hubungi saya" },
        "contact",
        SHOP_REPORT_MESSAGES.contactInvalid,
      ],
      [
        "a number too short",
        { ...GOOD, contact: "0812" },
        "contact",
        SHOP_REPORT_MESSAGES.contactInvalid,
      ],
      [
        "an address without a domain",
        { ...GOOD, contact: "budi@" },
        "contact",
        SHOP_REPORT_MESSAGES.contactInvalid,
      ],
      [
        "a contact too long",
        { ...GOOD, contact: `${"a".repeat(250)}@example.com` },
        "contact",
        SHOP_REPORT_MESSAGES.contactInvalid,
      ],
    ];
    const ip = nextIp(kind);
    for (const [what, fields, field, message] of cases) {
      const answer = await report(shop.username, fields, ip);
      expect(answer.status, what).toBe(400);
      expect(answer.result?.error?.[field], what).toEqual([message]);
      // What the reporter typed comes back to fill the form again.
      expect(answer.result?.initialValue, what).toMatchObject({
        details: fields.details,
        contact: fields.contact,
      });
    }
    expect(await reportsOf(shop.id)).toEqual([]);
    // Refused input spends none of the client's allowance.
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await report(shop.username, GOOD, ip)).status).toBe(200);
    }
  });

  it("refuses a fourth report from one client within the hour, for any shop", async () => {
    const [first, second] = [await newShop(), await newShop()];
    const ip = nextIp(kind);
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await report(first.username, GOOD, ip)).status).toBe(200);
    }
    for (const shop of [first, second]) {
      const refused = await report(shop.username, GOOD, ip);
      expect(refused.status).toBe(429);
      expect(refused.result?.error?.[""]).toEqual(["Terlalu banyak laporan. Coba lagi nanti."]);
    }
    expect(await reportsOf(first.id)).toHaveLength(3);
    expect(await reportsOf(second.id)).toEqual([]);
    // Another client is not held back.
    expect((await report(second.username, GOOD)).status).toBe(200);
  });

  it("counts an IPv6 client by its /64", async () => {
    const shop = await newShop();
    const prefix = `2001:db8:${kind === "sqlite" ? 41 : 42}:1`;
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await report(shop.username, GOOD, `${prefix}::${sent + 1}`)).status).toBe(200);
    }
    expect((await report(shop.username, GOOD, `${prefix}::99`)).status).toBe(429);
    expect(await reportsOf(shop.id)).toHaveLength(3);
  });

  it("takes at most 50 reports a day about one shop, from any number of clients", async () => {
    const shop = await newShop();
    for (let sent = 0; sent < 50; sent += 1) {
      expect((await report(shop.username, GOOD)).status).toBe(200);
    }
    const refused = await report(shop.username, GOOD);
    expect(refused.status).toBe(429);
    expect(refused.result?.error?.[""]).toEqual([SHOP_REPORT_MESSAGES.tooManyForShop]);
    expect(await reportsOf(shop.id)).toHaveLength(50);
    // Other shops still take reports.
    const other = await newShop();
    expect((await report(other.username, GOOD)).status).toBe(200);
  });

  it("answers a form whose hidden field was filled in as sent, and stores and mails nothing", async () => {
    const shop = await newShop("umpan");
    const answer = await report(shop.username, { ...GOOD, situs_web: "https://spam.example" });
    expect(answer.status).toBe(200);
    expect(answer.value).toEqual({ isSent: true });
    expect(await reportsOf(shop.id)).toEqual([]);
    await whenMailsSent(context.mailer);
    expect(mailsWith(`Laporan baru: ${shop.name}`)).toEqual([]);
  });

  it("has no report page for an unknown or unverified shop; a suspended shop's is gone", async () => {
    const { userId } = await createSeller(t.auth, {
      email: `belum-${kind}@example.com`,
      password: ADMIN_PASSWORD,
      name: "Belum",
      emailVerified: false,
    });
    const unverified = await createBrand(t.db, {
      userId,
      name: "Belum Verifikasi",
      username: `belum-${kind}`,
    });
    const suspended = await newShop("tangguh");
    await t.db
      .updateTable("brands")
      .set({ suspended_at: new Date().toISOString(), suspension_reason: "Penipuan berulang" })
      .where("id", "=", suspended.id)
      .execute();
    for (const username of [`tidak-ada-${kind}`, `belum-${kind}`, "admin"]) {
      const page = await outcome(() =>
        reportRoute.loader({ context, params: { username } } as never),
      );
      expect(page.status, username).toBe(404);
      const answer = await report(username, GOOD);
      expect(answer.status, username).toBe(404);
      expect(answer.result?.error?.[""], username).toEqual([SHOP_REPORT_MESSAGES.shopNotFound]);
    }
    // A suspended shop's pages are gone (decision 077), this one too, and a report sent to
    // it is refused with the shop's notice.
    const page = await outcome(() =>
      reportRoute.loader({ context, params: { username: suspended.username } } as never),
    );
    expect(page.status).toBe(410);
    const answer = await report(suspended.username, GOOD);
    expect(answer.status).toBe(410);
    expect(answer.result?.error?.[""]).toEqual([PLATFORM_MESSAGES.suspendedNotice]);
    expect(await reportsOf(unverified.id)).toEqual([]);
    expect(await reportsOf(suspended.id)).toEqual([]);
  });

  it("mails every platform admin about a shop's first report of the day, and nothing for the next", async () => {
    const shop = await newShop("kabar");
    const subject = `Laporan baru: ${shop.name}`;
    // Written as typed: its lines kept, nothing in it read as HTML.
    const details = `${GOOD.details}\nBukti: <b>transfer</b> & struk`;
    await report(shop.username, { ...GOOD, details });
    await whenMailsSent(context.mailer);
    const mails = mailsWith(subject);
    expect(mails.map((mail) => mail.to).sort()).toEqual([...ADMINS].sort());
    for (const mail of mails) {
      expect(mail.text).toContain("Penipuan (sudah bayar, barang tidak dikirim)");
      expect(mail.text).toContain(details);
      expect(mail.html).toContain("Bukti: &#60;b&#62;transfer&#60;/b&#62; &#38; struk");
      expect(mail.html).not.toContain("<b>transfer");
      expect(mail.text.split("\n")).toContain("http://localhost:3000/admin/platform/reports");
      expect(mail.html).toContain('href="http://localhost:3000/admin/platform/reports"');
    }

    await report(shop.username, { ...GOOD, reason: "other" });
    await report(shop.username, { ...GOOD, reason: "misleading" });
    await whenMailsSent(context.mailer);
    expect(mailsWith(subject)).toHaveLength(2);
    expect(await reportsOf(shop.id)).toHaveLength(3);
  });

  it("counts the day in Jakarta: a report after midnight there mails again", async () => {
    const shop = await newShop("zona");
    const subject = `Laporan baru: ${shop.name}`;
    const send = (at: string) =>
      submitShopReport(context, shop, GOOD, { ip: nextIp(kind) }, new Date(at));
    // 23:30 and 23:50 WIB on the 20th, then 00:30 WIB on the 21st (still the 20th in UTC).
    await send("2026-11-20T16:30:00Z");
    await send("2026-11-20T16:50:00Z");
    await whenMailsSent(context.mailer);
    expect(mailsWith(subject)).toHaveLength(ADMINS.length);
    await send("2026-11-20T17:30:00Z");
    await whenMailsSent(context.mailer);
    expect(mailsWith(subject)).toHaveLength(2 * ADMINS.length);
  });

  it("keeps the report when its mail fails, and logs the failure", async () => {
    const shop = await newShop("gagal");
    errors.length = 0;
    const failing: AppContext["mailer"] = {
      async send() {
        throw new Error("mail server gone");
      },
    };
    const result = await submitShopReport({ ...context, mailer: failing }, shop, GOOD, {
      ip: nextIp(kind),
    });
    expect(result).toEqual({ isStored: true });
    await whenMailsSent(failing);
    expect(await reportsOf(shop.id)).toHaveLength(1);
    expect(errors.map((error) => error.message)).toEqual([
      "shop report mail failed",
      "shop report mail failed",
    ]);
  });

  it("lists the reports grouped by shop with their counts, and marks a shop's reviewed", async () => {
    const [busy, quiet] = [await newShop("ramai"), await newShop("sepi")];
    const send = (shop: typeof busy, reason: string, at: string) =>
      submitShopReport(context, shop, { ...GOOD, reason }, { ip: nextIp(kind) }, new Date(at));
    await send(busy, "fraud", "2026-11-29T01:00:00Z");
    await send(quiet, "impersonation", "2026-11-29T02:00:00Z");
    await send(busy, "prohibited", "2026-11-29T03:00:00Z");
    await send(busy, "other", "2026-11-29T04:00:00Z");

    const listed = await adminPage(adminCookie, "?tampil=semua");
    expect(listed.status).toBe(200);
    const { filter, groups } = listed.loaderData as Awaited<
      ReturnType<typeof adminReportsRoute.loader>
    >;
    expect(filter).toBe("all");
    const mine = groups.filter((group) => [busy.id, quiet.id].includes(group.brandId));
    // The shop reported last comes first; its reports newest first.
    expect(
      mine.map((group) => [group.name, group.username, group.newCount, group.totalCount]),
    ).toEqual([
      [busy.name, busy.username, 3, 3],
      [quiet.name, quiet.username, 1, 1],
    ]);
    expect(mine[0]!.latestAt).toBe("2026-11-29T04:00:00.000Z");
    expect(mine[0]!.reports.map((entry) => entry.reasonLabel)).toEqual([
      "Lainnya",
      "Menjual barang terlarang",
      "Penipuan (sudah bayar, barang tidak dikirim)",
    ]);
    expect(mine[0]!.reports[0]).toMatchObject({
      details: GOOD.details,
      contact: "6281234567890",
      createdAt: "2026-11-29T04:00:00.000Z",
      isNew: true,
    });

    const marked = await markReviewed(adminCookie, busy.id);
    expect(marked.status).toBe(200);
    expect(marked.result?.status).not.toBe("error");
    expect((await reportsOf(busy.id)).every((row) => row.reviewed_at !== null)).toBe(true);
    expect((await reportsOf(quiet.id)).every((row) => row.reviewed_at === null)).toBe(true);
    const [audit] = await listPlatformActions(t.db, { brandId: busy.id });
    expect(audit).toMatchObject({
      actorEmail: ADMINS[0],
      action: "review-reports",
      brandName: busy.name,
      brandUsername: busy.username,
      reason: SHOP_REPORT_ADMIN_TEXTS.reviewAudit(3),
    });

    // Nothing new left: said so, and nothing more recorded.
    const again = await markReviewed(adminCookie, busy.id);
    expect(again.status).toBe(409);
    expect(again.result?.error?.[""]).toEqual([SHOP_REPORT_ADMIN_TEXTS.nothingNew]);
    expect(await listPlatformActions(t.db, { brandId: busy.id })).toHaveLength(1);

    // The new filter (the default) leaves out the reviewed shop; every shop keeps its counts.
    const fresh = (await adminPage(adminCookie)).loaderData as typeof listed.loaderData &
      Awaited<ReturnType<typeof adminReportsRoute.loader>>;
    expect(fresh.filter).toBe("new");
    expect(fresh.groups.map((group) => group.brandId)).not.toContain(busy.id);
    expect(fresh.groups.find((group) => group.brandId === quiet.id)).toMatchObject({
      newCount: 1,
      totalCount: 1,
    });
    const all = await listShopReports(t.db, { filter: "all" });
    expect(all.find((group) => group.brandId === busy.id)).toMatchObject({
      newCount: 0,
      totalCount: 3,
    });
    expect(
      all.find((group) => group.brandId === busy.id)?.reports.every((entry) => !entry.isNew),
    ).toBe(true);
  });

  it("leaves a report sent after the list was shown new when the shop's are marked reviewed", async () => {
    const shop = await newShop("susulan");
    const send = (at: string) =>
      submitShopReport(context, shop, GOOD, { ip: nextIp(kind) }, new Date(at));
    await send("2026-11-28T01:00:00Z");
    await send("2026-11-28T02:00:00Z");
    const [shown] = await listShopReports(t.db, { filter: "new" }).then((groups) =>
      groups.filter((group) => group.brandId === shop.id),
    );
    expect(shown?.latestAt).toBe("2026-11-28T02:00:00.000Z");
    // Sent while the admin reads the list.
    await send("2026-11-28T02:30:00Z");

    const marked = await markReviewed(adminCookie, shop.id, shown!.latestAt);
    expect(marked.status).toBe(200);
    expect((await reportsOf(shop.id)).map((row) => row.reviewed_at === null)).toEqual([
      false,
      false,
      true,
    ]);
    const [audit] = await listPlatformActions(t.db, { brandId: shop.id });
    expect(audit?.reason).toBe(SHOP_REPORT_ADMIN_TEXTS.reviewAudit(2));
    // Marking the same list again finds nothing new up to what it showed.
    expect((await markReviewed(adminCookie, shop.id, shown!.latestAt)).status).toBe(409);
    expect((await markReviewed(adminCookie, shop.id, "kemarin")).status).toBe(400);
  });

  it("refuses the list and the marking to everyone but a platform admin", async () => {
    const shop = await newShop("rahasia");
    await report(shop.username, GOOD);
    expect((await adminPage(sellerCookie)).status).toBe(403);
    expect((await markReviewed(sellerCookie, shop.id)).status).toBe(403);
    expect(await adminPage(null)).toMatchObject({ status: 302 });
    expect(await markReviewed(null, shop.id)).toMatchObject({ status: 302 });
    expect((await reportsOf(shop.id)).every((row) => row.reviewed_at === null)).toBe(true);
    expect(await listPlatformActions(t.db, { brandId: shop.id })).toEqual([]);
  });
});
