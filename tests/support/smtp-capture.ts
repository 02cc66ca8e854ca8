import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type CapturedMail = { to: string; subject: string; text: string; html: string };

/**
 * A real SMTP server on 127.0.0.1 that accepts every message and writes it as JSON into
 * `dir`, so test processes other than this one can read what was mailed.
 */
export async function startSmtpCapture(
  dir: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to]
            .flat()
            .flatMap((address) => address?.value ?? [])
            .map((entry) => entry.address ?? "")
            .join(",");
          const mail: CapturedMail = {
            to,
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
          };
          count += 1;
          const file = path.join(dir, `${Date.now()}-${String(count).padStart(4, "0")}.json`);
          fs.writeFileSync(file, JSON.stringify(mail));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits for the newest mail to `to` (optionally with a subject part) in `dir`. */
export async function waitForMail(
  dir: string,
  to: string,
  subjectIncludes = "",
  timeoutMs = 10_000,
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as CapturedMail;
      if (
        mail.to.toLowerCase().includes(to.toLowerCase()) &&
        mail.subject.includes(subjectIncludes)
      ) {
        return mail;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} (${subjectIncludes}) within ${timeoutMs} ms`);
}

export function linkIn(mail: CapturedMail, pathPart: string): string {
  const link = mail.text.match(new RegExp(`https?://\\S*${pathPart}\\S*`))?.[0];
  if (!link) throw new Error(`No ${pathPart} link in mail "${mail.subject}"`);
  return link;
}
