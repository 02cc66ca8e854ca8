import fc from "fast-check";
import { afterAll, beforeAll, describe, it, vi } from "vitest";
import { testDatabaseKinds } from "../support/databases";
import {
  hostileField,
  hostileString,
  hostileText,
  hostileJson,
  mutated,
  numericText,
  OMIT,
  tainted,
  word,
  wrongKind,
  wrongType,
} from "./arbitraries";
import { expectJsonAnswer, show, violation } from "./checks";
import type { Answer, SentRequest } from "./requests";
import {
  createSellerShop,
  hostileUrl,
  notAnObject,
  pictureList,
  validProfile,
  validSettings,
  validStatus,
  validStore,
  type PublicProduct,
  type SellerShop,
} from "./seller-shop";
import {
  checkProperty,
  expectSoundPlacedOrder,
  expectUnchangedOnRefusal,
  loadPage,
  orderRequest,
  placeCleanOrderBody,
  PROPERTY_TIMEOUT,
  snapshot,
} from "./support";

// What a signed-in seller sends from the admin screens that shape the shop: store, about
// (profile, open/closed, price lists), links and products, and JSON bodies of the wrong
// kind to every seller and admin JSON action. Another seller's rows never change, a
// refusal changes nothing, and whatever a write stores leaves every public page, its meta
// and the WhatsApp text sound. Replay a failure with the FUZZ_SEED and FUZZ_PATH it prints
// (see checkProperty in ./support).

vi.setConfig({ testTimeout: PROPERTY_TIMEOUT });

/** The About profile as its form posts it: a ticked box is "on", an unticked one absent. */
const profileForm = validProfile.map(
  ({ operationalHours: _, isDeliveryByStoreEnabled, ...rest }) => ({
    ...rest,
    isDeliveryByStoreEnabled: isDeliveryByStoreEnabled ? "on" : OMIT,
  }),
);

describe.each(testDatabaseKinds)("seller routes under random input on %s", (kind) => {
  let shop: SellerShop;

  beforeAll(async () => {
    shop = await createSellerShop(kind);
  });
  afterAll(async () => {
    await shop?.destroy();
  });

  // -------------------------------------------------------------------------------------
  // Store
  // -------------------------------------------------------------------------------------

  it("saves the store whatever the seller types, or refuses in Indonesian and changes nothing", async () => {
    const { fromBaseline, resolveStandIns, sendAsSeller, isAccepted, expectShopSound, form } = shop;
    const body = fc.oneof(
      {
        weight: 5,
        arbitrary: mutated(validStore, {
          intent: hostileString(fc.constant("save")),
          name: hostileString(word),
          address: hostileString(word),
          phone: hostileString(fc.constant("0812-3456-7890")),
          googleMapsLink: fc.oneof(
            hostileString(fc.constant("https://maps.app.goo.gl/abc")),
            hostileUrl,
          ),
          images: pictureList,
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          intent: fc.constant("delete-image"),
          imageId: fc.oneof(
            fc.constantFrom("@own-image", "@other-image"),
            hostileString(fc.constant("x")),
          ),
        }),
      },
    );
    await checkProperty(
      fromBaseline(
        fc.asyncProperty(body, async (value) => {
          const request = form("/admin/store", await resolveStandIns(value));
          const answer = await sendAsSeller(request);
          if (isAccepted(answer)) await expectShopSound(request, answer);
        }),
      ),
      { numRuns: 40 },
    );
  });

  // -------------------------------------------------------------------------------------
  // About: profile, open/closed, price lists
  // -------------------------------------------------------------------------------------

  it("updates the brand profile, open status and price lists whatever the seller types, or refuses in Indonesian", async () => {
    const { fromBaseline, resolveStandIns, sendAsSeller, isAccepted, expectShopSound, form } = shop;
    const profile = mutated(profileForm, {
      name: hostileString(word),
      username: fc.oneof(
        hostileString(fc.constant("warung-sari")),
        fc.constantFrom("toko-tono", "TOKO-TONO", "admin", "api", "products", "a".repeat(61)),
      ),
      aboutText: hostileString(word),
      customerServiceWhatsapp: hostileString(fc.constant("0812-3456-7890")),
      customerServiceEmail: hostileString(fc.constant("cs@warung.id")),
      logoUrl: hostileUrl,
      paymentInformation: hostileString(word),
      paymentInformationSendAtStatus: hostileString(fc.constant("siap_dikirim")),
      deliveryCostInformation: hostileString(word),
      isDeliveryByStoreEnabled: hostileString(fc.constant("on")),
    });
    const body = fc.oneof(
      { weight: 5, arbitrary: profile },
      {
        weight: 1,
        arbitrary: fc.record({
          intent: fc.constant("set-open"),
          isOpen: fc.oneof(fc.constantFrom("true", "false"), hostileString(fc.constant("true"))),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          intent: fc.constant("add-price-lists"),
          images: fc.oneof(fc.constant(["@picture-logo"]), pictureList),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          intent: fc.constant("delete-price-list"),
          id: fc.oneof(
            fc.constantFrom("@own-price-list", "@other-price-list"),
            hostileString(fc.constant("x")),
          ),
        }),
      },
    );
    await checkProperty(
      fromBaseline(
        fc.asyncProperty(body, async (value) => {
          const request = form("/admin/about", await resolveStandIns(value));
          const answer = await sendAsSeller(request);
          if (isAccepted(answer)) await expectShopSound(request, answer);
        }),
      ),
      { numRuns: 40 },
    );
  });

  it("refuses seller and admin bodies of the wrong kind in Indonesian and changes nothing", async () => {
    const {
      world,
      sari,
      adminCookie,
      fromBaseline,
      resolveStandIns,
      sendAsSeller,
      isAccepted,
      expectShopSound,
      json,
      form,
      orderPath,
    } = shop;
    const withWrongKinds = <T>(valid: fc.Arbitrary<T>, fields: readonly string[]) =>
      mutated(valid, Object.fromEntries(fields.map((field) => [field, wrongKind])));
    const anyBody = (keys: string[]) =>
      fc.oneof({ weight: 1, arbitrary: notAnObject }, { weight: 1, arbitrary: hostileJson(keys) });
    // The seller's pages take forms: a form with fields of the wrong kind, or a JSON body,
    // which is no form at all.
    const formOrJson = (fields: fc.Arbitrary<unknown>, keys: string[]) =>
      fc.oneof(
        { weight: 3, arbitrary: fields.map((body) => ({ kind: "form" as const, body })) },
        { weight: 1, arbitrary: anyBody(keys).map((body) => ({ kind: "json" as const, body })) },
      );
    const target = fc.oneof(
      fc.record({
        path: fc.constant("/admin/store"),
        sent: formOrJson(
          fc.oneof(
            withWrongKinds(validStore, [
              "intent",
              "name",
              "address",
              "phone",
              "googleMapsLink",
              "images",
              "images.0",
            ]),
            fc.record({ intent: fc.constant("delete-image"), imageId: wrongKind }),
          ),
          ["intent", "name", "address", "phone", "images", "imageId"],
        ),
        as: fc.constant("seller"),
      }),
      fc.record({
        path: fc.constant("/admin/about"),
        sent: formOrJson(
          fc.oneof(
            withWrongKinds(profileForm, [
              "intent",
              "name",
              "username",
              "aboutText",
              "customerServiceWhatsapp",
              "customerServiceEmail",
              "logoUrl",
              "paymentInformation",
              "paymentInformationSendAtStatus",
              "isDeliveryByStoreEnabled",
              "deliveryCostInformation",
            ]),
            fc.record({
              intent: fc.constant("set-open"),
              isOpen: fc.oneof(wrongKind, hostileText),
            }),
            fc.record({
              intent: fc.constant("add-price-lists"),
              images: fc.oneof(wrongKind, fc.array(wrongType, { minLength: 1, maxLength: 2 })),
            }),
            fc.record({ intent: fc.constant("delete-price-list"), id: wrongKind }),
            fc.record({ intent: fc.oneof(hostileText, wrongKind) }),
          ),
          ["intent", "name", "username", "isOpen", "images", "id"],
        ),
        as: fc.constant("seller"),
      }),
      fc.record({
        path: fc.constant("@order"),
        sent: formOrJson(withWrongKinds(validStatus, ["orderId", "status", "note"]), [
          "orderId",
          "status",
        ]),
        as: fc.constant("seller"),
      }),
      fc.record({
        path: fc.constant("/admin/platform-settings"),
        sent: fc
          .oneof(
            withWrongKinds(validSettings, [
              "siteTitle",
              "customerSupportPhone",
              "faviconUrl",
              "logoUrl",
              "logoSmallUrl",
            ]),
            anyBody(["siteTitle", "customerSupportPhone", "faviconUrl"]),
          )
          .map((body) => ({ kind: "json" as const, body })),
        as: fc.constant("admin"),
      }),
    );
    await checkProperty(
      fromBaseline(
        fc.asyncProperty(target, async ({ path, sent, as }) => {
          const to = path === "@order" ? await orderPath("@own") : path;
          const cookie = as === "admin" ? adminCookie : sari.cookie;
          const body = await resolveStandIns(sent.body);
          const request =
            sent.kind === "form"
              ? form(to, body as Record<string, unknown>, cookie)
              : json(to, body, cookie);
          const settingsBefore = await snapshot(world, ["platform_settings"]);
          const answer = await sendAsSeller(request);
          await expectUnchangedOnRefusal(world, request, answer, settingsBefore, [
            "platform_settings",
          ]);
          if (isAccepted(answer)) await expectShopSound(request, answer);
        }),
      ),
      { numRuns: 40 },
    );
  });

  // -------------------------------------------------------------------------------------
  // Links
  // -------------------------------------------------------------------------------------

  it("adds, edits and deletes links from any form, or refuses in Indonesian and changes nothing", async () => {
    const { fromBaseline, resolveStandIns, sendAsSeller, isAccepted, expectShopSound, form } = shop;
    const validLink = fc.record({
      intent: fc.constantFrom("create", "create", "update", "delete"),
      id: fc.constant("@own-link"),
      title: word,
      url: fc.constantFrom(
        "https://instagram.com/warung",
        "http://wa.me/628123",
        "https://x.id/a?b=c#d",
      ),
      description: fc.constantFrom("", "Ikuti kami", "Baris satu\nbaris dua"),
      icon: fc.constantFrom("", "🔗", "📷", "👨‍🍳"),
      thumbnailType: fc.constantFrom("icon", "upload"),
      linkImage: fc.constant("@picture-logo"),
    });
    const fields = mutated(validLink, {
      intent: hostileField(fc.constant("create")),
      id: fc.oneof(fc.constant("@other-link"), hostileField(fc.constant("x"))),
      title: hostileField(word),
      url: fc.oneof(hostileUrl, hostileField(fc.constant("https://instagram.com/warung"))),
      description: hostileField(word),
      icon: hostileField(fc.constant("🔗")),
      thumbnailType: hostileField(fc.constant("icon")),
      linkImage: fc.oneof(hostileUrl, wrongType),
    });
    await checkProperty(
      fromBaseline(
        fc.asyncProperty(fields, async (input) => {
          const request = form("/admin/links", await resolveStandIns(input));
          const answer = await sendAsSeller(request);
          if (isAccepted(answer)) await expectShopSound(request, answer);
        }),
      ),
      { numRuns: 40 },
    );
  });

  // -------------------------------------------------------------------------------------
  // Products
  // -------------------------------------------------------------------------------------

  it("adds, edits and deletes products from any form, and every saved product can be ordered with a sound WhatsApp text", async () => {
    const { fromBaseline, resolveStandIns, sendAsSeller, isAccepted, expectShopSound, form } = shop;
    // A ticked checkbox posts "on", an unticked one nothing.
    const option = fc.record({
      name: fc.constantFrom("Level", "Ukuran"),
      choices: fc.constantFrom(["1", "2"], ["Kecil", "Besar", ""]),
      isRequired: fc.constantFrom("on", OMIT),
    });
    const validProduct = fc.record({
      intent: fc.constantFrom("create", "create", "update", "delete"),
      id: fc.constant("@own-product"),
      name: word,
      categoryId: fc.constantFrom("@own-category", ""),
      description: fc.constantFrom("", "Enak", "Enak\nsekali"),
      price: fc.constantFrom("15000", "15.000", "0", "2500000000"),
      options: fc.array(option, { maxLength: 2 }),
      imagesChanged: fc.constantFrom("true", OMIT),
      images: fc.constant(["@picture-product"]),
    });
    const hostileOption = fc.record({
      name: fc.oneof(tainted(fc.constant("Level")), hostileText, wrongType),
      choices: fc.oneof(
        fc.array(fc.oneof(tainted(fc.constant("Pedas")), hostileText, wrongType), { maxLength: 3 }),
        wrongType,
      ),
      isRequired: fc.oneof(fc.constantFrom("on", OMIT), wrongType),
    });
    const fields = mutated(validProduct, {
      intent: hostileField(fc.constant("create")),
      id: fc.oneof(fc.constant("@other-product"), hostileField(fc.constant("x"))),
      name: hostileField(word),
      categoryId: fc.oneof(fc.constant("@other-category"), hostileField(fc.constant("x"))),
      description: hostileField(word),
      price: fc.oneof(numericText, numericText, hostileText, wrongType),
      options: fc.oneof(
        hostileText,
        hostileJson(["name", "choices", "isRequired"]),
        fc.array(hostileOption, { minLength: 1, maxLength: 3 }),
        fc.constant(new Array(21).fill({ name: "Level", choices: ["1"] })),
      ),
      imagesChanged: hostileField(fc.constant("true")),
      images: pictureList,
    });
    await checkProperty(
      fromBaseline(
        fc.asyncProperty(fields, async (input) => {
          const request = form("/admin/products", namedAsForm(await resolveStandIns(input)));
          const answer = await sendAsSeller(request);
          if (!isAccepted(answer)) return;
          await expectShopSound(request, answer);
          const id = savedId(answer);
          if (input.intent === "delete" || typeof id !== "string") return;
          await expectSavedProductOrderable(request, answer, id);
        }),
      ),
      { numRuns: 40 },
    );
  });

  /**
   * The product dialog's lists as its form names them: `options[0].choices[1]`,
   * `images[0]`. A value that is neither list nor object stays one field of its own name.
   */
  function namedAsForm(input: Record<string, unknown>): Record<string, unknown> {
    const fields: Record<string, unknown> = {};
    const add = (name: string, value: unknown) => {
      if (value === OMIT || value === undefined) return;
      if (Array.isArray(value)) value.forEach((item, index) => add(`${name}[${index}]`, item));
      else if (value !== null && typeof value === "object")
        for (const [key, item] of Object.entries(value)) add(`${name}.${key}`, item);
      else fields[name] = value;
    };
    for (const [name, value] of Object.entries(input)) add(name, value);
    return fields;
  }

  /** The id an accepted product form answers with. */
  function savedId(answer: Answer): unknown {
    const body = answer.value as { value?: { id?: unknown }; data?: { value?: { id?: unknown } } };
    return (body.data ?? body).value?.id;
  }

  /**
   * A saved product is on the shop's page and can be ordered, one and the most at once,
   * with its first choices (as the dialog preselects them): the WhatsApp text keeps its
   * layout and the total is exactly price × quantity.
   */
  async function expectSavedProductOrderable(request: SentRequest, answer: Answer, id: string) {
    const { world, sariUsername } = shop;
    const username = await sariUsername();
    const page = await loadPage(world, {
      path: `/${username}/products`,
      routeId: "brand-products",
      params: { username },
    });
    const products = (page["brand-products"] as { products: PublicProduct[] }).products;
    const product = products.find((candidate) => candidate.id === id);
    if (!product) throw violation("the saved product is not on the shop's page", request, answer);
    for (const quantity of [1, 999]) {
      const body = placeCleanOrderBody(username, [
        {
          productId: id,
          quantity,
          customizations: Object.fromEntries(
            product.options.map((option) => [option.name, option.choices[0] ?? ""]),
          ),
          seenPrice: product.price,
        },
      ]);
      const order = orderRequest(body);
      const placed = await world.send(order);
      expectJsonAnswer(order, placed);
      if (placed.status !== 201) {
        throw violation(
          `a saved product cannot be ordered ${quantity} at once (answer ${placed.status}: ${show(placed.value)}); saved by`,
          request,
          answer,
        );
      }
      await expectSoundPlacedOrder(world, order, placed, {
        username,
        deliveryMethods: ["Diantar", "Diambil Sendiri"],
        items: [{ quantity, unitPrice: product.price }],
        options: new Map([[id, product.options]]),
      });
    }
  }
});
