import { describe, expect, it } from "vitest";
import {
  catalogueCategories,
  chosenCategory,
  matchesProductCategory,
  matchesProductSearch,
} from "./product-catalog";

const kopi = { name: "Kopi Susu", description: "Gula aren", category: "makanan-minuman" };
const kaos = { name: "Kaos Kopi", description: null, category: "barang" };
const rapat = { name: "Paket Rapat", description: "Kopi untuk 10 orang", category: "jasa" };
const lama = { name: "Produk Lama", description: null, category: null };

const valuesOf = (products: Parameters<typeof catalogueCategories>[0]) =>
  catalogueCategories(products).map((category) => category.value);

describe("catalogue category chips", () => {
  it("offers only the categories the products use, in the catalogue's order", () => {
    expect(valuesOf([rapat, kopi])).toEqual(["makanan-minuman", "jasa"]);
    expect(valuesOf([kaos, rapat, kopi, kaos])).toEqual(["makanan-minuman", "barang", "jasa"]);
    expect(catalogueCategories([rapat, kaos]).map((category) => category.label)).toEqual([
      "Barang",
      "Jasa",
    ]);
  });

  it("offers no chips when choosing one would change nothing", () => {
    expect(valuesOf([])).toEqual([]);
    expect(valuesOf([lama])).toEqual([]);
    expect(valuesOf([kopi, { ...kopi, name: "Es Teh" }])).toEqual([]);
  });

  it("offers a lone category when some products have none", () => {
    expect(valuesOf([kopi, lama])).toEqual(["makanan-minuman"]);
  });

  it("ignores a stored category the catalogue does not know", () => {
    expect(valuesOf([kopi, kaos, { ...lama, category: "minuman" }])).toEqual([
      "makanan-minuman",
      "barang",
    ]);
  });
});

describe("the chosen chip", () => {
  const categories = catalogueCategories([kopi, kaos]);

  it("is the URL's category when the catalogue offers it", () => {
    expect(chosenCategory(categories, "barang")).toBe("barang");
    expect(chosenCategory(categories, "makanan-minuman")).toBe("makanan-minuman");
  });

  it("is 'Semua' for a missing, unknown or unused category", () => {
    expect(chosenCategory(categories, null)).toBeNull();
    expect(chosenCategory(categories, "")).toBeNull();
    expect(chosenCategory(categories, "martabak")).toBeNull();
    expect(chosenCategory(categories, "Barang")).toBeNull();
    expect(chosenCategory(categories, "jasa")).toBeNull();
  });
});

describe("filtering by chip and search together", () => {
  const products = [kopi, kaos, rapat, lama];
  const namesFor = (category: Parameters<typeof matchesProductCategory>[1], query: string) =>
    products
      .filter(
        (product) =>
          matchesProductCategory(product, category) && matchesProductSearch(product, query),
      )
      .map((product) => product.name);

  it("'Semua' shows every product, those without a category too", () => {
    expect(namesFor(null, "")).toEqual(["Kopi Susu", "Kaos Kopi", "Paket Rapat", "Produk Lama"]);
  });

  it("a chip shows only its category", () => {
    expect(namesFor("barang", "")).toEqual(["Kaos Kopi"]);
    expect(namesFor("jasa", "")).toEqual(["Paket Rapat"]);
  });

  it("a chip and a search both apply", () => {
    expect(namesFor(null, "kopi")).toEqual(["Kopi Susu", "Kaos Kopi", "Paket Rapat"]);
    expect(namesFor("barang", "KOPI")).toEqual(["Kaos Kopi"]);
    expect(namesFor("makanan-minuman", "kaos")).toEqual([]);
  });
});
