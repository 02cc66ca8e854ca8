import { House } from "#app/components/icons/house";
import { PackageSearch } from "#app/components/icons/package-search";
import { ShoppingBag } from "#app/components/icons/shopping-bag";
import { Store } from "#app/components/icons/store";
import { NavLink } from "react-router";
import { cn } from "#app/lib/utils";

/** The four tabs of spec §2, brand-prefixed when the page belongs to a brand. */
export function bottomNavItems(brandSlug: string | undefined) {
  const base = brandSlug ? `/${brandSlug}` : "";
  return [
    { label: "Beranda", to: base || "/", icon: House, end: true },
    { label: "Belanja", to: `${base}/products`, icon: ShoppingBag, end: false },
    { label: "Lacak", to: `${base}/order-tracking`, icon: PackageSearch, end: false },
    { label: "Toko", to: `${base}/stores`, icon: Store, end: false },
  ];
}

export function BottomNav({ brandSlug }: { brandSlug: string | undefined }) {
  return (
    <nav
      aria-label="Navigasi utama"
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-4">
        {bottomNavItems(brandSlug).map(({ label, to, icon: Icon, end }) => (
          <li key={label}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  "flex h-full flex-col items-center justify-center gap-1 text-xs font-medium text-muted-foreground",
                  isActive && "text-primary",
                )
              }
            >
              <Icon aria-hidden className="size-5" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
