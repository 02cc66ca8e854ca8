import { BUSINESS_KINDS, type BusinessKind } from "./business-kind";
import { DAYS, type Day, type OperationalHours } from "./operational-hours";
import { formatPhoneDisplay } from "./phone";
import { toSingleLine } from "./text-characters";

// The shop as search engines read it: schema.org JSON-LD in the shop home's head (decision
// 074). A LocalBusiness of the seller's kind ('Jenis Usaha': a Bakery, a Restaurant, …) with
// its address and telephone from its stores and contacts, and its weekly hours as
// openingHoursSpecification. Only what the shop shows anyway goes in.

const SCHEMA_DAYS: Record<Day, string> = {
  senin: "Monday",
  selasa: "Tuesday",
  rabu: "Wednesday",
  kamis: "Thursday",
  jumat: "Friday",
  sabtu: "Saturday",
  minggu: "Sunday",
};

export type OpeningHoursSpecification = {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string[];
  opens: string;
  closes: string;
};

/**
 * The week's hours, days with the same hours together, in the week's order from Monday.
 * A closed day is left out (schema.org: not listed, not open); open around the clock
 * (the same time for opening and closing, decision of spec §3) is 00:00–23:59; a closing
 * time before the opening one runs past midnight, as schema.org reads it too.
 */
export function openingHoursSpecification(hours: OperationalHours): OpeningHoursSpecification[] {
  const groups: OpeningHoursSpecification[] = [];
  for (const day of DAYS) {
    const { isOpen, openTime, closeTime } = hours[day];
    if (!isOpen) continue;
    const isAroundTheClock = openTime === closeTime;
    const opens = isAroundTheClock ? "00:00" : openTime;
    const closes = isAroundTheClock ? "23:59" : closeTime;
    const same = groups.find((group) => group.opens === opens && group.closes === closes);
    if (same) same.dayOfWeek.push(SCHEMA_DAYS[day]);
    else
      groups.push({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [SCHEMA_DAYS[day]],
        opens,
        closes,
      });
  }
  return groups;
}

export type StructuredStore = { name: string; address: string; phone: string };

export type ShopStructuredInput = {
  name: string;
  description: string | null;
  /** The shop home's absolute URL. */
  url: string;
  /** The logo's absolute URL, if any. */
  imageUrl: string | null;
  kind: BusinessKind;
  /** The shop's number as stored (62812…, or as typed), if any. */
  phone: string | null;
  /** Its stores in the order the shop lists them; the first is its address. */
  stores: readonly StructuredStore[];
  hours: OperationalHours;
};

/** In international form (+62…), as the shop's pages show it; none for an empty one. */
const telephone = (phone: string) => formatPhoneDisplay(phone) || undefined;

const postalAddress = (address: string) => ({
  "@type": "PostalAddress",
  streetAddress: toSingleLine(address),
  addressCountry: "ID",
});

/** The shop's LocalBusiness (or the more specific type of its kind) as JSON-LD. */
export function shopStructuredData(shop: ShopStructuredInput): Record<string, unknown> {
  const [main, ...others] = shop.stores;
  const description = toSingleLine(shop.description ?? "");
  const phone = shop.phone ? telephone(shop.phone) : main ? telephone(main.phone) : undefined;
  const hours = openingHoursSpecification(shop.hours);
  return {
    "@context": "https://schema.org",
    "@type": BUSINESS_KINDS[shop.kind].schemaType,
    "@id": `${shop.url}#toko`,
    name: toSingleLine(shop.name),
    url: shop.url,
    ...(description && { description }),
    ...(shop.imageUrl && { image: shop.imageUrl, logo: shop.imageUrl }),
    ...(phone && { telephone: phone }),
    ...(main && { address: postalAddress(main.address) }),
    ...(hours.length > 0 && { openingHoursSpecification: hours }),
    // The other stores, each a place of the same business with its own address.
    ...(others.length > 0 && {
      department: others.map((store) => ({
        "@type": BUSINESS_KINDS[shop.kind].schemaType,
        name: toSingleLine(store.name),
        address: postalAddress(store.address),
        ...(telephone(store.phone) && { telephone: telephone(store.phone) }),
      })),
    }),
  };
}

export type ProductStructuredInput = {
  name: string;
  description: string | null;
  price: number;
  isSoldOut: boolean;
  /** The product page's canonical absolute URL. */
  url: string;
  /** Its photos' absolute URLs, the first first. */
  imageUrls: readonly string[];
  /** The shop selling it, by name and home URL (the shop home's LocalBusiness id). */
  shop: { name: string; url: string };
};

/** A product page's Product with its Offer (price in rupiah, in stock or sold out). */
export function productStructuredData(product: ProductStructuredInput): Record<string, unknown> {
  const description = toSingleLine(product.description ?? "");
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${product.url}#produk`,
    name: toSingleLine(product.name),
    url: product.url,
    ...(description && { description }),
    ...(product.imageUrls.length > 0 && { image: [...product.imageUrls] }),
    brand: { "@type": "Brand", name: toSingleLine(product.shop.name) },
    offers: {
      "@type": "Offer",
      url: product.url,
      price: String(Math.round(product.price)),
      priceCurrency: "IDR",
      availability: product.isSoldOut ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      seller: {
        "@type": "Organization",
        "@id": `${product.shop.url}#toko`,
        name: toSingleLine(product.shop.name),
        url: product.shop.url,
      },
    },
  };
}
