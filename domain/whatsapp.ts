import { normalizePhone } from "./phone";

/** Used when a brand has neither a phone number nor a customer-service WhatsApp (spec §7). */
export const PLACEHOLDER_WHATSAPP_NUMBER = "6281234567890";

export const SUPPORT_SETUP_MESSAGE =
  "Halo, saya butuh bantuan untuk setup toko online. Bisa dibantu?";

/**
 * The longest wa.me link an order is handed over with: under the 8,000 octets every HTTP
 * server is asked to accept (RFC 9110 §4.1) and the 8 KB request line of common servers,
 * with room for wa.me's redirect to api.whatsapp.com, which carries the text again with a
 * few more parameters. Browsers (2 MB in Chrome), Android intents and WhatsApp's own
 * 65,536-character messages all allow far more (docs/decisions/008).
 */
export const WHATSAPP_URL_MAX_LENGTH = 7_000;

/** Whether a wa.me link is short enough to open everywhere (WHATSAPP_URL_MAX_LENGTH). */
export function canOpenWhatsAppUrl(url: string): boolean {
  return url.length <= WHATSAPP_URL_MAX_LENGTH;
}

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
