import { describe, expect, it } from "vitest";
import {
  buildAmountPayload,
  checkQris,
  crc16,
  parseTemplate,
  parseTlv,
  QRIS_MESSAGES,
  type TlvObject,
} from "./qris";

/** `tag`, its length in two digits, `value`: one data object as a payload writes it. */
function tlv(tag: string, value: string): string {
  return `${tag}${String(value.length).padStart(2, "0")}${value}`;
}

/** A payload of these objects, closed by its CRC as a QRIS generator closes it. */
function withCrc(body: string): string {
  return `${body}6304${crc16(`${body}6304`)}`;
}

const NMID = "ID1020021181745";

/** The objects of a warung's static sticker, as a bank prints it, by tag. */
function stickerObjects(): Record<string, string> {
  return {
    "00": "01",
    "01": "11",
    "26": [
      tlv("00", "COM.GO-JEK.WWW"),
      tlv("01", "936009143628549045"),
      tlv("02", "G628593655"),
      tlv("03", "UMI"),
    ].join(""),
    "51": [tlv("00", "ID.CO.QRIS.WWW"), tlv("02", NMID), tlv("03", "UMI")].join(""),
    "52": "5812",
    "53": "360",
    "58": "ID",
    "59": "WARUNG BU SITI",
    "60": "BANDUNG",
    "61": "40111",
    "62": tlv("07", "A01"),
  };
}

/** A sticker's payload, some objects changed (undefined drops one), in tag order, CRC computed. */
function sticker(changes: Record<string, string | undefined> = {}): string {
  const objects = { ...stickerObjects(), ...changes };
  // Tags such as "26" are integer keys, which objects list first: sort them as a payload does.
  const body = Object.entries(objects)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([tag, value]) => tlv(tag, value))
    .join("");
  return withCrc(body);
}

function objectsOf(payload: string): TlvObject[] {
  const parsed = parseTlv(payload);
  if (!parsed.ok) throw new Error(`not a list of objects: ${parsed.defect}`);
  return parsed.objects;
}

function valueOf(payload: string, tag: string): string | undefined {
  return objectsOf(payload).find((object) => object.tag === tag)?.value;
}

describe("the QRIS checksum", () => {
  it("is CRC-16/CCITT-FALSE: the published check value of '123456789' is 29B1", () => {
    expect(crc16("123456789")).toBe("29B1");
  });

  it("is 4 uppercase hex digits, leading zeros kept", () => {
    expect(crc16("")).toBe("FFFF");
    expect(crc16("A")).toBe("B915");
    for (const text of ["000201", "WARUNG", sticker()]) {
      expect(crc16(text)).toMatch(/^[0-9A-F]{4}$/);
    }
  });
});

describe("reading data objects", () => {
  it("splits a payload into its top-level objects, templates left whole", () => {
    const objects = objectsOf(sticker());
    expect(objects.map((object) => object.tag)).toEqual([
      "00",
      "01",
      "26",
      "51",
      "52",
      "53",
      "58",
      "59",
      "60",
      "61",
      "62",
      "63",
    ]);
    expect(objects.find((object) => object.tag === "59")?.value).toBe("WARUNG BU SITI");
  });

  it("reads a template's sub-objects on demand", () => {
    const template = objectsOf(sticker()).find((object) => object.tag === "51")!;
    expect(parseTemplate(template)).toEqual({
      ok: true,
      objects: [
        { tag: "00", value: "ID.CO.QRIS.WWW" },
        { tag: "02", value: NMID },
        { tag: "03", value: "UMI" },
      ],
    });
    const additional = objectsOf(sticker()).find((object) => object.tag === "62")!;
    expect(parseTemplate(additional)).toEqual({ ok: true, objects: [{ tag: "07", value: "A01" }] });
    expect(() => parseTemplate({ tag: "59", value: "WARUNG" })).toThrow(RangeError);
  });

  it("refuses lengths that run past the end", () => {
    expect(parseTlv("000201010211")).toEqual({ ok: true, objects: expect.any(Array) });
    expect(parseTlv("0002010103")).toEqual({ ok: false, defect: "too-short" });
    expect(parseTlv("00020101021")).toEqual({ ok: false, defect: "too-short" });
  });

  it("refuses a tag or length that is not two digits", () => {
    expect(parseTlv("0A0201")).toEqual({ ok: false, defect: "not-digits" });
    expect(parseTlv("00x201")).toEqual({ ok: false, defect: "not-digits" });
    expect(parseTlv("00-101")).toEqual({ ok: false, defect: "not-digits" });
  });

  it("refuses bytes left after the last object", () => {
    expect(parseTlv("000201010")).toEqual({ ok: false, defect: "trailing" });
    expect(parseTlv("000201 ")).toEqual({ ok: false, defect: "trailing" });
  });

  it("refuses a tag given twice", () => {
    expect(parseTlv("000201000201")).toEqual({ ok: false, defect: "duplicate" });
  });
});

describe("checking a seller's QRIS", () => {
  it("takes a static sticker and reads its merchant, city and NMID", () => {
    const payload = sticker();
    expect(checkQris(payload)).toEqual({
      ok: true,
      merchantName: "WARUNG BU SITI",
      city: "BANDUNG",
      nmid: NMID,
      isStatic: true,
      payload,
    });
  });

  it("takes a dynamic code and says it is not static", () => {
    expect(checkQris(sticker({ "01": "12", "54": "25000" }))).toMatchObject({
      ok: true,
      isStatic: false,
    });
  });

  it("takes a QRIS with the national template alone", () => {
    expect(checkQris(sticker({ "26": undefined }))).toMatchObject({ ok: true, nmid: NMID });
  });

  const refusals: [string, string, keyof typeof QRIS_MESSAGES][] = [
    ["a web address", "https://gerai.id/warung", "notQris"],
    ["an empty text", "", "notQris"],
    ["no national QRIS template", sticker({ "51": undefined }), "notQris"],
    [
      "a template of another scheme in tag 51",
      sticker({ "51": [tlv("00", "COM.EXAMPLE.WWW"), tlv("02", NMID)].join("") }),
      "notQris",
    ],
    ["a cut payload", sticker().slice(0, 80), "damaged"],
    ["bytes after the CRC", `${sticker()}00`, "damaged"],
    ["no CRC", sticker().slice(0, -8), "damaged"],
    ["a CRC before other objects", withCrc(tlv("00", "01")).slice(0, -4) + "ABCD5802ID", "damaged"],
    ["a lowercase CRC", sticker().slice(0, -4) + sticker().slice(-4).toLowerCase(), "damaged"],
    ["a tag 51 that is no template", sticker({ "51": "ID.CO.QRIS.WWW" }), "damaged"],
    [
      "a wrong CRC",
      `${sticker().slice(0, -4)}${sticker().slice(-4) === "0000" ? "0001" : "0000"}`,
      "checksum",
    ],
    [
      "a character changed after the CRC was computed",
      sticker().replace("WARUNG BU SITI", "WARUNG BU SITA"),
      "checksum",
    ],
    ["another initiation method", sticker({ "01": "13" }), "unknownMethod"],
    ["no initiation method", sticker({ "01": undefined }), "unknownMethod"],
    ["another country", sticker({ "58": "SG" }), "notIndonesian"],
    ["another currency", sticker({ "53": "702" }), "notRupiah"],
    ["no currency", sticker({ "53": undefined }), "notRupiah"],
    ["no merchant name", sticker({ "59": undefined }), "noMerchant"],
    ["a blank merchant name", sticker({ "59": "   " }), "noMerchant"],
    ["no city", sticker({ "60": undefined }), "noMerchant"],
    [
      "no NMID in the national template",
      sticker({ "51": [tlv("00", "ID.CO.QRIS.WWW"), tlv("03", "UMI")].join("") }),
      "noNmid",
    ],
    [
      "an NMID of another shape",
      sticker({ "51": [tlv("00", "ID.CO.QRIS.WWW"), tlv("02", "12345")].join("") }),
      "noNmid",
    ],
  ];

  it.each(refusals)("refuses %s with its own message", (_, payload, defect) => {
    expect(checkQris(payload)).toEqual({ ok: false, defect, message: QRIS_MESSAGES[defect] });
  });

  it("says each kind of defect in its own words", () => {
    const messages = Object.values(QRIS_MESSAGES);
    expect(new Set(messages).size).toBe(messages.length);
    expect(QRIS_MESSAGES.notQris).toBe("Kode QR ini bukan QRIS.");
  });
});

describe("the payload of an order's amount", () => {
  function built(payload: string, amount: number): string {
    const result = buildAmountPayload(payload, amount);
    if (!result.ok) throw new Error(result.message);
    return result.payload;
  }

  it("carries the amount in tag 54 as whole rupiah, marked dynamic", () => {
    const payload = built(sticker(), 125_000);
    expect(valueOf(payload, "54")).toBe("125000");
    expect(valueOf(payload, "01")).toBe("12");
  });

  it("has a valid CRC and checks as the same merchant", () => {
    const payload = built(sticker(), 125_000);
    expect(payload.slice(-8, -4)).toBe("6304");
    expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
    expect(checkQris(payload)).toEqual({
      ok: true,
      merchantName: "WARUNG BU SITI",
      city: "BANDUNG",
      nmid: NMID,
      isStatic: false,
      payload,
    });
  });

  it("keeps every other object as it was, in ascending tag order", () => {
    const source = sticker();
    const payload = built(source, 15_000);
    const before = objectsOf(source).filter(({ tag }) => !["01", "63"].includes(tag));
    const after = objectsOf(payload).filter(({ tag }) => !["01", "54", "63"].includes(tag));
    expect(after).toEqual(before);
    const tags = objectsOf(payload).map((object) => object.tag);
    expect(tags).toEqual([...tags].sort());
    expect(tags.at(-1)).toBe("63");
    expect(tags.indexOf("54")).toBe(tags.indexOf("53") + 1);
  });

  it("drops the sticker's tip and fees and never adds them", () => {
    const withFees = sticker({ "55": "02", "56": "2000", "57": "5" });
    expect(valueOf(withFees, "56")).toBe("2000");
    const payload = built(withFees, 50_000);
    for (const tag of ["55", "56", "57"]) expect(valueOf(payload, tag)).toBeUndefined();
    for (const tag of ["55", "56", "57"])
      expect(valueOf(built(sticker(), 50_000), tag)).toBeUndefined();
  });

  it("replaces the amount of a dynamic code", () => {
    const payload = built(sticker({ "01": "12", "54": "99000" }), 1_500);
    expect(valueOf(payload, "54")).toBe("1500");
    expect(objectsOf(payload).filter((object) => object.tag === "54")).toHaveLength(1);
  });

  it("round-trips: what it builds checks, and building again gives the same payload", () => {
    for (const amount of [1, 999, 125_000, 9_999_999_999_999]) {
      const payload = built(sticker(), amount);
      expect(checkQris(payload)).toMatchObject({ ok: true, payload });
      expect(valueOf(payload, "54")).toBe(String(amount));
      expect(built(payload, amount)).toBe(payload);
    }
  });

  it("refuses amounts that are not positive whole rupiah", () => {
    for (const amount of [0, -5_000, 1_500.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(buildAmountPayload(sticker(), amount)).toEqual({
        ok: false,
        defect: "amountInvalid",
        message: QRIS_MESSAGES.amountInvalid,
      });
    }
  });

  it("refuses an amount longer than tag 54's 13 characters", () => {
    expect(buildAmountPayload(sticker(), 10_000_000_000_000)).toEqual({
      ok: false,
      defect: "amountTooLarge",
      message: QRIS_MESSAGES.amountTooLarge,
    });
  });

  it("refuses to build from a payload that is no valid QRIS", () => {
    expect(buildAmountPayload("https://gerai.id/warung", 10_000)).toMatchObject({
      ok: false,
      defect: "notQris",
    });
    expect(buildAmountPayload(sticker({ "53": "702" }), 10_000)).toMatchObject({
      ok: false,
      defect: "notRupiah",
    });
  });
});
