import { isSingleLineText } from "./text-characters";
import { formatRupiah } from "./rupiah";

// Delivery areas and their fees (decision 058). A shop lists the areas it delivers to (a
// kelurahan, a kecamatan, any name it uses), each with its fee and, optionally, the order
// amount from which delivery is free; an address in none of them is either not served or
// 'Ongkir menyusul' (the seller sets the fee on the order later). A shop without areas has
// no fee and no area picker. Pickup is always free. The fee is always the server's: it is
// computed here from what is stored, never taken from the browser. No zod here: the
// checkout's picker shows fees with these rules (its forms are in ./delivery-areas-form.ts).

export type DeliveryArea = {
  id: string;
  name: string;
  fee: number;
  /** Free delivery for orders whose products total at least this; null: never free. */
  freeAbove: number | null;
};

export const DELIVERY_ELSEWHERE = ["none", "later"] as const;
export type DeliveryElsewhere = (typeof DELIVERY_ELSEWHERE)[number];

export type DeliveryAreaSettings = {
  areas: DeliveryArea[];
  elsewhere: DeliveryElsewhere;
};

export const MAX_DELIVERY_AREAS = 100;
export const MAX_DELIVERY_FEE = 10_000_000;
export const AREA_NAME_MAX = 60;

export const DELIVERY_AREA_MESSAGES = {
  nameRequired: "Nama area wajib diisi",
  feeRequired: "Ongkir wajib diisi",
  feeInvalid: "Ongkir harus berupa angka rupiah",
  freeAboveInvalid: "Batas gratis ongkir harus berupa angka rupiah",
  nameTaken: "Nama area ini sudah ada",
  tooMany: `Maksimal ${MAX_DELIVERY_AREAS} area pengiriman`,
  notFound: "Area pengiriman tidak ditemukan",
  areaSaved: "Area pengiriman disimpan",
  areaSaveFailed: "Gagal menyimpan area pengiriman",
  areaDeleted: "Area pengiriman dihapus",
  areaDeleteFailed: "Gagal menghapus area pengiriman",
  elsewhereSaved: "Pengaturan area lain disimpan",
  elsewhereSaveFailed: "Gagal menyimpan pengaturan area lain",
  /** The checkout's refusals. */
  areaRequired: "Pilih area pengiriman",
  areaNotServed: "Maaf, toko ini belum mengantar ke area tersebut. Pilih area dari daftar.",
  feeChanged: "Ongkir untuk area ini sudah berubah. Periksa kembali total pesanan Anda.",
  /** The order detail's 'Ongkir menyusul'. */
  feeSet: "Ongkir disimpan",
  feeSetFailed: "Gagal menyimpan ongkir",
  feeNotPending: "Ongkir pesanan ini sudah ditetapkan saat pesanan dibuat",
  feeOrderClosed: "Ongkir tidak bisa diubah untuk pesanan yang sudah selesai atau dibatalkan",
  feeOrderPaid: "Ongkir tidak bisa diubah untuk pesanan yang sudah lunas",
  feeChangedMeanwhile: "Pesanan ini baru saja berubah. Muat ulang halaman lalu coba lagi.",
} as const;

/** The label of a fee still to be set, everywhere it shows. */
export const FEE_LATER_LABEL = "Ongkir menyusul";

/** Names compare without case and surrounding or repeated spaces: "Kel. Sukajadi". */
export const areaKey = (name: string) => name.trim().replace(/\s+/g, " ").toLocaleLowerCase("id");

/** Whether a shop charges by area at all; without areas the checkout is as before. */
export const hasDeliveryAreas = (settings: DeliveryAreaSettings) => settings.areas.length > 0;

/** The stored list, read defensively: anything malformed is left out. */
export function deliveryAreasOf(stored: unknown): DeliveryArea[] {
  const list = typeof stored === "string" ? safeJson(stored) : stored;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const { id, name, fee, freeAbove } = item as Record<string, unknown>;
    if (typeof id !== "string" || typeof name !== "string" || typeof fee !== "number") return [];
    return [{ id, name, fee, freeAbove: typeof freeAbove === "number" ? freeAbove : null }];
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const deliveryElsewhereOf = (stored: unknown): DeliveryElsewhere =>
  stored === "later" ? "later" : "none";

/**
 * The list with `area` added, or changed when its id is there already; the refusal's
 * message when its name is another area's (case-insensitive), or the list is full.
 */
export function withArea(
  areas: readonly DeliveryArea[],
  area: DeliveryArea,
): { ok: true; areas: DeliveryArea[] } | { ok: false; error: string; isNotFound?: boolean } {
  const key = areaKey(area.name);
  if (areas.some((other) => other.id !== area.id && areaKey(other.name) === key)) {
    return { ok: false, error: DELIVERY_AREA_MESSAGES.nameTaken };
  }
  const index = areas.findIndex((other) => other.id === area.id);
  if (index >= 0) return { ok: true, areas: areas.map((other, i) => (i === index ? area : other)) };
  if (areas.length >= MAX_DELIVERY_AREAS) {
    return { ok: false, error: DELIVERY_AREA_MESSAGES.tooMany };
  }
  return { ok: true, areas: [...areas, area] };
}

/** The fee of one area for an order of products totalling `subtotal`. */
export function areaFee(area: DeliveryArea, subtotal: number): number {
  return area.freeAbove !== null && subtotal >= area.freeAbove ? 0 : area.fee;
}

/** The order's delivery: its area, its fee, and whether the seller sets the fee later. */
export type OrderDelivery = { area: string | null; fee: number; isFeePending: boolean };

export const NO_DELIVERY_FEE: OrderDelivery = { area: null, fee: 0, isFeePending: false };

/**
 * The delivery of an order, from the shop's stored settings and what the customer picked:
 * pickup and shops without areas pay nothing; an area of the list its fee (free from its
 * amount); another name the shop's 'elsewhere' rule: 'Ongkir menyusul', or refused. A fee
 * the customer was shown (`seenFee`) that is not the server's refuses the order.
 */
export function orderDeliveryOf(
  settings: DeliveryAreaSettings,
  request: { isDelivered: boolean; area: string | undefined; seenFee: number | undefined },
  subtotal: number,
): { ok: true; delivery: OrderDelivery } | { ok: false; error: string } {
  if (!request.isDelivered || !hasDeliveryAreas(settings)) {
    return { ok: true, delivery: NO_DELIVERY_FEE };
  }
  const sent = request.area ?? "";
  const typed = sent.trim().replace(/\s+/g, " ");
  if (!typed) return { ok: false, error: DELIVERY_AREA_MESSAGES.areaRequired };
  if (typed.length > AREA_NAME_MAX || !isSingleLineText(sent)) {
    return { ok: false, error: DELIVERY_AREA_MESSAGES.areaNotServed };
  }
  const key = areaKey(typed);
  const area = settings.areas.find((candidate) => areaKey(candidate.name) === key);
  let delivery: OrderDelivery;
  if (area) {
    delivery = { area: area.name, fee: areaFee(area, subtotal), isFeePending: false };
  } else if (settings.elsewhere === "later") {
    delivery = { area: typed, fee: 0, isFeePending: true };
  } else {
    return { ok: false, error: DELIVERY_AREA_MESSAGES.areaNotServed };
  }
  if (request.seenFee !== undefined && request.seenFee !== delivery.fee) {
    return { ok: false, error: DELIVERY_AREA_MESSAGES.feeChanged };
  }
  return { ok: true, delivery };
}

/** 'Rp 10.000', 'Gratis', or 'Ongkir menyusul': the fee as the customer and seller read it. */
export function deliveryFeeLabel(delivery: { fee: number; isFeePending: boolean }): string {
  if (delivery.isFeePending) return FEE_LATER_LABEL;
  return delivery.fee === 0 ? "Gratis" : formatRupiah(delivery.fee);
}

/** An area's offer as the seller's list and the checkout's picker show it. */
export function areaFeeText(area: DeliveryArea): string {
  if (area.fee === 0) return "Gratis ongkir";
  const fee = `Ongkir ${formatRupiah(area.fee)}`;
  return area.freeAbove === null ? fee : `${fee}, gratis mulai ${formatRupiah(area.freeAbove)}`;
}

/** The note of the order's history when the seller set the fee. */
export const feeSetNote = (fee: number) => `Ongkir ditetapkan ${formatRupiah(fee)}`;
