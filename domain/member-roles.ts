// A shop's team (decision 071): each account that belongs to a shop does so with one role,
// and what a role may use is written once, here. The guard of every admin loader and action
// (server/auth/guards.ts) and the admin's menu read this table; the permission matrix test
// walks every admin route against it.

export const MEMBER_ROLES = ["owner", "admin", "cashier"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  owner: "Pemilik",
  admin: "Admin",
  cashier: "Kasir",
};

/** What a page or a form belongs to; each admin route asks for one of these. */
export const PERMISSIONS = {
  /** The team itself: invitations, roles, removals. */
  members: ["owner"],
  /** Payment accounts (QRIS, bank) and the shop's web address (its URL name). */
  owner: ["owner"],
  /** The dashboard's figures and trends, and the spreadsheets of orders and customers. */
  reports: ["owner", "admin"],
  /** Products and their categories. */
  catalogue: ["owner", "admin"],
  /** The store, its hours, the about page, links, delivery, special days, QR codes. */
  shop: ["owner", "admin"],
  /** Customers, their promotions and their personal data. */
  customers: ["owner", "admin"],
  /** Orders, their status, payment, notes, cancellation, nota and the production list. */
  orders: ["owner", "admin", "cashier"],
  /** The 'Habis' switch of a product. */
  "sold-out": ["owner", "admin", "cashier"],
} as const satisfies Record<string, readonly MemberRole[]>;
export type Permission = keyof typeof PERMISSIONS;

export function mayUse(role: MemberRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly MemberRole[]).includes(role);
}

/** A stored role; anything else counts as the narrowest. */
export function resolveMemberRole(value: string): MemberRole {
  return (MEMBER_ROLES as readonly string[]).includes(value) ? (value as MemberRole) : "cashier";
}

/** "oleh Rina (Kasir)": who made a change, as the order's history says it. */
export function actorText(actor: { name: string; role: string | null }): string {
  const role = actor.role ? MEMBER_ROLE_LABELS[resolveMemberRole(actor.role)] : null;
  return role ? `oleh ${actor.name} (${role})` : `oleh ${actor.name}`;
}

/** How long an invitation's link works. */
export const INVITATION_LIFETIME_DAYS = 7;
