import fc from "fast-check";
import { afterAll, beforeAll, describe, it, vi } from "vitest";
import { issueMailToken } from "#server/auth/mail-tokens";
import { createBrand, createProduct, createSeller } from "#server/seed/factories";
import { testDatabaseKinds } from "../support/databases";
import {
  hostileJson,
  hostileString,
  hostileText,
  hugeText,
  mutated,
  toFormFields,
  word,
} from "./arbitraries";
import { expectJsonAnswer, expectSoundAnswer, show, violation, Violation } from "./checks";
import type { Answer, SentRequest } from "./requests";
import {
  checkProperty,
  PROPERTY_TIMEOUT,
  createWorld,
  expectPublicPagesSound,
  expectSoundPlacedOrder,
  orderRequest,
  placeCleanOrderBody,
  type World,
} from "./support";

// The account screens' actions: login, registration, forgot and reset password, e-mail
// verification and its resend. Replay a failure with the FUZZ_SEED and FUZZ_PATH it prints
// (see checkProperty in ./support).

const PASSWORD = "rahasia123";

/** Passwords at and past every length that matters: 6, 72 (bcrypt's), 128, 129, huge. */
const hostilePassword = fc.oneof(
  hostileString(fc.constant(PASSWORD)),
  fc.constantFrom(
    "a".repeat(128),
    "a".repeat(129),
    "😀".repeat(64),
    "😀".repeat(65),
    "a".repeat(73),
  ),
  hugeText,
);

const form = (path: string, fields: Record<string, unknown>): SentRequest => ({
  method: "POST",
  path,
  isData: true,
  body: { kind: "form", fields: toFormFields(fields) },
});

vi.setConfig({ testTimeout: PROPERTY_TIMEOUT });

describe.each(testDatabaseKinds)("account routes under random input on %s", (kind) => {
  let world: World;
  const users = {
    verified: "sari@example.com",
    unverified: "budi@example.com",
    resetting: "rina@example.com",
  };
  let rinaId = "";
  let budiId = "";

  beforeAll(async () => {
    world = await createWorld(kind);
    const sari = await createSeller(world.t.auth, {
      email: users.verified,
      password: PASSWORD,
      name: "Sari",
    });
    await createBrand(world.t.db, {
      userId: sari.userId,
      name: "Warung Sari",
      username: "warung-sari",
    });
    const budi = await createSeller(world.t.auth, {
      email: users.unverified,
      password: PASSWORD,
      name: "Budi",
      emailVerified: false,
    });
    budiId = budi.userId;
    await createBrand(world.t.db, {
      userId: budi.userId,
      name: "Toko Budi",
      username: "toko-budi",
    });
    rinaId = (
      await createSeller(world.t.auth, { email: users.resetting, password: PASSWORD, name: "Rina" })
    ).userId;
  });
  afterAll(async () => {
    await world?.destroy();
  });

  /** Accounts and brands as one comparable text: a refusal leaves them as they were. */
  async function accounts(): Promise<string> {
    const db = world.t.db;
    const rows = await Promise.all(
      ["user", "account", "brands"].map((table) =>
        db
          .selectFrom(table as never)
          .selectAll()
          .execute(),
      ),
    );
    return JSON.stringify(rows.map((list) => list.map((row) => JSON.stringify(row)).sort()));
  }

  async function sendChecked(request: SentRequest): Promise<Answer> {
    const before = await accounts();
    const answer = await world.send(request);
    expectSoundAnswer(request, answer);
    if (answer.status >= 400 && (await accounts()) !== before) {
      throw violation("a refused request changed accounts or brands", request, answer);
    }
    return answer;
  }

  it("signs in with any e-mail and password, or refuses in Indonesian; only the right password signs in", async () => {
    const credentials = mutated(
      fc.record({
        email: fc.constantFrom(
          users.verified,
          users.unverified,
          "SARI@example.com ",
          "nobody@example.com",
        ),
        password: fc.constantFrom(PASSWORD, "salah123"),
      }),
      {
        email: hostileString(fc.constant(users.verified)),
        password: hostilePassword,
      },
    );
    await checkProperty(
      fc.asyncProperty(credentials, async (fields) => {
        const request = form("/auth", fields);
        const answer = await sendChecked(request);
        if (answer.status >= 300 && answer.status < 400) {
          throw violation(`login answered ${answer.status}`, request, answer);
        }
        if (answer.redirect) {
          const email = String(fields.email).trim().toLowerCase();
          const isRightPassword =
            fields.password === PASSWORD && [users.verified, users.unverified].includes(email);
          if (!isRightPassword)
            throw violation("signed in without the right password", request, answer);
          const expected = email === users.verified ? "/admin" : "/email-not-verified";
          if (!answer.redirect.startsWith(expected)) {
            throw violation(
              `signed in to ${answer.redirect}, expected ${expected}`,
              request,
              answer,
            );
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it("registers a seller and their brand from any form, or refuses in Indonesian and creates nothing", async () => {
    const validRegistration = fc
      .record({
        fullName: fc.constantFrom("Budi Santoso", "Sari 🌸 Dewi"),
        name: fc.stringMatching(/^[a-z]{10}$/),
        phone: fc.constantFrom("0812-3456-7890", "+62 857 1234 5678"),
        password: fc.constantFrom(PASSWORD, "Rahasia!123"),
        brandName: fc.constantFrom("Warung Baru", "Kopi ☕ Kita"),
        description: fc.constantFrom("", "Jualan kopi", "Kopi enak.\nBuka pagi."),
      })
      .map(({ name, ...rest }) => ({
        ...rest,
        email: `${name}@example.com`,
        username: `toko-${name}`,
      }));
    const registration = mutated(validRegistration, {
      fullName: hostileString(word),
      email: hostileString(fc.constant("baru@example.com")),
      phone: hostileString(fc.constant("0812-3456-7890")),
      password: hostilePassword,
      brandName: hostileString(word),
      username: fc.oneof(
        hostileString(fc.constant("toko-baru")),
        fc.constantFrom("warung-sari", "WARUNG-SARI", "admin", "api", "--", "a".repeat(200)),
      ),
      description: hostileString(word),
    });
    await checkProperty(
      fc.asyncProperty(registration, async (fields) => {
        const request = form("/register", fields);
        const answer = await sendChecked(request);
        if (!answer.redirect) return;
        if (!answer.redirect.startsWith("/verify-email-sent")) {
          throw violation(`registration sent the user to ${answer.redirect}`, request, answer);
        }
        await expectNewShopSound(request, answer, String(fields.email).trim().toLowerCase());
      }),
      { numRuns: 25 },
    );
  });

  /** A registered shop's pages are sound, and its first order's WhatsApp text too. */
  async function expectNewShopSound(request: SentRequest, answer: Answer, email: string) {
    const db = world.t.db;
    const user = await db
      .selectFrom("user" as never)
      .select(["id" as never])
      .where("email" as never, "=", email as never)
      .executeTakeFirst();
    const userId = (user as { id?: string } | undefined)?.id;
    const brand = userId
      ? await db
          .selectFrom("brands")
          .select(["id", "username"])
          .where("user_id", "=", userId)
          .executeTakeFirst()
      : undefined;
    if (!brand) throw violation("registered without a brand", request, answer);
    // A shop shows once its seller's e-mail is verified, through the link's own route.
    const verify = form("/verify-email", {
      token: await issueMailToken(world.t.auth, "verify-email", userId!),
      email,
    });
    const verified = await world.send(verify);
    expectSoundAnswer(verify, verified);
    if (
      (verified.value as { data?: { value?: unknown } } | undefined)?.data?.value !== "verified"
    ) {
      throw violation("a new seller cannot verify their e-mail", verify, verified);
    }
    try {
      await expectPublicPagesSound(world, brand.username);
      const { id } = await createProduct(db, brand.id, { name: "Kopi", price: 10_000 });
      const order = orderRequest(
        placeCleanOrderBody(brand.username, [{ productId: id, quantity: 1, seenPrice: 10_000 }]),
      );
      const placed = await world.send(order);
      expectJsonAnswer(order, placed);
      if (placed.status !== 201)
        throw violation("the new shop cannot take a plain order", order, placed);
      await expectSoundPlacedOrder(world, order, placed, {
        username: brand.username,
        deliveryMethods: ["Diambil Sendiri"],
        items: [{ name: "Kopi", quantity: 1, unitPrice: 10_000 }],
        options: new Map(),
      });
    } catch (error) {
      throw new Violation(
        `after this accepted registration:\n${violation("", request, answer).message.trim()}\n\n${(error as Error).message}`,
        { cause: error },
      );
    }
  }

  it("asks for a password reset link for any e-mail, or refuses in Indonesian", async () => {
    const email = fc.oneof(
      fc.constantFrom(users.verified, "nobody@example.com", ` ${users.resetting.toUpperCase()} `),
      hostileString(fc.constant(users.verified)),
    );
    await checkProperty(
      fc.asyncProperty(email, async (value) => {
        await sendChecked(form("/forgot-password", { email: value }));
      }),
      { numRuns: 40 },
    );
  });

  it("resets a password from any link and form, or refuses in Indonesian; a new password signs in", async () => {
    const reset = mutated(
      fc
        .constantFrom(PASSWORD, "BaruSekali1", "sandi 🔑 baru")
        .map((password) => ({ token: "@real-token", password, confirmPassword: password })),
      {
        token: hostileString(fc.constant("abc")),
        password: hostilePassword,
        confirmPassword: hostilePassword,
      },
    );
    await checkProperty(
      fc.asyncProperty(reset, async (fields) => {
        const token =
          fields.token === "@real-token"
            ? await issueMailToken(world.t.auth, "reset-password", rinaId)
            : fields.token;
        const request = form("/reset-password", { ...fields, token });
        const answer = await sendChecked(request);
        if (!answer.redirect) return;
        // The password just set signs in (Rina has no brand: the admin guard decides the rest).
        const login = form("/auth", { email: users.resetting, password: fields.password });
        const signedIn = await world.send(login);
        expectSoundAnswer(login, signedIn);
        if (!signedIn.redirect) {
          throw violation(
            `the new password does not sign in (answer ${signedIn.status}: ${show(signedIn.value)}); set by`,
            request,
            answer,
          );
        }
      }),
      { numRuns: 20 },
    );
  });

  it("verifies an e-mail from any link, or answers that the link is invalid", async () => {
    const verification = mutated(
      fc.record({
        token: fc.constantFrom("@real-token", "abc"),
        email: fc.constantFrom(users.unverified, users.verified),
      }),
      {
        token: hostileString(fc.constant("abc")),
        email: hostileString(fc.constant(users.unverified)),
      },
    );
    await checkProperty(
      fc.asyncProperty(verification, async (fields) => {
        // Budi is unverified again for every run, so a real link has something to verify.
        const auth = await world.t.auth.$context;
        await auth.internalAdapter.updateUser(budiId, { emailVerified: false });
        const token =
          fields.token === "@real-token"
            ? await issueMailToken(world.t.auth, "verify-email", budiId)
            : fields.token;
        const request = form("/verify-email", { ...fields, token });
        const answer = await sendChecked(request);
        const outcome = (answer.value as { data?: { value?: unknown } } | undefined)?.data?.value;
        const outcomes: unknown[] = ["verified", "already-verified", "invalid"];
        if (answer.status === 200 && !outcomes.includes(outcome)) {
          throw violation("verification answered without its result", request, answer);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("resends the verification e-mail for any address, or refuses in Indonesian", async () => {
    const email = fc.oneof(
      fc.constantFrom(users.unverified, users.verified, "nobody@example.com"),
      hostileString(fc.constant(users.unverified)),
    );
    await checkProperty(
      fc.asyncProperty(email, async (value) => {
        await sendChecked(form("/email-not-verified", { email: value }));
      }),
      { numRuns: 40 },
    );
  });

  const ACCOUNT_FORMS = {
    "/auth": { email: users.verified, password: PASSWORD },
    "/register": {
      fullName: "Budi",
      email: "lengkap@example.com",
      phone: "081234567890",
      password: PASSWORD,
      brandName: "Toko Lengkap",
      username: "toko-lengkap",
      description: "",
    },
    "/forgot-password": { email: users.verified },
    "/reset-password": { token: "abc", password: PASSWORD, confirmPassword: PASSWORD },
    "/verify-email": { token: "abc", email: users.unverified },
    "/email-not-verified": { email: users.unverified },
  } as const;

  it("refuses account forms with fields missing or added in Indonesian", async () => {
    const sent = fc
      .constantFrom(...(Object.keys(ACCOUNT_FORMS) as (keyof typeof ACCOUNT_FORMS)[]))
      .chain((path) =>
        fc.record({
          path: fc.constant(path),
          fields: fc.subarray(Object.entries(ACCOUNT_FORMS[path])),
          extra: fc.array(fc.tuple(fc.oneof(word, hostileText), hostileText), { maxLength: 3 }),
          repeated: fc.boolean(),
        }),
      );
    await checkProperty(
      fc.asyncProperty(sent, async ({ path, fields, extra, repeated }) => {
        // A field sent twice reaches the action as its first value, as browsers send it.
        const all = [...fields, ...(repeated ? fields : []), ...extra];
        await sendChecked({
          method: "POST",
          path,
          isData: true,
          body: { kind: "form", fields: all },
        });
      }),
      { numRuns: 60 },
    );
  });

  it("answers account actions sent a body that is no form without a server error", async () => {
    const path = fc.constantFrom(...(Object.keys(ACCOUNT_FORMS) as (keyof typeof ACCOUNT_FORMS)[]));
    const body = fc.oneof(
      hostileJson(["email", "password", "token"]).map((value) => ({
        kind: "json" as const,
        value,
      })),
      fc
        .record({
          text: hostileText,
          contentType: fc.constantFrom(
            "text/plain",
            "multipart/form-data",
            "multipart/form-data; boundary=x",
            null,
          ),
        })
        .map(({ text, contentType }) => ({ kind: "text" as const, text, contentType })),
      fc.constant({ kind: "none" as const }),
    );
    await checkProperty(
      fc.asyncProperty(path, body, async (target, sentBody) => {
        await sendChecked({ method: "POST", path: target, isData: true, body: sentBody });
      }),
      { numRuns: 40 },
    );
  });
});
