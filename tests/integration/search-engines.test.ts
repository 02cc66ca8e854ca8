import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OPERATIONAL_HOURS } from "#domain/operational-hours";
import { createBrand, createSeller, createStore } from "#server/seed/factories";
import { getShopStructuredData, shopSitemap, shopSitemaps } from "#server/services/search-engines";
import { updateOwnBrandProfile } from "#server/services/admin-brand";
import { loader as robotsLoader } from "#app/routes/robots";
import { loader as sitemapLoader } from "#app/routes/sitemap";
import type { AppContext } from "#server/context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { brandOwner, createTestMedia } from "./support/sellers";

// What search engines read (decision 074): a sitemap per public shop, their index named by
// robots.txt, and the shop's LocalBusiness with its kind, address, telephone and hours. A
// shop not public yet is in none of them.

const APP_URL = "https://gerai.test";

describe.each(testDatabaseKinds)("search engines on %s", (kind) => {
  let t: TestDatabase;
  let roti: Awaited<ReturnType<typeof brandOwner>>;
  const media = createTestMedia();
  // The route modules read only the database and the platform's address.
  const context = () => ({ db: t.db, config: { appUrl: APP_URL } }) as unknown as AppContext;
  const load = async (
    loader: (args: never) => Response | Promise<Response>,
    params: Record<string, string>,
  ) => {
    const path = params.username ? `/${params.username}/sitemap.xml` : "/sitemap.xml";
    const response = await loader({
      params,
      request: new Request(APP_URL + path),
      context: context(),
    } as never);
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      text: await response.text(),
    };
  };

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    roti = await brandOwner(t, "roti-bu-sari");
    await createStore(t.db, roti.brandId, {
      name: "Dapur Bu Sari",
      address: "Jl. Melati 3,\nKemang",
      phone: "6281200001111",
    });
    await brandOwner(t, "kopi-pagi");
    const { userId } = await createSeller(t.auth, {
      email: "belum@example.com",
      password: "rahasia123",
      name: "Belum",
      emailVerified: false,
    });
    await createBrand(t.db, { userId, name: "Kopi Palsu", username: "kopi-palsu" });
  });
  afterAll(async () => {
    media.remove();
    await t?.destroy();
  });

  it("lists a public shop's four pages in its sitemap, and a hidden or unknown shop has none", async () => {
    const entries = await shopSitemap(t.db, APP_URL, "Roti-Bu-Sari");
    expect(entries?.map((entry) => entry.url)).toEqual([
      `${APP_URL}/roti-bu-sari`,
      `${APP_URL}/roti-bu-sari/products`,
      `${APP_URL}/roti-bu-sari/stores`,
      `${APP_URL}/roti-bu-sari/about`,
    ]);
    expect(entries?.every((entry) => !Number.isNaN(Date.parse(entry.lastModified)))).toBe(true);
    expect(await shopSitemap(t.db, APP_URL, "kopi-palsu")).toBeUndefined();
    expect(await shopSitemap(t.db, APP_URL, "tidak-ada")).toBeUndefined();

    const page = await load(sitemapLoader, { username: "roti-bu-sari" });
    expect(page.status).toBe(200);
    expect(page.type).toBe("application/xml; charset=utf-8");
    expect(page.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(page.text.match(/<loc>/g)).toHaveLength(4);
    expect(page.text).toContain(`<loc>${APP_URL}/roti-bu-sari/products</loc>`);
    const hidden = await load(sitemapLoader, { username: "kopi-palsu" });
    expect(hidden).toMatchObject({ status: 404, text: "Toko tidak ditemukan" });
  });

  it("indexes every public shop's sitemap, none of a hidden shop, and robots.txt names the index", async () => {
    const urls = (await shopSitemaps(t.db, APP_URL)).map((entry) => entry.url).sort();
    expect(urls).toEqual([
      `${APP_URL}/kopi-pagi/sitemap.xml`,
      `${APP_URL}/roti-bu-sari/sitemap.xml`,
    ]);
    const index = await load(sitemapLoader, {});
    expect(index.status).toBe(200);
    expect(index.text).toContain("<sitemapindex");
    expect(index.text).toContain(`<loc>${APP_URL}/roti-bu-sari/sitemap.xml</loc>`);
    expect(index.text).not.toContain("kopi-palsu");

    const robots = robotsLoader({ context: context() } as never);
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${APP_URL}/sitemap.xml$`, "m"));
  });

  it("describes the shop as a LocalBusiness with its address, telephone and weekly hours", async () => {
    await t.db
      .updateTable("brands")
      .set({
        operational_hours: JSON.stringify({
          ...DEFAULT_OPERATIONAL_HOURS,
          sabtu: { isOpen: true, openTime: "18:00", closeTime: "02:00" },
          minggu: { isOpen: false, openTime: "08:00", closeTime: "22:00" },
        }),
        about_text: "Kue rumahan\nsetiap hari",
        customer_service_whatsapp: "6281299990000",
      })
      .where("id", "=", roti.brandId)
      .execute();
    const data = await getShopStructuredData(t.db, APP_URL, roti.brandId);
    // As search engines read it: JSON, nothing else.
    expect(JSON.parse(JSON.stringify(data))).toEqual({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "@id": `${APP_URL}/roti-bu-sari#toko`,
      name: "roti-bu-sari",
      url: `${APP_URL}/roti-bu-sari`,
      description: "Kue rumahan setiap hari",
      telephone: "+6281299990000",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Jl. Melati 3, Kemang",
        addressCountry: "ID",
      },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "08:00",
          closes: "22:00",
        },
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Saturday"],
          opens: "18:00",
          closes: "02:00",
        },
      ],
    });
  });

  it("takes the kind the seller picks on her About form, and refuses one not on the list", async () => {
    const profile = {
      name: "Roti Bu Sari",
      username: "roti-bu-sari",
      aboutText: "Kue rumahan",
      customerServiceWhatsapp: "0812-9999-0000",
      customerServiceEmail: "sari@example.com",
      businessKind: "kue-roti",
    };
    await updateOwnBrandProfile({ db: t.db, media }, roti, profile);
    const data = await getShopStructuredData(t.db, APP_URL, roti.brandId);
    expect(data).toMatchObject({ "@type": "Bakery", name: "Roti Bu Sari" });

    await expect(
      updateOwnBrandProfile({ db: t.db, media }, roti, { ...profile, businessKind: "Casino" }),
    ).rejects.toMatchObject({ code: "VALIDATION" });
    expect(await getShopStructuredData(t.db, APP_URL, roti.brandId)).toMatchObject({
      "@type": "Bakery",
    });
  });
});
