import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildOrderTimeline } from "#domain/order-summary";
import {
  ACTIVE_SHOP_COOKIE,
  findBrandOwner,
  requireMember,
  type BrandOwner,
} from "#server/auth/guards";
import { signIn } from "#server/services/accounts";
import { updateOwnBrandProfile } from "#server/services/admin-brand";
import { cancelOrder, getOrderDetail, updateOrderStatus } from "#server/services/admin-orders";
import {
  acceptInvitation,
  changeMemberRole,
  findInvitation,
  inviteMember,
  listMembers,
  removeMember,
} from "#server/services/members";
import { updatePaymentStatus } from "#server/services/order-payments";
import { verifyTrackedOrder } from "#server/services/order-tracking";
import { createBrand, createOrderRecord, createSeller } from "#server/seed/factories";
import { createTestContext } from "./support/app-context";
import {
  createTestDatabase,
  testDatabaseKinds,
  type SharedTestDatabase,
} from "./support/databases";
import { codeOf } from "./support/sellers";

// A shop's team (decision 071) on both databases: invitations that expire after 7 days and
// work once, joining with a new account or an existing one, an account in two shops, a
// removal that ends the member's sessions, a role change that counts at once, the order's
// history naming who did what, and the limits on invitations.

const DAY_MS = 24 * 60 * 60 * 1000;
const client = { ip: "127.0.0.7", headers: new Headers() };

function statusOf(error: unknown): number | undefined {
  if (error instanceof Response) return error.status;
  if (error && typeof error === "object" && "init" in error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
  return undefined;
}

async function refusal(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a refusal");
}

describe.each(testDatabaseKinds)("a shop's team on %s", (kind) => {
  let t: SharedTestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let owner: BrandOwner;
  let ownerRequest: Request;
  let serial = 0;

  /** The request of a browser signed in with `cookie`, optionally choosing a shop. */
  const requestWith = (cookie: string, shop?: string) =>
    new Request("http://localhost:3000/admin", {
      headers: { cookie: shop ? `${cookie}; ${ACTIVE_SHOP_COOKIE}=${shop}` : cookie },
    });
  const cookieOf = (setCookie: string[]) => setCookie.map((c) => c.split(";")[0]).join("; ");
  async function signedIn(email: string, password = "rahasia123") {
    const { setCookie } = await signIn(context, { email, password }, client);
    return cookieOf(setCookie);
  }
  /** Invites a fresh address; answers it and the link's token. */
  async function invite(role: "admin" | "cashier", now?: Date) {
    serial += 1;
    const email = `anggota${serial}-${kind}@example.com`;
    const { token } = await inviteMember(context, owner, { email, role }, now);
    return { email, token };
  }
  /** An account for `email` joined through its invitation as a new account. */
  async function joinAsNew(token: string, fullName: string) {
    const joined = await acceptInvitation(
      context,
      { intent: "register", token, fullName, password: "rahasia123" },
      client,
      null,
    );
    return cookieOf(joined.setCookie);
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t);
    const { userId } = await createSeller(t.auth, {
      email: `pemilik-${kind}@example.com`,
      password: "rahasia123",
      name: "Bu Ani",
      emailVerified: true,
    });
    await createBrand(t.db, { userId, name: "Kue Ani", username: `kue-ani-${kind}` });
    ownerRequest = requestWith(await signedIn(`pemilik-${kind}@example.com`));
    owner = await requireMember(context, ownerRequest, "members");
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    // Each case starts with the limits cleared: the limits have a case of their own.
    await t.db.deleteFrom("rate_limits").execute();
  });

  it("mails an invitation whose link works once, for 7 days", async () => {
    const sentAt = new Date();
    const { email, token } = await invite("cashier", sentAt);
    const mail = context.mailbox.sent.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe("Undangan menjadi anggota toko Kue Ani di Gerai");
    expect(mail.text).toContain("Bu Ani mengundang Anda menjadi Kasir di toko Kue Ani.");
    expect(mail.link).toBe(`http://localhost:3000/invite?token=${token}`);
    expect(await findInvitation(context, token)).toEqual({
      shopName: "Kue Ani",
      email,
      role: "cashier",
      hasAccount: false,
    });

    // A minute past the 7 days it no longer works, and nothing is created.
    const late = new Date(sentAt.getTime() + 7 * DAY_MS + 60_000);
    expect(await findInvitation(context, token, late)).toBeNull();
    expect(
      await codeOf(
        acceptInvitation(
          context,
          { intent: "register", token, fullName: "Rina", password: "rahasia123" },
          client,
          null,
          late,
        ),
      ),
    ).toBe("NOT_FOUND: Undangan tidak berlaku, sudah dipakai, atau sudah kedaluwarsa.");
    const authContext = await t.auth.$context;
    expect(await authContext.internalAdapter.findUserByEmail(email)).toBeNull();

    // A minute before, it works; then never again.
    const inTime = new Date(sentAt.getTime() + 7 * DAY_MS - 60_000);
    await acceptInvitation(
      context,
      { intent: "register", token, fullName: "Rina", password: "rahasia123" },
      client,
      null,
      inTime,
    );
    expect(
      await codeOf(
        acceptInvitation(
          context,
          { intent: "sign-in", token, password: "rahasia123" },
          client,
          null,
          inTime,
        ),
      ),
    ).toBe("NOT_FOUND: Undangan tidak berlaku, sudah dipakai, atau sudah kedaluwarsa.");
    expect(await findInvitation(context, token)).toBeNull();
  });

  it("creates a verified account for a new address, signed in as a member with the invited role", async () => {
    const { email, token } = await invite("admin");
    const cookie = await joinAsNew(token, "Dedi");
    const member = await requireMember(context, requestWith(cookie), "catalogue");
    expect(member).toMatchObject({ email, name: "Dedi", brandId: owner.brandId });
    expect(member.memberRole).toBe("admin");
    expect(member.emailVerified).toBe(true);
    const refused = await refusal(() => requireMember(context, requestWith(cookie), "members"));
    expect(statusOf(refused)).toBe(403);
    expect((refused as { data: unknown }).data).toBe(
      "Akses ditolak. Peran Anda di toko ini tidak dapat membuka halaman ini.",
    );
  });

  it("joins an existing account after its password, and refuses a wrong one", async () => {
    serial += 1;
    const email = `lama${serial}-${kind}@example.com`;
    const { userId } = await createSeller(t.auth, {
      email,
      password: "rahasia123",
      name: "Sinta",
      emailVerified: true,
    });
    const { token } = await inviteMember(context, owner, { email, role: "cashier" });
    expect((await findInvitation(context, token))?.hasAccount).toBe(true);
    // Registering again with the address is refused: the account exists.
    expect(
      await codeOf(
        acceptInvitation(
          context,
          { intent: "register", token, fullName: "Sinta", password: "lainlain1" },
          client,
          null,
        ),
      ),
    ).toBe("CONFLICT: Email ini sudah punya akun. Masukkan password-nya untuk menerima undangan.");
    expect(
      await codeOf(
        acceptInvitation(context, { intent: "sign-in", token, password: "salah123" }, client, null),
      ),
    ).toMatch(/^UNAUTHENTICATED: /);
    const joined = await acceptInvitation(
      context,
      { intent: "sign-in", token, password: "rahasia123" },
      client,
      null,
    );
    expect(joined.brandId).toBe(owner.brandId);
    const member = await requireMember(context, requestWith(cookieOf(joined.setCookie)), "orders");
    expect(member).toMatchObject({ id: userId, memberRole: "cashier", brandId: owner.brandId });
  });

  it("lets a signed-in account accept only an invitation to its own address", async () => {
    const { email, token } = await invite("cashier");
    const other = await invite("cashier");
    const cookie = await joinAsNew(other.token, "Lain");
    const otherUser = await requireMember(context, requestWith(cookie), "orders");
    expect(
      await codeOf(acceptInvitation(context, { intent: "accept", token }, client, otherUser)),
    ).toBe(
      "FORBIDDEN: Undangan ini untuk email lain. Keluar dulu, lalu buka lagi tautan undangan ini.",
    );
    expect((await findInvitation(context, token))?.email).toBe(email);
  });

  it("keeps an account in two shops, acting for the one it chose, and never for a shop it is not in", async () => {
    const { token } = await invite("cashier");
    const cookie = await joinAsNew(token, "Budi");
    const budi = await requireMember(context, requestWith(cookie), "orders");
    // Budi opens a shop of his own too.
    const ownShop = await createBrand(t.db, {
      userId: budi.id,
      name: "Toko Budi",
      username: `toko-budi-${kind}`,
    });

    const inOwn = await findBrandOwner(context, requestWith(cookie));
    // Without a choice, his own shop.
    expect(inOwn).toMatchObject({ brandId: ownShop.id, memberRole: "owner" });
    expect(inOwn!.memberships).toEqual(
      expect.arrayContaining([
        { brandId: owner.brandId, role: "cashier" },
        { brandId: ownShop.id, role: "owner" },
      ]),
    );
    const inAni = await requireMember(context, requestWith(cookie, owner.brandId), "orders");
    expect(inAni).toMatchObject({ brandId: owner.brandId, memberRole: "cashier" });
    expect(
      statusOf(
        await refusal(() =>
          requireMember(context, requestWith(cookie, owner.brandId), "catalogue"),
        ),
      ),
    ).toBe(403);
    expect(await requireMember(context, requestWith(cookie, ownShop.id), "members")).toMatchObject({
      brandId: ownShop.id,
      memberRole: "owner",
    });
    // A shop he does not belong to, named in the cookie, is not his: his own again.
    const stranger = await createSeller(t.auth, {
      email: `asing-${kind}@example.com`,
      password: "rahasia123",
      name: "Asing",
      emailVerified: true,
    });
    const otherShop = await createBrand(t.db, {
      userId: stranger.userId,
      name: "Toko Asing",
      username: `toko-asing-${kind}`,
    });
    expect(await requireMember(context, requestWith(cookie, otherShop.id), "orders")).toMatchObject(
      { brandId: ownShop.id },
    );
  });

  it("ends a removed member's sessions at once", async () => {
    const { token } = await invite("cashier");
    const cookie = await joinAsNew(token, "Joko");
    const secondCookie = await signedIn(`anggota${serial}-${kind}@example.com`);
    const joko = await requireMember(context, requestWith(cookie), "orders");
    await removeMember(context, owner, { userId: joko.id });
    for (const each of [cookie, secondCookie]) {
      const refused = await refusal(() => requireMember(context, requestWith(each), "orders"));
      expect((refused as Response).headers.get("Location")).toBe("/auth");
    }
    const sessions = await t.db
      .selectFrom("session" as never)
      .select("id" as never)
      .where("userId" as never, "=", joko.id as never)
      .execute();
    expect(sessions).toEqual([]);
    const { members } = await listMembers(t.db, owner);
    expect(members.map((m) => m.userId)).not.toContain(joko.id);
  });

  it("gives a changed role at the member's very next request", async () => {
    const { token } = await invite("cashier");
    const cookie = await joinAsNew(token, "Wati");
    const wati = await requireMember(context, requestWith(cookie), "sold-out");
    expect(
      statusOf(await refusal(() => requireMember(context, requestWith(cookie), "catalogue"))),
    ).toBe(403);
    await changeMemberRole(t.db, owner, { userId: wati.id, role: "admin" });
    expect(await requireMember(context, requestWith(cookie), "catalogue")).toMatchObject({
      memberRole: "admin",
    });
    await changeMemberRole(t.db, owner, { userId: wati.id, role: "cashier" });
    expect(
      statusOf(await refusal(() => requireMember(context, requestWith(cookie), "catalogue"))),
    ).toBe(403);
  });

  it("keeps the owner the owner and refuses inviting a member again", async () => {
    expect(await codeOf(changeMemberRole(t.db, owner, { userId: owner.id, role: "admin" }))).toBe(
      "CONFLICT: Peran Pemilik tidak dapat diubah atau dikeluarkan.",
    );
    expect(await codeOf(removeMember(context, owner, { userId: owner.id }))).toBe(
      "CONFLICT: Peran Pemilik tidak dapat diubah atau dikeluarkan.",
    );
    expect(await codeOf(removeMember(context, owner, { userId: "bukan-anggota" }))).toBe(
      "NOT_FOUND: Anggota tidak ditemukan.",
    );
    expect(await codeOf(inviteMember(context, owner, { email: owner.email, role: "admin" }))).toBe(
      "CONFLICT: Email ini sudah menjadi anggota toko.",
    );
    expect(
      await codeOf(inviteMember(context, owner, { email: "bukan email", role: "admin" })),
    ).toBe("VALIDATION: Format email tidak valid");
    expect(
      await codeOf(inviteMember(context, owner, { email: "x@example.com", role: "owner" })),
    ).toBe("VALIDATION: Pilih peran anggota");
  });

  it("names the member on each change of the order's history, for the seller only", async () => {
    const { token } = await invite("cashier");
    const cookie = await joinAsNew(token, "Rina");
    const rina = await requireMember(context, requestWith(cookie), "orders");
    const { id: orderId, orderNumber } = await createOrderRecord(t.db, {
      brandId: owner.brandId,
      customerName: "Sari",
      customerPhone: "6281234567890",
      items: [{ productId: null, productName: "Bolu", quantity: 2, unitPrice: 25_000 }],
    });
    await updateOrderStatus(t.db, rina, { orderId, status: "diproses" });
    await updatePaymentStatus(
      t.db,
      rina,
      { orderId, paymentStatus: "paid" },
      { appUrl: context.config.appUrl },
    );
    await cancelOrder(t.db, owner, { orderId, reason: "Stok habis" });

    const detail = await getOrderDetail(t.db, owner, orderNumber);
    const timeline = buildOrderTimeline(detail!);
    const byText = Object.fromEntries(timeline.map((entry) => [entry.text, entry.by]));
    expect(Object.values(byText).sort()).toEqual(
      [
        "oleh Bu Ani (Pemilik)",
        "oleh Bu Ani (Pemilik)",
        "oleh Rina (Kasir)",
        "oleh Rina (Kasir)",
      ].sort(),
    );
    expect(timeline.filter((entry) => entry.by === "oleh Rina (Kasir)")).toHaveLength(2);

    // The customer's tracking shows the history without who did it.
    const brand = await t.db
      .selectFrom("brands")
      .select(["id", "name", "username", "time_zone"])
      .where("id", "=", owner.brandId)
      .executeTakeFirstOrThrow();
    const tracked = await verifyTrackedOrder(
      t.db,
      { id: brand.id, name: brand.name, username: brand.username, timeZone: "Asia/Jakarta" },
      { orderNumber, digits: "7890" },
      { ip: "127.0.0.8" },
      "rahasia-nota",
    );
    expect(JSON.stringify(tracked)).not.toContain("Rina");
    expect(JSON.stringify(tracked)).not.toContain("Kasir");
  });

  it("lets an Admin save the about page but leaves the shop's web address to the owner", async () => {
    const { token } = await invite("admin");
    const cookie = await joinAsNew(token, "Fajar");
    const admin = await requireMember(context, requestWith(cookie), "shop");
    const profile = (username: string) => ({
      name: "Kue Ani",
      username,
      aboutText: "Kue rumahan",
      customerServiceWhatsapp: "0812-1111-2222",
      customerServiceEmail: "cs@ani.id",
      logoUrl: null,
    });
    const media = { db: t.db, media: context.media };
    expect(await codeOf(updateOwnBrandProfile(media, admin, profile(`kue-ani-baru-${kind}`)))).toBe(
      "FORBIDDEN: Hanya Pemilik yang dapat mengubah URL toko.",
    );
    expect(await codeOf(updateOwnBrandProfile(media, admin, profile(`kue-ani-${kind}`)))).toBe(
      "resolved",
    );
    const brand = await t.db
      .selectFrom("brands")
      .select("username")
      .where("id", "=", owner.brandId)
      .executeTakeFirstOrThrow();
    expect(brand.username).toBe(`kue-ani-${kind}`);
  });

  it("shows each member's last activity to the owner", async () => {
    const { token } = await invite("admin");
    const cookie = await joinAsNew(token, "Eko");
    const before = Date.now();
    const eko = await requireMember(context, requestWith(cookie), "orders");
    const { members } = await listMembers(t.db, owner);
    const row = members.find((m) => m.userId === eko.id)!;
    expect(row.role).toBe("admin");
    expect(new Date(row.lastActiveAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(members[0]).toMatchObject({ userId: owner.id, role: "owner" });
  });

  it("limits invitations per shop and per address, and role changes per shop", async () => {
    // Three invitations to one address an hour; the fourth is refused and not mailed.
    const email = `batas-${kind}@example.com`;
    for (let i = 0; i < 3; i++) await inviteMember(context, owner, { email, role: "cashier" });
    const sent = context.mailbox.sent.length;
    expect(await codeOf(inviteMember(context, owner, { email, role: "cashier" }))).toBe(
      "RATE_LIMITED: Terlalu banyak undangan atau perubahan peran. Coba lagi nanti.",
    );
    expect(context.mailbox.sent.length).toBe(sent);
    // Twenty an hour for the shop, whatever the addresses.
    for (let i = 0; i < 16; i++) {
      await inviteMember(context, owner, {
        email: `banyak${i}-${kind}@example.com`,
        role: "admin",
      });
    }
    expect(
      await codeOf(
        inviteMember(context, owner, { email: `lagi-${kind}@example.com`, role: "admin" }),
      ),
    ).toBe("RATE_LIMITED: Terlalu banyak undangan atau perubahan peran. Coba lagi nanti.");

    const members = await listMembers(t.db, owner);
    const someone = members.members.find((m) => m.role !== "owner")!;
    for (let i = 0; i < 30; i++) {
      await changeMemberRole(t.db, owner, {
        userId: someone.userId,
        role: i % 2 ? "admin" : "cashier",
      });
    }
    expect(
      await codeOf(changeMemberRole(t.db, owner, { userId: someone.userId, role: "admin" })),
    ).toBe("RATE_LIMITED: Terlalu banyak undangan atau perubahan peran. Coba lagi nanti.");
  });
});
