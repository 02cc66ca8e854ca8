import { describe, expect, it } from "vitest";
import {
  catalogueCategories,
  chosenCategory,
  matchesProductCategory,
  matchesProductSearch,
} from "./product-catalog";

// Her categories, in her order.
const NAMES = ["Kue Basah", "Roti", "Kue Kering", "Hampers"];
const lapis = { name: "Lapis Legit", description: "Mentega wisman", category: "Kue Basah" };
const sobek = { name: "Roti Sobek", description: null, category: "Roti" };
const parsel = { name: "Parsel Lebaran", description: "Nastar dan roti", category: "Hampers" };
const lama = { name: "Produk Lama", description: null, category: null };

describe("catalogue category chips", () => {
  it("offers her categories that listed products are in, in her order", () => {
    expect(catalogueCategories([parsel, lapis], NAMES)).toEqual(["Kue Basah", "Hampers"]);
    expect(catalogueCategories([sobek, parsel, lapis, sobek], NAMES)).toEqual([
      "Kue Basah",
      "Roti",
      "Hampers",
    ]);
    expect(catalogueCategories([sobek, parsel], ["Hampers", "Roti"])).toEqual(["Hampers", "Roti"]);
  });

  it("offers no chips when choosing one would change nothing", () => {
    expect(catalogueCategories([], NAMES)).toEqual([]);
    expect(catalogueCategories([lama], NAMES)).toEqual([]);
    expect(catalogueCategories([lapis, { ...lapis, name: "Kue Lumpur" }], NAMES)).toEqual([]);
  });

  it("offers a lone category when some products have none", () => {
    expect(catalogueCategories([lapis, lama], NAMES)).toEqual(["Kue Basah"]);
  });

  it("offers no chip for a category without products", () => {
    expect(catalogueCategories([lapis, sobek], NAMES)).not.toContain("Kue Kering");
  });
});

describe("the chosen chip", () => {
  const categories = catalogueCategories([lapis, sobek], NAMES);

  it("is the URL's category when the catalogue offers it, whatever its case", () => {
    expect(chosenCategory(categories, "Roti")).toBe("Roti");
    expect(chosenCategory(categories, "kue basah")).toBe("Kue Basah");
    expect(chosenCategory(categories, "KUE BASAH")).toBe("Kue Basah");
  });

  it("is 'Semua' for a missing, unknown or unused category", () => {
    expect(chosenCategory(categories, null)).toBeNull();
    expect(chosenCategory(categories, "")).toBeNull();
    expect(chosenCategory(categories, "martabak")).toBeNull();
    expect(chosenCategory(categories, "Kue Kering")).toBeNull();
  });
});

describe("filtering by chip and search together", () => {
  const products = [lapis, sobek, parsel, lama];
  const namesFor = (category: string | null, query: string) =>
    products
      .filter(
        (product) =>
          matchesProductCategory(product, category) && matchesProductSearch(product, query),
      )
      .map((product) => product.name);

  it("'Semua' shows every product, those without a category too", () => {
    expect(namesFor(null, "")).toEqual([
      "Lapis Legit",
      "Roti Sobek",
      "Parsel Lebaran",
      "Produk Lama",
    ]);
  });

  it("a chip shows only its category", () => {
    expect(namesFor("Roti", "")).toEqual(["Roti Sobek"]);
    expect(namesFor("Hampers", "")).toEqual(["Parsel Lebaran"]);
  });

  it("a chip and a search both apply; the search finds a category's name too", () => {
    expect(namesFor(null, "roti")).toEqual(["Roti Sobek", "Parsel Lebaran"]);
    expect(namesFor(null, "KUE BASAH")).toEqual(["Lapis Legit"]);
    expect(namesFor("Hampers", "ROTI")).toEqual(["Parsel Lebaran"]);
    expect(namesFor("Roti", "lapis")).toEqual([]);
  });
});
