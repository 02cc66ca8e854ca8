import { Icon } from "#app/components/icons/icon";
import { sidebarItemClass } from "#app/components/ui/sidebar";
import { useIsHydrated } from "#app/lib/use-is-hydrated";
import { SHOP_LINK_TEXTS, type ShopLink } from "#domain/shop-link";
import { shareShop } from "./share-shop";

/**
 * The menu's way to the seller's own shop (decision 067): 'Lihat Toko' opens it in a new
 * tab, 'Bagikan Toko' shares or copies its address. `onDone` closes the phone's menu sheet.
 */
export function ShopLinkItems({ shop, onDone }: { shop: ShopLink; onDone: () => void }) {
  // Sharing needs the page's scripts; before they run the button says it cannot yet.
  const isReady = useIsHydrated();
  return (
    <>
      <li>
        <a
          href={shop.path}
          target="_blank"
          rel="noopener"
          title={SHOP_LINK_TEXTS.view}
          className={sidebarItemClass}
          onClick={onDone}
        >
          <Icon name="external-link" aria-hidden />
          <span>{SHOP_LINK_TEXTS.view}</span>
        </a>
      </li>
      <li>
        <button
          type="button"
          title={SHOP_LINK_TEXTS.share}
          className={`${sidebarItemClass} disabled:opacity-50`}
          disabled={!isReady}
          onClick={() => {
            // The share sheet opens only from within the tap itself, before any await.
            void shareShop(shop);
            onDone();
          }}
        >
          <Icon name="share-2" aria-hidden />
          <span>{SHOP_LINK_TEXTS.share}</span>
        </button>
      </li>
    </>
  );
}
