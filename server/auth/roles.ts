// Spec §6: two roles; a platform admin passes every role check, any other stored value
// counts as no role.
export const ROLES = ["brand-owner", "platform-admin"] as const;
export type Role = (typeof ROLES)[number];

export function resolveRole(
  user: { email: string; role?: unknown },
  platformAdminEmails: readonly string[],
): Role | null {
  if (platformAdminEmails.includes(user.email.toLowerCase())) return "platform-admin";
  return ROLES.includes(user.role as Role) ? (user.role as Role) : null;
}

export function hasRole(role: Role | null, required: Role): boolean {
  if (role === "platform-admin") return true;
  return role === required;
}
