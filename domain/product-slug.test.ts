import { describe, expect, it } from "vitest";
import {
  findProductBySlug,
  productIdPart,
  productPath,
  productSlug,
  slugify,
} from "./product-slug";

const ID = "3f2a9c1b-7d4e-4f00-9a1b-2c3d4e5f6a7b";

describe("product slugs", () => {
  it("makes a readable slug from the name: lower case, accents dropped, words joined by '-'", () => {
    expect(slugify("Kopi Susu Gula Aren")).toBe("kopi-susu-gula-aren");
    expect(slugify("  Crème Brûlée (Besar) — 2x!! ")).toBe("creme-brulee-besar-2x");
    expect(slugify("Es Teh / Jeruk")).toBe("es-teh-jeruk");
    expect(slugify("🍰🍰")).toBe("");
    expect(slugify("!!!")).toBe("");
  });

  it("caps the name part near 60 characters at a word's end, with no trailing '-'", () => {
    const long = slugify(
      "Nasi Goreng Kampung Spesial Telur Mata Sapi Ayam Suwir Kerupuk Acar Sambal",
    );
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toBe("nasi-goreng-kampung-spesial-telur-mata-sapi-ayam-suwir");
    expect(slugify("a".repeat(80))).toBe("a".repeat(60));
  });

  it("ends with the id's first 8 hex characters, or the id alone for a name with no letters", () => {
    expect(productSlug({ id: ID, name: "Kopi Susu Gula Aren" })).toBe(
      "kopi-susu-gula-aren-3f2a9c1b",
    );
    expect(productSlug({ id: ID.toUpperCase(), name: "Kopi" })).toBe("kopi-3f2a9c1b");
    expect(productSlug({ id: ID, name: "🍰" })).toBe("3f2a9c1b");
    expect(productPath("kopi-senja", { id: ID, name: "Es Kopi" })).toBe(
      "/kopi-senja/products/es-kopi-3f2a9c1b",
    );
  });

  it("falls back to the whole id, made URL-safe, when it does not start with hex", () => {
    expect(productIdPart("demo-kopi")).toBe("demo-kopi");
    expect(productIdPart("Produk_01")).toBe("produk-01");
    expect(productSlug({ id: "demo-kopi", name: "Kopi" })).toBe("kopi-demo-kopi");
  });

  it("finds a product by its id part whatever the name part says", () => {
    const kopi = { id: ID, name: "Kopi Susu" };
    const teh = { id: "0badc0de-0000-4000-8000-000000000000", name: "Teh" };
    const products = [kopi, teh];
    expect(findProductBySlug("kopi-susu-3f2a9c1b", products)).toBe(kopi);
    expect(findProductBySlug("nama-lama-3f2a9c1b", products)).toBe(kopi);
    expect(findProductBySlug("3f2a9c1b", products)).toBe(kopi);
    expect(findProductBySlug("KOPI-SUSU-3F2A9C1B", products)).toBe(kopi);
    expect(findProductBySlug("teh-0badc0de", products)).toBe(teh);
    expect(findProductBySlug("kopi-susu", products)).toBeUndefined();
    expect(findProductBySlug("kopi-susu-3f2a9c1", products)).toBeUndefined();
    expect(findProductBySlug("x3f2a9c1b", products)).toBeUndefined();
    expect(findProductBySlug("", products)).toBeUndefined();
  });

  it("tells two products whose ids start alike apart by the name part, else takes the first", () => {
    const first = { id: "3f2a9c1b-0000-4000-8000-000000000001", name: "Roti" };
    const second = { id: "3f2a9c1b-0000-4000-8000-000000000002", name: "Kue" };
    expect(findProductBySlug("kue-3f2a9c1b", [first, second])).toBe(second);
    expect(findProductBySlug("roti-3f2a9c1b", [first, second])).toBe(first);
    expect(findProductBySlug("lain-3f2a9c1b", [first, second])).toBe(first);
  });
});
