import { z } from "zod";
import { isHttpUrl, isSingleLineText, requiredText } from "./form-text";
import { isMediaUrl } from "./media";
import { normalizePhone } from "./phone";
import { ZShopHoursFormSchema } from "./shop-hours";

// Spec §5 store form: name, address, phone and maps link required; several photos, the
// first one the main photo. Maps links must be http(s) (ARCHITECTURE deviation 5). The
// address is typed in a text area and keeps its line breaks; the rest are single lines.

export const STORE_MESSAGES = {
  nameRequired: "Nama toko wajib diisi",
  addressRequired: "Alamat wajib diisi",
  phoneRequired: "Nomor WhatsApp wajib diisi",
  mapsRequired: "Tautan Google Maps wajib diisi",
  mapsInvalid: "Tautan Google Maps harus diawali http:// atau https://",
  imageInvalid: "Foto tidak valid",
  tooManyPhotos: "Maksimal 10 foto",
  created: "Store berhasil dibuat",
  createFailed: "Gagal membuat store",
  updated: "Store berhasil diupdate",
  updateFailed: "Gagal mengupdate store",
  // Spec §8 texts for a separate photo save; photos are saved with the store here.
  photosUpdated: "Foto store berhasil diupdate",
  photosUpdateFailed: "Gagal mengupdate foto store",
  photoDeleted: "Foto berhasil dihapus",
  photoDeleteFailed: "Gagal menghapus foto",
  photoUploadFailed: "Gagal mengupload foto",
  empty: "Belum ada informasi store. Klik tombol di atas untuk menambahkan.",
} as const;

export const MAX_STORE_PHOTOS = 10;

export const ZStoreFormSchema = z.object({
  name: requiredText(STORE_MESSAGES.nameRequired, 120),
  address: requiredText(STORE_MESSAGES.addressRequired, 500, { multiline: true }),
  phone: requiredText(STORE_MESSAGES.phoneRequired, 30)
    .transform(normalizePhone)
    .refine((phone) => phone.length >= 8, { error: STORE_MESSAGES.phoneRequired }),
  googleMapsLink: requiredText(STORE_MESSAGES.mapsRequired, 1000).refine(isHttpUrl, {
    error: STORE_MESSAGES.mapsInvalid,
  }),
  // Photos are pictures already stored by the upload endpoint, in display order.
  images: z
    .array(
      z
        .string({ error: STORE_MESSAGES.imageInvalid })
        .refine((url) => isSingleLineText(url) && isMediaUrl(url), {
          error: STORE_MESSAGES.imageInvalid,
        }),
      { error: STORE_MESSAGES.imageInvalid },
    )
    .max(MAX_STORE_PHOTOS, { error: STORE_MESSAGES.tooManyPhotos })
    .default([]),
});

/**
 * The forms of /admin/store, each posted with its `intent`: the store with its photos (as
 * `images[0]`, `images[1]`, … in display order), the deletion of one photo (its id checked by
 * the use-case) and the opening hours.
 */
export const ZStoreSaveFormSchema = ZStoreFormSchema.extend({ intent: z.literal("save") });
export const ZStoreImageDeleteFormSchema = z.object({
  intent: z.literal("delete-image"),
  imageId: z.string().optional(),
});
export const ZStorePageFormSchema = z.discriminatedUnion("intent", [
  ZStoreSaveFormSchema,
  ZStoreImageDeleteFormSchema,
  ZShopHoursFormSchema,
]);

/** The seller's store as /admin/store shows it; the first photo is the main one. */
export type StoreInfo = {
  id: string;
  name: string;
  address: string;
  phone: string;
  googleMapsLink: string | null;
  images: { id: string; imageUrl: string }[];
};

export type StoreStats = { views: number; clicks: number; clickRate: number };

/** Spec §3: each store photo is titled 'Store Image N' after its place. */
export function storeImageTitle(index: number): string {
  return `Store Image ${index + 1}`;
}
