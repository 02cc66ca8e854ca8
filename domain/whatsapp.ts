export const PLACEHOLDER_WHATSAPP_NUMBER = "6281234567890";

export const SUPPORT_SETUP_MESSAGE =
  "Halo, saya butuh bantuan untuk setup toko online. Bisa dibantu?";

function normalizeDigits(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (digits === "") return "";
  if (digits.startsWith("0")) return `62${digits.slice(1)}`;
  return digits.startsWith("62") ? digits : `62${digits}`;
}

export function buildWhatsAppUrl(phone: string, text: string): string {
  return `https://wa.me/${normalizeDigits(phone)}?text=${encodeURIComponent(text)}`;
}
