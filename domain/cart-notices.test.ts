import { describe, expect, it } from "vitest";
import { cartLineNoticeText } from "./cart-notices";

describe("what a cart line says about a change", () => {
  it("tells the customer on the line, in rupiah, and what the order leaves out", () => {
    expect(cartLineNoticeText({ kind: "price", from: 15000, to: 20000 })).toBe(
      "Harga berubah: Rp 15.000 → Rp 20.000",
    );
    expect(cartLineNoticeText({ kind: "unavailable" })).toBe(
      "Produk tidak tersedia lagi. Tidak ikut dipesan.",
    );
    expect(cartLineNoticeText({ kind: "sold-out" })).toBe("Habis. Tidak ikut dipesan.");
    expect(cartLineNoticeText({ kind: "sold-out", choice: "Besar" })).toBe(
      "Pilihan Besar sedang habis. Ubah pesanan atau hapus dari keranjang.",
    );
  });
});
