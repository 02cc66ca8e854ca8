import { z } from "zod";
import {
  INVALID_VALUE_MESSAGE,
  isSingleLineText,
  optionalText,
  requiredText,
  tooLongMessage,
} from "./form-text";
import { type BusinessKind, ZBusinessKindSchema } from "./business-kind";
import { isMediaUrl } from "./media";
import {
  DEFAULT_PAYMENT_SEND_AT_STATUS,
  PAYMENT_SEND_AT_STATUSES,
  type PaymentSendAtStatus,
} from "./order-status";
import { normalizePhone } from "./phone";
import { ZShopColourSchema } from "./shop-colours";
import { isReservedPath } from "./reserved-paths";
import { ABOUT_USERNAME_ERROR, isValidAboutUsername, USERNAME_RESERVED_ERROR } from "./username";

// Spec §5 about form: brand name, about text, customer-service WhatsApp and e-mail
// required; payment and delivery-cost information optional, the latter only when the
// store delivers. The URL name keeps letters, digits, '-' and '_' (stored lowercase, as
// shop addresses are looked up). Names, contacts and the URL name are single lines; the
// about text, payment and delivery-cost information are paragraphs and keep line breaks.

export const BRAND_MESSAGES = {
  updated: "Brand berhasil diupdate",
  updateFailed: "Gagal mengupdate brand",
  statusUpdated: "Status toko berhasil diupdate",
  statusFailed: "Gagal mengupdate status toko",
  statusInvalid: "Status tidak valid",
  nameRequired: "Nama brand wajib diisi",
  aboutRequired: "Tentang brand wajib diisi",
  whatsappRequired: "WhatsApp layanan pelanggan wajib diisi",
  emailRequired: "Email layanan pelanggan wajib diisi",
  emailInvalid: "Format email tidak valid",
  imageInvalid: "Gambar tidak valid",
  tooManyPriceLists: "Maksimal 20 gambar daftar harga",
  priceListsSaved: "Daftar harga berhasil disimpan",
  priceListsFailed: "Gagal menyimpan daftar harga",
  priceListDeleteConfirm: "Are you sure you want to delete this price list image?",
  priceListDeleted: "Price list image deleted successfully",
  priceListDeleteFailed: "Failed to delete price list image",
  appearanceSaved: "Tampilan toko berhasil disimpan",
  appearanceFailed: "Gagal menyimpan tampilan toko",
} as const;

// A picture's URL is checked against the stored ones later; text that is no URL at all
// (a NUL byte) must not get that far.
const isPictureUrl = (url: string) => isSingleLineText(url) && isMediaUrl(url);

const brandProfileFields = {
  name: requiredText(BRAND_MESSAGES.nameRequired, 120),
  username: z
    .string({ error: ABOUT_USERNAME_ERROR })
    .trim()
    .max(60, { error: tooLongMessage(60) })
    .refine(isValidAboutUsername, { error: ABOUT_USERNAME_ERROR })
    .transform((value) => value.toLowerCase())
    .refine((value) => !isReservedPath(value), { error: USERNAME_RESERVED_ERROR }),
  aboutText: requiredText(BRAND_MESSAGES.aboutRequired, 2000, { multiline: true }),
  // 'Jenis Usaha': what search engines are told the shop is (decision 074).
  businessKind: ZBusinessKindSchema,
  customerServiceWhatsapp: requiredText(BRAND_MESSAGES.whatsappRequired, 30)
    .transform(normalizePhone)
    .refine((phone) => phone.length >= 8, { error: BRAND_MESSAGES.whatsappRequired }),
  customerServiceEmail: requiredText(BRAND_MESSAGES.emailRequired, 200).pipe(
    z.email({ error: BRAND_MESSAGES.emailInvalid }),
  ),
  logoUrl: z
    .string({ error: BRAND_MESSAGES.imageInvalid })
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isPictureUrl(value), {
      error: BRAND_MESSAGES.imageInvalid,
    }),
  paymentInformation: optionalText(2000, { multiline: true }),
  paymentInformationSendAtStatus: z
    .enum(PAYMENT_SEND_AT_STATUSES, { error: INVALID_VALUE_MESSAGE })
    .default(DEFAULT_PAYMENT_SEND_AT_STATUS),
  isDeliveryByStoreEnabled: z.boolean({ error: INVALID_VALUE_MESSAGE }).default(false),
  deliveryCostInformation: optionalText(500, { multiline: true }),
};

// Opening hours are not part of the profile: the hours editor on /admin/store saves them, so
// an About form left open cannot undo them.
export const ZBrandProfileSchema = z
  .object(brandProfileFields)
  // The cost is asked only when the store delivers; without delivery nothing is kept.
  .transform((profile) => ({
    ...profile,
    deliveryCostInformation: profile.isDeliveryByStoreEnabled
      ? profile.deliveryCostInformation
      : null,
  }));

/** Spec §3: price-list images are titled 'Price List N' in the order they were added. */
export function priceListTitle(index: number): string {
  return `Price List ${index + 1}`;
}

export const MAX_PRICE_LISTS = 20;

export const ZNewPriceListsSchema = z.object({
  images: z
    .array(
      z
        .string({ error: BRAND_MESSAGES.imageInvalid })
        .refine(isPictureUrl, { error: BRAND_MESSAGES.imageInvalid }),
      { error: BRAND_MESSAGES.imageInvalid },
    )
    .min(1, { error: BRAND_MESSAGES.imageInvalid })
    .max(MAX_PRICE_LISTS, { error: BRAND_MESSAGES.tooManyPriceLists }),
});

/**
 * The forms of /admin/about, each posted with its `intent`: the profile, the open/closed
 * switch, new price-list images (in their order, as `images[0]`, `images[1]`, …) and the
 * deletion of one. Ids of rows are checked by the use-cases, which answer an unknown one as
 * not found.
 */
export const ZBrandProfileFormSchema = z.object({
  intent: z.literal("update-profile"),
  ...brandProfileFields,
});
export const ZStoreOpenFormSchema = z.object({
  intent: z.literal("set-open"),
  isOpen: z
    .enum(["true", "false"], { error: BRAND_MESSAGES.statusInvalid })
    .transform((value) => value === "true"),
});
export const ZPriceListsFormSchema = ZNewPriceListsSchema.extend({
  intent: z.literal("add-price-lists"),
});
export const ZPriceListDeleteFormSchema = z.object({
  intent: z.literal("delete-price-list"),
  id: z.string().optional(),
});
/** 'Tampilan Toko' (decision 076): the shop's colour and the cover of its home. */
export const ZShopAppearanceSchema = z.object({
  themeColour: ZShopColourSchema.default(""),
  coverImageUrl: z
    .string({ error: BRAND_MESSAGES.imageInvalid })
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isPictureUrl(value), {
      error: BRAND_MESSAGES.imageInvalid,
    }),
});
export const ZShopAppearanceFormSchema = ZShopAppearanceSchema.extend({
  intent: z.literal("update-appearance"),
});
export type ShopAppearance = { themeColour: string | null; coverImageUrl: string | null };

export const ZAboutFormSchema = z.discriminatedUnion("intent", [
  ZBrandProfileFormSchema,
  ZShopAppearanceFormSchema,
  ZStoreOpenFormSchema,
  ZPriceListsFormSchema,
  ZPriceListDeleteFormSchema,
]);
export type TAboutFormSchema = z.output<typeof ZAboutFormSchema>;

/** Each form's toasts (spec §8). */
export const ABOUT_FORM_TEXTS = {
  "update-profile": { success: BRAND_MESSAGES.updated, failure: BRAND_MESSAGES.updateFailed },
  "set-open": { success: BRAND_MESSAGES.statusUpdated, failure: BRAND_MESSAGES.statusFailed },
  "update-appearance": {
    success: BRAND_MESSAGES.appearanceSaved,
    failure: BRAND_MESSAGES.appearanceFailed,
  },
  "add-price-lists": {
    success: BRAND_MESSAGES.priceListsSaved,
    failure: BRAND_MESSAGES.priceListsFailed,
  },
  "delete-price-list": {
    success: BRAND_MESSAGES.priceListDeleted,
    failure: BRAND_MESSAGES.priceListDeleteFailed,
  },
} as const satisfies Record<TAboutFormSchema["intent"], { success: string; failure: string }>;

/** The seller's own brand as /admin/about shows it. */
export type BrandProfile = {
  name: string;
  username: string;
  aboutText: string | null;
  businessKind: BusinessKind;
  customerServiceWhatsapp: string | null;
  customerServiceEmail: string | null;
  logoUrl: string | null;
  isCurrentlyOpen: boolean;
  paymentInformation: string | null;
  paymentInformationSendAtStatus: PaymentSendAtStatus;
  isDeliveryByStoreEnabled: boolean;
  deliveryCostInformation: string | null;
  appearance: ShopAppearance;
  priceLists: { id: string; imageUrl: string; title: string }[];
};

/** The public address of a shop as sellers share it: the site's domain, '/', the name. */
export function shopLink(appUrl: string, username: string): string {
  const url = new URL(appUrl);
  return `${url.host}${url.pathname.replace(/\/$/, "")}/${username}`;
}
