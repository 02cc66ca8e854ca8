import { Link } from "react-router";
import { MAX_PAGE_NUMBERS, MAX_PAGE_NUMBERS_MOBILE, visiblePageNumbers } from "#domain/pagination";
import { Icon } from "#app/components/icons/icon";
import { cn } from "#app/lib/utils";

/**
 * A list's pages as links (the orders', the customers'): at most 5 numbers, 3 on a phone
 * (by CSS, so the server's HTML is already right). `href` is a page's address.
 */
export function Pagination({
  page,
  totalPages,
  href,
}: {
  page: number;
  totalPages: number;
  href: (page: number) => string;
}) {
  const numbers = visiblePageNumbers(page, totalPages, MAX_PAGE_NUMBERS);
  if (numbers.length === 0) return null;
  const onMobile = new Set(visiblePageNumbers(page, totalPages, MAX_PAGE_NUMBERS_MOBILE));
  const step = "flex size-9 items-center justify-center rounded-md border text-sm";
  return (
    <nav aria-label="Halaman" className="flex items-center justify-center gap-1">
      {page > 1 ? (
        <Link to={href(page - 1)} className={step} aria-label="Halaman sebelumnya">
          <Icon name="chevron-left" className="size-4" aria-hidden />
        </Link>
      ) : (
        <span className={cn(step, "opacity-40")} aria-hidden>
          <Icon name="chevron-left" className="size-4" />
        </span>
      )}
      {numbers.map((number) => (
        <Link
          key={number}
          to={href(number)}
          aria-current={number === page ? "page" : undefined}
          className={cn(
            step,
            number === page && "border-primary bg-primary text-primary-foreground",
            !onMobile.has(number) && "max-md:hidden",
          )}
        >
          {number}
        </Link>
      ))}
      {page < totalPages ? (
        <Link to={href(page + 1)} className={step} aria-label="Halaman berikutnya">
          <Icon name="chevron-right" className="size-4" aria-hidden />
        </Link>
      ) : (
        <span className={cn(step, "opacity-40")} aria-hidden>
          <Icon name="chevron-right" className="size-4" />
        </span>
      )}
    </nav>
  );
}
