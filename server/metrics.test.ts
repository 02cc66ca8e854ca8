import { describe, expect, it } from "vitest";
import { isMetricsAuthorized, routeOf } from "./metrics";

describe("routeOf", () => {
  it("names each route with placeholders, so labels stay few whatever paths arrive", () => {
    expect(
      Object.fromEntries(
        [
          "/",
          "/demo",
          "/demo/",
          "/demo.data",
          "/demo/products",
          "/demo/products.data",
          "/demo/order-tracking",
          "/demo/anything/else",
          "/admin",
          "/admin/orders",
          "/admin/orders/ORD12345678",
          "/admin/trends/product/abc",
          "/admin/wp-login.php",
          "/api/orders",
          "/api/auth/sign-in/email",
          "/api/unknown",
          "/assets/entry-Ab12.js",
          "/media/brands/x.webp",
          "/auth",
          "/AUTH",
          "/healthz",
          "/favicon.svg",
        ].map((path) => [path, routeOf(path)]),
      ),
    ).toEqual({
      "/": "/",
      "/demo": "/:username",
      "/demo/": "/:username",
      "/demo.data": "/:username.data",
      "/demo/products": "/:username/products",
      "/demo/products.data": "/:username/products.data",
      "/demo/order-tracking": "/:username/order-tracking",
      "/demo/anything/else": "/:username/*",
      "/admin": "/admin",
      "/admin/orders": "/admin/orders",
      "/admin/orders/ORD12345678": "/admin/orders/:orderNumber",
      "/admin/trends/product/abc": "/admin/trends/*",
      "/admin/wp-login.php": "/admin/*",
      "/api/orders": "/api/orders",
      "/api/auth/sign-in/email": "/api/auth/*",
      "/api/unknown": "/api/*",
      "/assets/entry-Ab12.js": "/assets/*",
      "/media/brands/x.webp": "/media/*",
      "/auth": "/auth",
      "/AUTH": "/auth",
      "/healthz": "/healthz",
      "/favicon.svg": "/(file)",
    });
  });
});

describe("isMetricsAuthorized", () => {
  it("takes only the exact bearer token", () => {
    const token = "0123456789abcdef";
    expect(isMetricsAuthorized(`Bearer ${token}`, token)).toBe(true);
    expect(isMetricsAuthorized(`Bearer ${token}x`, token)).toBe(false);
    expect(isMetricsAuthorized(token, token)).toBe(false);
    expect(isMetricsAuthorized(undefined, token)).toBe(false);
    expect(isMetricsAuthorized("Bearer ", token)).toBe(false);
  });
});
