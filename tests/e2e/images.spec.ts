import http from "node:http";
import { expect, test } from "./fixtures";

/** A GET sent byte for byte as written: no client tidies "../" away before the server. */
function rawGet(origin: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path }, (response) => {
        let body = "";
        response.setEncoding("latin1");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

// Pictures reach a cheap phone as WebP in the width it needs, below-the-fold ones only
// when scrolled to, each in a box of fixed shape, and cached for a year.
test.describe("storefront images", () => {
  test("product photos offer WebP widths with sizes, lazy past the first row @layout", async ({
    page,
    request,
  }) => {
    await page.goto("/demo/products");
    const photos = page.locator("main ul li img");
    await expect(photos.first()).toBeVisible();
    // The first two rows of the grid load at once; the rest when scrolled to.
    const cards = page.locator("main ul > li");
    const loading = await cards.evaluateAll((items) =>
      items.map((item) => item.querySelector("img")?.getAttribute("loading") ?? "no photo"),
    );
    expect(loading.length).toBeGreaterThan(4);
    loading.forEach((value, index) => {
      if (value !== "no photo") expect(value).toBe(index < 4 ? "eager" : "lazy");
    });
    expect(loading.slice(4)).toContain("lazy");
    const attributes = await photos.evaluateAll((images) =>
      images.map((image) => ({
        srcset: image.getAttribute("srcset") ?? "",
        sizes: image.getAttribute("sizes"),
        width: image.getAttribute("width"),
        height: image.getAttribute("height"),
      })),
    );
    expect(attributes.length).toBeGreaterThanOrEqual(4);
    for (const image of attributes) {
      expect(image.srcset).toMatch(
        /^\/media\/product-images\/[0-9a-f]{32}-320\.webp 320w, \S+-640\.webp 640w, \S+-1280\.webp 1280w$/,
      );
      expect(image.sizes).toBeTruthy();
      expect(image.width).toBeTruthy();
      expect(image.height).toBeTruthy();
    }

    // The phone fetched a small width, not the 1280 px original.
    const current = await photos
      .first()
      .evaluate((image) => (image as HTMLImageElement).currentSrc);
    expect(current).toMatch(/-(320|640)\.webp$/);

    const response = await request.get(current);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("the price list and store photos are WebP too, and a missing file is a 404", async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto("/demo");
    const slide = page.getByRole("img", { name: "Price List 1" });
    await expect(slide).toHaveAttribute("srcset", /-320\.webp 320w/);
    await page.goto("/demo/stores");
    await expect(page.locator("main img").first()).toHaveAttribute("srcset", /-640\.webp 640w/);
    const missing = await request.get("/media/product-images/0000-640.webp");
    expect(missing.status()).toBe(404);
    // The database sits one level above the pictures: no spelling of the path reaches it.
    for (const escape of ["/media/..%2Fgerai.db", "/media/%2e%2e/gerai.db", "/media/../gerai.db"]) {
      const answer = await rawGet(new URL(escape, baseURL).origin, escape);
      expect(answer.body).not.toContain("SQLite format");
      expect(answer.status).toBeGreaterThanOrEqual(400);
    }
  });
});
