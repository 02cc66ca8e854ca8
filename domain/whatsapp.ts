import { normalizePhone } from "./phone";

/** Used when a brand has neither a phone number nor a customer-service WhatsApp (spec §7). */
export const PLACEHOLDER_WHATSAPP_NUMBER = "6281234567890";

export const SUPPORT_SETUP_MESSAGE =
  "Halo, saya butuh bantuan untuk setup toko online. Bisa dibantu?";

export function buildWhatsAppUrl(phone: string, text: string): string {
  return `https://wa.me/${normalizePhone(phone)}?text=${encodeURIComponent(text)}`;
}

export type BrandContactNumbers = {
  phoneNumber?: string | null;
  customerServiceWhatsapp?: string | null;
};

/**
 * The number an order is handed over to: the brand's phone, else its customer-service
 * WhatsApp, else the placeholder (spec §7). A value without any digit counts as absent,
 * since it could never open a chat.
 */
export function resolveBrandWhatsAppNumber({
  phoneNumber,
  customerServiceWhatsapp,
}: BrandContactNumbers): string {
  for (const candidate of [phoneNumber, customerServiceWhatsapp]) {
    const normalized = normalizePhone(candidate ?? "");
    if (normalized !== "") return normalized;
  }
  return PLACEHOLDER_WHATSAPP_NUMBER;
}
