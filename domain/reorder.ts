/** Moves one item to another place in a list; a move out of range changes nothing. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) {
    return [...items];
  }
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** Up/down buttons: the first item cannot move up, the last cannot move down. */
export function canMove(index: number, length: number, direction: -1 | 1): boolean {
  const target = index + direction;
  return target >= 0 && target < length;
}

/** Whether `order` names each of `ids` exactly once and nothing else: a whole list's order. */
export function isOrderOf(order: readonly string[], ids: readonly string[]): boolean {
  const own = new Set(ids);
  return (
    order.length === own.size &&
    new Set(order).size === order.length &&
    order.every((id) => own.has(id))
  );
}
