import { normalizePhone } from "./phone";

/** Used when a brand has neither a phone number nor a customer-service WhatsApp (spec §7). */
export const PLACEHOLDER_WHATSAPP_NUMBER = "6281234567890";

export const SUPPORT_SETUP_MESSAGE =
  "Halo, saya butuh bantuan untuk setup toko online. Bisa dibantu?";

/** A wa.me chat link with the text URL-encoded (spec §7 "Other"). */
export function buildWhatsAppUrl(phone: string, text: string): string {
  return `https://wa.me/${normalizePhone(phone)}?text=${encodeURIComponent(text)}`;
}

/** The brand's phone number, else its customer-service WhatsApp, else the placeholder. */
export function resolveBrandWhatsAppNumber(brand: {
  phoneNumber?: string | null;
  customerServiceWhatsapp?: string | null;
}): string {
  const phone = normalizePhone(brand.phoneNumber ?? "");
  if (phone) return phone;
  const customerService = normalizePhone(brand.customerServiceWhatsapp ?? "");
  return customerService || PLACEHOLDER_WHATSAPP_NUMBER;
}
