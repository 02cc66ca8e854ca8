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
import { mayUse, type MemberRole, type Permission } from "#domain/member-roles";
import { PLATFORM_SHOP_TEXTS } from "#domain/platform-shops";
import type { ShopLink } from "#domain/shop-link";
import { ShopLinkItems } from "./shop-link-items";

type Section = {
  to: string;
  label: string;
  icon: IconName;
  end?: boolean;
  /** Shown to the roles that may use it (decision 071); every account sees the rest. */
  permission?: Permission;
  /** Shown only to the roles that may not use this one. */
  unless?: Permission;
};

/** The platform admin's own group (decision 078): no seller sees it. */
const PLATFORM_SECTIONS: Section[] = [
  { to: "/admin/platform/shops", label: PLATFORM_SHOP_TEXTS.shopsTitle, icon: "store" },
  { to: "/admin/platform/reports", label: "Laporan", icon: "triangle-alert" },
  { to: "/admin/platform/audit", label: PLATFORM_SHOP_TEXTS.auditTitle, icon: "clipboard-list" },
  { to: "/admin/platform-settings", label: "Platform Settings", icon: "settings" },
];

const SECTIONS: Section[] = [
  { to: "/admin", label: "Dasbor", icon: "layout-dashboard", end: true, permission: "reports" },
  { to: "/admin/links", label: "Tautan", icon: "link-2", permission: "shop" },
  { to: "/admin/products", label: "Produk", icon: "package", permission: "catalogue" },
  // The cashier's one product switch: 'Habis'.
  {
    to: "/admin/sold-out",
    label: "Stok Habis",
    icon: "package",
    permission: "sold-out",
    unless: "catalogue",
  },
  { to: "/admin/orders", label: "Pesanan", icon: "receipt-text", permission: "orders" },
  {
    to: "/admin/production",
    label: "Daftar Produksi",
    icon: "clipboard-list",
    permission: "orders",
  },
  { to: "/admin/customers", label: "Pelanggan", icon: "users", permission: "customers" },
  { to: "/admin/store", label: "Toko", icon: "store", permission: "shop" },
  {
    to: "/admin/special-days",
    label: "Libur & Jam Khusus",
    icon: "calendar-clock",
    permission: "shop",
  },
  { to: "/admin/payments", label: "Pembayaran", icon: "wallet", permission: "owner" },
  { to: "/admin/delivery", label: "Pengiriman", icon: "truck", permission: "shop" },
  { to: "/admin/qr", label: "Kode QR", icon: "qr-code", permission: "shop" },
  { to: "/admin/about", label: "Tentang", icon: "info", permission: "shop" },
  { to: "/admin/members", label: "Anggota", icon: "shield-check", permission: "members" },
  { to: "/admin/domain", label: "Domain Sendiri", icon: "link-2", permission: "owner" },
  // Every account: its own data and its deletion (decision 080).
  { to: "/admin/account", label: "Data & Akun", icon: "key-round" },
  { to: "/admin/supports", label: "Dukungan", icon: "life-buoy" },
];

/** The menu a role sees; an account without a shop sees what needs none. */
function sectionsFor(role: MemberRole | null): Section[] {
  return SECTIONS.filter(({ permission, unless }) => {
    if (!permission) return true;
    if (!role || !mayUse(role, permission)) return false;
    return !unless || !mayUse(role, unless);
  });
}

export function AdminSidebar({
  siteTitle,
  userEmail,
  isPlatformAdmin,
  shop,
  memberRole,
  shopSwitcher,
  footerAction,
}: {
  siteTitle: string;
  userEmail: string;
  isPlatformAdmin: boolean;
  /** The seller's own shop, to open or share; null for an account without one. */
  shop: ShopLink | null;
  /** The account's role in the shop it acts for; null without one. */
  memberRole: MemberRole | null;
  /** Choosing another of the account's shops, when it belongs to several. */
  shopSwitcher?: React.ReactNode;
  /** Shown above the account, e.g. installing the admin as an app. */
  footerAction?: React.ReactNode;
}) {
  const { setOpenMobile } = useSidebar();
  const sections = sectionsFor(memberRole);

  return (
    <Sidebar>
      <SidebarHeader>
        <span className="truncate px-2 py-2 text-lg font-bold text-primary group-data-[collapsible=icon]:hidden">
          {siteTitle}
        </span>
        {shopSwitcher}
      </SidebarHeader>
      {/* Scrolls between the header and the account when the menu is longer than the screen. */}
      <nav aria-label="Menu admin" className="min-h-0 flex-1 overflow-y-auto">
        <SidebarMenu>
          {sections.map((section) => (
            <SectionItem key={section.to} section={section} onDone={() => setOpenMobile(false)} />
          ))}
        </SidebarMenu>
        {isPlatformAdmin && (
          <div role="group" aria-labelledby="platform-menu" className="border-t">
            <p
              id="platform-menu"
              className="px-4 pt-3 text-xs font-semibold text-muted-foreground group-data-[collapsible=icon]:hidden"
            >
              {PLATFORM_SHOP_TEXTS.platformMenu}
            </p>
            <SidebarMenu>
              {PLATFORM_SECTIONS.map((section) => (
                <SectionItem
                  key={section.to}
                  section={section}
                  onDone={() => setOpenMobile(false)}
                />
              ))}
            </SidebarMenu>
          </div>
        )}
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

function SectionItem({ section, onDone }: { section: Section; onDone: () => void }) {
  const { to, label, icon, end } = section;
  return (
    <li>
      <NavLink to={to} end={end} title={label} className={sidebarItemClass} onClick={onDone}>
        <Icon name={icon} aria-hidden />
        <span>{label}</span>
      </NavLink>
    </li>
  );
}
