import type { MailMessage } from "./mailer";

// Indonesian mails carrying the product name from the platform settings, each sent as HTML
// with a real button and as plain text. Mail programs drop style sheets and many ignore a
// link's padding, so the button is a link inside a one-cell table, styled inline on both
// (the "bulletproof button"); layout tables say role="presentation" so that screen readers
// do not read them as data. The text part says the same without a button to click.

const BRAND_COLOR = "#0f766e";

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

type MailContent = {
  siteTitle: string;
  heading: string;
  /** Before the button: says to click the button below. */
  intro: string;
  /** Text quoted after the intro as it was written, line breaks kept (a report's details). */
  quote?: string;
  link: string;
  action: string;
  /** After the button: how long the link lasts, what to do if it was not asked for. */
  outro: string;
};

function html({ siteTitle, heading, intro, quote, link, action, outro }: MailContent): string {
  const href = escapeHtml(link);
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(heading)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f6f6f4;color:#1f2430;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f6f6f4">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:480px;background-color:#ffffff;border-radius:12px">
<tr><td style="padding:24px">
<p style="margin:0 0 16px;font-size:18px;font-weight:700;color:${BRAND_COLOR}">${escapeHtml(siteTitle)}</p>
<h1 style="margin:0 0 12px;font-size:20px;line-height:1.3;color:#1f2430">${escapeHtml(heading)}</h1>
<p style="margin:0 0 20px;font-size:16px;line-height:1.5">${escapeHtml(intro)}</p>
${quote === undefined ? "" : `<p style="margin:0 0 20px;padding:12px;border-left:4px solid #d4d4d0;background-color:#f6f6f4;font-size:15px;line-height:1.5;white-space:pre-wrap">${escapeHtml(quote)}</p>\n`}<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px">
<tr><td align="center" bgcolor="${BRAND_COLOR}" style="border-radius:8px;background-color:${BRAND_COLOR}">
<a href="${href}" target="_blank" style="display:inline-block;padding:14px 24px;min-width:160px;border-radius:8px;background-color:${BRAND_COLOR};color:#ffffff;font-size:16px;font-weight:600;line-height:20px;text-align:center;text-decoration:none">${escapeHtml(action)}</a>
</td></tr>
</table>
<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#3f4451">${escapeHtml(outro)}</p>
<p style="margin:0;font-size:13px;line-height:1.5;color:#5b6170;word-break:break-all">Jika tombol tidak berfungsi, salin alamat ini ke browser Anda: ${href}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** The same mail as text: the link on a line of its own, nothing to click but the link. */
function text(content: { greeting: string; textIntro: string; link: string; outro: string }) {
  return `${content.greeting}\n\n${content.textIntro}\n\n${content.link}\n\n${content.outro}\n`;
}

export function verificationMail(input: {
  to: string;
  name: string;
  siteTitle: string;
  link: string;
}): MailMessage {
  const subject = `Verifikasi email akun ${input.siteTitle} Anda`;
  const greeting = `Halo ${input.name}, terima kasih sudah mendaftar di ${input.siteTitle}.`;
  const outro =
    "Link ini berlaku 24 jam dan hanya bisa dipakai sekali. Jika Anda tidak mendaftar, abaikan email ini.";
  return {
    to: input.to,
    subject,
    link: input.link,
    text: text({
      greeting,
      textIntro: "Buka tautan di bawah untuk memverifikasi email Anda:",
      link: input.link,
      outro,
    }),
    html: html({
      siteTitle: input.siteTitle,
      heading: "Verifikasi Email",
      intro: `${greeting} Klik tombol di bawah untuk memverifikasi email Anda.`,
      link: input.link,
      action: "Verifikasi Email",
      outro,
    }),
  };
}

export function resetPasswordMail(input: {
  to: string;
  name: string;
  siteTitle: string;
  link: string;
}): MailMessage {
  const subject = `Reset password akun ${input.siteTitle} Anda`;
  const greeting = `Halo ${input.name}, kami menerima permintaan reset password untuk akun Anda.`;
  const outro =
    "Link ini berlaku 1 jam dan hanya bisa dipakai sekali. Jika Anda tidak meminta reset password, abaikan email ini.";
  return {
    to: input.to,
    subject,
    link: input.link,
    text: text({
      greeting,
      textIntro: "Buka tautan di bawah untuk membuat password baru:",
      link: input.link,
      outro,
    }),
    html: html({
      siteTitle: input.siteTitle,
      heading: "Reset Password",
      intro: `${greeting} Klik tombol di bawah untuk membuat password baru.`,
      link: input.link,
      action: "Reset Password",
      outro,
    }),
  };
}

export function invitationMail(input: {
  to: string;
  inviterName: string;
  shopName: string;
  roleLabel: string;
  siteTitle: string;
  link: string;
}): MailMessage {
  const subject = `Undangan menjadi anggota toko ${input.shopName} di ${input.siteTitle}`;
  const greeting = `Halo, ${input.inviterName} mengundang Anda menjadi ${input.roleLabel} di toko ${input.shopName}.`;
  const outro =
    "Link ini berlaku 7 hari dan hanya bisa dipakai sekali. Jika Anda tidak mengenal pengirimnya, abaikan email ini.";
  return {
    to: input.to,
    subject,
    link: input.link,
    text: text({
      greeting,
      textIntro: "Buka tautan di bawah untuk menerima undangan:",
      link: input.link,
      outro,
    }),
    html: html({
      siteTitle: input.siteTitle,
      heading: "Undangan Anggota Toko",
      intro: `${greeting} Klik tombol di bawah untuk menerima undangan.`,
      link: input.link,
      action: "Terima Undangan",
      outro,
    }),
  };
}

/** To a platform admin: a shop's first report of the day (decision 079). */
export function shopReportMail(input: {
  to: string;
  subject: string;
  shopName: string;
  username: string;
  reasonLabel: string;
  details: string;
  siteTitle: string;
  link: string;
}): MailMessage {
  const greeting = `Ada laporan baru tentang toko ${input.shopName} (/${input.username}). Alasan: ${input.reasonLabel}.`;
  const outro =
    "Email ini dikirim untuk laporan pertama sebuah toko setiap hari; laporan berikutnya hari ini hanya muncul di daftar.";
  return {
    to: input.to,
    subject: input.subject,
    link: input.link,
    text: `${greeting}\n\n${input.details}\n\nBuka daftar laporan:\n\n${input.link}\n\n${outro}\n`,
    html: html({
      siteTitle: input.siteTitle,
      heading: "Laporan Baru",
      intro: greeting,
      quote: input.details,
      link: input.link,
      action: "Buka Laporan",
      outro,
    }),
  };
}
