import { xmlText } from "./order-export";

// The texts search engines fetch (decision 074): sitemaps (sitemaps.org 0.9) and robots.txt.

export type SitemapUrl = { url: string; lastModified: string };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** A sitemap of pages: each address with the day it last changed. */
export function sitemapXml(entries: readonly SitemapUrl[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${xmlText(entry.url)}</loc><lastmod>${xmlText(entry.lastModified)}</lastmod></url>`,
  );
  return `${XML_HEAD}\n<urlset xmlns="${NAMESPACE}">\n${urls.join("\n")}\n</urlset>\n`;
}

/** An index of sitemaps: each shop's own. */
export function sitemapIndexXml(entries: readonly SitemapUrl[]): string {
  const sitemaps = entries.map(
    (entry) =>
      `<sitemap><loc>${xmlText(entry.url)}</loc><lastmod>${xmlText(entry.lastModified)}</lastmod></sitemap>`,
  );
  return `${XML_HEAD}\n<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
}

/** Paths no search engine needs: the seller's admin, the APIs, sign-in and carts. */
const PRIVATE_PATHS = ["/admin", "/api/", "/auth", "/register", "/cart", "/*/cart"];

/** The platform's robots.txt: everything public may be read; the index of shops' sitemaps. */
export function robotsTxt(appUrl: string): string {
  return [
    "User-agent: *",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "Allow: /",
    "",
    `Sitemap: ${appUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
