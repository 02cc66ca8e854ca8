import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  addToCart,
  catchWhatsAppHandOff,
  createOrderingShop,
  orderRequestBody,
  openCheckout,
  type OrderingShop,
} from "./support/ordering";
import { signInPage } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";
import { shopClock, shopDayText, weekOf, ZONES, type ZoneLabel } from "./support/shop-hours";

// Opening hours, the seller's switch and the closed-order policy decide the badge and what
// the checkout and the server take. The server's clock is the real one: every shop's hours
// are set around the real time in its zone (today closed and tomorrow open, or hours that
// began two hours ago), so the tests hold at any hour of the day.

const pad = (n: number) => String(n).padStart(2, "0");
/** The hourly slots of 08:00–22:00: 08:00 … 21:00. */
const SLOTS = Array.from({ length: 14 }, (_, i) => `${pad(8 + i)}:00`);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

test.describe("opening hours", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  const setShop = (
    shop: OrderingShop,
    values: { closed_order_policy?: string; is_currently_open?: boolean },
  ) => data.db.updateTable("brands").set(values).where("id", "=", shop.brandId).execute();

  const ordersOf = async (shop: OrderingShop) =>
    (await data.db.selectFrom("orders").select("id").where("brand_id", "=", shop.brandId).execute())
      .length;

  const postOrder = async (
    request: APIRequestContext,
    baseURL: string,
    shop: OrderingShop,
    deliveryDay: string,
    deliveryTime: string,
  ) => {
    const response = await request.post(`${baseURL}/api/orders`, {
      headers: { Origin: baseURL },
      data: orderRequestBody(shop, { form: { deliveryDay, deliveryTime } }),
    });
    return { status: response.status(), body: (await response.json()) as { error?: string } };
  };

  for (const zone of Object.keys(ZONES) as ZoneLabel[]) {
    test(`${zone}: closed today and open tomorrow takes pre-orders for tomorrow, then none, then none while switched off`, async ({
      page,
      request,
      baseURL,
    }) => {
      const today = shopClock(zone);
      const tomorrow = shopClock(zone, 24 * 60);
      const dayAfter = shopClock(zone, 48 * 60);
      const shop = await createOrderingShop(data, {
        operationalHours: weekOf("08:00", "22:00", [today.dayIndex]),
        timeZone: ZONES[zone].timeZone,
      });
      const reopens = `${tomorrow.weekday} 08:00 ${zone}`;

      // The shop's pages: the badge, why it is closed and when it opens, the week's hours.
      await page.goto(`/${shop.username}`);
      await expect(page.getByText("TUTUP", { exact: true })).toBeVisible();
      await expect(page.getByText(`Tutup · Buka lagi ${reopens}`)).toBeVisible();
      await page.getByText("Hari ini: Tutup").click();
      await expect(
        page.getByRole("listitem").filter({ hasText: tomorrow.weekday }).first(),
      ).toContainText("08:00–22:00");
      await page.goto(`/${shop.username}/stores`);
      const hours = page.getByRole("region", { name: `Jam Operasional (${zone})` });
      await expect(hours).toContainText(`Tutup · Buka lagi ${reopens}`);
      await expect(hours.locator('[aria-current="date"]')).toContainText(
        `${today.weekday} (hari ini)Tutup`,
      );

      // The checkout says so first and offers tomorrow's slots, all inside the hours.
      const handOff = await catchWhatsAppHandOff(page);
      const checkout = await openCheckout(page, shop);
      await expect(
        checkout.getByRole("status").filter({ hasText: "Toko sedang tutup" }),
      ).toHaveText(
        `Toko sedang tutup. Anda tetap bisa memesan untuk jadwal setelah toko buka: ${reopens}.`,
      );
      await expect(checkout.getByRole("radio", { name: /^Hari ini/ })).toHaveCount(0);
      // Today and tomorrow by default: the day after is not offered.
      await expect(
        checkout.getByRole("radio", { name: `${dayAfter.weekday} ${dayAfter.date}` }),
      ).toHaveCount(0);
      await checkout.getByText("Besok", { exact: true }).click();
      await expect(checkout.getByRole("radio", { name: `Besok ${tomorrow.date}` })).toBeChecked();
      await expect(checkout.getByLabel("Jam").locator("option")).toHaveText(
        SLOTS.map((slot) => `${slot} ${zone}`),
      );
      await checkout.getByLabel("Jam").selectOption("10:00");
      await checkout.getByLabel("Nama").fill("Sari");
      await checkout.getByLabel("No. HP").fill("0812 9876 5432");
      await checkout.getByText("Diantar", { exact: true }).click();
      await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
      await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
      expect((await handOff.next()).searchParams.get("text")).toContain(
        `\nHari: ${shopDayText(1, zone)}\nJam: 10:00 ${zone}\n`,
      );
      expect(await ordersOf(shop)).toBe(1);

      // The server refuses today's slot itself, and stores nothing.
      expect(await postOrder(request, baseURL!, shop, "today", "10:00")).toEqual({
        status: 400,
        body: {
          error: `Jadwal ${shopDayText(0, zone)} 10:00 ${zone} tidak tersedia. Pilih hari dan jam pengiriman lain.`,
        },
      });

      // The seller takes no orders while closed: refused, and the checkout of a cart filled
      // before cannot send.
      await page.goto(`/${shop.username}/products`);
      await addToCart(page, "Roti Bakar", {});
      await setShop(shop, { closed_order_policy: "none" });
      const noOrders = `Toko sedang tutup. Pesanan bisa dikirim lagi saat toko buka: ${reopens}.`;
      expect(await postOrder(request, baseURL!, shop, "tomorrow", "10:00")).toEqual({
        status: 400,
        body: { error: noOrders },
      });
      await page.goto(`/${shop.username}/cart`);
      await page.getByRole("button", { name: "Checkout" }).click();
      const closed = page.getByRole("dialog", { name: "Checkout Pesanan" });
      await expect(closed.getByRole("status").filter({ hasText: "Toko sedang tutup" })).toHaveText(
        noOrders,
      );
      await expect(closed.getByRole("radio", { name: /^Besok/ })).toHaveCount(0);
      await expect(closed.getByRole("button", { name: "Pesan via WhatsApp" })).toBeDisabled();

      // Switched off with 'Tutup Toko': closed whatever the hours say.
      await setShop(shop, { is_currently_open: false, closed_order_policy: "preorder" });
      expect(await postOrder(request, baseURL!, shop, "tomorrow", "10:00")).toEqual({
        status: 400,
        body: {
          error:
            "Toko sedang tutup. Pesanan belum bisa dikirim sampai penjual membuka toko kembali.",
        },
      });
      await page.goto(`/${shop.username}`);
      await expect(page.getByText("TUTUP", { exact: true })).toBeVisible();
      await expect(page.getByText("Toko sedang tutup", { exact: true })).toBeVisible();
      expect(await ordersOf(shop)).toBe(1);
    });

    test(`${zone}: open now offers only slots ahead and inside the hours, whatever the browser's clock says`, async ({
      page,
      request,
      baseURL,
    }) => {
      // Hours that began two hours ago and end in thirteen, every day: the slots start on
      // the opening's minute, and at any hour a slot inside them is still ahead.
      const openTime = shopClock(zone, -120).time;
      const closeTime = shopClock(zone, 13 * 60).time;
      const shop = await createOrderingShop(data, {
        operationalHours: weekOf(openTime, closeTime),
        timeZone: ZONES[zone].timeZone,
      });
      // The browser's own clock is half a day off: the server decides.
      await page.clock.setFixedTime(new Date(Date.now() + 12 * 3600_000));

      /**
       * The first day with slots as the rules give them at `now`, and those slots: every
       * hour from the opening that ends by the closing, on the calendar day it falls on.
       */
      const expected = (now: Date) => {
        const minute = minutesOf(shopClock(zone, 0, now).time);
        const open = minutesOf(openTime);
        const length = (minutesOf(closeTime) - open + 1440) % 1440 || 1440;
        for (const offset of [0, 1]) {
          const times: number[] = [];
          for (const day of [offset - 1, offset]) {
            const start = day * 1440 + open;
            for (let t = start; t + 60 <= start + length; t += 60) {
              if (t >= offset * 1440 && t < (offset + 1) * 1440 && t > minute) times.push(t);
            }
          }
          if (times.length > 0) {
            return {
              label: offset === 0 ? "Hari ini" : "Besok",
              slots: times
                .sort((a, b) => a - b)
                .map((t) => `${pad(Math.floor((t % 1440) / 60))}:${pad(t % 60)} ${zone}`),
            };
          }
        }
        return { label: "", slots: [] };
      };

      await page.goto(`/${shop.username}`);
      await expect(page.getByText("BUKA", { exact: true })).toBeVisible();
      await expect(page.getByText(`Hari ini: ${openTime}–${closeTime} ${zone}`)).toBeVisible();

      const before = new Date();
      const checkout = await openCheckout(page, shop);
      await expect(checkout.getByRole("status").filter({ hasText: "Toko" })).toHaveCount(0);
      const first = checkout.locator("label").filter({ has: page.locator('[name="deliveryDay"]') });
      await first.first().click();
      const label = (await first.first().innerText()).split(/\s/);
      const shown = {
        label: label[0] === "Hari" ? "Hari ini" : label[0],
        slots: await checkout.getByLabel("Jam").locator("option").allTextContents(),
      };
      expect([expected(before), expected(new Date())]).toContainEqual(shown);

      // A normal order inside the hours is placed.
      const slot = shown.slots[0].slice(0, 5);
      const day = shown.label === "Hari ini" ? "today" : "tomorrow";
      expect((await postOrder(request, baseURL!, shop, day, slot)).status).toBe(201);
      expect(await ordersOf(shop)).toBe(1);
    });
  }

  test.describe("the seller's hours editor and store form", () => {
    // An English browser: no AM/PM and no browser bubbles in English.
    test.use({ locale: "en-US" });

    test("sets the zone and 24-hour hours inline in Indonesian, and the shop shows them @layout", async ({
      page,
      baseURL,
    }) => {
      const shop = await createShop(data);
      await signInPage(page, baseURL!, shop);
      await page.goto("/admin/store");
      await page.getByRole("button", { name: "Ubah Jam Operasional" }).click();

      const opening = page.getByLabel("Senin jam buka");
      // Typed text, never the browser's time picker (AM/PM on an English browser).
      expect(await opening.evaluate((input) => (input as HTMLInputElement).type)).toBe("text");
      await expect(page.locator("form").filter({ has: opening })).toHaveAttribute("novalidate", "");
      await expect(opening).toHaveValue("00:00");
      await page.getByLabel("Zona Waktu").selectOption("Asia/Jayapura");
      await opening.fill("730");
      await opening.blur();
      await expect(opening).toHaveValue("07:30");
      await page.getByLabel("Senin jam tutup").fill("2200");
      await page.getByLabel("Minggu buka").uncheck();
      await page.getByText("Tidak menerima pesanan sampai toko buka").click();
      await page.getByLabel("Selasa jam buka").fill("25:00");
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Selasa" })).toHaveText(
        "Selasa: Jam harus ditulis 24 jam dengan format JJ:MM, contoh 08:00.",
      );
      await expect(page.getByLabel("Selasa jam buka")).toBeFocused();
      await expect(page.getByLabel("Selasa jam buka")).toHaveAttribute("aria-invalid", "true");

      await page.getByLabel("Selasa jam buka").fill("09:00");
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page.getByText("Jam operasional berhasil disimpan")).toBeVisible();
      const schedule = page.getByRole("region", { name: "Jadwal jam operasional" });
      await expect(schedule).toContainText("WIT (Waktu Indonesia Timur)");
      await expect(schedule).toContainText("Tidak menerima pesanan sampai toko buka");
      await expect(schedule.getByRole("listitem").filter({ hasText: "Senin" })).toHaveText(
        "Senin07:30–22:00 WIT",
      );
      await expect(schedule.getByRole("listitem").filter({ hasText: "Minggu" })).toHaveText(
        "MingguTutup",
      );
      const saved = await data.db
        .selectFrom("brands")
        .select(["time_zone", "closed_order_policy"])
        .where("id", "=", shop.brandId)
        .executeTakeFirstOrThrow();
      expect(saved).toEqual({ time_zone: "Asia/Jayapura", closed_order_policy: "none" });

      await page.goto(`/${shop.username}/about`);
      const hours = page.getByRole("region", { name: "Jam Operasional (WIT)" });
      await expect(hours.getByRole("listitem").filter({ hasText: "Senin" })).toContainText(
        "07:30–22:00",
      );
    });

    test("times typed as on a number pad are saved by 'Simpan' without leaving the field", async ({
      page,
      baseURL,
    }) => {
      const shop = await createShop(data);
      await signInPage(page, baseURL!, shop);
      await page.goto("/admin/store");
      await page.getByRole("button", { name: "Ubah Jam Operasional" }).click();

      // The hint's own example ("2200"), a dot and three digits, each typed and saved at once.
      await page.getByLabel("Senin jam buka").fill("1000");
      await page.getByLabel("Senin jam tutup").fill("2200");
      await page.getByLabel("Selasa jam buka").fill("9.30");
      await page.getByLabel("Selasa jam tutup").fill("930");
      await page.getByLabel("Selasa jam tutup").press("Enter");
      await expect(page.getByText("Jam operasional berhasil disimpan")).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: "Jam harus ditulis" })).toHaveCount(0);
      const schedule = page.getByRole("region", { name: "Jadwal jam operasional" });
      await expect(schedule.getByRole("listitem").filter({ hasText: "Senin" })).toHaveText(
        "Senin10:00–22:00 WIB",
      );
      await expect(schedule.getByRole("listitem").filter({ hasText: "Selasa" })).toHaveText(
        "Selasa24 jam",
      );

      await page.getByRole("button", { name: "Ubah Jam Operasional" }).click();
      await page.getByLabel("Rabu jam buka").fill("730");
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(schedule.getByRole("listitem").filter({ hasText: "Rabu" })).toHaveText(
        "Rabu07:30–00:00 WIB",
      );
      const saved = await data.db
        .selectFrom("brands")
        .select("operational_hours")
        .where("id", "=", shop.brandId)
        .executeTakeFirstOrThrow();
      const hours = (
        typeof saved.operational_hours === "string"
          ? JSON.parse(saved.operational_hours)
          : saved.operational_hours
      ) as Record<string, { openTime: string; closeTime: string }>;
      expect(hours.senin).toMatchObject({ openTime: "10:00", closeTime: "22:00" });
      expect(hours.selasa).toMatchObject({ openTime: "09:30", closeTime: "09:30" });
      expect(hours.rabu).toMatchObject({ openTime: "07:30", closeTime: "00:00" });
    });

    test("the store form says what is missing in Indonesian, next to each field", async ({
      page,
      baseURL,
    }) => {
      const shop = await createShop(data);
      await signInPage(page, baseURL!, shop);
      await page.goto("/admin/store");
      await page.getByRole("button", { name: "Tambah Store Info" }).click();
      const name = page.getByLabel(/^Nama (Store|Toko)/);
      const form = page.locator("form").filter({ has: name });
      await expect(form).toHaveAttribute("novalidate", "");
      await page.getByLabel(/Google Maps/).fill("maps.example/toko");
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(form.getByRole("alert")).toHaveText([
        /^Nama (store|toko) wajib diisi$/,
        "Alamat wajib diisi",
        "Nomor WhatsApp wajib diisi",
        /Google Maps harus diawali http:\/\/ atau https:\/\/$/,
      ]);
      await expect(name).toBeFocused();
      await expect(page.getByLabel(/^Alamat/)).toHaveAttribute("aria-invalid", "true");

      await name.fill("Cabang Utama");
      await expect(form.getByRole("alert")).toHaveCount(3);
      await page.getByLabel(/^Alamat/).fill("Jl. Merdeka 1");
      await page.getByLabel(/^Nomor WhatsApp/).fill("0812 1111 2222");
      await page.getByLabel(/Google Maps/).fill("https://maps.example/toko");
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page.getByText("Store berhasil dibuat")).toBeVisible();
      await expect(page.getByText("Cabang Utama", { exact: true })).toBeVisible();
    });
  });
});
