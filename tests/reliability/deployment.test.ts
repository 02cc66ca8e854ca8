import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { LOCAL_UPLOADS_WARNING } from "#server/media/storage";
import { freePort } from "#tests/support/production-build";
import { startBucket } from "./support/bucket";
import { cookiesOf, describeAnswer, type HttpsAnswer, type HttpsRequest } from "./support/https";
import { startNginx, type Nginx } from "./support/nginx";
import { openServerDatabase } from "./support/orders";
import { adminUrl, createOwnDatabase } from "./support/postgres";
import { startGerai, type GeraiServer } from "./support/server";
import { createPicture, uploadBody } from "./support/uploads";

// The deployment docs/deploy.md describes, run whole: two instances on one PostgreSQL
// database, pictures in an S3-compatible bucket, nginx in front terminating TLS and sharing
// requests between the instances. A new seller registers, confirms the address from the
// mail, signs in, adds a product with a photo; customers order, the seller moves an order
// on, and the customer follows it. nginx names the instance that answered each request, so
// the test knows that both served pages, sessions and orders.

const MEDIA_LOCATION = "/media/";

type Answered = HttpsAnswer & { upstream: string };

describe.skipIf(!adminUrl)("two instances behind nginx over TLS, on PostgreSQL and S3", () => {
  it(
    "serve a seller and customers alike, whichever instance answers",
    { timeout: 120_000 },
    async () => {
      const database = await createOwnDatabase();
      const bucket = await startBucket();
      const port = await freePort();
      const appUrl = `https://127.0.0.1:${port}`;
      const env = {
        APP_URL: appUrl,
        TRUST_PROXY: "1",
        S3_BUCKET: bucket.name,
        S3_ENDPOINT: bucket.endpoint,
        S3_REGION: "us-east-1",
        S3_ACCESS_KEY_ID: bucket.accessKeyId,
        S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
        // Pictures come through the same site: nginx hands /media/ to the bucket.
        S3_PUBLIC_URL: `${appUrl}${MEDIA_LOCATION.replace(/\/$/, "")}`,
      };
      const first = await startGerai({ databaseUrl: database.url, env });
      const second = await startGerai({
        databaseUrl: database.url,
        env,
        demoLogin: first.sellerLogin,
      });
      const instances = [first, second];
      const nginx = await startNginx({
        port,
        upstreamPorts: instances.map((instance) => instance.port),
        media: { location: MEDIA_LOCATION, target: `${bucket.endpoint}/${bucket.name}/` },
      });
      const browser = browserOf(nginx, appUrl);

      // 1. A new seller registers with the form, as a browser posts it.
      const suffix = crypto.randomBytes(4).toString("hex");
      const seller = {
        fullName: "Sari Penjual",
        email: `sari.${suffix}@example.com`,
        phone: "0812-3456-7890",
        password: "rahasia-sari-123",
        brandName: "Dapur Sari",
        username: `dapur-sari-${suffix}`,
        description: "Kue rumahan",
      };
      const registered = await browser.post("/register", seller);
      expect(registered.status, describeAnswer(registered)).toBe(302);
      expect(registered.headers.location).toMatch(/^\/verify-email-sent\?/);

      // The mail went out from whichever instance took the registration; its link names
      // the public address.
      const mails = instances.flatMap((instance) => mailsTo(instance, seller.email));
      expect(mails).toHaveLength(1);
      const link = /https:\/\/\S+\/verify-email\?\S+/.exec(mails[0]!)?.[0];
      expect(link, mails[0]).toBeDefined();
      const linkUrl = new URL(link!);
      expect(linkUrl.origin).toBe(appUrl);
      const linkPage = await browser.get(`${linkUrl.pathname}${linkUrl.search}`);
      expect(linkPage.status).toBe(200);
      // The page confirms by posting the link's token and address back (a fetched link alone
      // does not use it up).
      const verified = await browser.post(`${linkUrl.pathname}${linkUrl.search}`, {
        token: linkUrl.searchParams.get("token")!,
        email: linkUrl.searchParams.get("email")!,
      });
      expect(verified.status, describeAnswer(verified)).toBe(200);

      const signedIn = await browser.post("/auth", {
        email: seller.email,
        password: seller.password,
      });
      expect(signedIn.status, describeAnswer(signedIn)).toBe(302);
      expect(signedIn.headers.location).toBe("/admin");
      const sessionCookies = signedIn.headers["set-cookie"] ?? [];
      expect(sessionCookies.some((cookie) => /^__Secure-\S+=.*;.*Secure/i.test(cookie))).toBe(true);
      const cookie = cookiesOf(signedIn);

      // The session holds on both instances.
      const admin = await fromEach(nginx, () => browser.get("/admin/orders", { Cookie: cookie }));
      for (const answer of admin.values()) {
        expect(answer.status, describeAnswer(answer)).toBe(200);
      }

      // 2. A product photo, stored in the bucket, and a product with it.
      const uploaded = await browser.upload("/api/uploads", cookie, await createPicture());
      expect(uploaded.status, describeAnswer(uploaded)).toBe(200);
      const photoUrl = (JSON.parse(uploaded.text) as { url: string }).url;
      expect(photoUrl).toMatch(
        new RegExp(`^${escape(appUrl + MEDIA_LOCATION)}product-images/[0-9a-f]{32}-1280\\.webp$`),
      );
      const created = await browser.post(
        "/admin/products",
        {
          intent: "create",
          name: "Bolu Pandan",
          description: "Lembut dan wangi",
          price: "35.000",
          stock: "",
          "images[0]": photoUrl,
          imagesChanged: "true",
        },
        { Cookie: cookie },
      );
      expect(created.status, describeAnswer(created)).toBe(200);
      // The instance logged the request under nginx's id, so the two logs can be matched.
      const requestId = String(created.headers["x-request-id"]);
      expect(requestId).toMatch(/^[0-9a-f]{32}$/);
      expect(
        instances.some((instance) => instance.log().includes(`"requestId":"${requestId}"`)),
      ).toBe(true);
      // Created through one instance, shown by each.
      const shop = await fromEach(nginx, () => browser.get(`/${seller.username}/products`));
      expect(new Set(shop.keys())).toContain(other(nginx, uploaded.upstream));
      for (const answer of shop.values()) {
        expect(answer.status).toBe(200);
        expect(answer.text).toContain("Bolu Pandan");
        expect(answer.text).toContain(photoUrl);
      }
      const photo = await browser.get(new URL(photoUrl).pathname);
      expect(photo.status).toBe(200);
      expect(photo.headers["content-type"]).toBe("image/webp");
      expect((await sharp(photo.body).metadata()).format).toBe("webp");

      // 3. Customers order at the new shop, for a slot it offers now.
      const window = await browser.get(`/api/ordering-window?username=${seller.username}`);
      expect(window.status, describeAnswer(window)).toBe(200);
      const offered = JSON.parse(window.text) as {
        canOrder: boolean;
        notice: string | null;
        days: { value: string; slots: string[]; fullSlots: string[] }[];
      };
      expect(offered.canOrder, offered.notice ?? "").toBe(true);
      const day = offered.days.find((candidate) =>
        candidate.slots.some((slot) => !candidate.fullSlots.includes(slot)),
      );
      expect(day, window.text).toBeDefined();
      const time = day!.slots.find((slot) => !day!.fullSlots.includes(slot))!;
      const productId = await readId(first, seller.username, "products", "name", "Bolu Pandan");

      const orders: { number: string; upstream: string; phone: string }[] = [];
      for (const index of [1, 2, 3, 4]) {
        const phone = `0813-2222-${String(4000 + index)}`;
        const answer = await browser.postJson("/api/orders", {
          username: seller.username,
          form: {
            deliveryDay: day!.value,
            deliveryTime: time,
            customerName: `Pembeli ${index}`,
            customerPhone: phone,
            deliveryMethod: "Diantar",
            note: "",
            referralCode: "",
          },
          items: [
            {
              productId,
              quantity: index,
              customizations: {},
              notes: "",
              seenPrice: 35_000,
              name: "Bolu Pandan",
            },
          ],
        });
        expect(answer.status, describeAnswer(answer)).toBe(201);
        const placed = JSON.parse(answer.text) as { orderNumber: string; total: number };
        expect(placed.total).toBe(35_000 * index);
        orders.push({ number: placed.orderNumber, upstream: answer.upstream, phone });
      }
      expect(new Set(orders.map((order) => order.upstream))).toEqual(new Set(nginx.upstreams));
      expect(new Set(orders.map((order) => order.number)).size).toBe(orders.length);

      // 4. The seller moves an order on; its customer follows it on the tracking page.
      const tracked = orders[0]!;
      const orderId = await readId(
        first,
        seller.username,
        "orders",
        "order_number",
        tracked.number,
      );
      const note = "Sedang dipanggang, siap sore ini";
      const changed = await browser.post(
        `/admin/orders/${tracked.number}`,
        { intent: "update-status", orderId, status: "diproses", note },
        { Cookie: cookie },
      );
      expect(changed.status, describeAnswer(changed)).toBe(200);

      const trackingPath = `/${seller.username}/order-tracking`;
      const lookup = await browser.post(trackingPath, {
        intent: "lookup",
        orderNumber: tracked.number,
      });
      expect(lookup.status, describeAnswer(lookup)).toBe(200);
      const tracking = await fromEach(nginx, () =>
        browser.post(trackingPath, {
          intent: "verify",
          orderNumber: tracked.number,
          digits: tracked.phone.replace(/\D/g, "").slice(-4),
        }),
      );
      for (const answer of tracking.values()) {
        expect(answer.status, describeAnswer(answer)).toBe(200);
        expect(answer.text).toContain(note);
        expect(answer.text).toContain("Diproses");
      }

      // Pictures went to the bucket: no instance said they would stay on its disk.
      for (const instance of instances) {
        expect(instance.log()).not.toContain(LOCAL_UPLOADS_WARNING);
      }
    },
  );
});

/** A browser at `appUrl`, through nginx: same-origin posts, the answering upstream noted. */
function browserOf(nginx: Nginx, appUrl: string) {
  const send = async (request: HttpsRequest): Promise<Answered> => {
    const answer = await nginx.client(request);
    const upstream = String(answer.headers["x-upstream"] ?? "");
    return { ...answer, upstream };
  };
  return {
    get: (requestPath: string, headers: Record<string, string> = {}) =>
      send({ path: requestPath, headers }),
    post: (
      requestPath: string,
      form: Record<string, string>,
      headers: Record<string, string> = {},
    ) =>
      send({
        method: "POST",
        path: requestPath,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: appUrl,
          ...headers,
        },
        body: new URLSearchParams(form).toString(),
      }),
    postJson: (requestPath: string, body: unknown) =>
      send({
        method: "POST",
        path: requestPath,
        headers: { "Content-Type": "application/json", Origin: appUrl },
        body: JSON.stringify(body),
      }),
    upload: (requestPath: string, cookie: string, picture: Buffer) => {
      const { body, contentType } = uploadBody(picture);
      return send({
        method: "POST",
        path: requestPath,
        headers: {
          "Content-Type": contentType,
          Cookie: cookie,
          Origin: appUrl,
        },
        body,
      });
    },
  };
}

/**
 * Sends the request until each instance has answered it once (nginx takes turns), and
 * returns the answers by instance.
 */
async function fromEach(
  nginx: Nginx,
  request: () => Promise<Answered>,
): Promise<Map<string, Answered>> {
  const answers = new Map<string, Answered>();
  for (let attempt = 0; attempt < nginx.upstreams.length * 3; attempt++) {
    const answer = await request();
    if (!answers.has(answer.upstream)) answers.set(answer.upstream, answer);
    if (nginx.upstreams.every((upstream) => answers.has(upstream))) return answers;
  }
  throw new Error(`Not every instance answered: only ${[...answers.keys()].join(", ")}`);
}

function other(nginx: Nginx, upstream: string): string {
  const found = nginx.upstreams.find((candidate) => candidate !== upstream);
  if (!found) throw new Error(`No instance besides ${upstream}`);
  return found;
}

/** The mails the instance's outbox (DATA_DIR/mail) holds for `email`. */
function mailsTo(instance: GeraiServer, email: string): string[] {
  const dir = path.join(instance.dataDir, "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .filter((mail) => mail.includes(`To: ${email}`));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The id of the shop's product or order named by `value` in `column`, from the database. */
async function readId(
  server: GeraiServer,
  username: string,
  table: "products" | "orders",
  column: "name" | "order_number",
  value: string,
): Promise<string> {
  const handle = openServerDatabase(server);
  try {
    const row = await handle.db
      .selectFrom(table)
      .innerJoin("brands", "brands.id", `${table}.brand_id`)
      .select(`${table}.id as id`)
      .where("brands.username", "=", username)
      .where(sql.ref(`${table}.${column}`), "=", value)
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await handle.close();
  }
}
