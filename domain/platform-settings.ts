import { z } from "zod";
import { isSingleLineText, optionalText } from "./form-text";
import { isMediaUrl } from "./media";
import { normalizePhone } from "./phone";
import { PRODUCT_NAME } from "./platform";

// Spec §2 /admin/platform-settings and §8: the texts of this screen are English.

export const PLATFORM_SETTINGS_MESSAGES = {
  successTitle: "Success",
  success: "Platform settings updated successfully",
  errorTitle: "Error",
  failure: "Failed to update platform settings",
  uploadFailure: "Failed to upload files",
  forbidden: "Hanya admin platform yang dapat mengubah pengaturan ini.",
  imageInvalid: "Gambar tidak valid",
} as const;

const imageUrl = z
  .string({ error: PLATFORM_SETTINGS_MESSAGES.imageInvalid })
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || (isSingleLineText(value) && isMediaUrl(value)), {
    error: PLATFORM_SETTINGS_MESSAGES.imageInvalid,
  });

// The site title is the page title and header of every page, the phone a WhatsApp
// number: single lines both.
export const ZPlatformSettingsSchema = z.object({
  siteTitle: optionalText(80).transform((value) => value ?? PRODUCT_NAME),
  customerSupportPhone: optionalText(30).transform((value) =>
    value ? normalizePhone(value) || null : null,
  ),
  faviconUrl: imageUrl,
  logoUrl: imageUrl,
  logoSmallUrl: imageUrl,
});

/**
 * Platform settings as the shell uses them, with every default applied (spec §3). The
 * site title goes into every page title and header: one line, even if stored otherwise.
 */
export type PlatformSettings = {
  siteTitle: string;
  faviconUrl: string | null;
  logoUrl: string | null;
  logoSmallUrl: string | null;
  customerSupportPhone: string;
};

/** The three pictures of the 'Visual Assets' card, in the spec's order. */
export const VISUAL_ASSETS = [
  { field: "faviconUrl", label: "Favicon" },
  { field: "logoUrl", label: "Logo Situs" },
  { field: "logoSmallUrl", label: "Logo Kecil di Kepala Halaman" },
] as const;
