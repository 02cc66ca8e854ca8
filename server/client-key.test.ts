import { describe, expect, it } from "vitest";
import { clientKeyOf } from "./client-key";

describe("clientKeyOf", () => {
  it("is the IPv4 address itself", () => {
    expect(clientKeyOf("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKeyOf("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("is the /64 of an IPv6 address, however it is written", () => {
    const key = "2001:db8:abcd:12::/64";
    expect(clientKeyOf("2001:db8:abcd:12::1")).toBe(key);
    expect(clientKeyOf("2001:0db8:abcd:0012:ffff:ffff:ffff:fffe")).toBe(key);
    expect(clientKeyOf("2001:DB8:ABCD:12:1:2:3:4")).toBe(key);
    expect(clientKeyOf("2001:db8:abcd:12::1%eth0")).toBe(key);
    expect(clientKeyOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKeyOf("::1")).toBe("0:0:0:0::/64");
    expect(clientKeyOf("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });

  it("tells different /64 networks apart", () => {
    expect(clientKeyOf("2001:db8:abcd:12::1")).not.toBe(clientKeyOf("2001:db8:abcd:13::1"));
  });

  it("keeps anything that is not an address as it is", () => {
    expect(clientKeyOf("unknown")).toBe("unknown");
  });
});
