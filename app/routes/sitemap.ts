import { sitemapIndexXml, sitemapXml } from "#domain/sitemap";
import { shopSitemap, shopSitemaps } from "#server/services/search-engines";
import { isShopGoneError } from "#server/services/shop-status";
import type { Route } from "./+types/sitemap";

// /sitemap.xml: the index of every public shop's sitemap; /{username}/sitemap.xml: a shop's
// pages. A shop that is not public has none (404), and is in no index (decision 074). On a
// shop's own domain, /sitemap.xml is the shop's, its pages at the domain's root (decision 081).
const XML_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  // Read again within minutes: a shop that stops being public leaves the index soon.
  "Cache-Control": "public, max-age=300",
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { appUrl } = context.config;
  const domain = context.shopDomain;
  const username = domain?.username ?? params.username;
  if (username === undefined) {
    return new Response(sitemapIndexXml(await shopSitemaps(context.db, appUrl)), {
      headers: XML_HEADERS,
    });
  }
  const text = { "Content-Type": "text/plain; charset=utf-8" };
  let entries;
  try {
    entries = domain
      ? await shopSitemap(context.db, domain.origin, username, "")
      : await shopSitemap(context.db, appUrl, username);
  } catch (error) {
    // A suspended or closed shop: 410, and search engines drop its pages (decision 077).
    if (!isShopGoneError(error)) throw error;
    return new Response(error.message, { status: error.status, headers: text });
  }
  if (!entries) return new Response("Toko tidak ditemukan", { status: 404, headers: text });
  return new Response(sitemapXml(entries), { headers: XML_HEADERS });
}
