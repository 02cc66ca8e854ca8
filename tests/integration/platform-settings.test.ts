import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "#server/auth/guards";
import {
  ensurePlatformSettings,
  getPlatformSettings,
  updatePlatformSettings,
} from "#server/services/platform-settings";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createTestMedia, storedPicture } from "./support/sellers";

const user = (role: SessionUser["role"]): SessionUser => ({
  id: "u1",
  email: "u@example.com",
  name: "U",
  emailVerified: true,
  role,
});

describe.each(testDatabaseKinds)("saving platform settings on %s", (kind) => {
  let t: TestDatabase;
  const media = createTestMedia();
  const writer = () => ({ db: t.db, media });
  let favicon: string;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await ensurePlatformSettings(t.db);
    favicon = await storedPicture(media, "platform-assets", "favicon");
  });
  afterAll(async () => {
    await t?.destroy();
    media.remove();
  });

  it("refuses a brand owner with 403 and changes nothing", async () => {
    const before = await getPlatformSettings(t.db);
    for (const role of ["brand-owner", null] as const) {
      await expect(
        updatePlatformSettings(writer(), user(role), { siteTitle: "Diambil alih" }),
      ).rejects.toMatchObject({ code: "FORBIDDEN", status: 403 });
    }
    expect(await getPlatformSettings(t.db)).toEqual(before);
  });

  it("saves a platform admin's settings, normalising the phone", async () => {
    await updatePlatformSettings(writer(), user("platform-admin"), {
      siteTitle: "  Pasar Warga ",
      customerSupportPhone: "0812-7777-6666",
      faviconUrl: favicon,
    });
    expect(await getPlatformSettings(t.db)).toMatchObject({
      siteTitle: "Pasar Warga",
      customerSupportPhone: "6281277776666",
      faviconUrl: favicon,
      logoUrl: null,
    });
  });

  it("keeps a picture left as it was, but takes only stored pictures as new ones", async () => {
    await t.db.updateTable("platform_settings").set({ logo_url: "/favicon.svg" }).execute();
    await updatePlatformSettings(writer(), user("platform-admin"), {
      siteTitle: "Pasar Warga",
      logoUrl: "/favicon.svg",
    });
    expect((await getPlatformSettings(t.db)).logoUrl).toBe("/favicon.svg");
    await expect(
      updatePlatformSettings(writer(), user("platform-admin"), {
        siteTitle: "Pasar Warga",
        logoSmallUrl: "https://evil.example/x.png",
      }),
    ).rejects.toMatchObject({ code: "VALIDATION" });
    // A name shaped like a stored picture but on another host is not one either.
    await expect(
      updatePlatformSettings(writer(), user("platform-admin"), {
        siteTitle: "Pasar Warga",
        logoSmallUrl: "https://evil.example/media/platform-assets/abc-1280.webp",
      }),
    ).rejects.toMatchObject({ code: "VALIDATION" });
    expect((await getPlatformSettings(t.db)).logoSmallUrl).toBeNull();
    // An empty title falls back to the product name.
    await updatePlatformSettings(writer(), user("platform-admin"), { siteTitle: " " });
    expect((await getPlatformSettings(t.db)).siteTitle).toBe("Gerai");
  });
});
