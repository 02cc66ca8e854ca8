// Texts of customers' personal data (decision 070) that shop pages show, in a module of
// their own without zod: the checkout dialog's promotions consent (the order stores it word
// for word) and the tracking page's answer for an anonymised order.

/** Unticked by default; stored with the order exactly as shown. */
export function marketingConsentText(shopName: string): string {
  return `Saya bersedia menerima info promo dari ${shopName} lewat WhatsApp.`;
}

/** Where a shop's privacy notice ('Kebijakan Privasi') is. */
export const privacyNoticePath = (username: string) => `/${username}/privasi`;

/** What an anonymised order shows for its customer's name. */
export const ERASED_CUSTOMER_NAME = "Data dihapus";

/** The tracking page's answer for an anonymised order: it can no longer be verified. */
export const ERASED_ORDER_MESSAGE =
  "Data pelanggan untuk pesanan ini sudah dihapus sesuai permintaan atau masa simpan toko.";
