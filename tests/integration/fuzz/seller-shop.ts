import fc from "fast-check";
import { DAYS } from "#domain/operational-hours";
import { ORDER_STATUSES } from "#domain/order-status";
import type { DatabaseKind } from "#server/db/database";
import {
  createBrand,
  createLink,
  createOrderRecord,
  categoryNamed,
  createPriceList,
  createProduct,
  createSeller,
  createStore,
} from "#server/seed/factories";
import { hostileJson, hostileNumber, hostileText, toFormFields, word } from "./arbitraries";
import { expectJsonAnswer, expectSoundAnswer, show, violation, Violation } from "./checks";
import type { Answer, SentRequest } from "./requests";
import {
  captureBrand,
  createWorld,
  expectPublicPagesSound,
  expectSoundPlacedOrder,
  orderRequest,
  placeCleanOrderBody,
  restoreBrand,
  sessionCookie,
  snapshotBrands,
  storePicture,
} from "./support";

// The shop the seller-side suites write to, the requests they send and the checks every
// seller write shares: a sound answer, the other seller's rows untouched, nothing changed
// by a refusal, and after an accepted write every public page and an order's WhatsApp text.

type Seller = { userId: string; brandId: string; email: string; cookie: string };

export const notAnObject = fc.oneof(
  fc.constant(null),
  fc.constant([]),
  fc.boolean(),
  hostileNumber,
  hostileText,
  fc.array(hostileJson(), { minLength: 1, maxLength: 3 }),
);

export const hostileUrl = fc.oneof(
  hostileText,
  fc.constantFrom(
    "javascript:alert(1)",
    "data:image/png;base64,iVBORw0KGgo=",
    "/media/../../etc/passwd-1280.webp",
    "/media/product-images/..%2f..%2fx-1280.webp",
    "https://evil.example/product-images/abc-1280.webp",
    "//evil.example/media/x-1280.webp",
    "/media/product-images/abc-1280.webp\0",
    "/media/product-images/abc-1280.webp\n",
  ),
);
export const pictureList = fc.oneof(
  fc.array(fc.oneof(hostileUrl, fc.constant("@picture-product")), { maxLength: 3 }),
  fc.constant(new Array(21).fill("@picture-product")),
);

// The forms' valid bodies; each property below replaces some of their fields.
export const validStore = fc.record({
  intent: fc.constant("save"),
  name: word,
  address: fc.constantFrom("Jl. Merdeka 5", "Jl. Mawar 2\nRT 01 / RW 02"),
  phone: fc.constantFrom("0812-3456-7890", "+62 857 1234 5678"),
  googleMapsLink: fc.constantFrom("https://maps.app.goo.gl/abc", "http://maps.example/x?q=1"),
  images: fc.subarray(["@picture-product", "@picture-logo"]),
});
export const validProfile = fc.record({
  intent: fc.constant("update-profile"),
  name: fc.constantFrom("Warung Sari", "Kopi Sari ☕"),
  username: fc.constantFrom("warung-sari", "warung_sari", "WarungSari"),
  aboutText: fc.constantFrom("Kopi dan roti", "Kopi pilihan.\nBuka setiap hari."),
  customerServiceWhatsapp: fc.constantFrom("0812-3456-7890", "6281234567890"),
  customerServiceEmail: fc.constantFrom("cs@warung.id", "Sari@Example.com"),
  logoUrl: fc.constantFrom(null, "@picture-logo"),
  operationalHours: fc.constant(
    Object.fromEntries(
      DAYS.map((day) => [day, { isOpen: true, openTime: "08:00", closeTime: "22:00" }]),
    ),
  ),
  paymentInformation: fc.constantFrom(null, "BCA 123", "BCA 123\na.n. Sari"),
  paymentInformationSendAtStatus: fc.constantFrom("pesanan_diterima", "siap_dikirim"),
  isDeliveryByStoreEnabled: fc.boolean(),
  deliveryCostInformation: fc.constantFrom(null, "Ongkir Rp 5.000"),
});
export const validStatus = fc.record({
  intent: fc.constant("update-status"),
  orderId: fc.constant("@own-order"),
  status: fc.constantFrom(...ORDER_STATUSES),
});
export const validSettings = fc.record({
  siteTitle: fc.constantFrom("Gerai", "Pasar Kita 🛒", ""),
  customerSupportPhone: fc.constantFrom("0812-3456-7890", "+62 857 1234 5678", ""),
  faviconUrl: fc.constantFrom(null, "@picture-platform"),
  logoUrl: fc.constantFrom(null, "@picture-platform"),
  logoSmallUrl: fc.constantFrom(null, "@picture-platform"),
});

/**
 * Two sellers and a platform admin, signed in, with real uploaded pictures: Sari, whose
 * shop every run starts from (see fromBaseline), and Tono, whose rows her requests must
 * never change.
 */
export async function createSellerShop(kind: DatabaseKind) {
  const pictures = { product: "", logo: "", platform: "" };
  const tonoIds = { link: "", product: "", image: "", priceList: "", order: "", category: "" };

  const world = await createWorld(kind, { platformAdminEmails: "admin@example.com" });
  const seller = async (name: string, username: string): Promise<Seller> => {
    const email = `${name}@example.com`;
    const { userId } = await createSeller(world.t.auth, { email, password: "rahasia123", name });
    const { id } = await createBrand(world.t.db, {
      userId,
      name: `Toko ${name}`,
      username,
      aboutText: "Jualan setiap hari",
      phoneNumber: "6281234567890",
      customerServiceEmail: email,
      paymentInformation: "Transfer BCA 1234567890",
      isDeliveryByStoreEnabled: true,
    });
    return {
      userId,
      brandId: id,
      email,
      cookie: await sessionCookie(world, email, "rahasia123"),
    };
  };
  const sari = await seller("sari", "warung-sari");
  const tono = await seller("tono", "toko-tono");
  await createSeller(world.t.auth, {
    email: "admin@example.com",
    password: "rahasia123",
    name: "Admin",
  });
  const adminCookie = await sessionCookie(world, "admin@example.com", "rahasia123");
  pictures.product = await storePicture(world, "product-images");
  pictures.logo = await storePicture(world, "brand-logos");
  pictures.platform = await storePicture(world, "platform-assets");

  // Another seller's rows, whose ids a hostile seller may send.
  tonoIds.link = (
    await createLink(world.t.db, tono.brandId, { title: "IG", url: "https://x.id" })
  ).id;
  tonoIds.product = (
    await createProduct(world.t.db, tono.brandId, { name: "Nasi", price: 9000, category: "Nasi" })
  ).id;
  tonoIds.category = await categoryNamed(world.t.db, tono.brandId, "Nasi");
  const store = await createStore(world.t.db, tono.brandId, {
    name: "Toko Tono",
    address: "Jl. Kenanga 1",
    phone: "6281111111111",
    googleMapsLink: "https://maps.example/tono",
    images: [pictures.product],
  });
  tonoIds.image = (
    await world.t.db
      .selectFrom("store_images")
      .select("id")
      .where("store_id", "=", store.id)
      .executeTakeFirstOrThrow()
  ).id;
  tonoIds.priceList = (
    await createPriceList(world.t.db, tono.brandId, {
      imageUrl: pictures.logo,
      title: "Price List 1",
    })
  ).id;
  tonoIds.order = (
    await createOrderRecord(world.t.db, {
      brandId: tono.brandId,
      customerName: "Rina",
      customerPhone: "6285711112222",
      items: [{ productId: tonoIds.product, productName: "Nasi", quantity: 1, unitPrice: 9000 }],
    })
  ).id;

  // Sari's shop as every run starts it: the product ordered after each accepted write,
  // and one of each row her writes may address.
  const sariProductId = (
    await createProduct(world.t.db, sari.brandId, { name: "Kopi Tubruk", price: 12_000 })
  ).id;
  await createProduct(world.t.db, sari.brandId, {
    name: "Roti Sari",
    price: 8_000,
    category: "Roti",
    options: [{ name: "Isi", choices: ["Cokelat", "Keju"] }],
    images: [pictures.product],
  });
  await createLink(world.t.db, sari.brandId, {
    title: "Instagram",
    url: "https://instagram.com/sari",
  });
  await createStore(world.t.db, sari.brandId, {
    name: "Warung Sari",
    address: "Jl. Melati 3",
    phone: "6281234567890",
    googleMapsLink: "https://maps.example/sari",
    images: [pictures.product, pictures.logo],
  });
  await createPriceList(world.t.db, sari.brandId, {
    imageUrl: pictures.logo,
    title: "Price List 1",
  });
  const placed = await world.send(
    orderRequest(
      placeCleanOrderBody("warung-sari", [
        { productId: sariProductId, quantity: 2, seenPrice: 12_000 },
      ]),
    ),
  );
  if (placed.status !== 201) throw new Error(`setup order refused: ${show(placed.value)}`);
  const baseline = await captureBrand(world, sari.brandId);
  const settings = await snapshotSettings();

  async function snapshotSettings() {
    return world.t.db.selectFrom("platform_settings").selectAll().execute();
  }

  /** Every run, and every replay while shrinking, starts from the same shop and settings. */
  function fromBaseline<Ts>(property: fc.IAsyncPropertyWithHooks<Ts>) {
    return property.beforeEach(async (previous) => {
      await previous();
      await restoreBrand(world, sari.brandId, baseline);
      await world.t.db.deleteFrom("platform_settings").execute();
      if (settings.length > 0) {
        await world.t.db
          .insertInto("platform_settings")
          .values(settings as never)
          .execute();
      }
    });
  }

  const sariUsername = async () =>
    (
      await world.t.db
        .selectFrom("brands")
        .select("username")
        .where("id", "=", sari.brandId)
        .executeTakeFirstOrThrow()
    ).username;

  /** Ids and pictures stand in as "@…" in generated inputs until they exist. */
  async function resolveStandIns<T>(value: T): Promise<T> {
    // Never the product ordered after each write: its name and price are the order's check.
    const own = async (
      table: "links" | "products" | "product_categories" | "brand_price_lists" | "orders",
    ) =>
      (
        await world.t.db
          .selectFrom(table)
          .select("id")
          .where("brand_id", "=", sari.brandId)
          .where("id", "!=", sariProductId)
          .orderBy("id")
          .executeTakeFirst()
      )?.id ?? "";
    const ownImage = async () =>
      (
        await world.t.db
          .selectFrom("store_images")
          .innerJoin("stores", "stores.id", "store_images.store_id")
          .select("store_images.id")
          .where("stores.brand_id", "=", sari.brandId)
          .executeTakeFirst()
      )?.id ?? "";
    const replacements: Record<string, () => Promise<string> | string> = {
      "@own-link": () => own("links"),
      "@own-product": () => own("products"),
      "@own-category": () => own("product_categories"),
      "@own-price-list": () => own("brand_price_lists"),
      "@own-order": () => own("orders"),
      "@own-image": ownImage,
      "@other-link": () => tonoIds.link,
      "@other-product": () => tonoIds.product,
      "@other-category": () => tonoIds.category,
      "@other-image": () => tonoIds.image,
      "@other-price-list": () => tonoIds.priceList,
      "@other-order": () => tonoIds.order,
      "@picture-product": () => pictures.product,
      "@picture-logo": () => pictures.logo,
      "@picture-platform": () => pictures.platform,
    };
    const walk = async (item: unknown): Promise<unknown> => {
      if (typeof item === "string" && Object.hasOwn(replacements, item)) {
        return replacements[item]();
      }
      if (Array.isArray(item)) return Promise.all(item.map(walk));
      if (typeof item === "object" && item !== null && !(item instanceof Blob)) {
        const out: Record<string, unknown> = {};
        for (const [key, child] of Object.entries(item)) out[key] = await walk(child);
        return out;
      }
      return item;
    };
    return (await walk(value)) as T;
  }

  /**
   * Sends a seller's request and checks what every seller write must keep: a sound answer,
   * the other seller's rows untouched, and nothing changed by a refusal. Returns the answer
   * for the write's own checks.
   */
  async function sendAsSeller(
    request: SentRequest,
    { json = false }: { json?: boolean } = {},
  ): Promise<Answer> {
    const [ownBefore, otherBefore] = await snapshotBrands(world, [sari.brandId, tono.brandId]);
    const answer = await world.send(request);
    if (json) expectJsonAnswer(request, answer);
    else expectSoundAnswer(request, answer);
    const [ownAfter, otherAfter] = await snapshotBrands(world, [sari.brandId, tono.brandId]);
    if (answer.status >= 400 && ownAfter !== ownBefore) {
      throw violation("a refused request changed stored rows", request, answer);
    }
    if (otherAfter !== otherBefore) {
      throw violation("another seller's rows changed", request, answer);
    }
    return answer;
  }

  type Accepted = { ok?: unknown; result?: { status?: unknown } };
  const isAccepted = (answer: Answer) => {
    if (answer.status !== 200) return false;
    const value = answer.value as (Accepted & { data?: Accepted }) | undefined;
    return [value, value?.data].some(
      (body) => body?.ok === true || body?.result?.status === "success",
    );
  };

  /** After an accepted write: every public page of the shop, and an order's WhatsApp text. */
  async function expectShopSound(request: SentRequest, answer: Answer) {
    const username = await sariUsername();
    try {
      await expectPublicPagesSound(world, username);
      const order = orderRequest(
        placeCleanOrderBody(username, [
          { productId: sariProductId, quantity: 1, seenPrice: 12_000 },
        ]),
      );
      const placed = await world.send(order);
      expectJsonAnswer(order, placed);
      // A shop the seller switched off takes no order at all, and says why.
      const { is_currently_open: isOpen } = await world.t.db
        .selectFrom("brands")
        .select("is_currently_open")
        .where("id", "=", sari.brandId)
        .executeTakeFirstOrThrow();
      if (!isOpen) {
        const refusal = (placed.value as { error?: unknown } | undefined)?.error;
        if (
          placed.status !== 400 ||
          typeof refusal !== "string" ||
          !refusal.startsWith("Toko sedang tutup.")
        )
          throw violation("a switched-off shop did not refuse an order", order, placed);
        return;
      }
      if (placed.status !== 201)
        throw violation("the shop no longer takes a plain order", order, placed);
      await expectSoundPlacedOrder(world, order, placed, {
        username,
        deliveryMethods: ["Diantar", "Diambil Sendiri"],
        items: [{ name: "Kopi Tubruk", quantity: 1, unitPrice: 12_000 }],
        options: new Map(),
      });
    } catch (error) {
      throw new Violation(
        `after this accepted write:\n${describeWrite(request, answer)}\n\n${(error as Error).message}`,
        { cause: error },
      );
    }
  }

  const describeWrite = (request: SentRequest, answer: Answer) =>
    violation("", request, answer).message.trim();

  const json = (path: string, value: unknown, cookie = sari.cookie): SentRequest => ({
    method: "POST",
    path,
    isData: true,
    body: { kind: "json", value },
    cookie,
  });

  /** A form as the browser posts it to a page's action; `null` is an emptied field. */
  const form = (
    path: string,
    value: Record<string, unknown>,
    cookie = sari.cookie,
  ): SentRequest => ({
    method: "POST",
    path,
    isData: true,
    body: {
      kind: "form",
      fields: toFormFields(
        Object.fromEntries(Object.entries(value).map(([key, item]) => [key, item ?? ""])),
      ),
    },
    cookie,
  });

  const multipart = (
    path: string,
    input: Record<string, unknown>,
    cookie = sari.cookie,
  ): SentRequest => {
    const form = new FormData();
    for (const [key, value] of toFormFields(input)) form.append(key, value);
    return { method: "POST", path, isData: false, body: { kind: "multipart", form }, cookie };
  };

  /** The admin's order page: the seller's own order, or any number at all. */
  async function orderPath(number: string) {
    const own = await world.t.db
      .selectFrom("orders")
      .select("order_number")
      .where("brand_id", "=", sari.brandId)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    return `/admin/orders/${encodeURIComponent(number === "@own" ? own.order_number : clean(number))}`;
  }

  return {
    world,
    sari,
    tono,
    adminCookie,
    pictures,
    sariProductId,
    fromBaseline,
    sariUsername,
    resolveStandIns,
    sendAsSeller,
    isAccepted,
    expectShopSound,
    describeWrite,
    json,
    form,
    multipart,
    orderPath,
    destroy: () => world.destroy(),
  };
}

export type SellerShop = Awaited<ReturnType<typeof createSellerShop>>;

export type PublicProduct = {
  id: string;
  price: number;
  options: { name: string; choices: string[] }[];
};

/** Text that fits in a URL: lone surrogates cannot be percent-encoded. */
export function clean(text: string): string {
  return text.replace(/[\ud800-\udfff]/g, "x");
}
