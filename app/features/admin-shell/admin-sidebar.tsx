import { Info } from "#app/components/icons/info";
import { LayoutDashboard } from "#app/components/icons/layout-dashboard";
import { Link2 } from "#app/components/icons/link-2";
import { LogOut } from "#app/components/icons/log-out";
import { Package } from "#app/components/icons/package";
import { QrCode } from "#app/components/icons/qr-code";
import { ReceiptText } from "#app/components/icons/receipt-text";
import { Settings } from "#app/components/icons/settings";
import { Store } from "#app/components/icons/store";
import { LifeBuoy } from "#app/components/icons/life-buoy";
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

const SECTIONS = [
  { to: "/admin", label: "Dasbor", icon: LayoutDashboard, end: true },
  { to: "/admin/links", label: "Tautan", icon: Link2 },
  { to: "/admin/products", label: "Produk", icon: Package },
  { to: "/admin/orders", label: "Pesanan", icon: ReceiptText },
  { to: "/admin/store", label: "Toko", icon: Store },
  { to: "/admin/qr", label: "Kode QR", icon: QrCode },
  { to: "/admin/about", label: "Tentang", icon: Info },
  { to: "/admin/supports", label: "Dukungan", icon: LifeBuoy },
];

export function AdminSidebar({
  siteTitle,
  userEmail,
  isPlatformAdmin,
  footerAction,
}: {
  siteTitle: string;
  userEmail: string;
  isPlatformAdmin: boolean;
  /** Shown above the account, e.g. installing the admin as an app. */
  footerAction?: React.ReactNode;
}) {
  const { setOpenMobile } = useSidebar();
  const sections = isPlatformAdmin
    ? [...SECTIONS, { to: "/admin/platform-settings", label: "Platform Settings", icon: Settings }]
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
          {sections.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                title={label}
                className={sidebarItemClass}
                onClick={() => setOpenMobile(false)}
              >
                <Icon aria-hidden />
                <span>{label}</span>
              </NavLink>
            </li>
          ))}
        </SidebarMenu>
      </nav>
      <SidebarFooter>
        {footerAction}
        <p className="truncate px-2 text-xs text-muted-foreground group-data-[collapsible=icon]:hidden">
          {userEmail}
        </p>
        <LogoutDialog>
          <button type="button" className={sidebarItemClass} title="Logout">
            <LogOut aria-hidden />
            <span>Logout</span>
          </button>
        </LogoutDialog>
      </SidebarFooter>
    </Sidebar>
  );
}
