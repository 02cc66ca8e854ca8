import fs from "node:fs";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Logger } from "../logger";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about, printed by the dev outbox. */
  link?: string;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
};

/** Real SMTP when `SMTP_URL` is set; otherwise the dev outbox under `DATA_DIR/mail`. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) return createSmtpMailer(options.smtpUrl, options.from);
  return createOutboxMailer(path.join(options.dataDir, "mail"), options.from, options.logger);
}

// A mail server that accepts the connection and then stalls must not hold a registration
// for nodemailer's default minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * nodemailer and the modules it brings are loaded with the first mail, not at start: a
 * server that has sent none (a burst of shop visits after a restart) keeps about 20 MB less.
 */
function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    async send({ to, subject, text, html }) {
      transport ??= import("nodemailer").then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }),
      );
      await (await transport).sendMail({ from, to, subject, text, html });
    },
  };
}

function createOutboxMailer(dir: string, from: string, logger: Logger): Mailer {
  return {
    async send(message) {
      fs.mkdirSync(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const slug = message.to.replace(/[^a-zA-Z0-9]+/g, "_");
      const file = path.join(dir, `${stamp}-${slug}.eml`);
      // Both parts, as SMTP would send them, so the outbox shows the mail's button too.
      const boundary = `gerai-${stamp}`;
      const eml = [
        `From: ${from}`,
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        "MIME-Version: 1.0",
        `Content-Type: multipart/alternative; boundary="${boundary}"`,
        "",
        `--${boundary}`,
        "Content-Type: text/plain; charset=utf-8",
        "",
        message.text,
        `--${boundary}`,
        "Content-Type: text/html; charset=utf-8",
        "",
        message.html,
        `--${boundary}--`,
        "",
      ].join("\n");
      await fs.promises.writeFile(file, eml, { mode: 0o600 });
      logger.info(`Mail to ${message.to}: "${message.subject}" (${file})`);
      if (message.link) logger.info(`  link: ${message.link}`);
    },
  };
}
