import { Outlet, useLocation, useMatches, useRouteLoaderData } from "react-router";
import { BottomNav } from "#app/components/shell/bottom-nav";
import { hasOwnShopHeader, shopOfPage } from "#app/components/shell/shop-of-page";
import { SiteHeader } from "#app/components/shell/site-header";
import { useKeepReferralCode } from "#app/lib/referral";
import type { loader as rootLoader } from "#app/root";

// Bottom navigation is hidden on the landing page and the support page (spec §2).
const PATHS_WITHOUT_BOTTOM_NAV = new Set(["/", "/supports"]);

export default function PublicLayout() {
  const { pathname } = useLocation();
  const matches = useMatches();
  useKeepReferralCode();
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const settings = rootData?.settings;
  const showBottomNav = !PATHS_WITHOUT_BOTTOM_NAV.has(pathname.replace(/\/+$/, "") || "/");
  // Tabs lead into a shop only when the page found that shop: a mistyped name gets the
  // platform's tabs, not four ways to 'Brand tidak ditemukan'.
  const shop = shopOfPage(matches);

  return (
    <div className="min-h-dvh">
      <SiteHeader
        siteTitle={settings?.siteTitle ?? "Gerai"}
        logoSmallUrl={settings?.logoSmallUrl ?? null}
        shop={hasOwnShopHeader(matches) ? null : shop}
      />
      <main
        className={showBottomNav ? "mx-auto max-w-md px-4 pb-24" : "mx-auto max-w-md px-4 pb-10"}
      >
        <Outlet />
      </main>
      {showBottomNav && <BottomNav brandSlug={shop?.username} />}
    </div>
  );
}
