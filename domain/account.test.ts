import { describe, expect, it } from "vitest";
import {
  fieldErrorsOf,
  ZEmailSchema,
  ZLoginSchema,
  ZRegisterSchema,
  ZResetPasswordSchema,
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
      phone: "0812",
      password: "rahasia",
      brandName: "Warung",
      username: "warung",
    });
    expect(ok.description).toBe("");
  });
});
