import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { CATEGORY_PARAM } from "#domain/product-catalog";
import { cn } from "#app/lib/utils";

// Room kept beside a chip scrolled into view: the row's side padding on a phone (px-4).
const ROW_PADDING = 16;

/**
 * Scrolls the row sideways until the chip is wholly in it, never moving the page itself. The
 * row is the chip's offset parent: offsets count from the row's scrolled content.
 */
function revealChip(row: HTMLElement, chip: HTMLElement | null) {
  if (!chip) return;
  const start = chip.offsetLeft - ROW_PADDING;
  const end = chip.offsetLeft + chip.offsetWidth + ROW_PADDING;
  if (start < row.scrollLeft) row.scrollLeft = start;
  else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
}

type Props = {
  /** The chips after 'Semua', the seller's category names in her order; none hides the row. */
  categories: readonly string[];
  /** The chosen category, null for 'Semua'. */
  chosen: string | null;
};

/**
 * The catalogue's category filter. Each chip is a link to the same page with its category in
 * the URL (the search kept), so a shared or reloaded link shows the same choice, Back and
 * Forward step through the choices, and a chip works before the page's script has loaded.
 */
export function CategoryChips({ categories, chosen }: Props) {
  const [searchParams] = useSearchParams();
  const rowRef = useRef<HTMLElement>(null);

  // A chosen chip past the phone's edge (a shared link, a reload) is brought into the row.
  useEffect(() => {
    const row = rowRef.current;
    if (row) revealChip(row, row.querySelector("[aria-current]"));
  }, [chosen]);

  if (categories.length === 0) return null;

  const searchFor = (category: string | null) => {
    const params = new URLSearchParams(searchParams);
    if (category) params.set(CATEGORY_PARAM, category);
    else params.delete(CATEGORY_PARAM);
    const search = params.toString();
    return search ? `?${search}` : "";
  };

  return (
    // On a phone the row bleeds into the page's side padding, so chips scroll to the screen's
    // edge; wider, it keeps to the page's column (and room for a chip's focus ring). A mouse
    // gets a thin scrollbar when the chips overflow.
    <nav
      ref={rowRef}
      aria-label="Kategori produk"
      // The browser shows a focused chip only in part when half of it is past the row's edge.
      onFocus={(event) =>
        revealChip(event.currentTarget, event.target instanceof HTMLElement ? event.target : null)
      }
      className="relative -mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] pointer-fine:[scrollbar-width:thin] min-[28rem]:-mx-1 min-[28rem]:px-1"
    >
      {[null, ...categories].map((category) => {
        const isChosen = category === chosen;
        return (
          <Link
            key={category ?? ""}
            to={{ search: searchFor(category) }}
            preventScrollReset
            aria-current={isChosen ? "true" : undefined}
            className={cn(
              "flex h-9 shrink-0 items-center rounded-full border px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
              isChosen
                ? "border-primary bg-primary text-primary-foreground"
                : "bg-card shadow-xs hover:bg-accent",
            )}
          >
            {category ?? "Semua"}
          </Link>
        );
      })}
    </nav>
  );
}
