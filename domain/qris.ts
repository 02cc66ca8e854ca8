// QRIS, Bank Indonesia's national standard for payment QR codes, is EMVCo's merchant-presented
// QR: a string of data objects, each a 2-digit tag, a 2-digit length and that many characters
// of value, closed by a CRC. A seller hands us the payload of her own static sticker; for an
// order we write the amount into a copy of it, which any Indonesian banking or e-wallet app
// then pays with the amount filled in.

/** One data object: its tag and its value. */
export type TlvObject = { tag: string; value: string };

/** Why a string is not a list of data objects. */
export type TlvDefect =
  /** A tag or a length that is not two digits. */
  | "not-digits"
  /** A value that runs past the end of the string. */
  | "too-short"
  /** Characters after the last object, too few for another one. */
  | "trailing"
  /** The same tag twice at one level. */
  | "duplicate";

export type TlvParse = { ok: true; objects: TlvObject[] } | { ok: false; defect: TlvDefect };

const TWO_DIGITS = /^\d{2}$/;

/**
 * The data objects of `text`, at one level: a template's value (26–51, 62) is left as it is,
 * for `parseTemplate` to read when it is needed. Refuses a string whose lengths do not add up
 * to exactly its own length, a tag or length that is not digits, or a tag given twice.
 */
export function parseTlv(text: string): TlvParse {
  const objects: TlvObject[] = [];
  const seen = new Set<string>();
  let at = 0;
  while (at < text.length) {
    if (text.length - at < 4) return { ok: false, defect: "trailing" };
    const tag = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!TWO_DIGITS.test(tag) || !TWO_DIGITS.test(length)) {
      return { ok: false, defect: "not-digits" };
    }
    const end = at + 4 + Number(length);
    if (end > text.length) return { ok: false, defect: "too-short" };
    if (seen.has(tag)) return { ok: false, defect: "duplicate" };
    seen.add(tag);
    objects.push({ tag, value: text.slice(at + 4, end) });
    at = end;
  }
  return { ok: true, objects };
}

/** Tags whose value is itself a list of data objects: merchant accounts and additional data. */
export function isTemplateTag(tag: string): boolean {
  const number = Number(tag);
  return (number >= 26 && number <= 51) || number === 62;
}

/** The sub-objects of a template object (tags 26–51 and 62), read on demand. */
export function parseTemplate(object: TlvObject): TlvParse {
  if (!isTemplateTag(object.tag)) {
    throw new RangeError(`tag ${object.tag} is not a template`);
  }
  return parseTlv(object.value);
}

/** Writes data objects back as a payload; each value must be at most 99 characters. */
export function writeTlv(objects: readonly TlvObject[]): string {
  return objects
    .map(({ tag, value }) => {
      if (value.length > 99) throw new RangeError(`tag ${tag} holds more than 99 characters`);
      return `${tag}${String(value.length).padStart(2, "0")}${value}`;
    })
    .join("");
}

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR) of the
 * text's UTF-8 bytes, as 4 uppercase hex digits: "123456789" gives "29B1".
 */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** What the seller is told when her QRIS is refused, one text per kind of defect. */
export const QRIS_MESSAGES = {
  notQris: "Kode QR ini bukan QRIS.",
  damaged: "Kode QRIS rusak atau tidak lengkap. Coba foto ulang stiker QRIS Anda.",
  checksum: "Kode QRIS tidak terbaca utuh. Coba foto ulang stiker QRIS Anda.",
  unknownMethod: "Jenis QRIS ini tidak dikenali. Gunakan QRIS statis dari stiker toko Anda.",
  notRupiah: "QRIS ini bukan untuk pembayaran dalam rupiah.",
  notIndonesian: "QRIS ini tidak terdaftar di Indonesia.",
  noMerchant: "QRIS ini tidak memuat nama atau kota toko.",
  noNmid: "QRIS ini tidak memuat NMID (nomor induk merchant nasional).",
  amountInvalid: "Jumlah pembayaran harus berupa rupiah bulat lebih dari nol.",
  amountTooLarge: "Jumlah pembayaran terlalu besar untuk QRIS.",
} as const;

export type QrisDefect = keyof typeof QRIS_MESSAGES;

export type QrisRefusal = { ok: false; defect: QrisDefect; message: string };

export type QrisMerchant = {
  /** Tag 59, as printed on the sticker. */
  merchantName: string;
  /** Tag 60. */
  city: string;
  /** The national merchant ID: tag 51's sub-tag 02, e.g. "ID1020021181745". */
  nmid: string;
  /** Tag 01 is "11": the sticker's code, without an amount. */
  isStatic: boolean;
  /** The payload as it was checked. */
  payload: string;
};

export type QrisCheck = ({ ok: true } & QrisMerchant) | QrisRefusal;

/** The globally unique identifier of the national QRIS account template (tag 51). */
export const QRIS_NATIONAL_GUI = "ID.CO.QRIS.WWW";
const POINT_OF_INITIATION = { static: "11", dynamic: "12" } as const;
const RUPIAH = "360";
const INDONESIA = "ID";
const CRC_HEADER = "6304";
const CRC_VALUE = /^[0-9A-F]{4}$/;
/** "ID" and up to 13 digits: 15 characters at most. */
const NMID_PATTERN = /^ID\d{1,13}$/;

function refuse(defect: QrisDefect): QrisRefusal {
  return { ok: false, defect, message: QRIS_MESSAGES[defect] };
}

function valueOf(objects: readonly TlvObject[], tag: string): string | undefined {
  return objects.find((object) => object.tag === tag)?.value;
}

/**
 * The national merchant ID in the QRIS account template: tag 51 whose sub-tag 00 is
 * "ID.CO.QRIS.WWW", its sub-tag 02 ("" when the template has none). Undefined when there is
 * no such template; null when tag 51 is there but is not a list of data objects.
 */
function nmidOf(objects: readonly TlvObject[]): string | undefined | null {
  const template = objects.find((object) => object.tag === "51");
  if (!template) return undefined;
  const parsed = parseTemplate(template);
  if (!parsed.ok) return null;
  if (valueOf(parsed.objects, "00")?.toUpperCase() !== QRIS_NATIONAL_GUI) return undefined;
  return valueOf(parsed.objects, "02") ?? "";
}

/**
 * Checks a QR code's text as a QRIS payload: its structure, its checksum, and that it pays
 * an Indonesian merchant in rupiah through the national QRIS account.
 */
export function checkQris(payload: string): QrisCheck {
  // Every EMVCo payload opens with its format indicator, 00 02 01: anything else (a link,
  // a WhatsApp number) is some other QR code.
  if (!payload.startsWith("000201")) return refuse("notQris");
  const parsed = parseTlv(payload);
  if (!parsed.ok) return refuse("damaged");
  const { objects } = parsed;
  const last = objects[objects.length - 1];
  // The CRC closes the payload: tag 63, 4 uppercase hex digits, computed over all before them.
  if (last.tag !== "63" || !CRC_VALUE.test(last.value)) return refuse("damaged");
  if (crc16(payload.slice(0, -4)) !== last.value) return refuse("checksum");

  const nmid = nmidOf(objects);
  if (nmid === null) return refuse("damaged");
  if (nmid === undefined) return refuse("notQris");
  const method = valueOf(objects, "01");
  if (method !== POINT_OF_INITIATION.static && method !== POINT_OF_INITIATION.dynamic) {
    return refuse("unknownMethod");
  }
  if (valueOf(objects, "58") !== INDONESIA) return refuse("notIndonesian");
  if (valueOf(objects, "53") !== RUPIAH) return refuse("notRupiah");
  const merchantName = valueOf(objects, "59")?.trim();
  const city = valueOf(objects, "60")?.trim();
  if (!merchantName || !city) return refuse("noMerchant");
  if (!NMID_PATTERN.test(nmid)) return refuse("noNmid");
  return {
    ok: true,
    merchantName,
    city,
    nmid,
    isStatic: method === POINT_OF_INITIATION.static,
    payload,
  };
}

/** Tag 54 holds at most 13 characters. */
const MAX_AMOUNT_DIGITS = 13;
/** Tip or convenience indicator, fixed fee, percentage fee: the customer pays the amount. */
const FEE_TAGS = new Set(["55", "56", "57"]);

export type QrisAmountPayload = { ok: true; payload: string } | QrisRefusal;

/**
 * The payload a customer scans to pay `amount` rupiah to the seller of `payload`: the same
 * merchant, marked dynamic (01 = "12"), the amount in tag 54 as whole rupiah digits, no tip
 * or fee (55–57), objects in ascending tag order and the CRC computed anew.
 */
export function buildAmountPayload(payload: string, amount: number): QrisAmountPayload {
  const checked = checkQris(payload);
  if (!checked.ok) return checked;
  if (!Number.isSafeInteger(amount) || amount <= 0) return refuse("amountInvalid");
  const digits = String(amount);
  if (digits.length > MAX_AMOUNT_DIGITS) return refuse("amountTooLarge");

  const parsed = parseTlv(payload);
  if (!parsed.ok) return refuse("damaged");
  const kept = parsed.objects.filter(
    ({ tag }) => tag !== "01" && tag !== "54" && tag !== "63" && !FEE_TAGS.has(tag),
  );
  const objects = [
    ...kept,
    { tag: "01", value: POINT_OF_INITIATION.dynamic },
    { tag: "54", value: digits },
  ].sort((a, b) => Number(a.tag) - Number(b.tag));
  const body = `${writeTlv(objects)}${CRC_HEADER}`;
  return { ok: true, payload: `${body}${crc16(body)}` };
}
