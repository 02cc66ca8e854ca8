import { describe, expect, it } from "vitest";
import {
  ZEraseCustomerSchema,
  ZRetentionSchema,
  marketingConsentText,
  retentionCutoff,
  retentionLabel,
} from "./personal-data";
import { shopPrivacyNotice } from "./privacy-notice";

describe("customers' personal data (decision 070)", () => {
  it("words the consent with the shop's name", () => {
    expect(marketingConsentText("Kue Bu Sinta")).toBe(
      "Saya bersedia menerima info promo dari Kue Bu Sinta lewat WhatsApp.",
    );
  });

  it("puts the retention cutoff the same instant whole months earlier", () => {
    const now = new Date("2026-11-29T05:00:00.000Z");
    expect(retentionCutoff(now, 24).toISOString()).toBe("2024-11-29T05:00:00.000Z");
    expect(retentionCutoff(now, 6).toISOString()).toBe("2026-05-29T05:00:00.000Z");
    // A day the earlier month lacks is its last.
    expect(retentionCutoff(new Date("2026-03-31T01:00:00.000Z"), 1).toISOString()).toBe(
      "2026-02-28T01:00:00.000Z",
    );
    expect(retentionCutoff(new Date("2024-08-31T01:00:00.000Z"), 6).toISOString()).toBe(
      "2024-02-29T01:00:00.000Z",
    );
  });

  it("names periods in months or years", () => {
    expect(retentionLabel(6)).toBe("6 bulan");
    expect(retentionLabel(36)).toBe("3 tahun");
  });

  it("accepts only the offered retention periods", () => {
    expect(ZRetentionSchema.safeParse({ intent: "save-retention", months: "12" }).success).toBe(
      true,
    );
    expect(ZRetentionSchema.safeParse({ intent: "save-retention", months: "7" }).success).toBe(
      false,
    );
  });

  it("erases only when the number is typed again the same, however it is written", () => {
    const erase = (phone: string, confirmPhone: string) =>
      ZEraseCustomerSchema.safeParse({ intent: "erase-customer", phone, confirmPhone });
    expect(erase("0812-3456-7890", "+62 812 3456 7890")).toMatchObject({
      success: true,
      data: { phone: "6281234567890" },
    });
    const refused = erase("081234567890", "081234567891");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      "Nomor konfirmasi tidak sama. Tidak ada data yang diubah.",
    );
  });

  it("writes the shop's notice from its settings", () => {
    const text = shopPrivacyNotice({
      shopName: "Kue Bu Sinta",
      retentionMonths: 12,
      whatsapp: "6281277778888",
      email: "sinta@example.com",
      siteTitle: "Gerai",
    })
      .flatMap((section) => [section.title, ...section.paragraphs])
      .join("\n");
    expect(text).toContain("nama, nomor WhatsApp, alamat dan lokasi pengantaran");
    expect(text).toContain("disimpan 1 tahun setelah pesanan terakhir");
    expect(text).toContain("WhatsApp +6281277778888 atau e-mail sinta@example.com");
  });
});
