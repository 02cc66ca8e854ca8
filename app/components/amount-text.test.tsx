import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AmountText } from "./amount-text";

describe("AmountText", () => {
  it("keeps every amount of the text whole, the text itself unchanged", () => {
    expect(
      renderToStaticMarkup(
        <AmountText text="Minimal pesanan Rp 50.000 untuk diantar. Tambah Rp 35.000 lagi." />,
      ),
    ).toBe(
      'Minimal pesanan <span class="whitespace-nowrap">Rp 50.000</span> untuk diantar. ' +
        'Tambah <span class="whitespace-nowrap">Rp 35.000</span> lagi.',
    );
  });

  it("keeps a signed amount whole with its sign, and leaves a text without one as it is", () => {
    expect(renderToStaticMarkup(<AmountText text="Potongan -Rp 2.000" />)).toBe(
      'Potongan <span class="whitespace-nowrap">-Rp 2.000</span>',
    );
    expect(renderToStaticMarkup(<AmountText text="Minimal pesanan Rp 50.000." />)).toBe(
      'Minimal pesanan <span class="whitespace-nowrap">Rp 50.000</span>.',
    );
    expect(renderToStaticMarkup(<AmountText text="Gratis ongkir" />)).toBe("Gratis ongkir");
  });
});
