import type { MetaDescriptor } from "react-router";
import { mediaVariantUrl } from "#domain/media";
import { productPath } from "#domain/product-slug";
import { formatRupiah } from "#domain/rupiah";
import { toSingleLine } from "#domain/text-characters";

// Open Graph and Twitter tags for a brand page, so a shop link pasted into WhatsApp
// shows a preview (title, about text, logo, canonical URL from APP_URL). Title and
// description are one line each, whatever the stored text holds (the about text keeps its
// line breaks; names stored before their fields refused control characters may hold any).
// A product's page (decision 075) shows the product instead: its photo, and its price for
// the chat preview and the shops' crawlers.
export function brandMeta(input: {
  title: string;
  description: string | null;
  appUrl: string;
  path: string;
  logoUrl: string | null;
  product?: { price: number; imageUrl: string | undefined };
}): MetaDescriptor[] {
  const url = `${input.appUrl}${input.path}`;
  const title = toSingleLine(input.title);
  const description = toSingleLine(input.description ?? "") || title;
  const picture = input.product?.imageUrl ?? input.logoUrl;
  const image = picture
    ? new URL(mediaVariantUrl(picture, 640), `${input.appUrl}/`).toString()
    : `${input.appUrl}/favicon.svg`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(input.product
      ? [
          { property: "og:type", content: "product" },
          { property: "product:price:amount", content: String(input.product.price) },
          { property: "product:price:currency", content: "IDR" },
        ]
      : [{ property: "og:type", content: "website" }]),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "id_ID" },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/**
 * A product's own page (decision 075): "{product} - {shop}", its price before its
 * description, its first photo, and its Product JSON-LD for search engines.
 */
export function productPageMeta(input: {
  product: {
    id: string;
    name: string;
    price: number;
    description: string | null;
    images: string[];
  };
  brand: { name: string; username: string; logoUrl: string | null };
  appUrl: string;
  productStructuredData: unknown;
}): MetaDescriptor[] {
  const { product, brand } = input;
  return [
    ...brandMeta({
      title: `${product.name} - ${brand.name}`,
      description: [formatRupiah(product.price), toSingleLine(product.description ?? "")]
        .filter(Boolean)
        .join(" · "),
      appUrl: input.appUrl,
      path: productPath(brand.username, product),
      logoUrl: brand.logoUrl,
      product: { price: product.price, imageUrl: product.images[0] },
    }),
    { "script:ld+json": input.productStructuredData },
  ];
}
