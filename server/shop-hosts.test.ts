import { describe, expect, it } from "vitest";
import { isShopDomainPath, shopNameOfMovablePath } from "./shop-hosts";

describe("a shop's own domain's paths", () => {
  it("serves the shop's pages, their data and what they call at the root", () => {
    for (const path of [
      "/",
      "/_.data",
      "/products",
      "/products.data",
      "/products/kue-lapis-0190a1b2",
      "/products/kue-lapis-0190a1b2.data",
      "/cart",
      "/stores.data",
      "/about",
      "/order-tracking",
      "/privasi",
      "/sitemap.xml",
      "/robots.txt",
      "/api/orders",
      "/api/visits",
      "/.well-known/gerai/abc",
      "/__manifest",
      "/assets/entry.client-abc.js",
      "/media/product-images/a-640.webp",
    ]) {
      expect(isShopDomainPath(path), path).toBe(true);
    }
  });

  it("sends the admin, signing in and other shops' pages to the platform", () => {
    for (const path of [
      "/admin",
      "/admin/domain",
      "/auth",
      "/register",
      "/logout",
      "/supports",
      "/sari",
      "/sari/products",
      "/sari/laporkan",
      "/api/uploads",
      "/metrics",
      "/products/a/b",
    ]) {
      expect(isShopDomainPath(path), path).toBe(false);
    }
  });
});

describe("a shop's platform address", () => {
  it("moves its pages to the shop's domain", () => {
    expect(shopNameOfMovablePath("/Sari")).toBe("sari");
    expect(shopNameOfMovablePath("/sari/products/kue-1")).toBe("sari");
    expect(shopNameOfMovablePath("/sari/order-tracking")).toBe("sari");
    expect(shopNameOfMovablePath("/sari/sitemap.xml")).toBe("sari");
  });

  it("keeps its files, its report page and the platform's own paths", () => {
    for (const path of [
      "/",
      "/products",
      "/admin/orders",
      "/sari/nota",
      "/sari/laporkan",
      "/sari/order-tracking/qr",
      "/sari/order-tracking/qris",
      "/sa%20ri",
    ]) {
      expect(shopNameOfMovablePath(path), path).toBeUndefined();
    }
  });
});
