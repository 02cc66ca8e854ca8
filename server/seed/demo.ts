import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Auth } from "../auth/auth";
import type { Db } from "../db/database";
import {
  createBrand,
  createLink,
  createPriceList,
  createProduct,
  createSeller,
  createStore,
} from "./factories";

export const DEMO_USERNAME = "demo";
export const DEMO_EMAIL = "demo@gerai.local";

export type DemoLogin = { username: string; email: string; password: string };

/**
 * Creates the demo shop `/demo` on an empty database. Returns its seller login, or
 * undefined when the database already holds brands (the seed never touches real data).
 */
export async function seedDemoShop({
  db,
  auth,
  password = crypto.randomBytes(9).toString("base64url"),
}: {
  db: Db;
  auth: Auth;
  password?: string;
}): Promise<DemoLogin | undefined> {
  const existing = await db.selectFrom("brands").select("id").limit(1).executeTakeFirst();
  if (existing) return undefined;

  const { userId } = await createSeller(auth, {
    email: DEMO_EMAIL,
    password,
    name: "Sari Demo",
  });
  const { id: brandId } = await createBrand(db, {
    userId,
    name: "Kopi Senja",
    username: DEMO_USERNAME,
    aboutText:
      "Kedai kopi rumahan di Jakarta Selatan. Kopi susu gula aren, teh, dan roti bakar dibuat segar setiap hari.",
    phoneNumber: "6281200001111",
    logoUrl: "/demo/logo.svg",
    customerServiceWhatsapp: "6281200001111",
    customerServiceEmail: DEMO_EMAIL,
    paymentInformation: "Transfer BCA 1234567890 a.n. Sari Demo",
    isDeliveryByStoreEnabled: true,
    deliveryCostInformation: "Ongkir Rp 10.000 untuk radius 5 km",
  });

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
    imageUrl: "/demo/price-list-1.svg",
    title: "Price List 1",
    displayOrder: 0,
  });
  await createPriceList(db, brandId, {
    imageUrl: "/demo/price-list-2.svg",
    title: "Price List 2",
    displayOrder: 1,
  });

  const products = [
    {
      name: "Kopi Susu Gula Aren",
      price: 18000,
      category: "makanan-minuman",
      description: "Espresso, susu segar, dan gula aren asli.",
      images: ["/demo/kopi-susu.svg", "/demo/kopi-susu-2.svg"],
      options: [
        { name: "Ukuran", choices: ["Reguler", "Besar"], isRequired: true },
        { name: "Gula", choices: ["Normal", "Sedikit", "Tanpa Gula"] },
      ],
    },
    {
      name: "Es Teh Manis",
      price: 8000,
      category: "makanan-minuman",
      description: "Teh melati seduh, manis pas.",
      images: ["/demo/es-teh.svg"],
      options: [{ name: "Es", choices: ["Normal", "Sedikit"] }],
    },
    {
      name: "Roti Bakar Cokelat Keju",
      price: 15000,
      category: "makanan-minuman",
      description: "Roti tebal dipanggang dengan mentega, cokelat, dan keju.",
      images: ["/demo/roti-bakar.svg"],
      options: [
        { name: "Topping", choices: ["Cokelat Keju", "Srikaya", "Kacang"], isRequired: true },
      ],
    },
    {
      name: "Kaos Kopi Senja",
      price: 85000,
      category: "barang",
      description: "Kaos katun combed 30s bergambar logo Kopi Senja.",
      images: ["/demo/kaos.svg"],
      options: [{ name: "Ukuran", choices: ["S", "M", "L", "XL"], isRequired: true }],
    },
    {
      name: "Paket Kopi untuk Rapat",
      price: 250000,
      category: "jasa",
      description: "20 gelas kopi susu diantar ke kantor, pesan H-1.",
    },
  ];
  for (const [index, product] of products.entries()) {
    await createProduct(db, brandId, {
      ...product,
      createdAt: minutesAgo(products.length - index),
    });
  }

  await createStore(db, brandId, {
    name: "Kopi Senja Kemang",
    address: "Jl. Kemang Raya No. 10, Jakarta Selatan",
    phone: "6281200001111",
    googleMapsLink: "https://maps.google.com/?q=Kemang+Jakarta",
    images: ["/demo/store-1.svg", "/demo/store-2.svg"],
  });

  return { username: DEMO_USERNAME, email: DEMO_EMAIL, password };
}

/**
 * Seeds the demo shop on an empty database and keeps its login in `DATA_DIR` so that
 * every start can print it again. Returns the login to print, if there is a demo shop.
 */
export async function ensureDemoShop({
  db,
  auth,
  dataDir,
}: {
  db: Db;
  auth: Auth;
  dataDir: string;
}): Promise<DemoLogin | undefined> {
  const file = path.join(dataDir, "demo-login.json");
  const seeded = await seedDemoShop({ db, auth });
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
