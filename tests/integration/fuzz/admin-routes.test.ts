import fc from "fast-check";
import { afterAll, beforeAll, describe, it, vi } from "vitest";
import { STATUS_NOTIFICATION_PHRASES } from "#domain/customer-notification";
import { MEDIA_AREAS } from "#domain/media";
import { ORDER_STATUSES } from "#domain/order-status";
import { testDatabaseKinds } from "../support/databases";
import {
  hostileField,
  hostileString,
  hostileText,
  hostileJson,
  mutated,
  OMIT,
  word,
} from "./arbitraries";
import {
  expectJsonAnswer,
  expectSoundAnswer,
  isOneLine,
  show,
  violation,
  Violation,
  whatsappUrlProblem,
} from "./checks";
import type { SentRequest } from "./requests";
import {
  clean,
  createSellerShop,
  hostileUrl,
  validSettings,
  validStatus,
  type SellerShop,
} from "./seller-shop";
import {
  checkProperty,
  expectPublicPagesSound,
  PLATFORM_PAGES,
  expectUnchangedOnRefusal,
  loadPage,
  PROPERTY_TIMEOUT,
  snapshot,
} from "./support";

// What a signed-in seller and the platform admin send besides the shop's own forms: order
// status changes, admin page addresses, logout, platform settings and uploads. Replay a
// failure with the FUZZ_SEED and FUZZ_PATH it prints (see checkProperty in ./support).

vi.setConfig({ testTimeout: PROPERTY_TIMEOUT });

describe.each(testDatabaseKinds)("admin routes under random input on %s", (kind) => {
  let shop: SellerShop;

  beforeAll(async () => {
    shop = await createSellerShop(kind);
  });
  afterAll(async () => {
    await shop?.destroy();
  });

  // -------------------------------------------------------------------------------------
  // Order status
  // -------------------------------------------------------------------------------------

  it("changes an order's status whatever is sent, and the customer's notification opens with exactly its text", async () => {
    const {
      world,
      sari,
      fromBaseline,
      resolveStandIns,
      sendAsSeller,
      isAccepted,
      expectShopSound,
      form,
      orderPath,
    } = shop;
    const body = mutated(validStatus, {
      orderId: fc.oneof(fc.constant("@other-order"), hostileString(fc.constant("x"))),
      status: hostileString(fc.constantFrom(...ORDER_STATUSES)),
      note: hostileString(fc.constant("Kurir berangkat")),
    });
    const orderNumber = fc.oneof(
      { weight: 3, arbitrary: fc.constant("@own") },
      { weight: 1, arbitrary: hostileText },
    );
    await checkProperty(
      fromBaseline(
        fc.asyncProperty(body, orderNumber, async (value, number) => {
          const own = await world.t.db
            .selectFrom("orders")
            .select("order_number")
            .where("brand_id", "=", sari.brandId)
            .orderBy("id")
            .executeTakeFirstOrThrow();
          const request = form(await orderPath(number), await resolveStandIns(value));
          const answer = await sendAsSeller(request);
          if (!isAccepted(answer)) return;
          const change = (
            answer.value as {
              data: { value: { status: string; notification: { url: string; text: string } } };
            }
          ).data.value;
          const phrase =
            STATUS_NOTIFICATION_PHRASES[change.status as keyof typeof STATUS_NOTIFICATION_PHRASES];
          const lines = change.notification.text.split("\n");
          if (lines[0] !== `Pesanan kamu nomor ${own.order_number} ${phrase}`) {
            throw violation(
              "the notification does not open with the order and its status",
              request,
              answer,
            );
          }
          const unclean = lines.find((line) => !isOneLine(line));
          if (unclean !== undefined) {
            throw violation(
              `the notification holds a line that is not clean: ${show(unclean)}`,
              request,
              answer,
            );
          }
          const problem = whatsappUrlProblem(change.notification.url, change.notification.text);
          if (problem) throw violation(problem, request, answer);
          await expectShopSound(request, answer);
        }),
      ),
      { numRuns: 40 },
    );
  });

  it("loads the admin pages with any page number, filter or order number without a server error", async () => {
    const { world, sari, fromBaseline } = shop;
    const address = fc.oneof(
      fc
        .tuple(hostileText, hostileText)
        .map(
          ([page, finished]) =>
            `/admin/orders?page=${encodeURIComponent(clean(page))}&finished=${encodeURIComponent(clean(finished))}`,
        ),
      hostileText.map((number) => `/admin/orders/${encodeURIComponent(clean(number))}`),
      fc.constantFrom(
        "/admin/orders?page=-1",
        "/admin/orders?page=1e308",
        "/admin/orders?page=NaN",
        "/admin/orders/%00",
      ),
    );
    await checkProperty(
      fromBaseline(
        fc.asyncProperty(address, async (path) => {
          const request: SentRequest = {
            method: "GET",
            path,
            isData: true,
            body: { kind: "none" },
            cookie: sari.cookie,
          };
          const answer = await world.load(path, sari.cookie);
          expectSoundAnswer(request, answer, { requireText: false });
        }),
      ),
      { numRuns: 40 },
    );
  });

  it("loads the platform admin's shops with any search, filter, sort, page or shop id without a server error", async () => {
    const { world, adminCookie, fromBaseline } = shop;
    const param = hostileText.map((text) => encodeURIComponent(clean(text)));
    const address = fc.oneof(
      fc
        .tuple(param, param, param, param, param)
        .map(
          ([q, status, reports, sort, page]) =>
            `/admin/platform/shops?q=${q}&status=${status}&laporan=${reports}&urut=${sort}&page=${page}`,
        ),
      param.map((id) => `/admin/platform/shops/${id}`),
      param.map((page) => `/admin/platform/audit?page=${page}`),
      fc.constantFrom(
        "/admin/platform/shops?q=%25&urut=orders&page=1e308",
        "/admin/platform/shops?q=_&status=unverified&page=-1",
        "/admin/platform/shops/%00",
        "/admin/platform/audit?page=NaN",
      ),
    );
    await checkProperty(
      fromBaseline(
        fc.asyncProperty(address, async (path) => {
          const request: SentRequest = {
            method: "GET",
            path,
            isData: true,
            body: { kind: "none" },
            cookie: adminCookie,
          };
          const answer = await world.load(path, adminCookie);
          expectSoundAnswer(request, answer, { requireText: false });
        }),
      ),
      { numRuns: 40 },
    );
  });

  // -------------------------------------------------------------------------------------
  // Logout
  // -------------------------------------------------------------------------------------

  it("logs out whatever the body and cookies, without a server error", async () => {
    const { world, sari, fromBaseline } = shop;
    const cookie = fc.oneof(
      fc.constant(undefined),
      hostileText.map((text) => `gerai.session_token=${encodeURIComponent(clean(text))}`),
      fc.constantFrom("gerai.session_token=", "gerai.session_token=abc.def", "=;=;", "a=b; c"),
    );
    const body = fc.oneof(
      hostileJson(["intent"]).map((value) => ({ kind: "json" as const, value })),
      hostileText.map((text) => ({ kind: "text" as const, text, contentType: "text/plain" })),
      fc.constant({ kind: "none" as const }),
    );
    await checkProperty(
      fromBaseline(
        fc.asyncProperty(cookie, body, async (sentCookie, sentBody) => {
          const request: SentRequest = {
            method: "POST",
            path: "/logout",
            isData: true,
            body: sentBody,
            cookie: sentCookie,
          };
          const answer = await world.send(request);
          expectSoundAnswer(request, answer, { requireText: false });
        }),
      ),
      { numRuns: 40 },
    );
    // The seller's own session still works: random cookies signed nobody out.
    const still = await world.load("/admin/store", sari.cookie);
    if (still.status !== 200) throw new Error(`the seller's session ended: ${still.status}`);
  });

  // -------------------------------------------------------------------------------------
  // Platform settings
  // -------------------------------------------------------------------------------------

  it("saves platform settings whatever the admin types, for the platform admin only, and every page's title stays one clean line", async () => {
    const {
      world,
      sari,
      adminCookie,
      fromBaseline,
      sariUsername,
      resolveStandIns,
      isAccepted,
      describeWrite,
      form,
    } = shop;
    const body = mutated(validSettings, {
      siteTitle: hostileString(word),
      customerSupportPhone: hostileString(fc.constant("0812-3456-7890")),
      faviconUrl: hostileUrl,
      logoUrl: hostileUrl,
      logoSmallUrl: hostileUrl,
    });
    const who = fc.constantFrom("admin", "admin", "admin", "seller");
    await checkProperty(
      fromBaseline(
        fc.asyncProperty(body, who, async (value, as) => {
          const request = form(
            "/admin/platform-settings",
            await resolveStandIns(value),
            as === "admin" ? adminCookie : sari.cookie,
          );
          const before = await snapshot(world, ["platform_settings"]);
          const answer = await world.send(request);
          expectSoundAnswer(request, answer);
          await expectUnchangedOnRefusal(world, request, answer, before, ["platform_settings"]);
          if (!isAccepted(answer)) return;
          if (as !== "admin") throw violation("a seller saved platform settings", request, answer);
          try {
            for (const page of PLATFORM_PAGES) await loadPage(world, page);
            await expectPublicPagesSound(world, await sariUsername());
          } catch (error) {
            throw new Violation(
              `after this accepted write:\n${describeWrite(request, answer)}\n\n${(error as Error).message}`,
              { cause: error },
            );
          }
        }),
      ),
      { numRuns: 40 },
    );
  });

  // -------------------------------------------------------------------------------------
  // Uploads
  // -------------------------------------------------------------------------------------

  it("answers every upload, junk and wrong areas included, with a stored picture or a refusal in Indonesian", async () => {
    const { world, sari, adminCookie, fromBaseline } = shop;
    const file = fc.oneof(
      fc.constant(OMIT),
      hostileText,
      fc.uint8Array({ maxLength: 64 }).map((bytes) => new Blob([bytes])),
      fc
        .uint8Array({ maxLength: 64 })
        .map((bytes) => new File([bytes], "foto.png", { type: "image/png" })),
      fc.constant(
        new File([new TextEncoder().encode("<svg onload=alert(1)>")], "x.svg", {
          type: "image/svg+xml",
        }),
      ),
      fc.constant("@real-picture"),
    );
    const upload = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({
          kind: fc.constant("multipart" as const),
          area: fc.oneof(
            fc.constantFrom(...MEDIA_AREAS),
            hostileField(fc.constant("product-images")),
          ),
          file,
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant("other" as const),
          body: fc.oneof(
            hostileJson(["area", "file"]).map((value) => ({ kind: "json" as const, value })),
            hostileText.map((text) => ({
              kind: "text" as const,
              text,
              contentType: "multipart/form-data",
            })),
            hostileText.map((text) => ({ kind: "text" as const, text, contentType: "text/plain" })),
            fc.constant({ kind: "none" as const }),
          ),
        }),
      },
    );
    const who = fc.constantFrom("seller", "seller", "admin", "anonymous");
    const png = await (
      await import("sharp")
    )
      .default({
        create: { width: 2, height: 2, channels: 3, background: { r: 0, g: 120, b: 90 } },
      })
      .png()
      .toBuffer();
    await checkProperty(
      fromBaseline(
        fc.asyncProperty(upload, who, async (input, as) => {
          let body: SentRequest["body"];
          if (input.kind === "multipart") {
            const form = new FormData();
            if (input.area !== OMIT)
              form.append(
                "area",
                typeof input.area === "string" ? input.area : (JSON.stringify(input.area) ?? ""),
              );
            if (input.file === "@real-picture") {
              form.append(
                "file",
                new File([new Uint8Array(png)], "foto.png", { type: "image/png" }),
              );
            } else if (input.file !== OMIT) {
              form.append("file", input.file as string | Blob);
            }
            body = { kind: "multipart", form };
          } else {
            body = input.body;
          }
          const cookie = as === "seller" ? sari.cookie : as === "admin" ? adminCookie : undefined;
          const request: SentRequest = {
            method: "POST",
            path: "/api/uploads",
            isData: false,
            body,
            cookie,
          };
          const answer = await world.send(request);
          expectJsonAnswer(request, answer);
          if (answer.status === 200) {
            const url = (answer.value as { url?: unknown }).url;
            if (
              typeof url !== "string" ||
              !/^\/media\/(product-images|brand-logos|platform-assets)\/[\w-]+-1280\.webp$/.test(
                url,
              )
            ) {
              throw violation("an accepted upload is not a stored picture", request, answer);
            }
            if (input.kind !== "multipart" || input.file !== "@real-picture") {
              throw violation("stored something that is not a picture", request, answer);
            }
          }
        }),
      ),
      { numRuns: 40 },
    );
  });
});
