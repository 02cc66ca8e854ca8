import { Link } from "react-router";
import { SHOP_REPORT_LINK_TEXT, shopReportPath } from "#domain/shop-report-link";
import { cn } from "#app/lib/utils";

/**
 * The bottom of every shop page: the way to tell the platform about the shop (decision
 * 079). A link to a page the server renders, nothing more for the shop pages to load.
 */
export function ShopFooter({
  shop,
  className,
}: {
  shop: { username: string; basePath: string };
  className?: string;
}) {
  // The report goes to the platform, at its own address: from a shop's own domain the link
  // is a page load, which that domain sends on there (decision 081).
  const isOwnDomain = shop.basePath === "";
  return (
    <footer className={cn("mx-auto max-w-md px-4", className)}>
      <div className="mt-12 border-t pt-2 text-center text-xs text-muted-foreground">
        <Link
          to={shopReportPath(shop.username)}
          reloadDocument={isOwnDomain}
          className="inline-flex min-h-11 items-center px-2 underline-offset-4 hover:text-foreground hover:underline"
        >
          {SHOP_REPORT_LINK_TEXT}
        </Link>
      </div>
    </footer>
  );
}
