import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { whenMailsSent } from "#server/mail/background";
import { createMailer } from "#server/mail/mailer";
import * as forgotPasswordRoute from "#app/routes/auth/forgot-password";
import * as registerRoute from "#app/routes/auth/register";
import { startSmtpCapture, waitForMail, type CapturedMail } from "../support/smtp-capture";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";

// The account mails as a mail program receives them from a real SMTP server: an HTML part
// whose button is a real link, styled inline (mail programs drop style sheets), and a text
// part that says the same without a button to click.

let clients = 0;

type RouteAction = (args: never) => Promise<unknown>;

/** Posts a form to a route's action; a redirect it throws is its answer too. */
async function postTo(
  action: RouteAction,
  context: ReturnType<typeof createTestContext>,
  fields: Record<string, string>,
): Promise<unknown> {
  const request = new Request("http://localhost:3000/form", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  try {
    return await action({ request, context, params: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** HTML text as read: its character references (&amp;, &#38;) turned back into characters. */
const decode = (html: string) =>
  html
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replaceAll("&amp;", "&");

/** The one link the mail's HTML makes a button of: its address, its text and its style. */
function buttonOf(html: string) {
  const anchors = [...html.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g)];
  expect(anchors).toHaveLength(1);
  const [, attributes, text] = anchors[0]!;
  return {
    href: decode(/href="([^"]*)"/.exec(attributes!)?.[1] ?? ""),
    text: text!.replace(/<[^>]+>/g, "").trim(),
    style: /style="([^"]*)"/.exec(attributes!)?.[1] ?? "",
  };
}

function expectBothParts(mail: CapturedMail, link: string, action: string) {
  // HTML: a document of its own language, the button a link with its own colours and size.
  expect(mail.html).toMatch(/^<!doctype html>/i);
  expect(mail.html).toContain('<html lang="id">');
  expect(mail.html).toContain("Klik tombol di bawah");
  const button = buttonOf(mail.html);
  expect(button).toMatchObject({ href: link, text: action });
  expect(button.style).toMatch(/background(-color)?:#0f766e/);
  expect(button.style).toMatch(/color:#ffffff/);
  expect(button.style).toMatch(/padding:/);
  // Layout tables are read as layout, not as data, by screen readers.
  expect(mail.html).not.toMatch(/<table(?![^>]*role="presentation")/);
  // The address is written out as well, for a mail program that draws no button.
  const outsideButton = decode(mail.html.replace(/<a\s[\s\S]*?<\/a>/g, ""));
  expect(outsideButton).toContain(link);

  // Text: no button to click, the link on a line of its own.
  expect(mail.text).not.toMatch(/tombol/i);
  expect(mail.text).toContain("Buka tautan di bawah");
  expect(mail.text.split("\n")).toContain(link);
}

describe.each(testDatabaseKinds)("account mails over SMTP on %s", (kind) => {
  let t: TestDatabase;
  let mailDir: string;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let context: ReturnType<typeof createTestContext>;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-mails-"));
    smtp = await startSmtpCapture(mailDir);
    const base = createTestContext(t);
    context = {
      ...base,
      clientIp: `10.9.${kind === "sqlite" ? 1 : 2}.${++clients}`,
      mailer: createMailer({
        smtpUrl: smtp.url,
        from: "Gerai <no-reply@localhost>",
        dataDir: mailDir,
        logger: base.logger,
      }),
    };
  });
  afterAll(async () => {
    await smtp?.stop();
    await t?.destroy();
    if (mailDir) fs.rmSync(mailDir, { recursive: true, force: true });
  });

  it("sends the verification mail as HTML with a real button and as text", async () => {
    const email = `sari-${kind}@example.com`;
    const answer = await postTo(registerRoute.action as RouteAction, context, {
      fullName: "Sari",
      email,
      phone: "0812 3456 7890",
      password: "rahasia123",
      brandName: "Warung Sari",
      username: `warung-sari-${kind}`,
      description: "",
    });
    expect((answer as Response).headers.get("Location")).toMatch(/^\/verify-email-sent\?/);
    const mail = await waitForMail(mailDir, email, "Verifikasi email");
    const link = /http:\/\/localhost:3000\/verify-email\?\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expectBothParts(mail, link!, "Verifikasi Email");
  });

  it("sends the reset mail as HTML with a real button and as text", async () => {
    const email = `sari-${kind}@example.com`;
    await postTo(forgotPasswordRoute.action as RouteAction, context, { email });
    await whenMailsSent(context.mailer);
    const mail = await waitForMail(mailDir, email, "Reset password");
    const link = /http:\/\/localhost:3000\/reset-password\?\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expectBothParts(mail, link!, "Reset Password");
  });
});
