import { robotsTxt } from "#domain/sitemap";
import type { Route } from "./+types/robots";

// /robots.txt: the platform's; it names the index of the shops' sitemaps (decision 074). On a
// shop's own domain, it names that shop's sitemap there (decision 081).
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.shopDomain?.origin ?? context.config.appUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
