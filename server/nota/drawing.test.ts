import { describe, expect, it } from "vitest";
import { notaLayout, type NotaData } from "#domain/nota";
import { drawNota, NOTA_WIDTH, wrapText } from "./drawing";

// A font whose every character is 0.6 of its size wide: the drawing's own arithmetic,
// without a real font's measures.
const measure = (text: string, size: number) => text.length * size * 0.6;

const NOTA: NotaData = {
  shop: { name: "Warung Bu Siti", address: "Jl. Melati No. 5", whatsapp: null, logoUrl: null },
  orderNumber: "ORD12345678",
  createdAt: "2026-11-22T07:05:00.000Z",
  timeZone: "Asia/Jakarta",
  customerName: "Rina",
  deliveryMethod: "Diantar",
  deliveryTimeOption: "Besok, 10:00",
  lines: Array.from({ length: 20 }, (_, index) => ({
    id: `l${index}`,
    productName: `Nasi Goreng Spesial Seafood Porsi Besar dengan Telur Mata Sapi ${index + 1}`,
    quantity: 2,
    unitPrice: 15_000,
    totalPrice: 30_000,
    note: null,
    options: [{ name: "Level", value: "Pedas" }],
  })),
  deliveryFee: 0,
  uniqueCode: 0,
  total: 600_000,
  paymentMethod: null,
  paymentStatus: "dp",
  amountPaid: 100_000,
  trackingUrl: "https://gerai.example/warung/order-tracking?number=ORD12345678",
};

describe("the nota's drawing", () => {
  it("wraps words to the width and cuts a word longer than a line", () => {
    const width = (text: string) => text.length;
    expect(wrapText("satu dua tiga empat", 9, width)).toEqual(["satu dua", "tiga", "empat"]);
    expect(wrapText("abcdefghij", 4, width)).toEqual(["abcd", "efgh", "ij"]);
    expect(wrapText("baris satu\nbaris dua", 20, width)).toEqual(["baris satu", "baris dua"]);
  });

  it("keeps every text inside the page's margins, each line on its own baseline", () => {
    const drawing = drawNota(notaLayout(NOTA), { measure, modules: [[true]], hasLogo: false });
    const texts = drawing.marks.filter((mark) => mark.kind === "text");
    for (const mark of texts) {
      expect(mark.x).toBeGreaterThanOrEqual(24 - 0.001);
      expect(mark.x + measure(mark.text, mark.size)).toBeLessThanOrEqual(NOTA_WIDTH - 24 + 0.001);
    }
    // Long names wrap: more text lines than the nota has rows of figures.
    expect(texts.filter((mark) => mark.text.startsWith("Nasi Goreng"))).toHaveLength(20);
    expect(texts.map((mark) => mark.text)).toContain("Rp 600.000");
    expect(drawing.marks.find((mark) => mark.kind === "stamp")).toMatchObject({
      text: "DP Rp 100.000",
    });
    expect(drawing.height).toBeGreaterThan(texts[texts.length - 1].y);
  });

  it("leaves room for the logo only when there is one", () => {
    const layout = notaLayout(NOTA);
    const without = drawNota(layout, { measure, modules: [[true]], hasLogo: false });
    const withLogo = drawNota(layout, { measure, modules: [[true]], hasLogo: true });
    expect(without.marks.some((mark) => mark.kind === "logo")).toBe(false);
    expect(withLogo.marks.filter((mark) => mark.kind === "logo")).toHaveLength(1);
    expect(withLogo.height).toBeGreaterThan(without.height);
  });
});
