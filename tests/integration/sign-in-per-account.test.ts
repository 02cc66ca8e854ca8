import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "#domain/account";
import { createHttpApp } from "#server/http";
import { createNodeServer } from "#server/node-server";
import { requestPasswordReset } from "#server/services/accounts";
import { whenMailsSent } from "#server/mail/background";
import * as loginRoute from "#app/routes/auth/login";
import * as resetPasswordRoute from "#app/routes/auth/reset-password";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createTestBuild } from "./support/route-requests";
import { brandOwner } from "./support/sellers";

// Sign-in limited per account as well as per client (docs/decisions/045-sign-in-per-account.md),
// through the whole HTTP stack behind one trusted proxy: each guesser is an address of its
// own in X-Forwarded-For, as on a real deployment. Seven addresses guessing one account's
// password were all answered; now the account's unknown browsers are stopped after ten
// failures, while the owner's browser and a password reset still get in.

// Forms are posted from the app's own address (APP_URL), which a proxy in front maps to the
// port this test listens on: React Router is told that origin is the app's.
const BUILD = {
  ...createTestBuild([
    { id: "login", parentId: "root", path: "auth", module: loginRoute },
    { id: "reset-password", parentId: "root", path: "reset-password", module: resetPasswordRoute },
  ]),
  allowedActionOrigins: ["localhost:3000"],
};

const GUESSERS = 7;
const WRONG = "tebak-tebak";

type Answer = { status: number; body: string; cookies: string[] };

describe.each(testDatabaseKinds)("sign-in limited per account on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let origin: string;
  let stop: () => Promise<void>;
  let network = 0;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t, { trustProxy: 1 });
    const app = createHttpApp({
      ...context,
      build: BUILD,
      clientDir: fs.mkdtempSync(path.join(os.tmpdir(), "gerai-client-")),
      mediaDir: undefined,
    });
    const listener = getRequestListener(app.fetch);
    const server = createNodeServer((req, res) => void listener(req, res));
    const port = await server.listen(0);
    origin = `http://127.0.0.1:${port}`;
    stop = async () => {
      await server.drain(1_000);
    };
  });
  afterAll(async () => {
    await stop?.();
    await t?.destroy();
  });

  /** A client address of its own, as the proxy names it. */
  const anAddress = () => `10.31.${++network}.7`;

  async function post(
    route: string,
    fields: Record<string, string>,
    { address, cookie }: { address: string; cookie?: string },
  ): Promise<Answer> {
    const response = await fetch(`${origin}${route}.data`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: context.config.appUrl,
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": address,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });
    return {
      status: response.status,
      body: await response.text(),
      cookies: response.headers.getSetCookie().map((line) => line.split(";")[0]),
    };
  }

  const signIn = (email: string, password: string, client: { address: string; cookie?: string }) =>
    post("/auth", { email, password }, client);

  const isSignedIn = (answer: Answer) =>
    answer.cookies.some((cookie) => cookie.startsWith("gerai.session_token="));
  const knownDeviceOf = (answer: Answer) =>
    answer.cookies.find((cookie) => cookie.startsWith("gerai_known_device="));

  /** Two wrong guesses from each of seven addresses: within every per-client limit. */
  async function guessFromSevenAddresses(email: string): Promise<Answer[]> {
    const answers: Answer[] = [];
    for (let guesser = 0; guesser < GUESSERS; guesser++) {
      const address = anAddress();
      for (let guess = 0; guess < 2; guess++) answers.push(await signIn(email, WRONG, { address }));
    }
    return answers;
  }

  it("stops an account's sign-ins from unknown browsers after ten failures over seven addresses", async () => {
    const owner = await brandOwner(t, "ani");
    const other = await brandOwner(t, "budi");
    const answers = await guessFromSevenAddresses(owner.email);
    const refused = (answer: Answer) =>
      answer.status === 429 && answer.body.includes(ACCOUNT_MESSAGES.tooManyAttempts);
    // Each address stayed within its own limits: only the account's count stops them.
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(401));
    expect(
      answers.slice(0, 10).every((a) => a.body.includes(ACCOUNT_MESSAGES.invalidCredentials)),
    ).toBe(true);
    expect(answers.slice(10).map(refused)).toEqual([true, true, true, true]);

    // The right password from yet another unknown browser is refused as well: guessing
    // learns nothing more in the window. Sign-in's address given in another case counts alike.
    const right = await signIn(owner.email.toUpperCase(), "rahasia123", { address: anAddress() });
    expect(refused(right)).toBe(true);
    expect(isSignedIn(right)).toBe(false);

    // Another account is not touched, from the very same addresses.
    const elsewhere = await signIn(other.email, "rahasia123", { address: anAddress() });
    expect(isSignedIn(elsewhere)).toBe(true);
  });

  it("keeps the owner's browser in: one that signed in before is never stopped by strangers", async () => {
    const owner = await brandOwner(t, "citra");
    const earlier = await signIn(owner.email, "rahasia123", { address: anAddress() });
    expect(isSignedIn(earlier)).toBe(true);
    const knownDevice = knownDeviceOf(earlier);
    expect(knownDevice).toBeDefined();

    const answers = await guessFromSevenAddresses(owner.email);
    expect(answers.at(-1)!.status).toBe(429);

    // The owner, on another network now, with the cookie their browser kept.
    const again = await signIn(owner.email, "rahasia123", {
      address: anAddress(),
      cookie: knownDevice,
    });
    expect(isSignedIn(again)).toBe(true);
    // A cookie made up, or another account's, is no way in.
    const forged = await signIn(owner.email, "rahasia123", {
      address: anAddress(),
      cookie: "gerai_known_device=AAAAAAAAAAAAAAAAAAAAAA",
    });
    expect(forged.status).toBe(429);
  });

  it("lets a password reset in: the count starts again and the resetting browser is known", async () => {
    const owner = await brandOwner(t, "dewi");
    await guessFromSevenAddresses(owner.email);
    expect((await signIn(owner.email, "rahasia123", { address: anAddress() })).status).toBe(429);

    await requestPasswordReset(context, { email: owner.email }, { ip: anAddress() });
    await whenMailsSent(context.mailer);
    const mail = context.mailbox.sent.findLast((message) => message.to === owner.email);
    const token = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).searchParams.get("token")!;
    const browser = anAddress();
    const reset = await post(
      "/reset-password",
      { token, password: "baru12345", confirmPassword: "baru12345" },
      { address: browser },
    );
    // The data request's redirect to the login page, with its cookies.
    expect(reset.status).toBe(202);
    const knownDevice = knownDeviceOf(reset);
    expect(knownDevice).toBeDefined();

    // Strangers fill the account's count again at once…
    await guessFromSevenAddresses(owner.email);
    expect((await signIn(owner.email, "baru12345", { address: anAddress() })).status).toBe(429);
    // …and the browser that set the new password still signs in.
    const owners = await signIn(owner.email, "baru12345", {
      address: browser,
      cookie: knownDevice,
    });
    expect(isSignedIn(owners)).toBe(true);
  });
});
