import { describe, expect, it } from "vitest";
import {
  ABOUT_USERNAME_ERROR,
  isValidAboutUsername,
  sanitizeAboutUsername,
  sanitizeRegistrationUsername,
  suggestUsername,
  USERNAME_TAKEN_ERROR,
  validateRegistrationUsername,
} from "./username";

describe("usernames", () => {
  it("registration: lowercases and keeps only a-z, 0-9 and '-'", () => {
    expect(sanitizeRegistrationUsername("Toko Kue_Enak-2!")).toBe("tokokueenak-2");
  });

  it("registration: refuses empty and reserved names", () => {
    expect(validateRegistrationUsername("!!!")).toEqual({
      ok: false,
      error: "URL Toko wajib diisi",
    });
    expect(validateRegistrationUsername("Admin")).toMatchObject({ ok: false });
    expect(validateRegistrationUsername("order-tracking")).toMatchObject({ ok: false });
    expect(validateRegistrationUsername("Kopi Kita")).toEqual({ ok: true, username: "kopikita" });
  });

  it("suggests a URL name from the shop's name, within the registration's rules", () => {
    expect(suggestUsername("Dapur Bu Sári")).toBe("dapur-bu-sari");
    expect(suggestUsername("  Kopi & Roti_Bakar 99! ")).toBe("kopi-roti-bakar-99");
    expect(suggestUsername("Warung Sari Anak-Anak")).toBe("warung-sari-anak-anak");
    expect(suggestUsername("Éclair Café")).toBe("eclair-cafe");
    expect(suggestUsername("")).toBe("");
    expect(suggestUsername("!!! ???")).toBe("");
    // A name the platform keeps for itself is not offered as it is.
    expect(suggestUsername("About")).toBe("about-toko");
    expect(validateRegistrationUsername(suggestUsername("Admin"))).toMatchObject({ ok: true });
    // Whole words up to the limit, never a word cut in two.
    const long = suggestUsername(
      "Toko Kue Basah dan Jajanan Pasar Tradisional Ibu Sari Makmur Jaya",
    );
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toBe("toko-kue-basah-dan-jajanan-pasar-tradisional-ibu-sari-makmur");
    expect(suggestUsername("a".repeat(80))).toHaveLength(60);
  });

  it("about form: letters, digits, hyphen and underscore, case kept", () => {
    expect(sanitizeAboutUsername("Kopi_Kita-2 !")).toBe("Kopi_Kita-2");
    expect(isValidAboutUsername("Kopi_Kita-2")).toBe(true);
    expect(isValidAboutUsername("kopi kita")).toBe(false);
    expect(isValidAboutUsername("")).toBe(false);
  });

  it("carries the spec's messages", () => {
    expect(USERNAME_TAKEN_ERROR).toBe("URL Toko sudah digunakan. Silakan pilih URL toko lain.");
    expect(ABOUT_USERNAME_ERROR).toBe(
      "Username hanya boleh menggunakan huruf, angka, tanda hubung (-), dan garis bawah (_).",
    );
  });
});

describe("registration username messages", () => {
  it("uses the spec's texts for empty and reserved names", () => {
    expect(validateRegistrationUsername("")).toEqual({ ok: false, error: "URL Toko wajib diisi" });
    expect(validateRegistrationUsername("Admin")).toEqual({
      ok: false,
      error: "URL Toko ini tidak dapat digunakan. Silakan pilih URL toko lain.",
    });
  });

  it("checks the reserved list after sanitising, so disguised names are caught", () => {
    expect(validateRegistrationUsername("Pro ducts!")).toMatchObject({ ok: false });
    expect(validateRegistrationUsername("supports")).toMatchObject({ ok: false });
  });

  it("accepts a name that merely contains a reserved word", () => {
    expect(validateRegistrationUsername("admin-kopi")).toEqual({
      ok: true,
      username: "admin-kopi",
    });
  });

  it("about form keeps letters outside a-z out", () => {
    expect(sanitizeAboutUsername("Kopi.Kita/é")).toBe("KopiKita");
    expect(isValidAboutUsername("kopi.kita")).toBe(false);
  });
});
