import { z } from "zod";

// Spec §5 and §8: account forms and their messages, shared by the forms and the
// server actions.

export const ACCOUNT_MESSAGES = {
  loginOk: "Login berhasil!",
  invalidCredentials:
    "Email atau password salah. Pastikan akun Anda sudah terdaftar dan terverifikasi.",
  emailNotVerified: "Email belum terverifikasi...",
  tooManyAttempts: "Terlalu banyak percobaan login. Silakan coba lagi dalam beberapa menit.",
  loginFailed: "Login gagal. Silakan periksa email dan password Anda.",
  loginException: "Terjadi kesalahan saat login",
  alreadyRegistered: "Email sudah terdaftar...",
  registrationFailed: "Registrasi gagal: ",
  brandCreationFailed: "Gagal membuat toko: ",
  registrationOk: "Registrasi berhasil! Silakan cek email Anda untuk verifikasi akun.",
  resetLinkInvalid: "Link reset password tidak valid atau sudah expired",
  resetMailSent: "Email reset password telah dikirim!",
  resetOk: "Password berhasil direset! Silakan login dengan password baru.",
  resendFailed: "Gagal mengirim ulang email verifikasi: ",
  resendOk: "Email verifikasi telah dikirim ulang...",
  verificationLinkMissingParts: "Link verifikasi tidak valid. Token atau email tidak ditemukan.",
  verificationLinkInvalid: "Link verifikasi tidak valid atau sudah kedaluwarsa.",
  emailRequired: "Silakan masukkan email Anda",
  passwordsDiffer: "Password dan konfirmasi password tidak sama",
  passwordTooShort: "Password minimal 6 karakter",
  logoutOk: "Berhasil logout",
  logoutFailed: "Terjadi kesalahan saat logout",
} as const;

export const PASSWORD_MIN_LENGTH = 6;

const email = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.emailRequired })
  .pipe(z.email({ error: "Format email tidak valid" }))
  .transform((value) => value.toLowerCase());

const required = (label: string) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, { error: `${label} wajib diisi` });

export const ZLoginSchema = z.object({
  email,
  password: z.string({ error: "Password wajib diisi" }).min(1, { error: "Password wajib diisi" }),
});
export type TLogin = z.infer<typeof ZLoginSchema>;

export const ZEmailSchema = z.object({ email });

const password = z
  .string({ error: ACCOUNT_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: ACCOUNT_MESSAGES.passwordTooShort })
  .max(128, { error: "Password maksimal 128 karakter" });

export const ZResetPasswordSchema = z
  .object({
    token: z.string().min(1, { error: ACCOUNT_MESSAGES.resetLinkInvalid }),
    password,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ["confirmPassword"],
  });

export const ZRegisterSchema = z.object({
  fullName: required("Nama lengkap"),
  email,
  phone: required("Nomor HP"),
  password,
  brandName: required("Nama toko"),
  username: required("URL Toko"),
  description: z.string().trim().max(1000).optional().default(""),
});
export type TRegister = z.infer<typeof ZRegisterSchema>;

/** First message per field, for showing under each input. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
