import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { deliveryDays, formatDeliveryTimeOption } from "#domain/delivery";
import type { MediaArea } from "#domain/media";
import { ORDER_STATUSES, type OrderStep } from "#domain/order-status";
import { calendarDayIn, DEFAULT_TIME_ZONE, startOfDayIn } from "#domain/shop-time";
import type { Auth } from "../auth/auth";
import type { Db } from "../db/database";
import { storeImage } from "../media/images";
import type { MediaStorage } from "../media/storage";
import {
  buildStickerQrisPayload,
  createBrand,
  createLink,
  createOrderRecord,
  createPriceList,
  categoryNamed,
  createProduct,
  createSeller,
  createStore,
} from "./factories";

export const DEMO_USERNAME = "demo";
export const DEMO_EMAIL = "demo@gerai.local";

/** The demo shop's transfer account and QRIS: made up, for the demo's checkout only. */
const DEMO_BANK_ACCOUNT = {
  id: "demo-bca",
  bank: "BCA",
  accountNumber: "1234567890",
  holder: "Sari Demo",
};
const demoQrisPayload = () =>
  buildStickerQrisPayload({ merchantName: "KOPI SENJA", city: "JAKARTA", nmid: "ID1026000000001" });

export type DemoLogin = { username: string; email: string; password: string };

/**
 * Creates the demo shop `/demo` on an empty database. Returns its seller login, or
 * undefined when the database already holds brands (the seed never touches real data).
 */
export async function seedDemoShop({
  db,
  auth,
  media,
  assetsDir,
  password = crypto.randomBytes(9).toString("base64url"),
}: {
  db: Db;
  auth: Auth;
  media: MediaStorage;
  /** The folder holding the demo's pictures under `demo/`. */
  assetsDir: string;
  password?: string;
}): Promise<DemoLogin | undefined> {
  const existing = await db.selectFrom("brands").select("id").limit(1).executeTakeFirst();
  if (existing) return undefined;

  // The pictures go through the same pipeline as a seller's uploads (WebP, several widths).
  const image = async (area: MediaArea, file: string) => {
    const bytes = fs.readFileSync(path.join(assetsDir, "demo", file));
    return (await storeImage(media, area, bytes, { allowSvg: true })).url;
  };

  // Verified: only shops whose owner verified the e-mail are public.
  const { userId } = await createSeller(auth, {
    email: DEMO_EMAIL,
    password,
    name: "Sari Demo",
    emailVerified: true,
  });
  const { id: brandId } = await createBrand(db, {
    userId,
    name: "Kopi Senja",
    username: DEMO_USERNAME,
    aboutText:
      "Kedai kopi rumahan di Jakarta Selatan. Kopi susu gula aren, teh, dan roti bakar dibuat segar setiap hari.",
    phoneNumber: "6281200001111",
    logoUrl: await image("brand-logos", "logo.svg"),
    customerServiceWhatsapp: "6281200001111",
    customerServiceEmail: DEMO_EMAIL,
    paymentInformation: "Transfer BCA 1234567890 a.n. Sari Demo",
    isDeliveryByStoreEnabled: true,
    deliveryCostInformation: "Ongkir Rp 10.000 untuk radius 5 km",
    // Pre-orders: kue dipesan sampai seminggu ke depan, dengan waktu siap sejam sebelumnya.
    // No cap per slot: the demo takes the benches' and the tests' bursts of orders.
    orderDaysAhead: 7,
    leadTimeHours: 1,
  });
  // All three payment methods (decision 055): cash, a transfer account and a QRIS.
  await db
    .updateTable("brands")
    .set({
      bank_accounts: JSON.stringify([DEMO_BANK_ACCOUNT]),
      qris_payload: demoQrisPayload(),
      // A coffee shop, as search engines are told (decision 074).
      business_kind: "minuman",
    })
    .where("id", "=", brandId)
    .execute();

  const links = [
    {
      title: "Instagram",
      url: "https://instagram.com/kopisenja.demo",
      icon: "📸",
      description: "Menu baru dan promo mingguan",
    },
    {
      title: "Pesan lewat GoFood",
      url: "https://gofood.co.id/",
      icon: "🛵",
      description: "Diantar ke rumahmu",
    },
    {
      title: "Lokasi di Google Maps",
      url: "https://maps.google.com/?q=Kemang+Jakarta",
      icon: "📍",
    },
  ];
  for (const [index, link] of links.entries()) {
    await createLink(db, brandId, { ...link, createdAt: minutesAgo(links.length - index) });
  }

  await createPriceList(db, brandId, {
    imageUrl: await image("brand-logos", "price-list-1.svg"),
    title: "Price List 1",
    displayOrder: 0,
  });
  await createPriceList(db, brandId, {
    imageUrl: await image("brand-logos", "price-list-2.svg"),
    title: "Price List 2",
    displayOrder: 1,
  });

  // What a home bakery sells beside its drinks: prices per choice, a choice and a product
  // sold out, stock counted down by orders, a cake that needs three days' notice. Listed
  // first, so created first: the catalogue shows the newest first, and these come after the
  // five the first screen has always shown.
  const bakery = [
    {
      name: "Kue Lapis Legit",
      price: 95000,
      category: "Kue & Roti",
      description:
        "Lapis legit resep keluarga, dipanggang lapis demi lapis dengan mentega Wijsman. Dibuat sesuai pesanan, cocok untuk hantaran.",
      images: [await image("product-images", "lapis-legit.svg")],
      // Baked to order: three days' notice, longer than the shop's hour (decision 065).
      leadTimeHours: 72,
      options: [
        {
          name: "Ukuran",
          choices: ["10 × 20 cm", "20 × 20 cm"],
          choicePrices: { "20 × 20 cm": 90000 },
          isRequired: true,
        },
        {
          name: "Kemasan",
          choices: ["Kotak Biasa", "Kotak Hampers", "Besek Bambu"],
          choicePrices: { "Kotak Hampers": 25000, "Besek Bambu": 15000 },
          soldOutChoices: ["Besek Bambu"],
          isRequired: true,
        },
      ],
    },
    {
      name: "Nastar Nanas",
      price: 120000,
      category: "Kue & Roti",
      description: "Nastar lembut isi selai nanas yang dimasak sendiri, satu toples 500 gram.",
      images: [await image("product-images", "nastar.svg")],
      stock: 8,
      options: [
        {
          name: "Isi",
          choices: ["Selai Nanas", "Selai Nanas Keju"],
          choicePrices: { "Selai Nanas Keju": 15000 },
          isRequired: true,
        },
      ],
    },
    {
      name: "Donat Kentang Isi 6",
      price: 30000,
      category: "Kue & Roti",
      description: "Donat kentang empuk, digoreng pagi hari. Pilih sampai tiga taburan.",
      images: [await image("product-images", "donat.svg")],
      stock: 12,
      options: [
        {
          name: "Taburan",
          choices: ["Gula Halus", "Meses Cokelat", "Keju Parut", "Matcha"],
          choicePrices: { "Keju Parut": 3000, Matcha: 3000 },
          isRequired: true,
          minChoices: 1,
          maxChoices: 3,
        },
      ],
    },
    {
      name: "Croissant Mentega",
      price: 22000,
      category: "Kue & Roti",
      description: "Berlapis-lapis dan renyah, dipanggang setiap pagi. Hari ini sudah habis.",
      isSoldOut: true,
    },
  ];
  const drinksAndMore = [
    {
      name: "Kopi Susu Gula Aren",
      price: 18000,
      category: "Minuman",
      description: "Espresso, susu segar, dan gula aren asli.",
      images: [
        await image("product-images", "kopi-susu.svg"),
        await image("product-images", "kopi-susu-2.svg"),
      ],
      options: [
        { name: "Ukuran", choices: ["Reguler", "Besar"], isRequired: true },
        { name: "Gula", choices: ["Normal", "Sedikit", "Tanpa Gula"] },
      ],
    },
    {
      name: "Es Teh Manis",
      price: 8000,
      category: "Minuman",
      description: "Teh melati seduh, manis pas.",
      images: [await image("product-images", "es-teh.svg")],
      options: [{ name: "Es", choices: ["Normal", "Sedikit"] }],
    },
    {
      name: "Roti Bakar Cokelat Keju",
      price: 15000,
      category: "Kue & Roti",
      description: "Roti tebal dipanggang dengan mentega, cokelat, dan keju.",
      images: [await image("product-images", "roti-bakar.svg")],
      options: [
        { name: "Topping", choices: ["Cokelat Keju", "Srikaya", "Kacang"], isRequired: true },
      ],
    },
    {
      name: "Kaos Kopi Senja",
      price: 85000,
      category: "Merchandise",
      description: "Kaos katun combed 30s bergambar logo Kopi Senja.",
      images: [await image("product-images", "kaos.svg")],
      options: [{ name: "Ukuran", choices: ["S", "M", "L", "XL"], isRequired: true }],
    },
    {
      name: "Paket Kopi untuk Rapat",
      price: 250000,
      category: "Paket Acara",
      description: "20 gelas kopi susu diantar ke kantor, pesan H-1.",
    },
  ];
  const products = [...bakery, ...drinksAndMore];
  // Her own categories (decision 066), in the order the catalogue's chips show them.
  for (const name of ["Minuman", "Kue & Roti", "Merchandise", "Paket Acara"]) {
    await categoryNamed(db, brandId, name);
  }
  const productIds = new Map<string, string>();
  for (const [index, product] of products.entries()) {
    const { id } = await createProduct(db, brandId, {
      ...product,
      createdAt: minutesAgo(products.length - index),
    });
    productIds.set(product.name, id);
  }

  // A few orders, so the seller's order screens and the tracking page have something to
  // show (phone digits for tracking: 5678).
  const demoOrders: {
    customerName: string;
    status: OrderStep;
    minutes: number;
    kopi: number;
    roti: number;
  }[] = [
    { customerName: "Budi Santoso", status: "selesai", minutes: 60 * 26, kopi: 2, roti: 1 },
    { customerName: "Rina Wulandari", status: "diproses", minutes: 45, kopi: 1, roti: 0 },
    { customerName: "Agus Pratama", status: "menunggu_diterima", minutes: 5, kopi: 3, roti: 2 },
  ];
  for (const order of demoOrders) {
    const reached = ORDER_STATUSES.slice(0, ORDER_STATUSES.indexOf(order.status) + 1);
    // Ordered for the day it was placed, as the checkout records it.
    const placedAt = new Date(minutesAgo(order.minutes));
    const [placedDay] = deliveryDays(placedAt);
    const dueDay = calendarDayIn(placedAt, DEFAULT_TIME_ZONE);
    await createOrderRecord(db, {
      brandId,
      customerName: order.customerName,
      customerPhone: "6285700005678",
      status: order.status,
      deliveryMethod: "Diantar",
      deliveryTimeOption: formatDeliveryTimeOption(placedDay, "10:00"),
      deliverySlotAt: new Date(
        startOfDayIn(dueDay, DEFAULT_TIME_ZONE).getTime() + 10 * 60 * 60_000,
      ).toISOString(),
      createdAt: minutesAgo(order.minutes),
      histories: reached.map((status, index) => ({
        status,
        createdAt: minutesAgo(order.minutes - index * 5),
      })),
      items: [
        {
          productId: productIds.get("Kopi Susu Gula Aren")!,
          productName: "Kopi Susu Gula Aren",
          quantity: order.kopi,
          unitPrice: 18000,
          options: [{ name: "Ukuran", value: "Reguler" }],
        },
        ...(order.roti > 0
          ? [
              {
                productId: productIds.get("Roti Bakar Cokelat Keju")!,
                productName: "Roti Bakar Cokelat Keju",
                quantity: order.roti,
                unitPrice: 15000,
              },
            ]
          : []),
      ],
    });
  }

  await createStore(db, brandId, {
    name: "Kopi Senja Kemang",
    address: "Jl. Kemang Raya No. 10, Jakarta Selatan",
    phone: "6281200001111",
    googleMapsLink: "https://maps.google.com/?q=Kemang+Jakarta",
    images: [
      await image("product-images", "store-1.svg"),
      await image("product-images", "store-2.svg"),
    ],
  });

  return { username: DEMO_USERNAME, email: DEMO_EMAIL, password };
}

/**
 * Seeds the demo shop on an empty database and keeps its login in `DATA_DIR` so that
 * every start can print it again. Returns the login to print, if there is a demo shop.
 */
export async function ensureDemoShop({
  dataDir,
  ...shop
}: {
  db: Db;
  auth: Auth;
  media: MediaStorage;
  assetsDir: string;
  dataDir: string;
}): Promise<DemoLogin | undefined> {
  const file = path.join(dataDir, "demo-login.json");
  const seeded = await seedDemoShop(shop);
  if (seeded) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(seeded, null, 2)}\n`, { mode: 0o600 });
    return seeded;
  }
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, "utf8")) as DemoLogin;
}

function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}
