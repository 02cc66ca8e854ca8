import { z } from "zod";
import { INVALID_VALUE_MESSAGE } from "./form-text";

// What kind of business a shop is, as the seller says on her About form ('Jenis Usaha'),
// and the schema.org type search engines read for it in the shop's structured data
// (domain/structured-data.ts). Kept short on purpose: the kinds Gerai's sellers are, each
// with the most specific schema.org type that fits; anything else is a plain local business.

export const BUSINESS_KINDS = {
  umum: { label: "Usaha lainnya", schemaType: "LocalBusiness" },
  "kue-roti": { label: "Toko kue & roti", schemaType: "Bakery" },
  "makanan-berat": { label: "Rumah makan & warung", schemaType: "Restaurant" },
  minuman: { label: "Kedai kopi & minuman", schemaType: "CafeOrCoffeeShop" },
  katering: { label: "Katering & makanan rumahan", schemaType: "FoodEstablishment" },
  kelontong: { label: "Toko kelontong & sembako", schemaType: "GroceryStore" },
  pakaian: { label: "Pakaian & fesyen", schemaType: "ClothingStore" },
  bunga: { label: "Toko bunga", schemaType: "Florist" },
  kecantikan: { label: "Kecantikan & perawatan", schemaType: "HealthAndBeautyBusiness" },
  kerajinan: { label: "Kerajinan & hadiah", schemaType: "Store" },
} as const;

export type BusinessKind = keyof typeof BUSINESS_KINDS;
export const DEFAULT_BUSINESS_KIND: BusinessKind = "umum";

const KIND_NAMES = Object.keys(BUSINESS_KINDS) as [BusinessKind, ...BusinessKind[]];

export const ZBusinessKindSchema = z
  .enum(KIND_NAMES, { error: INVALID_VALUE_MESSAGE })
  .default(DEFAULT_BUSINESS_KIND);

/** A stored value read back: anything no longer (or never) on the list is 'umum'. */
export function businessKindOf(value: unknown): BusinessKind {
  return typeof value === "string" && Object.hasOwn(BUSINESS_KINDS, value)
    ? (value as BusinessKind)
    : DEFAULT_BUSINESS_KIND;
}

/** The choices of the About form's select, in the order shown: 'Usaha lainnya' last. */
export const BUSINESS_KIND_CHOICES: { value: BusinessKind; label: string }[] = [
  ...KIND_NAMES.filter((kind) => kind !== DEFAULT_BUSINESS_KIND),
  DEFAULT_BUSINESS_KIND,
].map((kind) => ({ value: kind, label: BUSINESS_KINDS[kind].label }));
