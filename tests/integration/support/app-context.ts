import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "#server/config";
import type { AppContext } from "#server/context";
import type { Logger } from "#server/logger";
import type { MailMessage, Mailer } from "#server/mail/mailer";
import { createLocalMediaStorage } from "#server/media/storage";
import { createViewRecorder } from "#server/services/view-recorder";
import type { TestDatabase } from "./databases";

/** Collects mails in memory; SMTP itself is exercised by the end-to-end suite. */
export function createMailbox(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

const silentLogger: Logger = { info() {}, warn() {}, error() {} };

export function createTestContext(
  t: TestDatabase,
  options: { platformAdminEmails?: string; trustProxy?: number } = {},
): AppContext & { mailbox: ReturnType<typeof createMailbox> } {
  const mailbox = createMailbox();
  const config = loadConfig({
    APP_URL: "http://localhost:3000",
    PLATFORM_ADMIN_EMAILS: options.platformAdminEmails ?? "",
    // Proxies in front of the app: X-Forwarded-For then names the client.
    TRUST_PROXY: options.trustProxy === undefined ? undefined : String(options.trustProxy),
  });
  return {
    config,
    db: t.db,
    auth: t.auth,
    logger: silentLogger,
    mailer: mailbox,
    mailbox,
    media: createLocalMediaStorage(fs.mkdtempSync(path.join(os.tmpdir(), "gerai-media-"))),
    // Flushed by the tests that need it; the interval is long enough never to fire.
    views: createViewRecorder(t.db, silentLogger, { flushMs: 60 * 60 * 1000 }),
    cspNonce: undefined,
    clientIp: "127.0.0.1",
  };
}
