// The shop's own address in the admin menu (decision 067): 'Lihat Toko' opens it in a new
// tab, 'Bagikan Toko' hands it to the phone's share sheet or copies it.

export const SHOP_LINK_TEXTS = {
  view: "Lihat Toko",
  share: "Bagikan Toko",
  copied: "Tautan toko disalin",
  copyFailed: "Tautan toko tidak dapat disalin",
  copyFailedHint: (url: string) => `Salin tautan ini secara manual: ${url}`,
} as const;

/** The signed-in seller's shop as the admin menu opens and shares it. */
export type ShopLink = {
  name: string;
  /**
   * `/{username}`: the shop on this site, opened in a new tab; its own domain's address once
   * verified (decision 081).
   */
  path: string;
  /** {APP_URL}/{username}, or its own domain's: the address shared. */
  url: string;
};

/** What the share sheet gets: the shop's name, a line to go with the link, and the link. */
export function shareDataOf(shop: ShopLink): ShareData {
  return { title: shop.name, text: `Kunjungi ${shop.name}`, url: shop.url };
}
