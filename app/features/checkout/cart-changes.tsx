import type { CartItem, CartLineNotices } from "#domain/cart";
import { CartLineNoticeText } from "#app/components/cart-line-notice-text";

/** The cart's lines that changed since they were added, named, before the form. */
export function CartChanges({
  items,
  notices,
}: {
  items: readonly CartItem[];
  notices: CartLineNotices;
}) {
  const changed = items.flatMap((line) =>
    (notices[line.id] ?? []).map((notice) => ({ line, notice })),
  );
  if (changed.length === 0) return null;
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950">
      <p className="font-semibold">Ada perubahan di keranjang Anda:</p>
      <ul aria-label="Perubahan di keranjang" className="flex flex-col gap-0.5">
        {changed.map(({ line, notice }) => (
          <li key={`${line.id}-${notice.kind}`}>
            {line.name}: <CartLineNoticeText notice={notice} />
          </li>
        ))}
      </ul>
    </div>
  );
}
