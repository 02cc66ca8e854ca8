import { Outlet, useNavigation } from "react-router";
import { findBrandOwnerOf, requireUser } from "#server/auth/guards";
import { findPendingDeletion } from "#server/services/account-deletion";
import { getPlatformSettings } from "#server/services/platform-settings";
import { namedShops } from "#server/services/members";
import { getOwnShopLink } from "#server/services/shop-qr";
import type { Route } from "./+types/layout";
import { titled } from "#app/lib/page-title";
import { AccessRefused, refusalOf } from "#app/components/admin/access-refused";
import { DeletionBanner } from "#app/components/admin/deletion-banner";
import { ErrorPage } from "#app/components/error-page";
import { FlashToaster } from "#app/components/flash-toaster";
import {
  SIDEBAR_COOKIE_NAME,
  SidebarInset,
  SidebarProvider,
  SidebarTrigger,
} from "#app/components/ui/sidebar";
import { AdminSidebar } from "#app/features/admin-shell/admin-sidebar";
import { ShopSwitcher } from "#app/features/admin-shell/shop-switcher";
import { SuspensionBanner } from "#app/features/admin-shell/suspension-banner";
import { OrderAlerts } from "#app/features/order-alerts/order-alerts";
import { InstallAppButton } from "#app/features/pwa/install-app-button";
import { ServiceWorkerRegistration } from "#app/features/pwa/service-worker-registration";
import { iconPath, MANIFEST_PATH } from "#domain/app-manifest";
import {
  PlatformSettingsPage,
  PlatformSettingsSkeleton,
} from "#app/features/platform-settings/platform-settings-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const owner = await findBrandOwnerOf(context, user, request);
  const [settings, shop, shops, deletion] = await Promise.all([
    getPlatformSettings(context.db),
    // 'Lihat Toko' and 'Bagikan Toko' in the menu; an account without a shop has neither.
    owner ? getOwnShopLink(context.db, owner, context.config.appUrl) : null,
    // The shop switcher, for an account in several shops (decision 071).
    owner ? namedShops(context.db, owner.memberships) : [],
    // The banner of an account waiting for its erasure (decision 080).
    findPendingDeletion(context.db, user.id),
  ]);
  const cookie = request.headers.get("Cookie") ?? "";
  const isSidebarOpen = !new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE_NAME}=false`).test(cookie);
  return {
    user: { email: user.email, name: user.name, role: user.role },
    siteTitle: settings.siteTitle,
    shop,
    memberRole: owner?.memberRole ?? null,
    currentShop: owner?.brandId ?? null,
    shops,
    isSidebarOpen,
    deletion,
    // Said on every page while the platform keeps the shop suspended (decision 077).
    suspension: owner?.isSuspended ? { reason: owner.suspensionReason ?? null } : null,
  };
}

// The admin alone is an installable app; the storefront gets no manifest (decision 023).
export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: MANIFEST_PATH },
  { rel: "apple-touch-icon", href: iconPath(180, "any") },
];

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Admin");
}

/** A page the member's role may not open says so (decision 071); other failures as the root. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const reason = refusalOf(error);
  if (!reason) return <ErrorPage error={error} />;
  return (
    <main className="flex min-h-dvh items-center">
      <AccessRefused reason={reason} />
    </main>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <SidebarProvider defaultOpen={loaderData.isSidebarOpen}>
      <AdminSidebar
        siteTitle={loaderData.siteTitle}
        userEmail={loaderData.user.email}
        isPlatformAdmin={loaderData.user.role === "platform-admin"}
        shop={loaderData.shop}
        memberRole={loaderData.memberRole}
        shopSwitcher={
          loaderData.currentShop &&
          loaderData.shops.length > 1 && (
            <ShopSwitcher shops={loaderData.shops} current={loaderData.currentShop} />
          )
        }
        footerAction={<InstallAppButton />}
      />
      <SidebarInset>
        <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur">
          <SidebarTrigger />
          <span className="truncate text-sm text-muted-foreground">{loaderData.user.name}</span>
          <OrderAlerts />
          {navigation.state === "loading" && (
            <span role="status" className="ml-auto text-sm text-muted-foreground">
              Loading...
            </span>
          )}
        </header>
        {loaderData.deletion && (
          <DeletionBanner
            eraseAfter={loaderData.deletion.eraseAfter}
            ownsShop={loaderData.deletion.ownsShop}
          />
        )}
        <div className="flex-1 p-4 md:p-6">
          {loaderData.suspension && <SuspensionBanner reason={loaderData.suspension.reason} />}
          {navigation.location?.pathname === "/admin/platform-settings" &&
          navigation.state === "loading" ? (
            <PlatformSettingsPage>
              <PlatformSettingsSkeleton />
            </PlatformSettingsPage>
          ) : (
            <Outlet />
          )}
        </div>
      </SidebarInset>
      <FlashToaster />
      <ServiceWorkerRegistration />
    </SidebarProvider>
  );
}
