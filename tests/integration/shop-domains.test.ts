import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHOP_DOMAIN_MESSAGES } from "#domain/shop-domain";
import type { BrandOwner } from "#server/auth/guards";
import { createHttpApp } from "#server/http";
import { createNodeServer } from "#server/node-server";
import { createProduct } from "#server/seed/factories";
import { touchPages } from "#server/services/page-versions";
import { getOwnShopLink } from "#server/services/shop-qr";
import {
  addOwnShopDomain,
  getOwnShopDomain,
  removeOwnShopDomain,
  verifyOwnShopDomain,
} from "#server/services/shop-domains";
import * as rootRoute from "#app/root";
import { createTestContext } from "./support/app-context";
import {
  createTestDatabase,
  testDatabaseKinds,
  type SharedTestDatabase,
} from "./support/databases";
import { createTestBuild } from "./support/route-requests";
import { brandOwner, codeOf } from "./support/sellers";
import { mountAppRoutes } from "./fuzz/requests";

// The shop's own domain (decision 081), through the whole HTTP stack on a real port: a name
// is refused unless it is a domain of the shop's own, checked by asking the domain for the
// shop's token (here every test name is resolved to this server, or to a server answering
// something else, or to a closed port); a verified domain serves its shop at its root, kept
// pages are kept per host, the shop's platform address moves there, and the TLS proxy's
// question is answered yes only for verified domains and the platform itself.

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request with the Host header a browser on `host` sends (fetch does not let one set it). */
function ask(
  port: number,
  host: string,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: init.method ?? "GET",
        headers: { Host: host, ...init.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

describe.each(testDatabaseKinds)("a shop's own domain on %s", (kind) => {
  let t: SharedTestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let port: number;
  let platformHost: string;
  let stop: () => Promise<unknown>;
  let sari: BrandOwner;
  let budi: BrandOwner;
  let other: http.Server;
  const resolve = new Map<string, { address: string; port: number }>();
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-client-"));

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const routes = await mountAppRoutes();
    const server = createNodeServer((req, res) => void listener(req, res));
    port = await server.listen(0);
    stop = () => server.drain(1_000);
    platformHost = `127.0.0.1:${port}`;
    const base = createTestContext(t);
    context = {
      ...base,
      config: { ...base.config, appUrl: `http://${platformHost}`, domainResolve: resolve },
    };
    // A client folder makes it the production server: pages are kept in memory. Which shop
    // a domain is is read at every request here, so a check is seen at once.
    const app = createHttpApp({
      ...context,
      build: createTestBuild(routes, rootRoute),
      clientDir,
      mediaDir: undefined,
      domainLookupTtlMs: 0,
    });
    const listener = getRequestListener(app.fetch);

    // A domain pointed somewhere else: it answers every address, with another text.
    other = http.createServer((_req, res) => res.end("bukan-token-toko-ini"));
    await new Promise<void>((done) => other.listen(0, "127.0.0.1", done));
    const otherPort = (other.address() as { port: number }).port;
    for (const name of ["tokosari.test", "budi.test", "sari-lain.test", "kedua.test"]) {
      resolve.set(name, { address: "127.0.0.1", port });
    }
    resolve.set("salah.test", { address: "127.0.0.1", port: otherPort });
    // Nothing listens on port 9 of this machine (discard): the domain does not answer.
    resolve.set("mati.test", { address: "127.0.0.1", port: 9 });

    sari = await brandOwner(t, "sari");
    budi = await brandOwner(t, "budi");
    await createProduct(t.db, sari.brandId, { name: "Kue Lapis Sari", price: 25_000 });
    await createProduct(t.db, budi.brandId, { name: "Bakso Budi", price: 18_000 });
  });

  afterAll(async () => {
    await stop?.();
    await new Promise((done) => other?.close(done));
    await t?.destroy();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const domainRow = (brandId: string) =>
    t.db.selectFrom("shop_domains").selectAll().where("brand_id", "=", brandId).executeTakeFirst();

  it("refuses names that are no domain, and the platform's own, in Indonesian", async () => {
    const invalid = `VALIDATION: ${SHOP_DOMAIN_MESSAGES.invalid}`;
    for (const name of [
      "",
      "tokosari",
      "1.2.3.4",
      "-toko.com",
      "toko..com",
      "toko_sari.com",
      "https://tokosari.com/",
      `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com`,
    ]) {
      expect(
        await codeOf(addOwnShopDomain(t.db, sari, { hostname: name }, context.config)),
        name,
      ).toBe(invalid);
    }
    const onPlatform = { ...context.config, appUrl: "https://gerai.id" };
    for (const name of ["gerai.id", "Toko.Gerai.ID"]) {
      expect(await codeOf(addOwnShopDomain(t.db, sari, { hostname: name }, onPlatform))).toBe(
        `VALIDATION: ${SHOP_DOMAIN_MESSAGES.platform}`,
      );
    }
    expect(await domainRow(sari.brandId)).toBeUndefined();
  });

  it("refuses another shop's domain and a shop's second one; nothing changes", async () => {
    await addOwnShopDomain(t.db, budi, { hostname: "Budi.Test." }, context.config);
    expect((await domainRow(budi.brandId))?.hostname).toBe("budi.test");
    expect(
      await codeOf(addOwnShopDomain(t.db, sari, { hostname: "budi.test" }, context.config)),
    ).toBe(`CONFLICT: ${SHOP_DOMAIN_MESSAGES.taken}`);
    expect(await domainRow(sari.brandId)).toBeUndefined();
    expect(
      await codeOf(addOwnShopDomain(t.db, budi, { hostname: "kedua.test" }, context.config)),
    ).toBe(`CONFLICT: ${SHOP_DOMAIN_MESSAGES.second}`);
    expect((await domainRow(budi.brandId))?.hostname).toBe("budi.test");
  });

  it("verifies a domain only when it answers the shop's own token", async () => {
    await addOwnShopDomain(t.db, sari, { hostname: "salah.test" }, context.config);
    // Pointed elsewhere: an answer, but not the token.
    expect(await codeOf(verifyOwnShopDomain(t.db, sari, context.config))).toBe(
      `VALIDATION: ${SHOP_DOMAIN_MESSAGES.wrongAnswer}`,
    );
    let row = await domainRow(sari.brandId);
    expect(row?.verified_at).toBeNull();
    expect(row?.last_error).toBe(SHOP_DOMAIN_MESSAGES.wrongAnswer);
    expect((await ask(port, "127.0.0.1", "/api/tls-ask?domain=salah.test")).status).toBe(404);
    await removeOwnShopDomain(t.db, sari);

    // Pointed nowhere: no answer at all.
    await addOwnShopDomain(t.db, sari, { hostname: "mati.test" }, context.config);
    expect(await codeOf(verifyOwnShopDomain(t.db, sari, context.config))).toBe(
      `VALIDATION: ${SHOP_DOMAIN_MESSAGES.unreachable}`,
    );
    expect((await domainRow(sari.brandId))?.verified_at).toBeNull();
    await removeOwnShopDomain(t.db, sari);
    expect(await codeOf(removeOwnShopDomain(t.db, sari))).toBe(
      `NOT_FOUND: ${SHOP_DOMAIN_MESSAGES.none}`,
    );

    // Pointed at the platform, which answers its tokens at any host.
    await addOwnShopDomain(t.db, sari, { hostname: "tokosari.test" }, context.config);
    const { domain } = await getOwnShopDomain(t.db, sari, context.config);
    expect(domain).toMatchObject({ hostname: "tokosari.test", isVerified: false });
    const token = domain!.tokenUrl.split("/").at(-1)!;
    const answer = await ask(port, "anything.example", `/.well-known/gerai/${token}`);
    expect(answer).toMatchObject({ status: 200, body: token });
    expect((await ask(port, platformHost, `/.well-known/gerai/${"x".repeat(43)}`)).status).toBe(
      404,
    );
    expect(await verifyOwnShopDomain(t.db, sari, context.config)).toEqual({
      hostname: "tokosari.test",
    });
    row = await domainRow(sari.brandId);
    expect(row?.verified_at).not.toBeNull();
    expect(row?.last_error).toBeNull();
    // 'Lihat Toko' and 'Bagikan Toko' in the admin open and share the domain.
    expect(await getOwnShopLink(t.db, sari, context.config.appUrl)).toMatchObject({
      path: "http://tokosari.test/",
      url: "http://tokosari.test/",
    });
    expect((await getOwnShopLink(t.db, budi, context.config.appUrl)).path).toBe("/budi");
  });

  it("refuses, through the owner's form, a domain another shop holds", async () => {
    const signIn = await t.auth.api.signInEmail({
      body: { email: "budi@example.com", password: "rahasia123" },
      asResponse: true,
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    await removeOwnShopDomain(t.db, budi);
    const answer = await ask(port, platformHost, "/admin/domain.data", {
      method: "POST",
      headers: {
        Cookie: cookie,
        Origin: `http://${platformHost}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "add-domain", hostname: "tokosari.test" }).toString(),
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toContain(SHOP_DOMAIN_MESSAGES.taken);
    expect(await domainRow(budi.brandId)).toBeUndefined();
    await addOwnShopDomain(t.db, budi, { hostname: "budi.test" }, context.config);
  });

  it("answers the TLS proxy yes only for verified domains and the platform's host", async () => {
    const tlsAsk = async (name: string) =>
      (await ask(port, "127.0.0.1", `/api/tls-ask?domain=${encodeURIComponent(name)}`)).status;
    expect(await tlsAsk("tokosari.test")).toBe(200);
    expect(await tlsAsk("TOKOSARI.test")).toBe(200);
    expect(await tlsAsk("127.0.0.1")).toBe(404);
    // Added, not verified: no certificate.
    expect(await tlsAsk("budi.test")).toBe(404);
    expect(await tlsAsk("tidak-dikenal.test")).toBe(404);
    expect(await tlsAsk("")).toBe(404);
    expect(await tlsAsk("a'; drop table shop_domains; --")).toBe(404);
    const named = { ...context.config, appUrl: "https://gerai.test" };
    const { mayIssueCertificate } = await import("#server/services/shop-domains");
    expect(await mayIssueCertificate(t.db, "gerai.test", named)).toBe(true);
  });

  it("serves the shop at its domain's root and sends everything else to the platform", async () => {
    const home = await ask(port, "tokosari.test", "/_.data");
    expect(home.status).toBe(200);
    expect(home.body).toContain("sari");
    expect(home.body).toContain("http://tokosari.test");
    const catalogue = await ask(port, "tokosari.test", "/products.data");
    expect(catalogue.status).toBe(200);
    expect(catalogue.body).toContain("Kue Lapis Sari");
    expect(catalogue.body).not.toContain("Bakso Budi");
    const stores = await ask(port, "tokosari.test", "/stores.data");
    expect(stores.status).toBe(200);
    expect(stores.body).toContain("tokosari.test");

    // The admin, signing in and the platform's other pages stay at the platform's address.
    for (const page of ["/admin", "/auth?next=x", "/register", "/budi/products"]) {
      const answer = await ask(port, "tokosari.test", page);
      expect(answer.status, page).toBe(302);
      expect(answer.headers.location, page).toBe(`http://${platformHost}${page}`);
    }

    // The shop's platform address moves to its domain, the same page and query.
    const moved = await ask(port, platformHost, "/sari/products?q=kue");
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe("http://tokosari.test/products?q=kue");
    expect((await ask(port, platformHost, "/sari")).headers.location).toBe("http://tokosari.test/");
    // Its files and the report to the platform stay there.
    expect((await ask(port, platformHost, "/sari/laporkan")).status).not.toBe(301);
    // A shop without a verified domain stays where it is.
    expect((await ask(port, platformHost, "/budi/products.data")).status).toBe(200);

    // An unknown host is the platform, as before: its /products lists the shops.
    const unknown = await ask(port, "tidak-dikenal.test", "/products.data");
    expect(unknown.status).toBe(200);
    expect(unknown.body).toContain("budi");
    expect(unknown.body).not.toContain("Kue Lapis Sari");
  });

  it("keeps pages per host: a domain's page and the platform's are never served for each other", async () => {
    // Kept first on the domain, then asked at the platform's address: the platform's page.
    const shopAbout = await ask(port, "tokosari.test", "/about.data");
    expect(shopAbout.status).toBe(200);
    expect((await ask(port, "tokosari.test", "/about.data")).body).toBe(shopAbout.body);
    const platformAbout = await ask(port, platformHost, "/about.data");
    expect(platformAbout.status).toBe(200);
    expect(platformAbout.body).not.toBe(shopAbout.body);
    expect(platformAbout.body).not.toContain("tokosari.test");

    // Kept first at the platform's address, then asked on the domain: the shop's page.
    const platformProducts = await ask(port, platformHost, "/products.data");
    expect(platformProducts.body).toContain("budi");
    const shopProducts = await ask(port, "tokosari.test", "/products.data");
    expect(shopProducts.body).toContain("Kue Lapis Sari");
    expect(shopProducts.body).not.toBe(platformProducts.body);

    // Another shop's domain: its own pages under the same paths.
    await t.db
      .updateTable("shop_domains")
      .set({ verified_at: new Date().toISOString() })
      .where("brand_id", "=", budi.brandId)
      .execute();
    const budiProducts = await ask(port, "budi.test", "/products.data");
    expect(budiProducts.body).toContain("Bakso Budi");
    expect(budiProducts.body).not.toContain("Kue Lapis Sari");
    expect((await ask(port, "tokosari.test", "/products.data")).body).toBe(shopProducts.body);
    // A Host the platform does not know gets the platform's pages, never a kept shop page.
    const spoofed = await ask(port, "tokosari.test.evil", "/products.data");
    expect(spoofed.body).not.toContain("Kue Lapis Sari");
  });

  it("takes an order from the domain's own origin and stores it", async () => {
    const products = await t.db
      .selectFrom("products")
      .select(["id", "price"])
      .where("brand_id", "=", sari.brandId)
      .execute();
    const answer = await ask(port, "tokosari.test", "/api/orders", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://tokosari.test" },
      body: JSON.stringify({
        username: "sari",
        form: {
          deliveryDay: "tomorrow",
          deliveryTime: "10:00",
          customerName: "Budi Santoso",
          customerPhone: "0812-3456-7890",
          deliveryMethod: "Ambil di Toko",
          note: "",
          referralCode: "",
        },
        items: [
          {
            productId: products[0]!.id,
            quantity: 1,
            customizations: {},
            notes: "",
            seenPrice: products[0]!.price,
          },
        ],
      }),
    });
    expect(answer.status, answer.body).toBe(201);
    const { orderNumber } = JSON.parse(answer.body) as { orderNumber: string };
    const stored = await t.db
      .selectFrom("orders")
      .select("brand_id")
      .where("order_number", "=", orderNumber)
      .executeTakeFirst();
    expect(stored?.brand_id).toBe(sari.brandId);

    // Tracking works on the domain: a form posted from its own origin is let through.
    const tracking = await ask(port, "tokosari.test", "/order-tracking.data", {
      method: "POST",
      headers: {
        Origin: "http://tokosari.test",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "lookup", orderNumber }).toString(),
    });
    expect(tracking.status).toBe(200);
    expect(tracking.body).toContain('"isFound",true');
    // From another origin, refused.
    const forged = await ask(port, "tokosari.test", "/order-tracking.data", {
      method: "POST",
      headers: {
        Origin: "http://jahat.test",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "lookup", orderNumber }).toString(),
    });
    expect(forged.status).toBe(403);
  });

  it("lists the shop's pages at the domain in its sitemap and robots.txt", async () => {
    const sitemap = await ask(port, "tokosari.test", "/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain("<loc>http://tokosari.test/</loc>");
    expect(sitemap.body).toContain("<loc>http://tokosari.test/products</loc>");
    expect(sitemap.body).toMatch(/<loc>http:\/\/tokosari\.test\/products\/kue-lapis-sari-/);
    expect(sitemap.body).not.toContain(`${platformHost}/sari`);
    // The platform's index leaves both shops to their domains (budi's verified above).
    const index = await ask(port, platformHost, "/sitemap.xml");
    expect(index.body).toContain("<sitemapindex");
    expect(index.body).not.toContain("/sari/sitemap.xml");
    expect(index.body).not.toContain("/budi/sitemap.xml");
    const robots = await ask(port, "tokosari.test", "/robots.txt");
    expect(robots.body).toContain("Sitemap: http://tokosari.test/sitemap.xml");
  });

  it("shows a suspended shop's notice at its domain, still over a certificate", async () => {
    await t.db
      .updateTable("brands")
      .set({ suspended_at: new Date().toISOString(), suspension_reason: "Penipuan" })
      .where("id", "=", sari.brandId)
      .execute();
    // As the platform admin's suspension does: the shop's kept pages are out of date.
    await touchPages(t.db, { brandId: sari.brandId });
    try {
      const home = await ask(port, "tokosari.test", "/_.data");
      expect(home.status).toBe(410);
      expect(home.body).toContain("goneShop");
      expect((await ask(port, "127.0.0.1", "/api/tls-ask?domain=tokosari.test")).status).toBe(200);
    } finally {
      await t.db
        .updateTable("brands")
        .set({ suspended_at: null, suspension_reason: null })
        .where("id", "=", sari.brandId)
        .execute();
      await touchPages(t.db, { brandId: sari.brandId });
    }
  });

  it("serves the shop at the platform's address again once its domain is removed", async () => {
    await removeOwnShopDomain(t.db, sari);
    expect((await ask(port, platformHost, "/sari/products")).status).not.toBe(301);
    const gone = await ask(port, "tokosari.test", "/products.data");
    expect(gone.body).not.toContain("Kue Lapis Sari");
    expect((await ask(port, "127.0.0.1", "/api/tls-ask?domain=tokosari.test")).status).toBe(404);
  });
});
