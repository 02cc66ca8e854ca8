import type { APIRequestContext } from "@playwright/test";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import sharp from "sharp";
import { PRODUCT_ADMIN_MESSAGES } from "#domain/product-form";
import { expect, test } from "./fixtures";
import { httpClient } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// Every link and product mutation replayed through the real HTTP entry points by another
// seller and by nobody: seller A's data stays exactly as it was (ARCHITECTURE deviation 4).
// The bodies are the ones the admin pages post to their own actions.

type Shop = Awaited<ReturnType<typeof createShop>>;

function linkForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  const values = {
    title: "Link",
    url: "https://contoh.id",
    description: "",
    icon: "🔗",
    thumbnailType: "icon",
    linkImage: "",
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
}

/** The product dialog's form, its fields named as the dialog names them. */
function productForm(
  intent: string,
  values: { name?: string; price?: string; images?: string[] } = {},
  id?: string,
  includeImages = true,
): FormData {
  const { name = "Produk", price = "1000", images = [] } = values;
  const form = new FormData();
  form.set("intent", intent);
  if (id) form.set("id", id);
  form.set("name", name);
  form.set("categoryId", "");
  form.set("description", "");
  form.set("price", price);
  form.set("options[0].name", "Warna");
  form.set("options[0].choices[0]", "Hitam");
  if (includeImages) {
    form.set("imagesChanged", "true");
    images.forEach((url, index) => form.set(`images[${index}]`, url));
  }
  return form;
}

type Answer = {
  result: { status?: string; error?: Record<string, string[] | null> };
  value?: { id: string };
};

/** Posts a form as the page's fetcher does (to the page's data URL) and reads the answer. */
async function submit(client: APIRequestContext, path: string, form: FormData) {
  const response = await client.post(`${path}.data`, { multipart: form, maxRedirects: 0 });
  const { value } = await decodeViaTurboStream(
    new Response(new Uint8Array(await response.body())).body!,
    globalThis,
  );
  const answer = (value as { data?: Answer }).data;
  const messages = Object.values(answer?.result.error ?? {}).flatMap((texts) => texts ?? []);
  return { status: response.status(), answer, messages };
}

/** Posts a form as a browser without scripts would: to the page itself. */
const post = (client: APIRequestContext, path: string, form: FormData) =>
  client.post(path, { multipart: form, maxRedirects: 0 });

test.describe("catalogue isolation between sellers", () => {
  let data: ShopData;
  let a: Shop;
  let b: Shop;
  let clientA: APIRequestContext;
  let clientB: APIRequestContext;
  let anonymous: APIRequestContext;
  let linkId: string;
  let productId: string;
  let photo: string;

  async function snapshotOfA() {
    // Counters are left out: visiting the public shop counts views, as it should.
    const links = await data.db
      .selectFrom("links")
      .select([
        "id",
        "brand_id",
        "title",
        "url",
        "description",
        "icon",
        "thumbnail_type",
        "link_image",
        "created_at",
      ])
      .where("brand_id", "=", a.brandId)
      .orderBy("id")
      .execute();
    const products = await data.db
      .selectFrom("products")
      .select(["id", "name", "category_id", "description", "price", "image_url", "is_active"])
      .where("brand_id", "=", a.brandId)
      .orderBy("id")
      .execute();
    const ids = products.map((product) => product.id);
    const images = await data.db
      .selectFrom("product_images")
      .selectAll()
      .where("product_id", "in", ids)
      .orderBy("id")
      .execute();
    const options = await data.db
      .selectFrom("product_options")
      .selectAll()
      .where("product_id", "in", ids)
      .orderBy("id")
      .execute();
    return { links, products, images, options };
  }

  async function expectPublicShopOfA(client: APIRequestContext) {
    const home = await (await client.get(`/${a.username}`)).text();
    expect(home).toContain("Instagram Toko A");
    expect(home).toContain("https://instagram.com/toko-a");
    const catalogue = await (await client.get(`/${a.username}/products`)).text();
    expect(catalogue).toContain("Kopi Toko A");
    expect(catalogue).toContain("Rp 25.000");
  }

  test.beforeAll(async ({ baseURL }) => {
    data = openShopData();
    a = await createShop(data, { name: "Toko A" });
    b = await createShop(data, { name: "Toko B" });
    clientA = await httpClient(baseURL!, a);
    clientB = await httpClient(baseURL!, b);
    anonymous = await httpClient(baseURL!);

    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#a00" } })
      .png()
      .toBuffer();
    const upload = await clientA.post("/api/uploads", {
      multipart: {
        area: "product-images",
        file: { name: "kopi.png", mimeType: "image/png", buffer: png },
      },
    });
    photo = ((await upload.json()) as { url: string }).url;

    const link = await submit(
      clientA,
      "/admin/links",
      linkForm({
        intent: "create",
        title: "Instagram Toko A",
        url: "https://instagram.com/toko-a",
      }),
    );
    expect(link.status).toBe(200);
    linkId = link.answer!.value!.id;
    const product = await submit(
      clientA,
      "/admin/products",
      productForm("create", { name: "Kopi Toko A", price: "25000", images: [photo] }),
    );
    expect(product.status).toBe(200);
    productId = product.answer!.value!.id;
  });

  test.afterAll(async () => {
    await Promise.all([clientA?.dispose(), clientB?.dispose(), anonymous?.dispose()]);
    await data?.close();
  });

  test("another seller's update and delete with A's ids are not found and change nothing", async () => {
    const before = await snapshotOfA();
    expect(before.links).toHaveLength(1);
    expect(before.images.map((image) => image.image_url)).toEqual([photo]);

    const attempts = [
      submit(
        clientB,
        "/admin/links",
        linkForm({ intent: "update", id: linkId, title: "Diambil B", url: "https://b.example" }),
      ),
      submit(clientB, "/admin/links", linkForm({ intent: "delete", id: linkId })),
      submit(
        clientB,
        "/admin/products",
        productForm("update", { name: "Diambil B", price: "1" }, productId),
      ),
      submit(clientB, "/admin/products", productForm("update", { name: "X" }, productId, false)),
      submit(clientB, "/admin/products", productForm("delete", {}, productId)),
    ];
    const answers = await Promise.all(attempts);
    for (const answer of answers) expect(answer.status).toBe(404);
    expect(answers[0].messages).toEqual(["Tautan tidak ditemukan"]);
    expect(answers[2].messages).toEqual([PRODUCT_ADMIN_MESSAGES.notFound]);
    expect(answers[4].messages).toEqual([PRODUCT_ADMIN_MESSAGES.notFound]);

    expect(await snapshotOfA()).toEqual(before);
    await expectPublicShopOfA(clientB);
  });

  test("another seller's create lands in their own brand, even naming A's brand", async () => {
    const before = await snapshotOfA();
    const link = linkForm({ intent: "create", title: "Link B", url: "https://b.example" });
    link.set("brandId", a.brandId);
    link.set("brand_id", a.brandId);
    const linkAnswer = await submit(clientB, "/admin/links", link);
    expect(linkAnswer.status).toBe(200);
    const product = productForm("create", { name: "Produk B" });
    product.set("brandId", a.brandId);
    product.set("brand_id", a.brandId);
    const productAnswer = await submit(clientB, "/admin/products", product);
    expect(productAnswer.status).toBe(200);

    const linkRow = await data.db
      .selectFrom("links")
      .select("brand_id")
      .where("id", "=", linkAnswer.answer!.value!.id)
      .executeTakeFirstOrThrow();
    const productRow = await data.db
      .selectFrom("products")
      .select("brand_id")
      .where("id", "=", productAnswer.answer!.value!.id)
      .executeTakeFirstOrThrow();
    expect(linkRow.brand_id).toBe(b.brandId);
    expect(productRow.brand_id).toBe(b.brandId);
    expect(await snapshotOfA()).toEqual(before);

    // Each seller's admin pages list only their own brand's rows.
    const pageOfB = await (await clientB.get("/admin/links")).text();
    expect(pageOfB).toContain("Link B");
    expect(pageOfB).not.toContain("Instagram Toko A");
    const productsOfB = await (await clientB.get("/admin/products")).text();
    expect(productsOfB).toContain("Produk B");
    expect(productsOfB).not.toContain("Kopi Toko A");
  });

  test("without a session every mutation is sent to log in and changes nothing", async () => {
    const before = await snapshotOfA();
    const attempts = [
      ["/admin/links", linkForm({ intent: "create", title: "Anonim" })],
      ["/admin/links", linkForm({ intent: "update", id: linkId, title: "Anonim" })],
      ["/admin/links", linkForm({ intent: "delete", id: linkId })],
      ["/admin/products", productForm("create", { name: "Anonim" })],
      ["/admin/products", productForm("update", { name: "Anonim" }, productId)],
      ["/admin/products", productForm("delete", {}, productId)],
    ] as const;
    for (const [path, form] of attempts) {
      const answer = await post(anonymous, path, form);
      expect(answer.status(), path).toBe(302);
      expect(answer.headers().location).toBe("/auth");
    }
    expect(await snapshotOfA()).toEqual(before);
    const anonymousRows = await data.db
      .selectFrom("links")
      .select("id")
      .where("title", "=", "Anonim")
      .execute();
    expect(anonymousRows).toEqual([]);
    await expectPublicShopOfA(anonymous);
  });

  test("a form posted from another site is refused, even with A's session", async ({ baseURL }) => {
    const before = await snapshotOfA();
    const crossSite = await httpClient(baseURL!, a);
    for (const [path, form] of [
      ["/admin/links", linkForm({ intent: "delete", id: linkId })],
      ["/admin/products", productForm("delete", {}, productId)],
    ] as const) {
      const answer = await crossSite.post(path, {
        multipart: form,
        headers: { Origin: "https://jahat.example" },
        maxRedirects: 0,
      });
      expect(answer.status(), path).toBe(403);
    }
    await crossSite.dispose();
    expect(await snapshotOfA()).toEqual(before);
  });

  test("the server holds the form's rules for the owner too", async () => {
    const before = await snapshotOfA();
    const refused = [
      [
        "/admin/links",
        linkForm({ intent: "update", id: linkId, title: "", url: "https://a.id" }),
        "Judul wajib diisi",
      ],
      [
        "/admin/links",
        linkForm({ intent: "update", id: linkId, url: "javascript:alert(1)" }),
        "URL tidak valid. Contoh: tokoku.com/menu atau https://tokoku.com/menu",
      ],
      [
        "/admin/links",
        linkForm({
          intent: "update",
          id: linkId,
          thumbnailType: "upload",
          linkImage: "https://pelacak.example/x-1280.webp",
        }),
        "Gambar tidak valid",
      ],
      [
        "/admin/products",
        productForm("update", { name: "Kopi", price: "-1" }, productId),
        "Harga minimal 0",
      ],
      [
        "/admin/products",
        productForm("update", { name: " ", price: "1" }, productId),
        "Nama produk wajib diisi",
      ],
      [
        "/admin/products",
        productForm("update", { images: ["https://pelacak.example/x-1280.webp"] }, productId),
        "Foto tidak valid",
      ],
      ["/admin/products", productForm("archive", {}, productId), "Data tidak valid"],
    ] as const;
    for (const [path, form, message] of refused) {
      const answer = await submit(clientA, path, form);
      expect(answer.status, message).toBe(400);
      expect(answer.messages, message).toEqual([message]);
    }
    expect(await snapshotOfA()).toEqual(before);
  });
});
