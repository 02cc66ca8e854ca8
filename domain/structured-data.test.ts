import { describe, expect, it } from "vitest";
import { BUSINESS_KIND_CHOICES, businessKindOf } from "./business-kind";
import { DEFAULT_OPERATIONAL_HOURS, type OperationalHours } from "./operational-hours";
import { robotsTxt, sitemapIndexXml, sitemapXml } from "./sitemap";
import { openingHoursSpecification, shopStructuredData } from "./structured-data";

const week = (changes: Partial<OperationalHours>): OperationalHours => ({
  ...DEFAULT_OPERATIONAL_HOURS,
  ...changes,
});

describe("openingHoursSpecification", () => {
  it("groups days with the same hours, leaves closed days out, and reads 24 hours and past midnight", () => {
    expect(
      openingHoursSpecification(
        week({
          senin: { isOpen: true, openTime: "00:00", closeTime: "00:00" },
          rabu: { isOpen: false, openTime: "08:00", closeTime: "22:00" },
          sabtu: { isOpen: true, openTime: "20:00", closeTime: "02:00" },
        }),
      ),
    ).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday"],
        opens: "00:00",
        closes: "23:59",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Tuesday", "Thursday", "Friday", "Sunday"],
        opens: "08:00",
        closes: "22:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday"],
        opens: "20:00",
        closes: "02:00",
      },
    ]);
  });

  it("is empty for a shop closed every day", () => {
    const closed = { isOpen: false, openTime: "08:00", closeTime: "22:00" };
    expect(
      openingHoursSpecification({
        senin: closed,
        selasa: closed,
        rabu: closed,
        kamis: closed,
        jumat: closed,
        sabtu: closed,
        minggu: closed,
      }),
    ).toEqual([]);
  });
});

describe("shopStructuredData", () => {
  const shop = {
    name: "Warung\nBu Tini",
    description: null,
    url: "https://gerai.test/bu-tini",
    imageUrl: "https://gerai.test/media/logo-640.webp",
    kind: "makanan-berat" as const,
    phone: null,
    stores: [
      { name: "Pusat", address: "Jl. Mawar 1", phone: "0812-1111-2222" },
      { name: "Cabang", address: "Jl. Kenanga 2", phone: "" },
    ],
    hours: DEFAULT_OPERATIONAL_HOURS,
  };

  it("takes the first store's address and number, and lists the others as departments", () => {
    expect(shopStructuredData(shop)).toMatchObject({
      "@type": "Restaurant",
      name: "Warung Bu Tini",
      image: shop.imageUrl,
      logo: shop.imageUrl,
      telephone: "+6281211112222",
      address: { "@type": "PostalAddress", streetAddress: "Jl. Mawar 1", addressCountry: "ID" },
      department: [
        {
          "@type": "Restaurant",
          name: "Cabang",
          address: { "@type": "PostalAddress", streetAddress: "Jl. Kenanga 2" },
        },
      ],
    });
    expect(shopStructuredData(shop)).not.toHaveProperty("description");
    expect(shopStructuredData(shop).department).toEqual([
      expect.not.objectContaining({ telephone: expect.anything() }),
    ]);
  });

  it("says nothing of an address or a number the shop has not given", () => {
    const bare = shopStructuredData({ ...shop, stores: [], imageUrl: null });
    expect(bare).not.toHaveProperty("address");
    expect(bare).not.toHaveProperty("telephone");
    expect(bare).not.toHaveProperty("image");
    expect(bare).not.toHaveProperty("department");
  });
});

describe("business kinds", () => {
  it("reads an unknown stored kind as a plain local business, and offers 'Usaha lainnya' last", () => {
    expect(businessKindOf("kue-roti")).toBe("kue-roti");
    expect(businessKindOf("toString")).toBe("umum");
    expect(businessKindOf(null)).toBe("umum");
    expect(BUSINESS_KIND_CHOICES.at(-1)).toEqual({ value: "umum", label: "Usaha lainnya" });
  });
});

describe("sitemaps and robots.txt", () => {
  it("writes addresses as XML text", () => {
    const xml = sitemapXml([
      { url: "https://gerai.test/a?b=1&c=<2>", lastModified: "2026-11-30T00:00:00.000Z" },
    ]);
    expect(xml).toContain("<loc>https://gerai.test/a?b=1&amp;c=&lt;2&gt;</loc>");
    expect(xml).toContain("<lastmod>2026-11-30T00:00:00.000Z</lastmod>");
    expect(sitemapIndexXml([])).toContain("<sitemapindex");
  });

  it("keeps the admin out and names the index of sitemaps", () => {
    expect(robotsTxt("https://gerai.test")).toContain("Disallow: /admin\n");
    expect(robotsTxt("https://gerai.test")).toContain("Sitemap: https://gerai.test/sitemap.xml\n");
  });
});
