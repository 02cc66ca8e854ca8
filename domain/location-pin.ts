// The customer's location shared at checkout (decision 059): the browser's position as a
// maps link the seller opens. The link is always built here from two numbers in range,
// rounded to 6 decimals (about 10 cm); nothing a request sends is stored as it came.

export const LOCATION_MESSAGES = {
  share: "Bagikan Lokasi",
  shared: "Lokasi dibagikan",
  remove: "Hapus lokasi",
  denied: "Izin lokasi ditolak. Tulis alamat lengkap di catatan, pesanan tetap bisa dikirim.",
  unavailable:
    "Lokasi tidak tersedia di perangkat ini. Tulis alamat lengkap di catatan, pesanan tetap bisa dikirim.",
  invalid: "Lokasi tidak valid. Bagikan lokasi lagi atau hapus lokasinya.",
} as const;

export type LocationPin = { latitude: number; longitude: number };

const LOCATION_DECIMALS = 6;

const isInRange = (value: unknown, limit: number): value is number =>
  typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit;

/** A coordinate to 6 decimals, as text without exponent or "-0". */
function coordinateText(value: number): string {
  const text = value.toFixed(LOCATION_DECIMALS).replace(/\.?0+$/, "");
  return text === "-0" ? "0" : text;
}

/**
 * The maps link of a position (https://www.google.com/maps/search/?api=1&query=LAT,LNG),
 * or null for anything that is not two numbers in range: latitude −90..90, longitude
 * −180..180.
 */
export function buildLocationLink(pin: unknown): string | null {
  if (typeof pin !== "object" || pin === null) return null;
  const { latitude, longitude } = pin as Record<string, unknown>;
  if (!isInRange(latitude, 90) || !isInRange(longitude, 180)) return null;
  return `https://www.google.com/maps/search/?api=1&query=${coordinateText(latitude)},${coordinateText(longitude)}`;
}

const LOCATION_LINK_PATTERN =
  /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-?\d{1,3}(\.\d{1,6})?,-?\d{1,3}(\.\d{1,6})?$/;

/** Whether a stored value is a link this module builds (shown as a link only then). */
export function isLocationLink(value: unknown): value is string {
  if (typeof value !== "string" || !LOCATION_LINK_PATTERN.test(value)) return false;
  const [latitude, longitude] = value.split("query=")[1].split(",").map(Number);
  return buildLocationLink({ latitude, longitude }) === value;
}

/**
 * The link to store for what a request sent: none for nothing sent, the link built from a
 * well-formed position, and a refusal for anything else (a forged value is never kept).
 */
export function locationLinkOf(
  sent: unknown,
): { ok: true; link: string | null } | { ok: false; error: string } {
  if (sent === undefined || sent === null) return { ok: true, link: null };
  const link = buildLocationLink(sent);
  return link === null ? { ok: false, error: LOCATION_MESSAGES.invalid } : { ok: true, link };
}
