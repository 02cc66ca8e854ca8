import { isRouteErrorResponse } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireBrandOwner, requirePlatformAdmin, requireUser } from "#server/auth/guards";
import { signIn } from "#server/services/accounts";
import { takeToast } from "#server/toast";
import { createBrand, createSeller } from "#server/seed/factories";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the guard to refuse");
}

function redirectTarget(error: unknown): string | null {
  return error instanceof Response ? error.headers.get("Location") : null;
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof Response) return error.status;
  if (isRouteErrorResponse(error)) return error.status;
  if (error && typeof error === "object" && "init" in error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
  return undefined;
}

describe.each(testDatabaseKinds)("admin guards on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;

  async function requestAs(email: string, password = "rahasia123"): Promise<Request> {
    const { setCookie } = await signIn(
      context,
      { email, password },
      { ip: "127.0.0.9", headers: new Headers() },
    );
    const cookie = setCookie.map((c) => c.split(";")[0]).join("; ");
    return new Request("http://localhost:3000/admin", { headers: { cookie } });
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t, { platformAdminEmails: "admin@gerai.test" });
    const owner = await createSeller(t.auth, {
      email: "owner@gerai.test",
      password: "rahasia123",
      name: "Owner",
    });
    await createBrand(t.db, { userId: owner.userId, name: "Toko Owner", username: "owner" });
    await createSeller(t.auth, {
      email: "admin@gerai.test",
      password: "rahasia123",
      name: "Admin",
    });
    await createSeller(t.auth, {
      email: "norole@gerai.test",
      password: "rahasia123",
      name: "No Role",
    });
    await t.db
      .updateTable("user" as never)
      .set({ role: "tamu" } as never)
      .where("email" as never, "=", "norole@gerai.test" as never)
      .execute();
    await createSeller(t.auth, {
      email: "later@gerai.test",
      password: "rahasia123",
      name: "Later",
    });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("sends an anonymous visitor to /auth", async () => {
    const request = new Request("http://localhost:3000/admin");
    expect(redirectTarget(await thrown(() => requireUser(context, request)))).toBe("/auth");
    expect(redirectTarget(await thrown(() => requireBrandOwner(context, request)))).toBe("/auth");
    expect(redirectTarget(await thrown(() => requirePlatformAdmin(context, request)))).toBe(
      "/auth",
    );
  });

  it("sends a user whose e-mail is not verified to /email-not-verified, saying why there", async () => {
    const request = await requestAs("later@gerai.test");
    const authContext = await t.auth.$context;
    const found = await authContext.internalAdapter.findUserByEmail("later@gerai.test");
    await authContext.internalAdapter.updateUser(found!.user.id, { emailVerified: false });
    const refused = await thrown(() => requireUser(context, request));
    expect(redirectTarget(refused)).toBe("/email-not-verified");
    // The next page's root loader takes the toast from the cookie the redirect set.
    const cookie = (refused as Response).headers.get("Set-Cookie")!.split(";")[0]!;
    const next = new Request("http://localhost:3000/email-not-verified", { headers: { cookie } });
    expect((await takeToast(next)).toast).toMatchObject({
      kind: "error",
      title: "Email belum terverifikasi. Buka tautan verifikasi di email Anda atau kirim ulang.",
    });
  });

  it("lets a brand owner in with their own brand, but not into platform settings", async () => {
    const request = await requestAs("owner@gerai.test");
    const owner = await requireBrandOwner(context, request);
    const brand = await t.db
      .selectFrom("brands")
      .select("id")
      .where("username", "=", "owner")
      .executeTakeFirstOrThrow();
    expect(owner.brandId).toBe(brand.id);
    expect(owner.role).toBe("brand-owner");
    expect(statusOf(await thrown(() => requirePlatformAdmin(context, request)))).toBe(403);
  });

  it("lets a platform admin pass the platform check and the brand-owner role check", async () => {
    const request = await requestAs("admin@gerai.test");
    const admin = await requirePlatformAdmin(context, request);
    expect(admin.role).toBe("platform-admin");
    // Without a brand of their own the brand-owner guard has nothing to scope to.
    const refusal = await thrown(() => requireBrandOwner(context, request));
    expect(statusOf(refusal)).toBe(403);
    expect((refusal as { data: unknown }).data).toBe("Akun ini belum memiliki toko.");
  });

  it("refuses a user whose stored role is unknown", async () => {
    const request = await requestAs("norole@gerai.test");
    const user = await requireUser(context, request);
    expect(user.role).toBeNull();
    expect(statusOf(await thrown(() => requireBrandOwner(context, request)))).toBe(403);
  });
});
