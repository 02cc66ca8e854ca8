import type { MailMessage } from "./mailer";

// Indonesian mails carrying the product name from the platform settings.

function layout(siteTitle: string, heading: string, body: string, link: string, action: string) {
  const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html><html lang="id"><body style="font-family:system-ui,sans-serif;background:#f6f6f4;padding:24px;color:#1f2430">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<p style="font-weight:700;color:#0f766e;font-size:18px;margin:0 0 16px">${escape(siteTitle)}</p>
<h1 style="font-size:20px;margin:0 0 12px">${escape(heading)}</h1>
<p style="line-height:1.5">${escape(body)}</p>
<p><a href="${escape(link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escape(action)}</a></p>
<p style="font-size:13px;color:#5b6170;word-break:break-all">Jika tombol tidak berfungsi, buka tautan ini: ${escape(link)}</p>
</div></body></html>`;
}

export function verificationMail(input: {
  to: string;
  name: string;
  siteTitle: string;
  link: string;
}): MailMessage {
  const subject = `Verifikasi email akun ${input.siteTitle} Anda`;
  const body = `Halo ${input.name}, terima kasih sudah mendaftar di ${input.siteTitle}. Klik tombol di bawah untuk memverifikasi email Anda. Link ini berlaku 24 jam dan hanya bisa dipakai sekali.`;
  return {
    to: input.to,
    subject,
    link: input.link,
    text: `${body}\n\n${input.link}\n\nJika Anda tidak mendaftar, abaikan email ini.`,
    html: layout(input.siteTitle, "Verifikasi Email", body, input.link, "Verifikasi Email"),
  };
}

export function resetPasswordMail(input: {
  to: string;
  name: string;
  siteTitle: string;
  link: string;
}): MailMessage {
  const subject = `Reset password akun ${input.siteTitle} Anda`;
  const body = `Halo ${input.name}, kami menerima permintaan reset password untuk akun Anda. Klik tombol di bawah untuk membuat password baru. Link ini berlaku 1 jam dan hanya bisa dipakai sekali.`;
  return {
    to: input.to,
    subject,
    link: input.link,
    text: `${body}\n\n${input.link}\n\nJika Anda tidak meminta reset password, abaikan email ini.`,
    html: layout(input.siteTitle, "Reset Password", body, input.link, "Reset Password"),
  };
}
