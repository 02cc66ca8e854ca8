import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { BRAND_MESSAGES, ZAboutFormSchema } from "#domain/brand-profile";

// The About page's forms as the browser posts them, read with the parsing the app uses
// (Conform's parseWithZod, as in server/form-action.ts) against the domain's schema.

describe("the About page's forms", () => {
  const form = (fields: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of fields) data.append(name, value);
    return parseWithZod(data, { schema: ZAboutFormSchema });
  };

  it("reads the profile as the browser posts it: a ticked box is 'on', an unticked one absent", () => {
    const profile = [
      ["intent", "update-profile"],
      ["name", "Kopi Senja"],
      ["username", "Kopi-Senja"],
      ["aboutText", "Kedai kopi."],
      ["customerServiceWhatsapp", "0812 0000 1111"],
      ["customerServiceEmail", "cs@kopisenja.id"],
      ["logoUrl", ""],
      ["deliveryCostInformation", "Ongkir Rp 5.000"],
    ] as [string, string][];
    const without = form(profile);
    expect(without.status === "success" && without.value).toMatchObject({
      username: "kopi-senja",
      logoUrl: null,
      isDeliveryByStoreEnabled: false,
    });
    const delivering = form([...profile, ["isDeliveryByStoreEnabled", "on"]]);
    expect(delivering.status === "success" && delivering.value).toMatchObject({
      isDeliveryByStoreEnabled: true,
      deliveryCostInformation: "Ongkir Rp 5.000",
    });
  });

  it("reads the open switch, the new price lists in order and the deletion", () => {
    const closing = form([
      ["intent", "set-open"],
      ["isOpen", "false"],
    ]);
    expect(closing.status === "success" && closing.value).toEqual({
      intent: "set-open",
      isOpen: false,
    });
    const refused = form([
      ["intent", "set-open"],
      ["isOpen", "ya"],
    ]);
    expect(refused.status === "error" && refused.error).toEqual({
      isOpen: [BRAND_MESSAGES.statusInvalid],
    });
    const lists = form([
      ["intent", "add-price-lists"],
      ["images[0]", "/media/brand-logos/b-1280.webp"],
      ["images[1]", "/media/brand-logos/a-1280.webp"],
    ]);
    expect(lists.status === "success" && lists.value).toEqual({
      intent: "add-price-lists",
      images: ["/media/brand-logos/b-1280.webp", "/media/brand-logos/a-1280.webp"],
    });
    expect(form([["intent", "add-price-lists"]]).status).toBe("error");
    const deletion = form([
      ["intent", "delete-price-list"],
      ["id", "abc"],
    ]);
    expect(deletion.status === "success" && deletion.value).toEqual({
      intent: "delete-price-list",
      id: "abc",
    });
  });

  it("refuses a form of no known intent", () => {
    expect(form([["intent", "hapus-semua"]]).status).toBe("error");
    expect(form([]).status).toBe("error");
  });
});
