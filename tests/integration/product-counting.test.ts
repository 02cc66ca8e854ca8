import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPercent, clickRate } from "#domain/click-rate";
import type { Logger } from "#server/logger";
import type { BrandOwner } from "#server/auth/guards";
import { createProduct } from "#server/seed/factories";
import { getOwnProducts } from "#server/services/admin-products";
import { COUNTING_LIMITS, createCountLimiter } from "#server/services/count-limiter";
import { MAX_COUNTED_IDS } from "#domain/counted-events";
import { createViewRecorder, type ViewRecorder } from "#server/services/view-recorder";
import * as visitsRoute from "#app/routes/api/visits";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { brandOwner } from "./support/sellers";

const silentLogger: Logger = { info() {}, warn() {}, error() {} };
const ANDROID = "Mozilla/5.0 (Linux; Android 14)";

// A product's view is its card seen in the catalogue, its click the customer opening it
// (docs/decisions/017-views-and-clicks.md): the catalogue sends the cards it showed in one
// batch, and an opening on its own.
describe.each(testDatabaseKinds)("product views and clicks on %s", (kind) => {
  let t: TestDatabase;
  let owner: BrandOwner;
  let productIds: string[];
  let views: ViewRecorder;
  let baseContext: ReturnType<typeof createTestContext>;
  const clock = { now: Date.parse("2026-11-22T03:00:00.000Z") };
  let ipCounter = 0;
  const nextIp = () => `10.3.${++ipCounter >> 8}.${ipCounter & 255}`;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    owner = await brandOwner(t, "katalog");
    productIds = [];
    for (const name of ["Roti Bakar", "Kopi Susu", "Es Teh"]) {
      productIds.push((await createProduct(t.db, owner.brandId, { name, price: 15000 })).id);
    }
    baseContext = createTestContext(t);
    views = createViewRecorder(t.db, silentLogger, {
      flushMs: 60 * 60 * 1000,
      limiter: createCountLimiter(COUNTING_LIMITS, () => clock.now),
    });
  });
  afterAll(async () => {
    await views?.stop();
    await t?.destroy();
  });

  async function send(clientIp: string, body: URLSearchParams): Promise<number> {
    const request = new Request("http://localhost:3000/api/visits", {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": ANDROID },
      body: body.toString(),
    });
    const response = await visitsRoute.action({
      request,
      context: { ...baseContext, views, clientIp },
      params: {},
    } as unknown as Parameters<typeof visitsRoute.action>[0]);
    return response.status;
  }

  const countBody = (event: string, ids: readonly string[]) => {
    const body = new URLSearchParams({ kind: "product", event });
    for (const id of ids) body.append("id", id);
    return body;
  };

  async function rateOf(id: string) {
    await views.flush();
    const { products } = await getOwnProducts(baseContext, owner);
    const product = products.find((candidate) => candidate.id === id)!;
    return {
      views: product.views,
      clicks: product.clicks,
      rate: formatPercent(clickRate(product.clicks, product.views)),
    };
  }

  it("a catalogue seen without opening anything counts views only: a click rate of 0%", async () => {
    const [roti] = productIds;
    expect(await rateOf(roti!)).toEqual({ views: 0, clicks: 0, rate: "-" });

    expect(await send(nextIp(), countBody("view", productIds))).toBe(204);
    expect(await rateOf(roti!)).toEqual({ views: 1, clicks: 0, rate: "0%" });
    for (const id of productIds) expect((await rateOf(id)).clicks).toBe(0);
  });

  it("opening a product counts one click next to its view", async () => {
    const [, kopi, esTeh] = productIds;
    const visitor = nextIp();
    expect(await send(visitor, countBody("view", productIds))).toBe(204);
    expect(await send(visitor, countBody("click", [kopi!]))).toBe(204);
    expect(await rateOf(kopi!)).toEqual({ views: 2, clicks: 1, rate: "50%" });
    expect(await rateOf(esTeh!)).toEqual({ views: 2, clicks: 0, rate: "0%" });

    // A second visitor who opens it too: every view led to an opening.
    const other = nextIp();
    const before = await rateOf(kopi!);
    expect(await send(other, countBody("click", [kopi!]))).toBe(204);
    expect(await send(other, countBody("view", [kopi!]))).toBe(204);
    const after = await rateOf(kopi!);
    expect(after).toMatchObject({ views: before.views + 1, clicks: before.clicks + 1 });
  });

  it("refuses a click naming several products and a batch over the limit, counting nothing", async () => {
    const visitor = nextIp();
    const before = await Promise.all(productIds.map((id) => rateOf(id)));
    expect(await send(visitor, countBody("click", productIds))).toBe(400);
    const tooMany = [
      ...productIds,
      ...Array.from({ length: MAX_COUNTED_IDS }, () => crypto.randomUUID()),
    ];
    expect(await send(visitor, countBody("view", tooMany))).toBe(400);
    expect(await send(visitor, countBody("view", []))).toBe(400);
    expect(await send(visitor, countBody("view", [productIds[0]!, "bukan-id"]))).toBe(400);
    expect(await Promise.all(productIds.map((id) => rateOf(id)))).toEqual(before);
  });

  it("a full batch of views costs one request and counts every product once", async () => {
    const visitor = nextIp();
    const unknown = Array.from({ length: MAX_COUNTED_IDS - productIds.length }, () =>
      crypto.randomUUID(),
    );
    const before = await Promise.all(productIds.map((id) => rateOf(id)));
    // Sent twice, as a reload would: the second is within the repeat window.
    for (let time = 0; time < 2; time++) {
      expect(await send(visitor, countBody("view", [...productIds, ...unknown]))).toBe(204);
    }
    const after = await Promise.all(productIds.map((id) => rateOf(id)));
    expect(after.map((counts) => counts.views)).toEqual(before.map((counts) => counts.views + 1));
    expect(after.map((counts) => counts.clicks)).toEqual(before.map((counts) => counts.clicks));
  });
});
