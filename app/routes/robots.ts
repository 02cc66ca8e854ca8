import { robotsTxt } from "#domain/sitemap";
import type { Route } from "./+types/robots";

// /robots.txt: the platform's; it names the index of the shops' sitemaps (decision 074).
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.config.appUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
