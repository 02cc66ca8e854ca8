import { Outlet, useLocation, useRouteLoaderData } from "react-router";
import { brandSlugFromPath } from "../../domain/platform";
import { BottomNav } from "~/components/shell/bottom-nav";
import { SiteHeader } from "~/components/shell/site-header";
import { useKeepReferralCode } from "~/lib/referral";
import type { loader as rootLoader } from "~/root";

// Bottom navigation is hidden on the landing page and the support page (spec §2).
const PATHS_WITHOUT_BOTTOM_NAV = new Set(["/", "/supports"]);

export default function PublicLayout() {
  const { pathname } = useLocation();
  useKeepReferralCode();
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const settings = rootData?.settings;
  const showBottomNav = !PATHS_WITHOUT_BOTTOM_NAV.has(pathname.replace(/\/+$/, "") || "/");

  return (
    <div className="min-h-dvh">
      <SiteHeader
        siteTitle={settings?.siteTitle ?? "Gerai"}
        logoSmallUrl={settings?.logoSmallUrl ?? null}
      />
      <main
        className={showBottomNav ? "mx-auto max-w-md px-4 pb-24" : "mx-auto max-w-md px-4 pb-10"}
      >
        <Outlet />
      </main>
      {showBottomNav && <BottomNav brandSlug={brandSlugFromPath(pathname)} />}
    </div>
  );
}
