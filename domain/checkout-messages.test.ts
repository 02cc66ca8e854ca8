import { describe, expect, it } from "vitest";
import {
  choicesChangedError,
  productUnavailableError,
  priceChangedError,
  PRICES_CHANGED_ERROR,
} from "./checkout-messages";

describe("productUnavailableError", () => {
  it("names the product the customer sees in the cart", () => {
    expect(productUnavailableError(" Kopi Susu ")).toBe(
      'Produk "Kopi Susu" sudah tidak tersedia. Hapus dari keranjang, lalu coba lagi.',
    );
  });

  it("speaks of a product when the name is unknown", () => {
    expect(productUnavailableError()).toBe(
      "Ada produk di keranjang yang sudah tidak tersedia. Hapus dari keranjang, lalu coba lagi.",
    );
    expect(productUnavailableError("  ")).toBe(productUnavailableError());
  });
});

describe("choicesChangedError", () => {
  it("names the product whose choices the shop no longer offers", () => {
    expect(choicesChangedError(" Kopi Susu ")).toBe(
      "Pilihan untuk Kopi Susu sudah berubah. Hapus dari keranjang lalu pilih lagi.",
    );
  });
});

describe("a price changed since the cart was filled", () => {
  it("refuses the order naming the product and its new price", () => {
    expect(priceChangedError(" Roti Bakar ", 20000)).toBe(
      "Harga Roti Bakar berubah menjadi Rp 20.000. Periksa keranjang lalu kirim lagi.",
    );
    expect(PRICES_CHANGED_ERROR).toBe(
      "Harga beberapa produk berubah. Periksa keranjang lalu kirim lagi.",
    );
  });
});
