import { sql } from "kysely";
import {
  createLink,
  createOrderRecord,
  createPriceList,
  createProduct,
  createStore,
} from "#server/seed/factories";
import { createShop, type ShopData } from "./shop-data";

// A shop with something on every one of its pages and every admin page: a link, a price
// list, three products (one with a required option, one sold out without a photo), a store
// with photos, and an order waiting for the seller, for tests that walk through all the
// screens.

export type FullShop = Awaited<ReturnType<typeof createShop>> & {
  orderNumber: string;
  customerPhone: string;
};

const CUSTOMER_PHONE = "6281298765432";

export async function createShopWithEverything(data: ShopData): Promise<FullShop> {
  const shop = await createShop(data, {
    name: "Warung Bu Sari",
    aboutText: "Masakan rumahan dan kue basah, dibuat setiap pagi.",
    phoneNumber: "6281311112222",
    customerServiceWhatsapp: "6281311112222",
    customerServiceEmail: "sari@contoh.id",
    paymentInformation: "Transfer BRI 1234567890 a.n. Sari",
    isDeliveryByStoreEnabled: true,
    deliveryCostInformation: "Ongkir Rp 5.000 dalam 3 km",
  });
  await createLink(data.db, shop.brandId, {
    title: "Pesan lewat Instagram",
    url: "https://instagram.com/warungbusari",
    description: "Menu harian dan promo",
  });
  await createPriceList(data.db, shop.brandId, {
    imageUrl: "/demo/price-list-1.svg",
    title: "Price List 1",
  });
  const { id: productId } = await createProduct(data.db, shop.brandId, {
    name: "Nasi Uduk",
    price: 15000,
    category: "Minuman",
    description: "Nasi uduk dengan telur balado",
    images: ["/demo/roti-bakar.svg"],
    options: [{ name: "Porsi", choices: ["Biasa", "Jumbo"], isRequired: true }],
  });
  await createProduct(data.db, shop.brandId, { name: "Kue Lapis", price: 4000 });
  // Sold out and without a photo: the card's placeholder text must stay readable.
  await createProduct(data.db, shop.brandId, { name: "Es Cendol", price: 6000, isSoldOut: true });
  await createStore(data.db, shop.brandId, {
    name: "Warung Bu Sari Depok",
    address: "Jl. Margonda Raya 12, Depok",
    phone: "6281311112222",
    googleMapsLink: "https://maps.google.com/?q=Depok",
    images: ["/demo/store-1.svg", "/demo/store-2.svg"],
  });
  const { orderNumber } = await createOrderRecord(data.db, {
    brandId: shop.brandId,
    customerName: "Rina",
    customerPhone: CUSTOMER_PHONE,
    items: [
      {
        productId,
        productName: "Nasi Uduk",
        quantity: 2,
        unitPrice: 15000,
        note: "Sambal dipisah",
        options: [{ name: "Porsi", value: "Jumbo" }],
      },
    ],
    histories: [{ status: "menunggu_diterima" }],
  });
  return { ...shop, orderNumber, customerPhone: CUSTOMER_PHONE };
}

/** Gives a seller's account the platform administrator's role, as stored on the account (spec §6). */
export async function makePlatformAdmin(data: ShopData, email: string): Promise<void> {
  await sql`update "user" set role = 'platform-admin' where email = ${email}`.execute(data.db);
}
