import { Icon, type IconName } from "#app/components/icons/icon";
import { NavLink } from "react-router";
import {
  Sidebar,
  SidebarFooter,
  SidebarHeader,
  SidebarMenu,
  sidebarItemClass,
  useSidebar,
} from "#app/components/ui/sidebar";
import { LogoutDialog } from "#app/components/admin/logout-dialog";
import type { ShopLink } from "#domain/shop-link";
import { ShopLinkItems } from "./shop-link-items";

type Section = { to: string; label: string; icon: IconName; end?: boolean };

const SECTIONS: Section[] = [
  { to: "/admin", label: "Dasbor", icon: "layout-dashboard", end: true },
  { to: "/admin/links", label: "Tautan", icon: "link-2" },
  { to: "/admin/products", label: "Produk", icon: "package" },
  { to: "/admin/orders", label: "Pesanan", icon: "receipt-text" },
  { to: "/admin/production", label: "Daftar Produksi", icon: "clipboard-list" },
  { to: "/admin/customers", label: "Pelanggan", icon: "users" },
  { to: "/admin/store", label: "Toko", icon: "store" },
  { to: "/admin/special-days", label: "Libur & Jam Khusus", icon: "calendar-clock" },
  { to: "/admin/payments", label: "Pembayaran", icon: "wallet" },
  { to: "/admin/delivery", label: "Pengiriman", icon: "truck" },
  { to: "/admin/qr", label: "Kode QR", icon: "qr-code" },
  { to: "/admin/about", label: "Tentang", icon: "info" },
  { to: "/admin/supports", label: "Dukungan", icon: "life-buoy" },
];

export function AdminSidebar({
  siteTitle,
  userEmail,
  isPlatformAdmin,
  shop,
  footerAction,
}: {
  siteTitle: string;
  userEmail: string;
  isPlatformAdmin: boolean;
  /** The seller's own shop, to open or share; null for an account without one. */
  shop: ShopLink | null;
  /** Shown above the account, e.g. installing the admin as an app. */
  footerAction?: React.ReactNode;
}) {
  const { setOpenMobile } = useSidebar();
  const sections: Section[] = isPlatformAdmin
    ? [
        ...SECTIONS,
        { to: "/admin/platform-settings", label: "Platform Settings", icon: "settings" },
      ]
    : SECTIONS;

  return (
    <Sidebar>
      <SidebarHeader>
        <span className="truncate px-2 py-2 text-lg font-bold text-primary group-data-[collapsible=icon]:hidden">
          {siteTitle}
        </span>
      </SidebarHeader>
      <nav aria-label="Menu admin">
        <SidebarMenu>
          {sections.map(({ to, label, icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                title={label}
                className={sidebarItemClass}
                onClick={() => setOpenMobile(false)}
              >
                <Icon name={icon} aria-hidden />
                <span>{label}</span>
              </NavLink>
            </li>
          ))}
        </SidebarMenu>
        {shop && (
          <SidebarMenu className="border-t">
            <ShopLinkItems shop={shop} onDone={() => setOpenMobile(false)} />
          </SidebarMenu>
        )}
      </nav>
      <SidebarFooter>
        {footerAction}
        <p className="truncate px-2 text-xs text-muted-foreground group-data-[collapsible=icon]:hidden">
          {userEmail}
        </p>
        <LogoutDialog>
          <button type="button" className={sidebarItemClass} title="Logout">
            <Icon name="log-out" aria-hidden />
            <span>Logout</span>
          </button>
        </LogoutDialog>
      </SidebarFooter>
    </Sidebar>
  );
}
