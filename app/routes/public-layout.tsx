import { useEffect } from "react";
import { Outlet, useLocation, useMatches, useRouteLoaderData } from "react-router";
import { BottomNav } from "#app/components/shell/bottom-nav";
import {
  hasOwnShopHeader,
  shopColourStyleOf,
  shopOfPage,
} from "#app/components/shell/shop-of-page";
import { ShopFooter } from "#app/components/shell/shop-footer";
import { SiteHeader } from "#app/components/shell/site-header";
import { useKeepReferralCode } from "#app/lib/referral";
import { cn } from "#app/lib/utils";
import { countShopPage } from "#app/lib/shop-session";
import type { loader as rootLoader } from "#app/root";

// Bottom navigation is hidden on the landing page and the support page (spec §2).
const PATHS_WITHOUT_BOTTOM_NAV = new Set(["/", "/supports"]);
/** The id of the shop's report page in app/routes.ts. */
const REPORT_PAGE_ROUTE = "brand-report";

export default function PublicLayout() {
  const { pathname } = useLocation();
  const matches = useMatches();
  useKeepReferralCode();
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const settings = rootData?.settings;
  // Tabs lead into a shop only when the page found that shop: a mistyped name gets the
  // platform's tabs, not four ways to 'Brand tidak ditemukan'.
  const shop = shopOfPage(matches);
  // A shop's own domain's home is "/" too, with its tabs (decision 081).
  const showBottomNav =
    shop !== null || !PATHS_WITHOUT_BOTTOM_NAV.has(pathname.replace(/\/+$/, "") || "/");
  const bottomSpace = showBottomNav ? "pb-24" : "pb-10";
  // The report page itself needs no link to itself.
  const isReportPage = matches.at(-1)?.id === REPORT_PAGE_ROUTE;
  const shopUsername = shop?.username;
  // The shop's own colour: custom properties written by the server, kept with the page.
  const colourStyle = shopColourStyleOf(matches);

  // Each shop page opened counts for the shop's trends, once per page (a search or a
  // category chosen on the same page is not another page).
  useEffect(() => {
    if (shopUsername) countShopPage(shopUsername);
  }, [shopUsername, pathname]);

  return (
    <div className="min-h-dvh">
      {colourStyle && <style dangerouslySetInnerHTML={{ __html: colourStyle }} />}
      <SiteHeader
        siteTitle={settings?.siteTitle ?? "Gerai"}
        logoSmallUrl={settings?.logoSmallUrl ?? null}
        shop={hasOwnShopHeader(matches) ? null : shop}
      />
      {/* A shop page ends with its footer, below the content and clear of the tabs. */}
      <main className={cn("mx-auto max-w-md px-4", (!shop || isReportPage) && bottomSpace)}>
        <Outlet />
      </main>
      {shop && !isReportPage && <ShopFooter shop={shop} className={bottomSpace} />}
      {showBottomNav && <BottomNav basePath={shop?.basePath ?? ""} />}
    </div>
  );
}
