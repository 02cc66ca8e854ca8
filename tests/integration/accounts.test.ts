import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueMailToken } from "#server/auth/mail-tokens";
import {
  registerSeller,
  requestPasswordReset,
  resetPassword,
  signIn,
  verifyEmail,
} from "#server/services/accounts";
import { whenMailsSent } from "#server/mail/background";
import { takeToast } from "#server/toast";
import * as loginRoute from "#app/routes/auth/login";
import * as resetPasswordRoute from "#app/routes/auth/reset-password";
import * as logoutRoute from "#app/routes/logout";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";

let counter = 0;
// Every registration comes from a client of its own, far from the per-client limits that
// tests/integration/account-abuse.test.ts is about.
let clients = 0;
const aClient = () => ({ ip: `10.1.${Math.floor(clients / 250)}.${clients++ % 250}` });
const uniqueEmail = () => `seller${Date.now()}${counter++}@example.com`;

function registration(overrides: Record<string, string> = {}) {
  const id = `${Date.now()}${counter++}`;
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

type RouteAction = (args: never) => Promise<unknown>;

/** Runs a route's action on a posted form; a redirect it throws is its answer too. */
async function postTo(
  action: RouteAction,
  context: ReturnType<typeof createTestContext>,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const request = new Request("http://localhost:3000/form", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
  try {
    return await action({ request, context, params: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** Where a redirect goes, the cookies it sets and the toast the next page shows. */
async function redirectOf(answer: unknown) {
  if (!(answer instanceof Response)) throw new Error(`expected a redirect, got ${String(answer)}`);
  const cookies = answer.headers.getSetCookie();
  const cookie = cookies.map((value) => value.split(";")[0]).join("; ");
  const next = new Request("http://localhost:3000/", { headers: { cookie } });
  return {
    location: answer.headers.get("Location"),
    cookies,
    toast: (await takeToast(next)).toast,
  };
}

describe.each(testDatabaseKinds)("accounts on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("creates the seller and the brand together, with the phone normalised", async () => {
    const context = createTestContext(t);
    const input = registration({ username: "Warung Sari 99" });
    await registerSeller(context, input, aClient());
    const brand = await t.db
      .selectFrom("brands")
      .selectAll()
      .where("username", "=", "warungsari99")
      .executeTakeFirstOrThrow();
    expect(brand.name).toBe("Warung Sari");
    expect(brand.phone_number).toBe("6281234567890");
    expect(context.mailbox.sent).toHaveLength(1);
    expect(context.mailbox.sent[0]?.to).toBe(input.email);
    expect(context.mailbox.sent[0]?.link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=/);
  });

  it("refuses a taken or reserved URL name and leaves no account behind", async () => {
    const context = createTestContext(t);
    const first = registration();
    await registerSeller(context, first, aClient());
    const second = registration({ username: first.username });
    await expect(registerSeller(context, second, aClient())).rejects.toMatchObject({
      code: "CONFLICT",
      message: "URL Toko sudah digunakan. Silakan pilih URL toko lain.",
    });
    await expect(
      registerSeller(context, registration({ username: "admin" }), aClient()),
    ).rejects.toMatchObject({
      code: "VALIDATION",
    });
    const authContext = await t.auth.$context;
    expect(await authContext.internalAdapter.findUserByEmail(second.email)).toBeNull();
  });

  it("refuses a registered e-mail", async () => {
    const context = createTestContext(t);
    const first = registration();
    await registerSeller(context, first, aClient());
    await expect(
      registerSeller(context, registration({ email: first.email }), aClient()),
    ).rejects.toMatchObject({
      message: "Email sudah terdaftar. Silakan masuk atau gunakan email lain.",
    });
  });

  it("verification links are single-use and tied to their e-mail", async () => {
    const context = createTestContext(t);
    const input = registration();
    await registerSeller(context, input, aClient());
    const link = new URL(context.mailbox.sent[0]!.link!);
    const token = link.searchParams.get("token")!;
    expect(await verifyEmail(context, { token, email: "someone@else.id" })).toBe("invalid");

    await registerSeller(context, registration({ email: uniqueEmail() }), aClient());
    const other = registration();
    await registerSeller(context, other, aClient());
    const otherToken = new URL(context.mailbox.sent.at(-1)!.link!).searchParams.get("token")!;
    expect(await verifyEmail(context, { token: otherToken, email: other.email })).toBe("verified");
    // Used once: it verifies nothing more, and says so only to the account it was sent to.
    expect(await verifyEmail(context, { token: otherToken, email: other.email })).toBe(
      "already-verified",
    );
    expect(await verifyEmail(context, { token: otherToken, email: input.email })).toBe("invalid");
  });

  it("verification links expire after 24 hours, reset links after 1 hour", async () => {
    const context = createTestContext(t);
    const input = registration();
    await registerSeller(context, input, aClient());
    const authContext = await t.auth.$context;
    const user = (await authContext.internalAdapter.findUserByEmail(input.email))!.user;
    const longAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000);
    const stale = await issueMailToken(t.auth, "verify-email", user.id, longAgo);
    expect(await verifyEmail(context, { token: stale, email: input.email })).toBe("invalid");
    const fresh = await issueMailToken(
      t.auth,
      "verify-email",
      user.id,
      new Date(Date.now() - 23 * 60 * 60 * 1000),
    );
    expect(await verifyEmail(context, { token: fresh, email: input.email })).toBe("verified");

    const staleReset = await issueMailToken(
      t.auth,
      "reset-password",
      user.id,
      new Date(Date.now() - 61 * 60 * 1000),
    );
    await expect(
      resetPassword(context, {
        token: staleReset,
        password: "baru123",
        confirmPassword: "baru123",
      }),
    ).rejects.toMatchObject({ message: "Link reset password tidak valid atau sudah expired" });
  });

  it("a link that no longer works says its own verified account is verified, nothing else", async () => {
    const context = createTestContext(t);
    const input = registration();
    await registerSeller(context, input, aClient());
    const authContext = await t.auth.$context;
    const user = (await authContext.internalAdapter.findUserByEmail(input.email))!.user;
    const mailed = new URL(context.mailbox.sent[0]!.link!).searchParams.get("token")!;
    const longAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const expired = await issueMailToken(t.auth, "verify-email", user.id, longAgo);
    const current = await issueMailToken(t.auth, "verify-email", user.id);

    // Unverified, an expired or replaced link still fails.
    expect(await verifyEmail(context, { token: expired, email: input.email })).toBe("invalid");
    expect(await verifyEmail(context, { token: mailed, email: input.email })).toBe("invalid");
    expect(await verifyEmail(context, { token: current, email: input.email })).toBe("verified");

    // Verified: used, expired and replaced links all say so, to their own address only.
    for (const token of [current, expired, mailed]) {
      expect(await verifyEmail(context, { token, email: input.email })).toBe("already-verified");
    }
    expect(await verifyEmail(context, { token: mailed, email: "someone@else.id" })).toBe("invalid");
    expect(await verifyEmail(context, { token: "made-up", email: input.email })).toBe("invalid");
    const monthsAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    const forgotten = await issueMailToken(t.auth, "verify-email", user.id, monthsAgo);
    expect(await verifyEmail(context, { token: forgotten, email: input.email })).toBe("invalid");
  });

  it("signs in only verified accounts, with the spec's messages", async () => {
    const context = createTestContext(t);
    const input = registration();
    await registerSeller(context, input, aClient());
    const client = { ip: `10.0.0.${counter++ % 250}`, headers: new Headers() };
    await expect(
      signIn(context, { email: input.email, password: input.password }, client),
    ).rejects.toMatchObject({
      code: "EMAIL_NOT_VERIFIED",
      message: "Email belum terverifikasi. Buka tautan verifikasi di email Anda atau kirim ulang.",
    });

    const token = new URL(context.mailbox.sent[0]!.link!).searchParams.get("token")!;
    await verifyEmail(context, { token, email: input.email });
    await expect(
      signIn(context, { email: input.email, password: "salah-sekali" }, client),
    ).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
      message: "Email atau password salah. Pastikan akun Anda sudah terdaftar dan terverifikasi.",
    });
    const { setCookie } = await signIn(
      context,
      { email: input.email, password: input.password },
      client,
    );
    expect(setCookie.join(";")).toMatch(/gerai\.session_token=/);
    expect(setCookie.join(";")).toMatch(/HttpOnly/i);
  });

  it("limits sign-in attempts per address and e-mail", async () => {
    const context = createTestContext(t);
    const client = { ip: "192.0.2.77", headers: new Headers() };
    const attempt = () => signIn(context, { email: "nobody@example.com", password: "x" }, client);
    for (let i = 0; i < 5; i++) {
      await expect(attempt()).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    }
    await expect(attempt()).rejects.toMatchObject({
      code: "RATE_LIMITED",
      message: "Terlalu banyak percobaan login. Silakan coba lagi dalam beberapa menit.",
    });
    // Another address is not affected.
    await expect(
      signIn(
        context,
        { email: "nobody@example.com", password: "x" },
        { ...client, ip: "192.0.2.78" },
      ),
    ).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });

  // 65 sign-ins, each a deliberately slow password check (scrypt).
  it("counts only failed sign-ins against an address", { timeout: 120_000 }, async () => {
    const context = createTestContext(t);
    const input = registration();
    await registerSeller(context, input, aClient());
    const token = new URL(context.mailbox.sent[0]!.link!).searchParams.get("token")!;
    await verifyEmail(context, { token, email: input.email });
    const client = { ip: "192.0.2.90", headers: new Headers() };
    // Far more successful sign-ins than the address limit of 30 allows attempts.
    for (let i = 0; i < 35; i++) {
      await signIn(context, { email: input.email, password: input.password }, client);
    }
    for (let i = 0; i < 30; i++) {
      const email = `tebakan${i}@example.com`;
      await expect(signIn(context, { email, password: "x" }, client)).rejects.toMatchObject({
        code: "UNAUTHENTICATED",
      });
    }
    await expect(
      signIn(context, { email: input.email, password: input.password }, client),
    ).rejects.toMatchObject({ code: "RATE_LIMITED" });
  });

  it("a reset link sets the new password once and ends the old sessions", async () => {
    const context = createTestContext(t);
    const input = registration();
    await registerSeller(context, input, aClient());
    const verifyToken = new URL(context.mailbox.sent[0]!.link!).searchParams.get("token")!;
    await verifyEmail(context, { token: verifyToken, email: input.email });
    const client = { ip: "198.51.100.1", headers: new Headers() };
    const { setCookie } = await signIn(
      context,
      { email: input.email, password: input.password },
      client,
    );
    const cookie = setCookie.map((c) => c.split(";")[0]).join("; ");
    expect(await t.auth.api.getSession({ headers: new Headers({ cookie }) })).not.toBeNull();

    await requestPasswordReset(context, { email: input.email }, aClient());
    await whenMailsSent(context.mailer);
    const resetMail = context.mailbox.sent.at(-1)!;
    expect(resetMail.subject).toBe("Reset password akun Gerai Anda");
    const token = new URL(resetMail.link!).searchParams.get("token")!;
    await resetPassword(context, { token, password: "baru123", confirmPassword: "baru123" });
    await expect(
      resetPassword(context, { token, password: "lagi123", confirmPassword: "lagi123" }),
    ).rejects.toMatchObject({ code: "VALIDATION" });

    expect(await t.auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    await expect(
      signIn(context, { email: input.email, password: input.password }, client),
    ).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    await expect(
      signIn(context, { email: input.email, password: "baru123" }, client),
    ).resolves.toBeDefined();
  });

  it("asking a reset for an unknown address mails nothing and reveals nothing", async () => {
    const context = createTestContext(t);
    await expect(
      requestPasswordReset(context, { email: "tidak.ada@example.com" }, aClient()),
    ).resolves.toBeUndefined();
    await whenMailsSent(context.mailer);
    expect(context.mailbox.sent).toHaveLength(0);
  });

  describe("the account pages' answers", () => {
    async function verifiedSeller(context: ReturnType<typeof createTestContext>) {
      const input = registration();
      await registerSeller(context, input, aClient());
      const token = new URL(context.mailbox.sent.at(-1)!.link!).searchParams.get("token")!;
      await verifyEmail(context, { token, email: input.email });
      return input;
    }

    it("a login goes to the dashboard with its session and 'Login berhasil!' once", async () => {
      const context = { ...createTestContext(t), clientIp: aClient().ip };
      const input = await verifiedSeller(context);
      const answer = await redirectOf(
        await postTo(loginRoute.action, context, { email: input.email, password: input.password }),
      );
      expect(answer.location).toBe("/admin");
      expect(answer.cookies.join(";")).toMatch(/gerai\.session_token=/);
      expect(answer.toast).toMatchObject({ kind: "success", title: "Login berhasil!" });
    });

    it("an unverified login goes to /email-not-verified with the reason as a toast", async () => {
      const context = { ...createTestContext(t), clientIp: aClient().ip };
      const input = registration();
      await registerSeller(context, input, aClient());
      const answer = await redirectOf(
        await postTo(loginRoute.action, context, { email: input.email, password: input.password }),
      );
      expect(answer.location).toBe(
        `/email-not-verified?${new URLSearchParams({ email: input.email })}`,
      );
      expect(answer.cookies.join(";")).not.toMatch(/session_token=[^;]/);
      expect(answer.toast).toMatchObject({
        kind: "error",
        title: "Email belum terverifikasi. Buka tautan verifikasi di email Anda atau kirim ulang.",
      });
    });

    it("a refused login answers next to the form, without a toast and without the password", async () => {
      const context = { ...createTestContext(t), clientIp: aClient().ip };
      const input = await verifiedSeller(context);
      const answer = (await postTo(loginRoute.action, context, {
        email: input.email,
        password: "salah-sekali-123",
      })) as {
        data: { result: Record<string, unknown> };
        init: { status: number; headers?: object };
      };
      expect(answer.init.status).toBe(401);
      expect(answer.init.headers).toEqual({});
      expect(answer.data.result).toMatchObject({
        status: "error",
        error: {
          "": ["Email atau password salah. Pastikan akun Anda sudah terdaftar dan terverifikasi."],
        },
        initialValue: { email: input.email },
      });
      expect(JSON.stringify(answer.data)).not.toContain("salah-sekali-123");
    });

    it("a reset goes to /auth with its toast; logging out ends the session with 'Berhasil logout'", async () => {
      const context = { ...createTestContext(t), clientIp: aClient().ip };
      const input = await verifiedSeller(context);
      await requestPasswordReset(context, { email: input.email }, aClient());
      await whenMailsSent(context.mailer);
      const token = new URL(context.mailbox.sent.at(-1)!.link!).searchParams.get("token")!;
      const reset = await redirectOf(
        await postTo(resetPasswordRoute.action, context, {
          token,
          password: "baru123",
          confirmPassword: "baru123",
        }),
      );
      expect(reset.location).toBe("/auth");
      expect(reset.toast).toMatchObject({
        kind: "success",
        title: "Password berhasil direset! Silakan login dengan password baru.",
      });

      const { setCookie } = await signIn(
        context,
        { email: input.email, password: "baru123" },
        { ip: aClient().ip, headers: new Headers() },
      );
      const cookie = setCookie.map((value) => value.split(";")[0]).join("; ");
      const loggedOut = await redirectOf(await postTo(logoutRoute.action, context, {}, { cookie }));
      expect(loggedOut.location).toBe("/auth");
      expect(loggedOut.toast).toMatchObject({ kind: "success", title: "Berhasil logout" });
      expect(await t.auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    });
  });
});
