import { z } from "zod";
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
  forbidden: "Only platform administrators can change platform settings",
  imageInvalid: "Invalid image",
} as const;

const imageUrl = z
  .string()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isMediaUrl(value), {
    error: PLATFORM_SETTINGS_MESSAGES.imageInvalid,
  });

export const ZPlatformSettingsSchema = z.object({
  siteTitle: z
    .string()
    .trim()
    .max(80)
    .nullish()
    .transform((value) => value || PRODUCT_NAME),
  customerSupportPhone: z
    .string()
    .trim()
    .max(30)
    .nullish()
    .transform((value) => (value ? normalizePhone(value) || null : null)),
  faviconUrl: imageUrl,
  logoUrl: imageUrl,
  logoSmallUrl: imageUrl,
});

/** The three pictures of the 'Visual Assets' card, in the spec's order. */
export const VISUAL_ASSETS = [
  { field: "faviconUrl", label: "Favicon" },
  { field: "logoUrl", label: "Website Logo" },
  { field: "logoSmallUrl", label: "Small Header Logo" },
] as const;
