import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// Reserved top-level paths first (spec §2); any other first segment is a brand slug.
export default [
  route("logout", "routes/logout.tsx"),
  route("api/visits", "routes/api/visits.ts"),
  route("api/uploads", "routes/api/uploads.ts"),
  route("api/orders", "routes/api/orders.ts"),
  route("api/ordering-window", "routes/api/ordering-window.ts"),
  route("api/cart-products", "routes/api/cart-products.ts"),
  ...prefix("admin", [
    // The installable admin: public files outside the signed-in layout.
    route("manifest.webmanifest", "routes/admin/manifest.ts"),
    route("icons/:file", "routes/admin/app-icon.ts"),
    route("sw.js", "routes/admin/service-worker.ts"),
    route("offline", "routes/admin/offline.ts"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/index.tsx"),
      route("links", "routes/admin/links.tsx"),
      route("products", "routes/admin/products.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("orders/:orderNumber", "routes/admin/order-detail.tsx"),
      route("store", "routes/admin/store.tsx"),
      route("about", "routes/admin/about.tsx", { id: "admin-about" }),
      route("platform-settings", "routes/admin/platform-settings.tsx"),
      route("supports", "routes/supports.tsx", { id: "admin-supports" }),
      route("*", "routes/admin/not-found.tsx", { id: "admin-not-found" }),
    ]),
  ]),
  layout("routes/public-layout.tsx", [
    index("routes/landing.tsx"),
    layout("routes/auth/layout.tsx", [
      route("auth", "routes/auth/login.tsx"),
      route("register", "routes/auth/register.tsx"),
      route("forgot-password", "routes/auth/forgot-password.tsx"),
      route("reset-password", "routes/auth/reset-password.tsx"),
      route("verify-email-sent", "routes/auth/verify-email-sent.tsx"),
      route("verify-email", "routes/auth/verify-email.tsx"),
      route("email-not-verified", "routes/auth/email-not-verified.tsx"),
    ]),
    route("products", "routes/shop-directory.tsx", { id: "platform-products" }),
    route("cart", "routes/platform-cart.tsx", { id: "platform-cart" }),
    route("stores", "routes/stores.tsx", { id: "platform-stores" }),
    route("about", "routes/about.tsx", { id: "platform-about" }),
    route("supports", "routes/supports.tsx"),
    route("order-tracking", "routes/order-tracking.tsx", { id: "platform-order-tracking" }),
    route(":username", "routes/brand-home.tsx"),
    route(":username/products", "routes/products.tsx", { id: "brand-products" }),
    route(":username/cart", "routes/cart.tsx", { id: "brand-cart" }),
    route(":username/stores", "routes/stores.tsx", { id: "brand-stores" }),
    route(":username/about", "routes/about.tsx", { id: "brand-about" }),
    route(":username/order-tracking", "routes/order-tracking.tsx", {
      id: "brand-order-tracking",
    }),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
