import type { Locator, Page, TestInfo } from "@playwright/test";
import { createPriceList, createProduct, createStore } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// One photo viewer for the price lists (cyclic), the product dialog (cyclic, advancing by
// itself every 3 s) and the store cards (stopping at both ends), with swipe, buttons and
// arrow keys everywhere.

const PRICE_LISTS = ["Daftar Harga 1", "Daftar Harga 2", "Daftar Harga 3", "Daftar Harga 4"];
const PRODUCT = "Kopi Tiga Foto";

async function createViewerShop(data: ShopData) {
  const shop = await createShop(data, { name: "Kedai Galeri" });
  for (const [index, title] of PRICE_LISTS.entries()) {
    await createPriceList(data.db, shop.brandId, {
      imageUrl: `/demo/price-list-${(index % 2) + 1}.svg`,
      title,
      displayOrder: index,
    });
  }
  await createProduct(data.db, shop.brandId, {
    name: PRODUCT,
    price: 21000,
    images: ["/demo/kopi-susu.svg", "/demo/kopi-susu-2.svg", "/demo/es-teh.svg"],
  });
  await createStore(data.db, shop.brandId, {
    name: "Kedai Galeri Bintaro",
    address: "Jl. Bintaro Utama 3",
    phone: "6281200003333",
    images: ["/demo/store-1.svg", "/demo/store-2.svg", "/demo/store-1.svg"],
  });
  return shop;
}

/**
 * The alt text of the photo that shows the most of itself in the viewer (the last of a few
 * wide slides sits at the right edge, not the left).
 */
async function photoInPlace(viewer: Locator): Promise<string | null> {
  return viewer.evaluate((root) => {
    const frame = root.getBoundingClientRect();
    const shown = (image: Element) => {
      const box = image.getBoundingClientRect();
      return Math.min(box.right, frame.right) - Math.max(box.left, frame.left);
    };
    const images = [...root.querySelectorAll("img")];
    return images.sort((a, b) => shown(b) - shown(a))[0]?.alt ?? null;
  });
}

/**
 * Drags across `area` from right to left: with a finger (real touch events) on the phone,
 * with the mouse on the desktop.
 */
async function swipeLeft(page: Page, area: Locator, testInfo: TestInfo) {
  const box = await area.boundingBox();
  if (!box) throw new Error("nothing to swipe on");
  const y = box.y + box.height / 2;
  const from = box.x + box.width * 0.8;
  const to = box.x + box.width * 0.15;
  const steps = 8;
  if (testInfo.project.use.hasTouch) {
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: type === "touchEnd" ? [] : [{ x, y }],
      });
    await touch("touchStart", from);
    for (let step = 1; step <= steps; step++) {
      await touch("touchMove", from + ((to - from) * step) / steps);
    }
    await touch("touchEnd", to);
    await cdp.detach();
  } else {
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move(to, y, { steps });
    await page.mouse.up();
  }
}

test.describe("photo viewer", () => {
  let data: ShopData;
  let shop: Awaited<ReturnType<typeof createViewerShop>>;
  test.beforeAll(async () => {
    data = openShopData();
    shop = await createViewerShop(data);
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("price lists go round: past the last comes the first, before the first the last", async ({
    page,
  }) => {
    await page.goto(`/${shop.username}`, { waitUntil: "networkidle" });
    const viewer = page.getByRole("region", { name: "Menu / Daftar Harga" });
    await expect(viewer.getByRole("img")).toHaveCount(PRICE_LISTS.length);
    await expect.poll(() => photoInPlace(viewer)).toBe("Daftar Harga 1");

    const next = viewer.getByRole("button", { name: "Gambar berikutnya" });
    for (const title of PRICE_LISTS.slice(1)) {
      await next.click();
      await expect.poll(() => photoInPlace(viewer)).toBe(title);
    }
    await next.click();
    await expect.poll(() => photoInPlace(viewer)).toBe("Daftar Harga 1");
    await viewer.getByRole("button", { name: "Gambar sebelumnya" }).click();
    await expect.poll(() => photoInPlace(viewer)).toBe("Daftar Harga 4");

    // The arrow keys work once the viewer has keyboard focus.
    await next.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => photoInPlace(viewer)).toBe("Daftar Harga 1");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => photoInPlace(viewer)).toBe("Daftar Harga 4");
  });

  test("a swipe moves the price lists on by one and opens nothing", async ({
    page,
    context,
  }, testInfo) => {
    await page.goto(`/${shop.username}`, { waitUntil: "networkidle" });
    const viewer = page.getByRole("region", { name: "Menu / Daftar Harga" });
    await expect.poll(() => photoInPlace(viewer)).toBe("Daftar Harga 1");
    await swipeLeft(page, viewer.getByRole("img", { name: "Daftar Harga 1" }), testInfo);
    await expect.poll(() => photoInPlace(viewer)).toBe("Daftar Harga 2");
    // The slides are links to the full picture: a drag is no tap on them.
    expect(context.pages()).toHaveLength(1);
  });

  test("store photos stop at both ends, by button, key and swipe", async ({ page }, testInfo) => {
    await page.goto(`/${shop.username}/stores`, { waitUntil: "networkidle" });
    const card = page.getByRole("article").filter({ hasText: "Kedai Galeri Bintaro" });
    const viewer = card.getByRole("region", { name: "Foto Kedai Galeri Bintaro" });
    const previous = viewer.getByRole("button", { name: "Foto sebelumnya" });
    const next = viewer.getByRole("button", { name: "Foto berikutnya" });
    await expect(previous).toBeDisabled();
    await expect(viewer.getByText("1 / 3")).toBeVisible();

    await swipeLeft(page, viewer.getByRole("img", { name: "Store Image 1" }), testInfo);
    await expect(viewer.getByText("2 / 3")).toBeVisible();
    await expect.poll(() => photoInPlace(viewer)).toBe("Store Image 2");
    await next.click();
    await expect(viewer.getByText("3 / 3")).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect.poll(() => photoInPlace(viewer)).toBe("Store Image 3");

    // Nothing comes after the last photo: neither a key nor a swipe goes round.
    await swipeLeft(page, viewer.getByRole("img", { name: "Store Image 3" }), testInfo);
    await previous.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => photoInPlace(viewer)).toBe("Store Image 3");
    await expect(viewer.getByText("3 / 3")).toBeVisible();

    await page.keyboard.press("ArrowLeft");
    await expect(viewer.getByText("2 / 3")).toBeVisible();
    await previous.click();
    await expect(viewer.getByText("1 / 3")).toBeVisible();
    await expect(previous).toBeDisabled();
  });

  /** Opens the product dialog with the page's clock standing still, the mouse off the photos. */
  async function openProductWithClockStopped(page: Page) {
    await page.clock.install();
    await page.goto(`/${shop.username}/products`, { waitUntil: "networkidle" });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.getByRole("link", { name: `Tambah ${PRODUCT} ke keranjang` }).click();
    const dialog = page.getByRole("dialog", { name: "Detail Produk" });
    await expect(dialog.getByRole("img")).toHaveCount(3);
    await page.mouse.move(1, 1);
    const viewer = dialog.getByRole("region", { name: `Foto ${PRODUCT}` });
    const current = (n: number) =>
      expect(viewer.getByRole("button", { name: `Foto ${n}`, exact: true })).toHaveAttribute(
        "aria-current",
        "true",
      );
    return { dialog, viewer, current };
  }

  test("the product dialog advances every 3 s and goes round", async ({ page }) => {
    const { viewer, current } = await openProductWithClockStopped(page);
    await current(1);
    await page.clock.runFor(2_900);
    await current(1);
    await page.clock.runFor(200);
    await current(2);
    await page.clock.runFor(3_000);
    await current(3);
    await page.clock.runFor(3_000);
    await current(1);
    await expect(viewer.getByRole("img", { name: `${PRODUCT} foto 1` })).toBeVisible();
  });

  test("the product dialog holds still under the mouse and under keyboard focus", async ({
    page,
  }) => {
    const { dialog, viewer, current } = await openProductWithClockStopped(page);
    await viewer.getByRole("img", { name: `${PRODUCT} foto 1` }).hover();
    await page.clock.runFor(10_000);
    await current(1);
    // The mouse leaves: three seconds later the next photo.
    await page.mouse.move(1, 1);
    await page.clock.runFor(3_100);
    await current(2);

    // Keyboard focus inside: only the arrow keys move it.
    await page.keyboard.press("Tab");
    await expect(viewer.getByRole("button", { name: "Foto berikutnya" })).toBeFocused();
    await page.clock.runFor(10_000);
    await current(2);
    await page.keyboard.press("ArrowRight");
    await current(3);
    await page.clock.runFor(10_000);
    await current(3);

    // Focus elsewhere in the dialog: it goes on by itself again, round to the first.
    await dialog.getByLabel("Catatan").click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(3_100);
    await current(1);
  });

  test("the product dialog waits while the page is hidden and goes on once it is shown", async ({
    page,
  }) => {
    const { current } = await openProductWithClockStopped(page);
    // Another tab in front: the document says it is hidden, as the browser does.
    const setHidden = (isHidden: boolean) =>
      page.evaluate((isHidden) => {
        Object.defineProperty(document, "hidden", { configurable: true, get: () => isHidden });
        Object.defineProperty(document, "visibilityState", {
          configurable: true,
          get: () => (isHidden ? "hidden" : "visible"),
        });
        document.dispatchEvent(new Event("visibilitychange"));
      }, isHidden);
    await page.clock.runFor(1_000);
    await setHidden(true);
    await page.clock.runFor(15_000);
    await current(1);
    await setHidden(false);
    await page.clock.runFor(3_100);
    await current(2);
  });

  test("the product dialog never moves by itself for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const { viewer, current } = await openProductWithClockStopped(page);
    await page.clock.runFor(15_000);
    await current(1);
    await viewer.getByRole("button", { name: "Foto berikutnya" }).click();
    await current(2);
    await page.mouse.move(1, 1);
    await page.clock.runFor(15_000);
    await current(2);
  });

  test("the first photos show before the script runs, with no layout shift once it does", async ({
    browser,
    page,
    baseURL,
  }) => {
    const withoutScript = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: page.viewportSize(),
    });
    try {
      const still = await withoutScript.newPage();
      await still.goto(`/${shop.username}`);
      await expect(still.getByRole("img", { name: "Daftar Harga 1" })).toBeInViewport();
      await still.goto(`/${shop.username}/stores`);
      await expect(still.getByRole("img", { name: "Store Image 1" })).toBeInViewport();
    } finally {
      await withoutScript.close();
    }

    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const [path, first] of [
      [`/${shop.username}`, "Daftar Harga 1"],
      [`/${shop.username}/stores`, "Store Image 1"],
    ]) {
      await page.goto(path, { waitUntil: "networkidle" });
      const photo = page.getByRole("img", { name: first });
      // The first photo is the page's largest picture: it must not wait to be scrolled to.
      await expect(photo).toHaveAttribute("loading", "eager");
      await expect(photo).toBeInViewport();
      const shifts = await page.evaluate(
        () =>
          new Promise<number[]>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve((window as unknown as { shifts: number[] }).shifts),
              ),
            ),
          ),
      );
      expect(shifts).toEqual([]);
    }
  });
});
