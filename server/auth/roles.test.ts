import { describe, expect, it } from "vitest";
import { hasRole, resolveRole } from "./roles";

describe("roles", () => {
  it("gives brand owners their stored role", () => {
    expect(resolveRole({ email: "a@x.id", role: "brand-owner" }, [])).toBe("brand-owner");
  });

  it("makes PLATFORM_ADMIN_EMAILS accounts platform admins, whatever is stored", () => {
    expect(resolveRole({ email: "Admin@X.id", role: "brand-owner" }, ["admin@x.id"])).toBe(
      "platform-admin",
    );
  });

  it("treats any other stored value as no role", () => {
    expect(resolveRole({ email: "a@x.id", role: "superuser" }, [])).toBeNull();
    expect(resolveRole({ email: "a@x.id", role: null }, [])).toBeNull();
    expect(resolveRole({ email: "a@x.id" }, [])).toBeNull();
  });

  it("lets a platform admin pass a brand-owner check, not the other way round", () => {
    expect(hasRole("platform-admin", "brand-owner")).toBe(true);
    expect(hasRole("brand-owner", "brand-owner")).toBe(true);
    expect(hasRole("brand-owner", "platform-admin")).toBe(false);
    expect(hasRole(null, "brand-owner")).toBe(false);
  });
});
