import type { MetaDescriptor } from "react-router";
import { brandPageTitle } from "#domain/platform";
import { productPathIn } from "#domain/product-slug";
import { formatRupiah } from "#domain/rupiah";
import { toSingleLine } from "#domain/text-characters";
import { brandMeta } from "./brand-meta";

/**
 * A product's own page (decision 075): the shop page's tags (./brand-meta.ts) made the
 * product's, so a link pasted into WhatsApp previews the product. The title
 * "{product} - {shop}" (the document's after the site's name), its price before its description, its first photo (else the shop's
 * logo), og:type "product" with its price in rupiah, and its Product JSON-LD.
 */
export function productPageMeta(input: {
  product: {
    id: string;
    name: string;
    price: number;
    description: string | null;
    images: string[];
  };
  brand: { name: string; username: string; logoUrl: string | null; basePath?: string };
  /** The platform's name: the document's title follows '<site title> - <page>'. */
  siteTitle: string;
  appUrl: string;
  productStructuredData: unknown;
}): MetaDescriptor[] {
  const { product, brand } = input;
  const tags = brandMeta({
    title: `${product.name} - ${brand.name}`,
    description: [formatRupiah(product.price), toSingleLine(product.description ?? "")]
      .filter(Boolean)
      .join(" · "),
    appUrl: input.appUrl,
    path: productPathIn(brand.basePath ?? `/${brand.username}`, product),
    logoUrl: product.images[0] ?? brand.logoUrl,
  });
  return [
    ...tags.map((tag) => {
      if ("title" in tag) return { title: brandPageTitle(input.siteTitle, tag.title as string) };
      return "property" in tag && tag.property === "og:type" ? { ...tag, content: "product" } : tag;
    }),
    { property: "product:price:amount", content: String(product.price) },
    { property: "product:price:currency", content: "IDR" },
    { "script:ld+json": input.productStructuredData },
  ];
}
