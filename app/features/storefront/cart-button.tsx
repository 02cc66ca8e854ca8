import { Icon } from "#app/components/icons/icon";

/**
 * The catalogue's cart button: the count in a badge, named by hidden text rather than
 * aria-label, whose words would have to include the count shown in the badge. `onIntent`:
 * a pointer over it or a focus on it, the cart's code is on its way.
 */
export function CartButton({
  count,
  onOpen,
  onIntent,
}: {
  count: number;
  onOpen: () => void;
  onIntent: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-haspopup="dialog"
      className="relative flex size-10 items-center justify-center rounded-full border bg-card shadow-xs transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <Icon name="shopping-cart" aria-hidden className="size-5" />
      <span className="sr-only">{`Keranjang (${count} item)`}</span>
      {count > 0 && (
        <span
          aria-hidden
          className="absolute -top-1 -right-1 flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-primary-foreground"
        >
          {count}
        </span>
      )}
    </button>
  );
}
