import { z } from "zod";
import { INVALID_VALUE_MESSAGE, optionalText, requiredText } from "./form-text";
import { normalizePhone } from "./phone";
import {
  USERNAME_MAX_LENGTH,
  USERNAME_REQUIRED_ERROR,
  validateRegistrationUsername,
} from "./username";

// Spec §5 and §8: account forms and their messages, shared by the forms and the
// server actions.

export const ACCOUNT_MESSAGES = {
  noShop: "Akun ini belum memiliki toko.",
  loginOk: "Login berhasil!",
  invalidCredentials:
    "Email atau password salah. Pastikan akun Anda sudah terdaftar dan terverifikasi.",
  // The spec quotes these three in shorthand ('…'); the full sentence keeps its words and
  // says what to do next.
  emailNotVerified:
    "Email belum terverifikasi. Buka tautan verifikasi di email Anda atau kirim ulang.",
  tooManyAttempts: "Terlalu banyak percobaan login. Silakan coba lagi dalam beberapa menit.",
  loginFailed: "Login gagal. Silakan periksa email dan password Anda.",
  loginException: "Terjadi kesalahan saat login",
  alreadyRegistered: "Email sudah terdaftar. Silakan masuk atau gunakan email lain.",
  registrationFailed: "Registrasi gagal: ",
  brandCreationFailed: "Gagal membuat toko: ",
  /** Follows the two prefixes above in place of a database's or library's own text. */
  unexpectedFailure: "Terjadi kesalahan pada server. Silakan coba lagi.",
  registrationOk: "Registrasi berhasil! Silakan cek email Anda untuk verifikasi akun.",
  verificationMailFailed:
    "Akun berhasil dibuat, tetapi email verifikasi gagal dikirim. Silakan kirim ulang dari halaman berikut.",
  /** Too many registrations or mails from one client (not tied to any address). */
  tooManyRequests: "Terlalu banyak percobaan. Silakan coba lagi nanti.",
  resetLinkInvalid: "Link reset password tidak valid atau sudah expired",
  resetMailSent: "Email reset password telah dikirim!",
  resetOk: "Password berhasil direset! Silakan login dengan password baru.",
  resendFailed: "Gagal mengirim ulang email verifikasi: ",
  resendOk: "Email verifikasi telah dikirim ulang. Periksa kotak masuk atau folder spam Anda.",
  verificationLinkMissingParts: "Link verifikasi tidak valid. Token atau email tidak ditemukan.",
  verificationLinkInvalid: "Tautan verifikasi tidak valid atau sudah kedaluwarsa.",
  /** A used or expired link of an account that is verified already. */
  alreadyVerified: "Email Anda sudah terverifikasi. Silakan masuk.",
  emailRequired: "Silakan masukkan email Anda",
  passwordsDiffer: "Password dan konfirmasi password tidak sama",
  passwordTooShort: "Password minimal 6 karakter",
  passwordTooLong: "Password maksimal 128 karakter",
  passwordInvalidCharacters: "Password berisi karakter yang tidak diizinkan",
  logoutOk: "Berhasil logout",
  logoutFailed: "Terjadi kesalahan saat logout",
} as const;

export const PASSWORD_MIN_LENGTH = 6;
/** better-auth's own ceiling; a longer password is refused here, with our message. */
export const PASSWORD_MAX_LENGTH = 128;
// better-auth counts UTF-16 units (an emoji is two) where zod's max counts characters.
const isWithinPasswordLength = (value: string) => value.length <= PASSWORD_MAX_LENGTH;
/** The longest address mail systems deliver to (RFC 5321 path limit). */
const EMAIL_MAX_LENGTH = 254;

const email = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.emailRequired })
  .max(EMAIL_MAX_LENGTH, { error: "Format email tidak valid" })
  .pipe(z.email({ error: "Format email tidak valid" }))
  .transform((value) => value.toLowerCase());

// Inputs arrive as form fields; anything that is not an object of them is not a form.
const form = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape, { error: INVALID_VALUE_MESSAGE });

export const ZLoginSchema = form({
  email,
  password: z
    .string({ error: "Password wajib diisi" })
    .min(1, { error: "Password wajib diisi" })
    .refine(isWithinPasswordLength, { error: ACCOUNT_MESSAGES.passwordTooLong }),
});

export const ZEmailSchema = form({ email });

/** Signing out posts nothing but the session cookie. */
export const ZSignOutSchema = form({});

/**
 * A verification link's two parts as its page posts them. Whether they belong together is
 * the server's question; a part missing is a link that cannot work.
 */
export const ZVerifyEmailSchema = form({
  token: z
    .string({ error: ACCOUNT_MESSAGES.verificationLinkMissingParts })
    .max(200, { error: ACCOUNT_MESSAGES.verificationLinkInvalid }),
  email: z
    .string({ error: ACCOUNT_MESSAGES.verificationLinkMissingParts })
    .max(EMAIL_MAX_LENGTH, { error: ACCOUNT_MESSAGES.verificationLinkInvalid }),
});

// A new password may hold any character a keyboard types, but no control character: those
// only arrive from a crafted request, never from a person.
const password = z
  .string({ error: ACCOUNT_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: ACCOUNT_MESSAGES.passwordTooShort })
  .refine(isWithinPasswordLength, { error: ACCOUNT_MESSAGES.passwordTooLong })
  .refine((value) => !/\p{Cc}/u.test(value), {
    error: ACCOUNT_MESSAGES.passwordInvalidCharacters,
  });

export const ZResetPasswordSchema = form({
  token: z
    .string({ error: ACCOUNT_MESSAGES.resetLinkInvalid })
    .min(1, { error: ACCOUNT_MESSAGES.resetLinkInvalid })
    .max(200, { error: ACCOUNT_MESSAGES.resetLinkInvalid }),
  password,
  confirmPassword: z.string({ error: ACCOUNT_MESSAGES.passwordsDiffer }),
}).refine((value) => value.password === value.confirmPassword, {
  error: ACCOUNT_MESSAGES.passwordsDiffer,
  path: ["confirmPassword"],
});

// Registration's text fields follow the one text rule (domain/form-text.ts): names, the
// phone and the URL name are single-line, the description keeps its line breaks. Their
// limits are those of the brand profile form, where the same values are edited later.
// The phone's digits and the URL name's rules are checked here too, so the form says what
// is wrong under the field before anything is sent; the server checks them again.
export const PHONE_INVALID_MESSAGE = "Nomor HP tidak valid";
/** The fewest digits of a stored number (62 and the subscriber's digits). */
const PHONE_MIN_DIGITS = 9;

export const ZRegisterSchema = form({
  fullName: requiredText("Nama lengkap wajib diisi", 100),
  email,
  phone: requiredText("Nomor HP wajib diisi", 30).pipe(
    z.string().refine((value) => normalizePhone(value).length >= PHONE_MIN_DIGITS, {
      error: PHONE_INVALID_MESSAGE,
    }),
  ),
  password,
  brandName: requiredText("Nama toko wajib diisi", 120),
  username: requiredText(USERNAME_REQUIRED_ERROR, USERNAME_MAX_LENGTH).pipe(
    z.string().superRefine((value, context) => {
      const username = validateRegistrationUsername(value);
      if (!username.ok) context.addIssue({ code: "custom", message: username.error });
    }),
  ),
  description: optionalText(1000, { multiline: true }),
});

/** First message per field, for showing under each input. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
