import { showToast } from "#app/components/flash-toaster";
import { shareDataOf, SHOP_LINK_TEXTS, type ShopLink } from "#domain/shop-link";

/**
 * 'Bagikan Toko': the phone's share sheet with the shop's name and address where the browser
 * has one; elsewhere (most desktops, in-app browsers) the address is copied, and a toast
 * says so. Called straight from the tap: a share sheet opens only within one.
 */
export async function shareShop(shop: ShopLink): Promise<void> {
  const data = shareDataOf(shop);
  if (typeof navigator.share === "function" && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      // Closing the sheet is the seller's choice; any other refusal falls back to copying.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(shop.url);
    showToast({ id: "shop-link", kind: "success", title: SHOP_LINK_TEXTS.copied });
  } catch {
    // No clipboard (a page on plain http, a browser that refuses): the address to copy by hand.
    showToast({
      id: "shop-link",
      kind: "error",
      title: SHOP_LINK_TEXTS.copyFailed,
      description: SHOP_LINK_TEXTS.copyFailedHint(shop.url),
    });
  }
}
