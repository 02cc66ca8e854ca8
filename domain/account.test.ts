import { describe, expect, it } from "vitest";
import {
  ACCOUNT_MESSAGES,
  fieldErrorsOf,
  ZEmailSchema,
  ZLoginSchema,
  ZRegisterSchema,
  ZResetPasswordSchema,
  ZVerifyEmailSchema,
} from "./account";

describe("account forms (spec §5)", () => {
  it("login needs e-mail and password", () => {
    const result = ZLoginSchema.safeParse({ email: "", password: "" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrorsOf(result.error)).toEqual({
        email: "Silakan masukkan email Anda",
        password: "Password wajib diisi",
      });
    }
    expect(ZLoginSchema.parse({ email: " Budi@Example.com ", password: "x" }).email).toBe(
      "budi@example.com",
    );
  });

  it("reset needs matching passwords of at least 6 characters", () => {
    const mismatch = ZResetPasswordSchema.safeParse({
      token: "t",
      password: "abcdef",
      confirmPassword: "abcdeg",
    });
    expect(mismatch.success || fieldErrorsOf(mismatch.error)).toEqual({
      confirmPassword: "Password dan konfirmasi password tidak sama",
    });
    const short = ZResetPasswordSchema.safeParse({
      token: "t",
      password: "abc",
      confirmPassword: "abc",
    });
    expect(short.success || fieldErrorsOf(short.error)).toEqual({
      password: "Password minimal 6 karakter",
    });
    expect(
      ZResetPasswordSchema.safeParse({ token: "t", password: "abcdef", confirmPassword: "abcdef" })
        .success,
    ).toBe(true);
  });

  it("resend verification needs an e-mail", () => {
    const result = ZEmailSchema.safeParse({ email: "  " });
    expect(result.success || fieldErrorsOf(result.error)).toEqual({
      email: "Silakan masukkan email Anda",
    });
  });

  it("registration needs everything but the description", () => {
    const result = ZRegisterSchema.safeParse({});
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(Object.keys(fieldErrorsOf(result.error)).sort()).toEqual(
        ["brandName", "email", "fullName", "password", "phone", "username"].sort(),
      );
    }
    const ok = ZRegisterSchema.parse({
      fullName: "Sari",
      email: "sari@example.com",
      phone: "0812-3456",
      password: "rahasia",
      brandName: "Warung",
      username: "warung",
    });
    expect(ok.description).toBeNull();
  });

  it("registration says a short phone and a URL name no shop may have under their fields", () => {
    const base = {
      fullName: "Sari",
      email: "sari@example.com",
      phone: "0812-3456-7890",
      password: "rahasia",
      brandName: "Warung",
      username: "warung-sari",
    };
    const errorsOf = (changes: Record<string, string>) => {
      const result = ZRegisterSchema.safeParse({ ...base, ...changes });
      return result.success || fieldErrorsOf(result.error);
    };
    expect(errorsOf({})).toBe(true);
    expect(errorsOf({ phone: "0812" })).toEqual({ phone: "Nomor HP tidak valid" });
    expect(errorsOf({ phone: "+62 ---" })).toEqual({ phone: "Nomor HP tidak valid" });
    expect(errorsOf({ username: "admin" })).toEqual({
      username: "URL Toko ini tidak dapat digunakan. Silakan pilih URL toko lain.",
    });
    // Nothing of it survives the rule of spec §5: lowercase letters, digits and '-'.
    expect(errorsOf({ username: "!!!" })).toEqual({ username: "URL Toko wajib diisi" });
    // What the form sanitises as it is typed is the server's to sanitise too.
    expect(errorsOf({ username: "Warung Sari" })).toBe(true);
  });

  it("a verification link's parts are both needed", () => {
    const result = ZVerifyEmailSchema.safeParse({ token: "abc" });
    expect(result.success || fieldErrorsOf(result.error)).toEqual({
      email: "Link verifikasi tidak valid. Token atau email tidak ditemukan.",
    });
    expect(ZVerifyEmailSchema.safeParse({ token: "abc", email: "a@b.co" }).success).toBe(true);
  });
});

describe("account forms refuse what no person types", () => {
  const registration = {
    fullName: "Sari",
    email: "sari@example.com",
    phone: "0812 3456 7890",
    password: "rahasia",
    brandName: "Warung",
    username: "warung",
    description: "",
  };
  const errorsOf = (input: Record<string, unknown>) => {
    const result = ZRegisterSchema.safeParse(input);
    return result.success ? {} : fieldErrorsOf(result.error);
  };

  it("keeps names, the phone and the URL name on one line", () => {
    for (const field of ["fullName", "phone", "brandName", "username"] as const) {
      for (const bad of ["Sari\nJaya", "Sari\u0000", "Sari\u202Eayaj", "Sari\u200B"]) {
        expect(errorsOf({ ...registration, [field]: bad })).toEqual({
          [field]: "Berisi karakter yang tidak diizinkan",
        });
      }
    }
  });

  it("lets the description keep its line breaks and nothing else invisible", () => {
    const ok = ZRegisterSchema.parse({ ...registration, description: "Kue basah\r\nKue kering" });
    expect(ok.description).toBe("Kue basah\nKue kering");
    expect(errorsOf({ ...registration, description: "Kue\u0000" })).toEqual({
      description: "Berisi karakter yang tidak diizinkan",
    });
    expect(errorsOf({ ...registration, description: "x".repeat(1001) })).toEqual({
      description: "Maksimal 1000 karakter",
    });
  });

  it("refuses a NUL byte in the e-mail and a control character in a new password", () => {
    expect(errorsOf({ ...registration, email: "sari\u0000@example.com" })).toEqual({
      email: "Format email tidak valid",
    });
    expect(errorsOf({ ...registration, password: "rahasia\u0000" })).toEqual({
      password: "Password berisi karakter yang tidak diizinkan",
    });
  });

  it("answers a password over 128 characters with a message at login, registration and reset", () => {
    const long = "a".repeat(129);
    const login = ZLoginSchema.safeParse({ email: "a@example.com", password: long });
    expect(login.success || fieldErrorsOf(login.error)).toEqual({
      password: "Password maksimal 128 karakter",
    });
    expect(errorsOf({ ...registration, password: long })).toEqual({
      password: "Password maksimal 128 karakter",
    });
    const reset = ZResetPasswordSchema.safeParse({
      token: "t",
      password: long,
      confirmPassword: long,
    });
    expect(reset.success || fieldErrorsOf(reset.error)).toEqual({
      password: "Password maksimal 128 karakter",
    });
    expect(
      ZLoginSchema.safeParse({ email: "a@example.com", password: "a".repeat(128) }).success,
    ).toBe(true);
  });

  it("answers values of the wrong kind in Indonesian", () => {
    expect(errorsOf({ ...registration, fullName: 42 })).toEqual({
      fullName: "Nama lengkap wajib diisi",
    });
    const notAForm = ZEmailSchema.safeParse(null);
    expect(notAForm.success || fieldErrorsOf(notAForm.error)).toEqual({
      form: "Data tidak valid",
    });
  });
});

describe("password length", () => {
  it("counts the units the password hash is limited by, so 65 emoji are too long", () => {
    const result = ZLoginSchema.safeParse({ email: "sari@example.com", password: "😀".repeat(65) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Password maksimal 128 karakter");
    expect(
      ZLoginSchema.safeParse({ email: "sari@example.com", password: "😀".repeat(64) }).success,
    ).toBe(true);
  });

  it("says every account message in full, with the next step, never in shorthand", () => {
    for (const text of Object.values(ACCOUNT_MESSAGES)) {
      expect(text).not.toMatch(/(\.\.\.|…)\s*$/);
    }
    expect(ACCOUNT_MESSAGES.alreadyRegistered).toBe(
      "Email sudah terdaftar. Silakan masuk atau gunakan email lain.",
    );
    expect(ACCOUNT_MESSAGES.emailNotVerified).toBe(
      "Email belum terverifikasi. Buka tautan verifikasi di email Anda atau kirim ulang.",
    );
    expect(ACCOUNT_MESSAGES.resendOk).toBe(
      "Email verifikasi telah dikirim ulang. Periksa kotak masuk atau folder spam Anda.",
    );
  });
});
