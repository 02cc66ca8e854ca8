import { Icon, type IconName } from "#app/components/icons/icon";
import { NavLink } from "react-router";
import { cn } from "#app/lib/utils";

/**
 * The four tabs of spec §2, under the shop's base path when the page belongs to a shop
 * ("/{username}", or "" at the root of its own domain, decision 081).
 */
export function bottomNavItems(
  base: string,
): { label: string; to: string; icon: IconName; end: boolean }[] {
  return [
    { label: "Beranda", to: base || "/", icon: "house", end: true },
    { label: "Belanja", to: `${base}/products`, icon: "shopping-bag", end: false },
    { label: "Lacak", to: `${base}/order-tracking`, icon: "package-search", end: false },
    { label: "Toko", to: `${base}/stores`, icon: "store", end: false },
  ];
}

export function BottomNav({ basePath }: { basePath: string }) {
  return (
    <nav
      aria-label="Navigasi utama"
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-4">
        {bottomNavItems(basePath).map(({ label, to, icon, end }) => (
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
              <Icon name={icon} aria-hidden className="size-5" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
