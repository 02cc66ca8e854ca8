import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// Reserved top-level paths first (spec §2); any other first segment is a brand slug.
export default [
  layout("routes/public-layout.tsx", [
    index("routes/landing.tsx"),
    route(":username", "routes/brand-home.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
