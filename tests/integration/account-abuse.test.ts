import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Logger } from "#server/logger";
import { whenMailsSent } from "#server/mail/background";
import { createMailer, type MailMessage, type Mailer } from "#server/mail/mailer";
import { createProduct, createStore } from "#server/seed/factories";
import {
  deleteExpiredUnverifiedAccounts,
  registerSeller,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signIn,
  verifyEmail,
} from "#server/services/accounts";
import {
  findPublicBrandByUsername,
  listPublicProducts,
  listPublicStores,
} from "#server/services/storefront";
import { freePort } from "../support/production-build";
import * as brandHomeRoute from "#app/routes/brand-home";
import * as emailNotVerifiedRoute from "#app/routes/auth/email-not-verified";
import * as forgotPasswordRoute from "#app/routes/auth/forgot-password";
import * as loginRoute from "#app/routes/auth/login";
import * as registerRoute from "#app/routes/auth/register";
import * as verifyEmailSentRoute from "#app/routes/auth/verify-email-sent";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { codeOf } from "./support/sellers";
import { createDataRequester } from "./support/route-requests";

// Accounts and the mails the site sends, under abuse: old links, floods of mails and
// registrations, shops nobody verified, and what answers and failures reveal.

const ROUTES = [
  { id: "login", path: "auth", module: loginRoute },
  { id: "register", path: "register", module: registerRoute },
  { id: "forgot-password", path: "forgot-password", module: forgotPasswordRoute },
  { id: "email-not-verified", path: "email-not-verified", module: emailNotVerifiedRoute },
  { id: "verify-email-sent", path: "verify-email-sent", module: verifyEmailSentRoute },
  { id: "brand-home", path: ":username", module: brandHomeRoute },
];

const TOO_MANY = "RATE_LIMITED: Terlalu banyak percobaan. Silakan coba lagi nanti.";
const DAY_MS = 24 * 60 * 60 * 1000;

let counter = 0;
const nextId = () => `${Date.now()}${counter++}`;
// Each test is a client of its own unless it is about one client's limit.
const aClient = () => ({ ip: `10.2.${Math.floor(counter / 250)}.${counter++ % 250}` });

function registration(overrides: Record<string, string> = {}) {
  const id = nextId();
  return {
    fullName: "Sari",
    email: `sari${id}@example.com`,
    phone: "0812 3456 7890",
    password: "rahasia123",
    brandName: "Warung Sari",
    username: `warung-${id}`,
    description: "",
    ...overrides,
  };
}

function capturingLogger(): Logger & { errors: string[] } {
  const errors: string[] = [];
  return {
    errors,
    info() {},
    warn() {},
    error(message, fields) {
      const error = fields?.error;
      errors.push(`${message} ${error instanceof Error ? error.message : String(error)}`);
    },
  };
}

/** A mailer that delivers nothing until released. */
function heldMailbox(): Mailer & { sent: MailMessage[]; release(): void } {
  const sent: MailMessage[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    sent,
    release: () => release(),
    async send(message) {
      await released;
      sent.push(message);
    },
  };
}

/** A real SMTP mailer pointed at a port nothing listens on: the mail server is down. */
async function deadSmtpMailer(logger: Logger): Promise<Mailer> {
  const port = await freePort();
  return createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "Gerai <no-reply@localhost>",
    dataDir: "",
    logger,
  });
}

const tokenOf = (link: string | undefined) => new URL(link!).searchParams.get("token")!;

describe.each(testDatabaseKinds)("accounts under abuse on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  async function userOf(email: string) {
    const authContext = await t.auth.$context;
    return (await authContext.internalAdapter.findUserByEmail(email))?.user ?? null;
  }

  async function ageAccount(email: string, days: number) {
    const authContext = await t.auth.$context;
    const user = await userOf(email);
    await authContext.adapter.update({
      model: "user",
      where: [{ field: "id", value: user!.id }],
      update: { createdAt: new Date(Date.now() - days * DAY_MS) },
    });
  }

  async function brandOf(username: string) {
    return t.db
      .selectFrom("brands")
      .select(["id", "user_id"])
      .where("username", "=", username)
      .executeTakeFirst();
  }

  /** A registered seller whose e-mail is verified, and the context that mailed them. */
  async function verifiedSeller() {
    const context = createTestContext(t);
    const input = registration();
    await registerSeller(context, input, aClient());
    await verifyEmail(context, {
      token: tokenOf(context.mailbox.sent[0]!.link),
      email: input.email,
    });
    return { context, input };
  }

  describe("older links stop working", () => {
    it("an older reset link is refused once a newer one was sent and used", async () => {
      const { context, input } = await verifiedSeller();
      await requestPasswordReset(context, { email: input.email }, aClient());
      await requestPasswordReset(context, { email: input.email }, aClient());
      await whenMailsSent(context.mailer);
      const [first, second] = context.mailbox.sent.slice(-2).map((mail) => tokenOf(mail.link));

      await resetPassword(context, {
        token: second,
        password: "kedua123",
        confirmPassword: "kedua123",
      });
      expect(
        await codeOf(
          resetPassword(context, {
            token: first,
            password: "pertama123",
            confirmPassword: "pertama123",
          }),
        ),
      ).toBe("VALIDATION: Link reset password tidak valid atau sudah expired");

      const client = { ...aClient(), headers: new Headers() };
      expect(
        await codeOf(signIn(context, { email: input.email, password: "pertama123" }, client)),
      ).toBe(
        "UNAUTHENTICATED: Email atau password salah. Pastikan akun Anda sudah terdaftar dan terverifikasi.",
      );
      expect(
        await codeOf(signIn(context, { email: input.email, password: "kedua123" }, client)),
      ).toBe("resolved");
    });

    it("an older reset link is refused as soon as a newer one is sent", async () => {
      const { context, input } = await verifiedSeller();
      await requestPasswordReset(context, { email: input.email }, aClient());
      await whenMailsSent(context.mailer);
      const first = tokenOf(context.mailbox.sent.at(-1)!.link);
      await requestPasswordReset(context, { email: input.email }, aClient());
      await whenMailsSent(context.mailer);
      expect(
        await codeOf(
          resetPassword(context, { token: first, password: "baru123", confirmPassword: "baru123" }),
        ),
      ).toBe("VALIDATION: Link reset password tidak valid atau sudah expired");
    });

    it("a newer verification mail voids the older link", async () => {
      const context = createTestContext(t);
      const input = registration();
      await registerSeller(context, input, aClient());
      const first = tokenOf(context.mailbox.sent[0]!.link);
      await resendVerification(context, { email: input.email }, aClient());
      await whenMailsSent(context.mailer);
      expect(context.mailbox.sent).toHaveLength(2);
      const second = tokenOf(context.mailbox.sent[1]!.link);

      expect(await verifyEmail(context, { token: first, email: input.email })).toBe("invalid");
      expect((await userOf(input.email))?.emailVerified).toBe(false);
      expect(await verifyEmail(context, { token: second, email: input.email })).toBe("verified");
    });
  });

  describe("limits on mails and registrations", () => {
    it("an inbox gets at most 3 reset mails an hour, with the usual answer every time", async () => {
      const { context, input } = await verifiedSeller();
      for (let i = 0; i < 6; i++) {
        expect(await codeOf(requestPasswordReset(context, { email: input.email }, aClient()))).toBe(
          "resolved",
        );
      }
      await whenMailsSent(context.mailer);
      const resets = context.mailbox.sent.filter((mail) => mail.subject.startsWith("Reset"));
      expect(resets).toHaveLength(3);
    });

    it("an inbox gets at most 3 verification mails an hour, registration's included", async () => {
      const context = createTestContext(t);
      const input = registration();
      await registerSeller(context, input, aClient());
      for (let i = 0; i < 5; i++) {
        expect(await codeOf(resendVerification(context, { email: input.email }, aClient()))).toBe(
          "resolved",
        );
      }
      await whenMailsSent(context.mailer);
      expect(context.mailbox.sent.filter((mail) => mail.to === input.email)).toHaveLength(3);
    });

    it("one client may ask for 10 mails in 15 minutes, then is told to try again later", async () => {
      const context = createTestContext(t);
      const client = aClient();
      for (let i = 0; i < 5; i++) {
        const email = `orang${nextId()}@example.com`;
        expect(await codeOf(requestPasswordReset(context, { email }, client))).toBe("resolved");
        expect(await codeOf(resendVerification(context, { email }, client))).toBe("resolved");
      }
      const email = `orang${nextId()}@example.com`;
      expect(await codeOf(requestPasswordReset(context, { email }, client))).toBe(TOO_MANY);
      expect(await codeOf(resendVerification(context, { email }, client))).toBe(TOO_MANY);
      // Another client is not affected.
      expect(await codeOf(requestPasswordReset(context, { email }, aClient()))).toBe("resolved");
      await whenMailsSent(context.mailer);
    });

    it("counts every address of one IPv6 /64 network as one client", async () => {
      const context = createTestContext(t);
      for (let i = 0; i < 10; i++) {
        const email = `orang${nextId()}@example.com`;
        const client = { ip: `2001:db8:1:2::${(i + 1).toString(16)}` };
        expect(await codeOf(requestPasswordReset(context, { email }, client))).toBe("resolved");
      }
      expect(
        await codeOf(
          requestPasswordReset(
            context,
            { email: `orang${nextId()}@example.com` },
            { ip: "2001:db8:1:2:ffff::99" },
          ),
        ),
      ).toBe(TOO_MANY);
      await whenMailsSent(context.mailer);
    });

    it("shows the client's limit on the forgot-password page, in Indonesian", async () => {
      const context = { ...createTestContext(t), clientIp: aClient().ip };
      const requester = createDataRequester(ROUTES, context);
      for (let i = 0; i < 10; i++) {
        const answer = await requester.post("/forgot-password", {
          email: `orang${nextId()}@example.com`,
        });
        expect(answer.status).toBe(200);
      }
      const refused = await requester.post("/forgot-password", { email: "siapa@example.com" });
      expect(refused.status).toBe(429);
      expect(refused.value).toEqual({
        result: expect.objectContaining({
          status: "error",
          error: { "": ["Terlalu banyak percobaan. Silakan coba lagi nanti."] },
          initialValue: { email: "siapa@example.com" },
        }),
      });
      await whenMailsSent(context.mailer);
    });

    it("one client registers at most 5 shops an hour; the sixth leaves nothing behind", async () => {
      const context = createTestContext(t);
      const client = aClient();
      for (let i = 0; i < 5; i++) {
        expect(await codeOf(registerSeller(context, registration(), client))).toBe("resolved");
      }
      const sixth = registration();
      expect(await codeOf(registerSeller(context, sixth, client))).toBe(TOO_MANY);
      expect(await userOf(sixth.email)).toBeNull();
      expect(await brandOf(sixth.username)).toBeUndefined();
      expect(context.mailbox.sent).toHaveLength(5);
      // Another client registers as usual.
      expect(await codeOf(registerSeller(context, sixth, aClient()))).toBe("resolved");
    });

    it("refused registrations count too, so taken names and addresses cannot be probed", async () => {
      const context = createTestContext(t);
      const taken = registration();
      await registerSeller(context, taken, aClient());
      const client = aClient();
      for (let i = 0; i < 20; i++) {
        const probe = registration({ username: taken.username });
        expect(await codeOf(registerSeller(context, probe, client))).toBe(
          "CONFLICT: URL Toko sudah digunakan. Silakan pilih URL toko lain.",
        );
      }
      expect(await codeOf(registerSeller(context, registration(), client))).toBe(TOO_MANY);
    });

    it("shows the registration limit on the form, keeping what was typed", async () => {
      const context = { ...createTestContext(t), clientIp: aClient().ip };
      const requester = createDataRequester(ROUTES, context);
      for (let i = 0; i < 5; i++) {
        expect((await requester.post("/register", registration())).body).toContain(
          "/verify-email-sent?email=",
        );
      }
      const sixth = registration();
      const refused = await requester.post("/register", sixth);
      expect(refused.status).toBe(429);
      expect(refused.value).toMatchObject({
        result: {
          status: "error",
          error: { "": ["Terlalu banyak percobaan. Silakan coba lagi nanti."] },
          initialValue: { email: sixth.email, username: sixth.username },
        },
      });
      // What was typed comes back for the form, except the password.
      expect(refused.body).not.toContain(sixth.password);
    });
  });

  describe("shops whose owner never verified", () => {
    it("are unknown to every public page until the owner verifies", async () => {
      const context = createTestContext(t);
      const input = registration({ description: "Hubungi wa.me/6281200000000 untuk hadiah" });
      await registerSeller(context, input, aClient());
      const brand = (await brandOf(input.username))!;
      await createProduct(t.db, brand.id, { name: `Hadiah ${input.username}`, price: 1000 });
      await createStore(t.db, brand.id, {
        name: `Gerai ${input.username}`,
        address: "Jl. Palsu 1",
        phone: "0812",
      });

      expect(await findPublicBrandByUsername(t.db, input.username)).toBeUndefined();
      const productNames = async () => (await listPublicProducts(t.db)).map((p) => p.name);
      const storeNames = async () => (await listPublicStores(t.db)).map((s) => s.name);
      expect(await productNames()).not.toContain(`Hadiah ${input.username}`);
      expect(await storeNames()).not.toContain(`Gerai ${input.username}`);

      const requester = createDataRequester(ROUTES, context);
      const page = await requester.load(`/${input.username}`);
      expect(page.status).toBe(404);
      expect(page.body).not.toContain("wa.me/6281200000000");

      await verifyEmail(context, {
        token: tokenOf(context.mailbox.sent[0]!.link),
        email: input.email,
      });
      expect((await findPublicBrandByUsername(t.db, input.username))?.name).toBe("Warung Sari");
      expect(await productNames()).toContain(`Hadiah ${input.username}`);
      expect(await storeNames()).toContain(`Gerai ${input.username}`);
      expect((await requester.load(`/${input.username}`)).status).toBe(200);
    });

    it("are deleted with their shop after 7 days; verified and newer accounts stay", async () => {
      const context = createTestContext(t);
      const expired = registration();
      const recent = registration();
      await registerSeller(context, expired, aClient());
      await registerSeller(context, recent, aClient());
      const { input: verified } = await verifiedSeller();
      const expiredUser = (await userOf(expired.email))!;
      await ageAccount(expired.email, 8);
      await ageAccount(recent.email, 6);
      await ageAccount(verified.email, 30);

      expect(await deleteExpiredUnverifiedAccounts(context)).toBe(1);
      expect(await userOf(expired.email)).toBeNull();
      expect(await brandOf(expired.username)).toBeUndefined();
      const authContext = await t.auth.$context;
      expect(await authContext.internalAdapter.findAccounts(expiredUser.id)).toEqual([]);
      expect(await userOf(recent.email)).not.toBeNull();
      expect(await brandOf(recent.username)).toBeDefined();
      expect(await userOf(verified.email)).not.toBeNull();
      expect(await brandOf(verified.username)).toBeDefined();
    });

    it("free their URL name and address for a new registration once expired", async () => {
      const context = createTestContext(t);
      const squatter = registration();
      await registerSeller(context, squatter, aClient());
      const again = registration({ username: squatter.username, email: squatter.email });

      await ageAccount(squatter.email, 6);
      expect(await codeOf(registerSeller(context, again, aClient()))).toBe(
        "CONFLICT: URL Toko sudah digunakan. Silakan pilih URL toko lain.",
      );

      const squatterId = (await userOf(squatter.email))!.id;
      await ageAccount(squatter.email, 8);
      expect(await codeOf(registerSeller(context, again, aClient()))).toBe("resolved");
      const owner = (await userOf(again.email))!;
      expect(owner.id).not.toBe(squatterId);
      expect((await brandOf(again.username))?.user_id).toBe(owner.id);
    });

    it("free a URL name held by an expired account under another address", async () => {
      const context = createTestContext(t);
      const squatter = registration();
      await registerSeller(context, squatter, aClient());
      await ageAccount(squatter.email, 8);
      const newcomer = registration({ username: squatter.username });
      expect(await codeOf(registerSeller(context, newcomer, aClient()))).toBe("resolved");
      expect(await userOf(squatter.email)).toBeNull();
    });
  });

  describe("answers that reveal nothing", () => {
    it("forgot-password and resend answer without waiting for a mail, known address or not", async () => {
      const { input } = await verifiedSeller();
      const unverified = registration();
      await registerSeller(createTestContext(t), unverified, aClient());
      // A mail server that takes its time: nothing is delivered until it is released. An
      // answer that waited for the mail would never come.
      const mailbox = heldMailbox();
      const context = { ...createTestContext(t), mailer: mailbox };

      await requestPasswordReset(context, { email: input.email }, aClient());
      await requestPasswordReset(context, { email: "tidak.ada@example.com" }, aClient());
      await resendVerification(context, { email: unverified.email }, aClient());
      await resendVerification(context, { email: "tidak.ada@example.com" }, aClient());
      expect(mailbox.sent).toEqual([]);

      mailbox.release();
      await whenMailsSent(mailbox);
      expect(mailbox.sent.map((mail) => mail.to).sort()).toEqual(
        [input.email, unverified.email].sort(),
      );
    });

    it("with the mail server down, known and unknown addresses get the same answer", async () => {
      const { input } = await verifiedSeller();
      const unverified = registration();
      await registerSeller(createTestContext(t), unverified, aClient());
      const logger = capturingLogger();
      const context = {
        ...createTestContext(t),
        logger,
        mailer: await deadSmtpMailer(logger),
      };

      const forgot = async (email: string) => {
        const requester = createDataRequester(ROUTES, { ...context, clientIp: aClient().ip });
        const answer = await requester.post("/forgot-password", { email });
        return { status: answer.status, value: answer.value };
      };
      // The form starts empty again ('Kirim ke email lain'); the page names the address.
      expect(await forgot(input.email)).toEqual({
        status: 200,
        value: { result: { initialValue: null }, value: { email: input.email } },
      });
      expect(await forgot("tidak.ada@example.com")).toEqual({
        status: 200,
        value: { result: { initialValue: null }, value: { email: "tidak.ada@example.com" } },
      });

      const resend = async (email: string) => {
        const requester = createDataRequester(ROUTES, { ...context, clientIp: aClient().ip });
        const answer = await requester.post("/email-not-verified", { email });
        const { result, value } = answer.value as { result: { status?: string }; value?: unknown };
        return { status: answer.status, accepted: result.status, value };
      };
      const resent = { status: 200, accepted: "success", value: { isSent: true } };
      expect(await resend(unverified.email)).toEqual(resent);
      expect(await resend("tidak.ada@example.com")).toEqual(resent);

      await whenMailsSent(context.mailer);
      // The failures are the operator's to see: one per mail that was really attempted.
      expect(logger.errors).toHaveLength(2);
      expect(logger.errors[0]).toMatch(/^reset password mail failed .*ECONNREFUSED/);
      expect(logger.errors[1]).toMatch(/^verification mail failed .*ECONNREFUSED/);
    });

    it("registration with the mail server down keeps the shop and offers a new link", async () => {
      const logger = capturingLogger();
      const context = {
        ...createTestContext(t),
        logger,
        mailer: await deadSmtpMailer(logger),
        clientIp: aClient().ip,
      };
      const input = registration();
      const requester = createDataRequester(ROUTES, context);
      const answer = await requester.post("/register", input);
      expect(answer.body).toContain(
        `/verify-email-sent?${new URLSearchParams({ email: input.email, mail: "failed" })}`,
      );
      expect(await userOf(input.email)).not.toBeNull();
      expect(await brandOf(input.username)).toBeDefined();
      expect(logger.errors).toEqual([
        expect.stringMatching(/^verification mail after registration failed .*ECONNREFUSED/),
      ]);

      const page = await requester.load(
        `/verify-email-sent?${new URLSearchParams({ email: input.email, mail: "failed" })}`,
      );
      expect(page.value).toMatchObject({
        "verify-email-sent": { data: { email: input.email, isMailFailed: true } },
      });

      // Once mail works again, the owner asks for a new link and verifies with it.
      const working = createTestContext(t);
      await resendVerification(working, { email: input.email }, aClient());
      await whenMailsSent(working.mailer);
      const link = working.mailbox.sent.at(-1)!.link;
      expect(await verifyEmail(working, { token: tokenOf(link), email: input.email })).toBe(
        "verified",
      );
    });

    it("a password over 128 characters is a message at login, not a server error", async () => {
      const { input } = await verifiedSeller();
      const requester = createDataRequester(ROUTES, {
        ...createTestContext(t),
        clientIp: aClient().ip,
      });
      const answer = await requester.post("/auth", {
        email: input.email,
        password: "a".repeat(129),
      });
      expect(answer.status).toBe(400);
      expect(answer.value).toMatchObject({
        result: {
          status: "error",
          error: { password: ["Password maksimal 128 karakter"] },
          initialValue: { email: input.email },
        },
      });
      expect(answer.body).not.toContain("a".repeat(129));
      const long = "a".repeat(129);
      const context = createTestContext(t);
      expect(
        await codeOf(registerSeller(context, registration({ password: long }), aClient())),
      ).toBe("VALIDATION: Password maksimal 128 karakter");
      expect(
        await codeOf(resetPassword(context, { token: "x", password: long, confirmPassword: long })),
      ).toBe("VALIDATION: Password maksimal 128 karakter");
    });

    it("a NUL byte in any registration field is a message and stores nothing", async () => {
      const context = createTestContext(t);
      const client = aClient();
      for (const field of [
        "fullName",
        "email",
        "phone",
        "password",
        "brandName",
        "username",
        "description",
      ]) {
        const input = registration();
        const poisoned = { ...input, [field]: `${input[field as keyof typeof input]}\u0000x` };
        expect(await codeOf(registerSeller(context, poisoned, client))).toMatch(/^VALIDATION: /);
        expect(await userOf(input.email)).toBeNull();
        expect(await brandOf(input.username)).toBeUndefined();
      }
    });

    it("a database failure while creating the shop shows no database text", async () => {
      const logger = capturingLogger();
      const context = { ...createTestContext(t), logger };
      // A real database refusal, as an encoding error or a broken constraint would give.
      if (kind === "sqlite") {
        await sql`create trigger refuse_brands before insert on brands begin select raise(abort, 'invalid byte sequence for encoding'); end`.execute(
          t.db,
        );
      } else {
        await sql`create function refuse_brands() returns trigger language plpgsql as $$ begin raise exception 'invalid byte sequence for encoding'; end $$`.execute(
          t.db,
        );
        await sql`create trigger refuse_brands before insert on brands for each row execute function refuse_brands()`.execute(
          t.db,
        );
      }
      const input = registration();
      try {
        expect(await codeOf(registerSeller(context, input, aClient()))).toBe(
          "INTERNAL: Gagal membuat toko: Terjadi kesalahan pada server. Silakan coba lagi.",
        );
      } finally {
        if (kind === "sqlite") {
          await sql`drop trigger refuse_brands`.execute(t.db);
        } else {
          await sql`drop trigger refuse_brands on brands`.execute(t.db);
          await sql`drop function refuse_brands()`.execute(t.db);
        }
      }
      expect(logger.errors).toEqual([expect.stringMatching(/invalid byte sequence/)]);
      expect(await userOf(input.email)).toBeNull();
      // The address and name can be registered once the database is well again.
      expect(await codeOf(registerSeller(context, input, aClient()))).toBe("resolved");
    });
  });
});
