import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getOwnBrandProfile, updateOwnShopAppearance } from "#server/services/admin-brand";
import { findPublicBrandByUsername } from "#server/services/storefront";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { brandOwner, createTestMedia, pictureUrl, storedPicture } from "./support/sellers";

// 'Tampilan Toko' (decision 076): the seller's colour reaches every page of her shop as CSS
// custom properties computed on the server, and her cover the home; a colour that is not
// #rrggbb, or a cover the platform did not store, is refused and changes nothing.

describe.each(testDatabaseKinds)("the shop's colour and cover on %s", (kind) => {
  let t: TestDatabase;
  const media = createTestMedia();
  let sari: Awaited<ReturnType<typeof brandOwner>>;
  let other: Awaited<ReturnType<typeof brandOwner>>;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    sari = await brandOwner(t, "kue-sari");
    other = await brandOwner(t, "kopi-lain");
  });
  afterAll(async () => {
    media.remove();
    await t?.destroy();
  });

  const context = () => ({ db: t.db, media });
  const shop = async (username: string) => (await findPublicBrandByUsername(t.db, username))!;

  it("starts with Gerai's own colour and no cover", async () => {
    expect(await shop("kue-sari")).toMatchObject({ colourStyle: null, coverUrl: null });
    expect((await getOwnBrandProfile(t.db, sari)).appearance).toEqual({
      themeColour: null,
      coverImageUrl: null,
    });
  });

  it("saves a colour and a stored cover, shows them on the shop alone, and clears them", async () => {
    const cover = await storedPicture(media, "brand-logos", "sampul");
    await updateOwnShopAppearance(context(), sari, {
      themeColour: "#B91C1C",
      coverImageUrl: cover,
    });
    expect(await shop("kue-sari")).toMatchObject({
      colourStyle: ":root{--primary:#b91c1c;--primary-foreground:#ffffff;--ring:#b91c1c}",
      coverUrl: cover,
    });
    // A light pick is shown darker, never as picked.
    await updateOwnShopAppearance(context(), sari, {
      themeColour: "#FFE14D",
      coverImageUrl: cover,
    });
    const style = (await shop("kue-sari")).colourStyle!;
    expect(style).toMatch(/^:root\{--primary:#[0-9a-f]{6};/);
    expect(style).not.toContain("#ffe14d");
    expect((await getOwnBrandProfile(t.db, sari)).appearance.themeColour).toBe("#ffe14d");
    // Another shop keeps Gerai's colour.
    expect(await shop("kopi-lain")).toMatchObject({ colourStyle: null, coverUrl: null });

    await updateOwnShopAppearance(context(), sari, { themeColour: "", coverImageUrl: "" });
    expect(await shop("kue-sari")).toMatchObject({ colourStyle: null, coverUrl: null });
  });

  it("refuses a colour that is not #rrggbb or a cover it did not store, and changes nothing", async () => {
    const cover = await storedPicture(media, "brand-logos", "sampul-2");
    await updateOwnShopAppearance(context(), other, {
      themeColour: "#1d4ed8",
      coverImageUrl: cover,
    });
    const before = await shop("kopi-lain");
    for (const themeColour of ["red", "#1d4ed", "#1d4ed8;}body{display:none", "url(x)"]) {
      await expect(
        updateOwnShopAppearance(context(), other, { themeColour, coverImageUrl: cover }),
      ).rejects.toMatchObject({
        code: "VALIDATION",
        fieldErrors: { themeColour: "Warna harus berupa kode hex, contoh #0F766E." },
      });
    }
    for (const coverImageUrl of [
      pictureUrl("brand-logos", "tidak pernah diunggah"),
      "https://pelacak.example/media/brand-logos/abc-1280.webp",
    ]) {
      await expect(
        updateOwnShopAppearance(context(), other, { themeColour: "#15803d", coverImageUrl }),
      ).rejects.toMatchObject({ code: "VALIDATION" });
    }
    expect(await shop("kopi-lain")).toEqual(before);
  });
});
