import { describe, expect, it } from "vitest";
import { brandMeta } from "./brand-meta";

const content = (tags: ReturnType<typeof brandMeta>, key: string) => {
  const tag = tags.find((candidate) => "property" in candidate && candidate.property === key);
  return tag && "content" in tag ? tag.content : undefined;
};

describe("a brand page's preview tags", () => {
  it("puts title and description on one line each, whatever was stored", () => {
    const tags = brandMeta({
      title: "Gerai - Kopi\nSenja\u202E",
      description: "Kedai kopi.\nBuka tiap hari.\u0000\u200B",
      appUrl: "https://gerai.id",
      path: "/kopi-senja",
      logoUrl: null,
    });
    expect(tags[0]).toEqual({ title: "Gerai - Kopi Senja" });
    expect(content(tags, "og:title")).toBe("Gerai - Kopi Senja");
    expect(content(tags, "og:description")).toBe("Kedai kopi. Buka tiap hari.");
  });

  it("describes the page by its title when there is nothing else to say", () => {
    const tags = brandMeta({
      title: "Gerai - Kopi Senja",
      description: " \n\u200B ",
      appUrl: "https://gerai.id",
      path: "/kopi-senja",
      logoUrl: null,
    });
    expect(content(tags, "og:description")).toBe("Gerai - Kopi Senja");
  });
});
