import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaVariantUrl } from "#domain/media";
import { productPath, productSlug } from "#domain/product-slug";
import { createBrand, createProduct, createSeller } from "#server/seed/factories";
import { pageRequestOf } from "#server/page-cache";
import { shopSitemap } from "#server/services/search-engines";
import { loader as productsLoader, meta as productsMeta } from "#app/routes/products";
import { loader as sitemapLoader } from "#app/routes/sitemap";
import type { AppContext } from "#server/context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { brandOwner } from "./support/sellers";

// A link per product (decision 075): /{username}/products/{slug}, its slug made from the
// product's name and the start of its id, found again after a rename (301 to the new
// address), a 404 with the catalogue for an address naming no product; the product's
// preview tags and Product JSON-LD; the products in the shop's sitemap.

const APP_URL = "https://gerai.test";

type LoaderAnswer = {
  type?: string;
  data: {
    productId: string | null;
    isProductMissing: boolean;
    products: { id: string; name: string }[];
    productStructuredData: Record<string, unknown> | null;
  };
  init?: { status?: number };
};

describe.each(testDatabaseKinds)("product links on %s", (kind) => {
  let t: TestDatabase;
  let shop: Awaited<ReturnType<typeof brandOwner>>;
  let kopi: { id: string };
  let lapis: { id: string };
  let habis: { id: string };
  let arsip: { id: string };
  const context = () => ({ db: t.db, config: { appUrl: APP_URL } }) as unknown as AppContext;

  /** The products page's loader as React Router calls it for `path`. */
  async function open(path: string): Promise<LoaderAnswer | Response> {
    const [, username, , slug] = path.split("?")[0]!.split("/");
    const params = slug === undefined ? { username } : { username, slug };
    try {
      return (await productsLoader({
        params,
        request: new Request(APP_URL + path),
        url: new URL(APP_URL + path),
        context: context(),
      } as never)) as unknown as LoaderAnswer;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    shop = await brandOwner(t, "kopi-senja");
    kopi = await createProduct(t.db, shop.brandId, {
      name: "Kopi Susu Gula Aren",
      price: 18_000,
      description: "Kopi susu\ndengan gula aren asli",
      images: ["/media/kopi.webp", "/media/kopi-2.webp"],
    });
    lapis = await createProduct(t.db, shop.brandId, { name: "Kué Lapis Légit!", price: 30_000 });
    habis = await createProduct(t.db, shop.brandId, {
      name: "Roti Bakar",
      price: 15_000,
      isSoldOut: true,
    });
    arsip = await createProduct(t.db, shop.brandId, {
      name: "Menu Lama",
      price: 10_000,
      isActive: false,
    });
    const { userId } = await createSeller(t.auth, {
      email: "belum@example.com",
      password: "rahasia123",
      name: "Belum",
      emailVerified: false,
    });
    const hidden = await createBrand(t.db, { userId, name: "Toko Rahasia", username: "rahasia" });
    await createProduct(t.db, hidden.id, { name: "Kopi Rahasia", price: 5_000 });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("opens a product at its canonical address, its slug from its name and its id's start", async () => {
    const path = productPath("kopi-senja", { id: kopi.id, name: "Kopi Susu Gula Aren" });
    expect(path).toBe(`/kopi-senja/products/kopi-susu-gula-aren-${kopi.id.slice(0, 8)}`);
    const answer = (await open(path)) as LoaderAnswer;
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data.productId).toBe(kopi.id);
    expect(answer.data.isProductMissing).toBe(false);
    // The whole catalogue comes with it: the product opens over it.
    expect(answer.data.products.map((product) => product.id).sort()).toEqual(
      [kopi.id, lapis.id, habis.id].sort(),
    );
    // Kept in memory like the catalogue (decision 027), page and data alike.
    expect(pageRequestOf(new Request(APP_URL + path))).toEqual({
      key: path,
      username: "kopi-senja",
    });
    expect(pageRequestOf(new Request(`${APP_URL}${path}.data`))?.key).toBe(`${path}.data`);
    const lapisAnswer = (await open(
      `/kopi-senja/products/kue-lapis-legit-${lapis.id.slice(0, 8)}`,
    )) as LoaderAnswer;
    expect(lapisAnswer.data.productId).toBe(lapis.id);
  });

  it("sends an old name, another case or the id alone to the canonical address for good (301)", async () => {
    const idPart = kopi.id.slice(0, 8);
    for (const old of [
      `/kopi-senja/products/es-kopi-${idPart}`,
      `/kopi-senja/products/${idPart}`,
      `/kopi-senja/products/KOPI-SUSU-GULA-AREN-${idPart.toUpperCase()}`,
    ]) {
      const answer = await open(old);
      expect(answer, old).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(301);
      expect((answer as Response).headers.get("Location")).toBe(
        `/kopi-senja/products/kopi-susu-gula-aren-${idPart}`,
      );
    }
    // The query string goes along.
    const withQuery = (await open(`/kopi-senja/products/lama-${idPart}?ref=wa`)) as Response;
    expect(withQuery.headers.get("Location")).toBe(
      `/kopi-senja/products/kopi-susu-gula-aren-${idPart}?ref=wa`,
    );

    // Renamed: the old address leads to the new one, which opens it.
    await t.db
      .updateTable("products")
      .set({ name: "Es Kopi Susu Aren" })
      .where("id", "=", kopi.id)
      .execute();
    const renamed = (await open(`/kopi-senja/products/kopi-susu-gula-aren-${idPart}`)) as Response;
    expect(renamed.status).toBe(301);
    expect(renamed.headers.get("Location")).toBe(
      `/kopi-senja/products/es-kopi-susu-aren-${idPart}`,
    );
    const opened = (await open(`/kopi-senja/products/es-kopi-susu-aren-${idPart}`)) as LoaderAnswer;
    expect(opened.data.productId).toBe(kopi.id);
    await t.db
      .updateTable("products")
      .set({ name: "Kopi Susu Gula Aren" })
      .where("id", "=", kopi.id)
      .execute();
  });

  it("answers an address naming no product of the shop with a 404, the catalogue and a notice", async () => {
    for (const path of [
      "/kopi-senja/products/tidak-ada-0000abcd",
      "/kopi-senja/products/kopi-susu-gula-aren",
      // Taken off the shop: no page of its own any more.
      `/kopi-senja/products/${productSlug({ id: arsip.id, name: "Menu Lama" })}`,
    ]) {
      const answer = (await open(path)) as LoaderAnswer;
      expect(answer.init?.status, path).toBe(404);
      expect(answer.data.isProductMissing).toBe(true);
      expect(answer.data.productId).toBeNull();
      expect(answer.data.products).toHaveLength(3);
    }
    // Another shop's product is not this shop's.
    const hiddenProduct = await t.db
      .selectFrom("products")
      .select(["id", "name"])
      .where("name", "=", "Kopi Rahasia")
      .executeTakeFirstOrThrow();
    const elsewhere = (await open(
      `/kopi-senja/products/${productSlug(hiddenProduct)}`,
    )) as LoaderAnswer;
    expect(elsewhere.init?.status).toBe(404);
    // A shop that is not public has no product pages.
    const hiddenShop = (await open(`/rahasia/products/${productSlug(hiddenProduct)}`)) as {
      init?: { status?: number };
    };
    expect(hiddenShop.init?.status).toBe(404);
  });

  it("previews the product in a chat: its title, price and description, photo, og:type product", async () => {
    const path = productPath("kopi-senja", { id: kopi.id, name: "Kopi Susu Gula Aren" });
    const answer = (await open(path)) as LoaderAnswer;
    const tags = productsMeta({
      data: answer.data,
      matches: [{ id: "root", data: { settings: { siteTitle: "Gerai" } } }],
    } as never) as Record<string, unknown>[];
    const content = (property: string) =>
      tags.find((tag) => tag.property === property || tag.name === property)?.content;
    // The document is named after the site, as every page; the preview after the product.
    expect(tags.find((tag) => "title" in tag)?.title).toBe(
      "Gerai - Kopi Susu Gula Aren - kopi-senja",
    );
    expect(content("og:title")).toBe("Kopi Susu Gula Aren - kopi-senja");
    expect(content("og:description")).toBe("Rp 18.000 · Kopi susu dengan gula aren asli");
    expect(content("og:type")).toBe("product");
    expect(content("og:url")).toBe(APP_URL + path);
    // The first photo at the width previews use, as an absolute address.
    expect(content("og:image")).toBe(
      new URL(mediaVariantUrl("/media/kopi.webp", 640), `${APP_URL}/`).toString(),
    );
    expect(content("product:price:amount")).toBe("18000");
    expect(content("product:price:currency")).toBe("IDR");
    expect(tags.find((tag) => tag.rel === "canonical")?.href).toBe(APP_URL + path);
  });

  it("describes the product to search engines: a Product with its Offer in rupiah", async () => {
    const path = productPath("kopi-senja", { id: kopi.id, name: "Kopi Susu Gula Aren" });
    const answer = (await open(path)) as LoaderAnswer;
    const tags = productsMeta({ data: answer.data, matches: [] } as never) as Record<
      string,
      unknown
    >[];
    const ld = tags.find((tag) => "script:ld+json" in tag)?.["script:ld+json"];
    // As search engines read it: JSON, nothing else.
    const parsed = JSON.parse(JSON.stringify(ld)) as Record<string, unknown>;
    expect(parsed).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      "@id": `${APP_URL}${path}#produk`,
      name: "Kopi Susu Gula Aren",
      url: APP_URL + path,
      description: "Kopi susu dengan gula aren asli",
      image: [expect.stringMatching(/kopi/), expect.stringMatching(/kopi-2/)],
      brand: { "@type": "Brand", name: "kopi-senja" },
      offers: {
        "@type": "Offer",
        url: APP_URL + path,
        price: "18000",
        priceCurrency: "IDR",
        availability: "https://schema.org/InStock",
        seller: {
          "@type": "Organization",
          "@id": `${APP_URL}/kopi-senja#toko`,
          name: "kopi-senja",
          url: `${APP_URL}/kopi-senja`,
        },
      },
    });
    const soldOut = (await open(
      productPath("kopi-senja", { id: habis.id, name: "Roti Bakar" }),
    )) as LoaderAnswer;
    const offers = soldOut.data.productStructuredData?.offers as Record<string, unknown>;
    expect(offers.availability).toBe("https://schema.org/SoldOut");
    expect(soldOut.data.productStructuredData).not.toHaveProperty("image");
    // The catalogue itself carries no Product.
    const catalogue = (await open("/kopi-senja/products")) as LoaderAnswer;
    expect(catalogue.data.productStructuredData).toBeNull();
  });

  it("lists every product the shop shows in its sitemap, not one taken off it nor a hidden shop's", async () => {
    const entries = (await shopSitemap(t.db, APP_URL, "kopi-senja"))!;
    const urls = entries.map((entry) => entry.url);
    expect(urls.slice(0, 4)).toEqual([
      `${APP_URL}/kopi-senja`,
      `${APP_URL}/kopi-senja/products`,
      `${APP_URL}/kopi-senja/stores`,
      `${APP_URL}/kopi-senja/about`,
    ]);
    expect(urls.slice(4).sort()).toEqual(
      [
        productPath("kopi-senja", { id: kopi.id, name: "Kopi Susu Gula Aren" }),
        productPath("kopi-senja", { id: lapis.id, name: "Kué Lapis Légit!" }),
        productPath("kopi-senja", { id: habis.id, name: "Roti Bakar" }),
      ]
        .map((path) => APP_URL + path)
        .sort(),
    );
    expect(urls.join(" ")).not.toContain(arsip.id.slice(0, 8));
    expect(entries.every((entry) => !Number.isNaN(Date.parse(entry.lastModified)))).toBe(true);

    const response = await sitemapLoader({
      params: { username: "kopi-senja" },
      request: new Request(`${APP_URL}/kopi-senja/sitemap.xml`),
      context: context(),
    } as never);
    const xml = await response.text();
    expect(xml.match(/<loc>/g)).toHaveLength(7);
    expect(xml).toContain(
      `<loc>${APP_URL}/kopi-senja/products/kopi-susu-gula-aren-${kopi.id.slice(0, 8)}</loc>`,
    );
    expect(await shopSitemap(t.db, APP_URL, "rahasia")).toBeUndefined();
  });
});
