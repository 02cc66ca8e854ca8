// The checkout's note on days whose every slot is full, in a module of its own: only the
// checkout (loaded when opened) needs it, not the cart page's first visit.

type NamedDay = { weekday: string; date: string };

/**
 * Under the checkout's days when some are full (every slot holds the shop's cap): "Jadwal
 * Selasa, 24/11/2026 sudah penuh. Hari terdekat yang masih tersedia: Rabu, 25/11/2026."
 */
export function fullDaysText(full: readonly NamedDay[], next: NamedDay | undefined): string {
  const days = full.map((day) => `${day.weekday}, ${day.date}`).join(" dan ");
  return next
    ? `Jadwal ${days} sudah penuh. Hari terdekat yang masih tersedia: ${next.weekday}, ${next.date}.`
    : `Jadwal ${days} sudah penuh.`;
}
