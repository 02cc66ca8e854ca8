import { describe, expect, it } from "vitest";
import { DEMO_USERNAME } from "#server/seed/demo";
import { freePort } from "#tests/support/production-build";
import { startCaddy } from "./support/caddy";
import { cookiesOf, describeAnswer } from "./support/https";
import {
  buildOrder,
  openServerDatabase,
  readDemoProducts,
  readStoredOrders,
} from "./support/orders";
import { startGerai } from "./support/server";

// A shop's own domain behind Caddy's on-demand TLS, as docs/deploy.md sets it up (decision
// 081): the production build behind Caddy, whose certificates (from its internal authority
// here) are issued only for names Gerai's /api/tls-ask says yes to. The demo seller adds
// tokosari.test on 'Domain Sendiri' and has it checked: Gerai asks the domain (resolved to
// Caddy's plain HTTP port) for its token and Caddy passes the question back to Gerai. Then
// a customer orders over HTTPS at the domain, and the order is stored; a name nobody
// verified gets no certificate at all.

const PLATFORM = "gerai.test";
const DOMAIN = "tokosari.test";

describe("a shop's own domain behind Caddy's on-demand TLS", () => {
  it(
    "serves and takes orders at a verified domain, and refuses a certificate for any other",
    { timeout: 120_000 },
    async () => {
      const httpPort = await freePort();
      const httpsPort = await freePort();
      const platformOrigin = `https://${PLATFORM}:${httpsPort}`;
      const gerai = await startGerai({
        env: {
          APP_URL: platformOrigin,
          TRUST_PROXY: "1",
          // The domain's check goes to Caddy's plain HTTP port, as DNS would send it.
          GERAI_DOMAIN_RESOLVE: `${DOMAIN}:127.0.0.1:${httpPort}`,
        },
      });
      const caddy = await startCaddy({ httpPort, httpsPort, geraiPort: gerai.port });

      // The platform's own name gets its certificate: the seller signs in there.
      const signedIn = await caddy.request(PLATFORM, {
        method: "POST",
        path: "/auth",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: platformOrigin,
        },
        body: new URLSearchParams({
          email: gerai.sellerLogin.email,
          password: gerai.sellerLogin.password,
        }).toString(),
      });
      expect(signedIn.status, describeAnswer(signedIn)).toBe(302);
      const cookie = cookiesOf(signedIn);
      const postDomainForm = (fields: Record<string, string>) =>
        caddy.request(PLATFORM, {
          method: "POST",
          path: "/admin/domain",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Origin: platformOrigin,
            Cookie: cookie,
          },
          body: new URLSearchParams(fields).toString(),
        });

      // Before the domain is verified, no certificate for it.
      expect((await caddy.handshake(DOMAIN)).ok).toBe(false);

      const added = await postDomainForm({ intent: "add-domain", hostname: DOMAIN });
      expect(added.status, describeAnswer(added)).toBe(200);
      const checked = await postDomainForm({ intent: "verify-domain" });
      expect(checked.status, describeAnswer(checked)).toBe(200);
      const handle = openServerDatabase(gerai);
      try {
        const row = await handle.db
          .selectFrom("shop_domains")
          .select(["hostname", "verified_at", "last_error"])
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ hostname: DOMAIN, last_error: null });
        expect(row.verified_at).not.toBeNull();
      } finally {
        await handle.close();
      }

      // The shop at the domain's root, over HTTPS with a certificate Caddy issued on demand.
      const home = await caddy.request(DOMAIN, { path: "/" });
      expect(home.status, describeAnswer(home)).toBe(200);
      expect(home.text).toContain(`https://${DOMAIN}:${httpsPort}/`);
      // HTTPS only for the shop's own name, not for every name under the seller's domain.
      expect(home.headers["strict-transport-security"]).toBe("max-age=31536000");
      const catalogue = await caddy.request(DOMAIN, { path: "/products" });
      expect(catalogue.status, describeAnswer(catalogue)).toBe(200);
      expect(catalogue.text).toContain("Kopi Susu Gula Aren");

      // The shop's platform address moves there; the admin stays on the platform.
      const moved = await caddy.request(PLATFORM, { path: `/${DEMO_USERNAME}/products?q=kopi` });
      expect(moved.status, describeAnswer(moved)).toBe(301);
      expect(moved.headers.location).toBe(`https://${DOMAIN}/products?q=kopi`);
      const admin = await caddy.request(DOMAIN, { path: "/admin" });
      expect(admin.status).toBe(302);
      expect(admin.headers.location).toBe(`${platformOrigin}/admin`);

      // A customer orders at the domain; the order is stored whole.
      const order = buildOrder(await readDemoProducts(gerai), 1);
      const placed = await caddy.request(DOMAIN, {
        method: "POST",
        path: "/api/orders",
        headers: {
          "Content-Type": "application/json",
          Origin: `https://${DOMAIN}:${httpsPort}`,
        },
        body: order.body,
      });
      expect(placed.status, describeAnswer(placed)).toBe(201);
      const { orderNumber } = JSON.parse(placed.text) as { orderNumber: string };
      const stored = (await readStoredOrders(gerai)).find(
        (each) => each.orderNumber === orderNumber,
      );
      expect(stored).toMatchObject({ customerName: order.customerName, total: order.total });

      // A name nobody verified: Caddy asks Gerai, is told no, and the handshake fails.
      const refused = await caddy.handshake("asing.test");
      expect(refused.ok).toBe(false);
      expect((await caddy.handshake(DOMAIN)).ok).toBe(true);
    },
  );
});
