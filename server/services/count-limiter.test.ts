import { describe, expect, it } from "vitest";
import { COUNTING_LIMITS, createCountLimiter, type CountingLimits } from "./count-limiter";

function limiterAt(limits: Partial<CountingLimits> = {}) {
  const clock = { now: 1_000_000 };
  const limiter = createCountLimiter({ ...COUNTING_LIMITS, ...limits }, () => clock.now);
  return { limiter, clock };
}

const phone = { clientIp: "203.0.113.9", userAgent: "Mozilla/5.0 (Linux; Android 10)" };

describe("count limiter", () => {
  it("counts a client's repeat of one event on one item once per window", () => {
    const { limiter, clock } = limiterAt();
    expect(limiter.allow(phone, "link", "click", "a")).toBe(true);
    expect(limiter.allow(phone, "link", "click", "a")).toBe(false);
    // Another event, item or kind is another count.
    expect(limiter.allow(phone, "link", "view", "a")).toBe(true);
    expect(limiter.allow(phone, "link", "click", "b")).toBe(true);
    expect(limiter.allow(phone, "store", "click", "a")).toBe(true);
    clock.now += COUNTING_LIMITS.repeatWindowMs - 1;
    expect(limiter.allow(phone, "link", "click", "a")).toBe(false);
    clock.now += 1;
    expect(limiter.allow(phone, "link", "click", "a")).toBe(true);
  });

  it("counts every page of a shop, and its visits and steps once per window", () => {
    const { limiter } = limiterAt({ burst: 5 });
    expect(limiter.allow(phone, "shop", "visit", "kopi")).toBe(true);
    expect(limiter.allow(phone, "shop", "visit", "kopi")).toBe(false);
    expect(limiter.allow(phone, "shop", "cart", "kopi")).toBe(true);
    expect(limiter.allow(phone, "shop", "cart", "kopi")).toBe(false);
    expect(limiter.allow(phone, "shop", "page", "kopi")).toBe(true);
    expect(limiter.allow(phone, "shop", "page", "kopi")).toBe(true);
    expect(limiter.allow(phone, "shop", "page", "kopi")).toBe(true);
    // Pages still spend the client's allowance.
    expect(limiter.allow(phone, "shop", "page", "kopi")).toBe(false);
  });

  it("counts two phones behind one address separately", () => {
    const { limiter } = limiterAt();
    expect(limiter.allow(phone, "product", "view", "a")).toBe(true);
    const other = { ...phone, userAgent: "Mozilla/5.0 (iPhone)" };
    expect(limiter.allow(other, "product", "view", "a")).toBe(true);
    expect(limiter.allow({ ...phone, userAgent: null }, "product", "view", "a")).toBe(true);
  });

  it("holds a client to its burst, whatever user agents it sends, then refills at the per-minute pace", () => {
    const { limiter, clock } = limiterAt();
    let counted = 0;
    for (let index = 0; index < COUNTING_LIMITS.burst * 3; index++) {
      const visitor = { clientIp: phone.clientIp, userAgent: `agent ${index}` };
      if (limiter.allow(visitor, "link", "view", `item-${index}`)) counted += 1;
    }
    expect(counted).toBe(COUNTING_LIMITS.burst);
    // Another client is not held back.
    expect(limiter.allow({ ...phone, clientIp: "198.51.100.1" }, "link", "view", "x")).toBe(true);

    clock.now += 60_000;
    counted = 0;
    for (let index = 0; index < COUNTING_LIMITS.burst; index++) {
      if (limiter.allow(phone, "link", "view", `later-${index}`)) counted += 1;
    }
    expect(counted).toBe(COUNTING_LIMITS.perMinute);
  });

  it("takes an IPv6 /64 for one client", () => {
    const { limiter } = limiterAt({ burst: 2 });
    const at = (clientIp: string) => ({ clientIp, userAgent: null });
    expect(limiter.allow(at("2001:db8:1:2::1"), "link", "view", "a")).toBe(true);
    expect(limiter.allow(at("2001:db8:1:2::2"), "link", "view", "a")).toBe(false);
    expect(limiter.allow(at("2001:db8:1:2:ffff::3"), "link", "view", "b")).toBe(true);
    expect(limiter.allow(at("2001:db8:1:2::4"), "link", "view", "c")).toBe(false);
    expect(limiter.allow(at("2001:db8:1:3::1"), "link", "view", "c")).toBe(true);
  });

  it("stays bounded under a sweep of addresses: the oldest are forgotten", () => {
    const { limiter } = limiterAt({ maxEntries: 3 });
    const visitorOf = (index: number) => ({ clientIp: `198.51.100.${index}`, userAgent: null });
    for (let index = 0; index < 10; index++) {
      expect(limiter.allow(visitorOf(index), "link", "view", "a")).toBe(true);
    }
    // The newest are still remembered, the first one was forgotten.
    expect(limiter.allow(visitorOf(9), "link", "view", "a")).toBe(false);
    expect(limiter.allow(visitorOf(0), "link", "view", "a")).toBe(true);
  });

  it("remembers a count for its whole window while other clients come and go", () => {
    const { limiter, clock } = limiterAt();
    expect(limiter.allow(phone, "link", "view", "a")).toBe(true);
    const step = COUNTING_LIMITS.repeatWindowMs / 10;
    for (let index = 0; index < 9; index++) {
      clock.now += step;
      const passer = { clientIp: `198.51.100.${index}`, userAgent: null };
      expect(limiter.allow(passer, "link", "view", "a")).toBe(true);
      expect(limiter.allow(phone, "link", "view", "a")).toBe(false);
    }
    clock.now += step - 1;
    expect(limiter.allow(phone, "link", "view", "a")).toBe(false);
    clock.now += 1;
    expect(limiter.allow(phone, "link", "view", "a")).toBe(true);
  });

  it("keeps a client's spent burst while others fill a new generation of entries", () => {
    // Room for two clients a generation: the third one starts a new generation, and the
    // phone's spent burst must still be found in the older one.
    const { limiter } = limiterAt({ burst: 2, perMinute: 1, maxEntries: 4 });
    expect(limiter.allow(phone, "link", "view", "a")).toBe(true);
    expect(limiter.allow(phone, "link", "view", "b")).toBe(true);
    for (let index = 0; index < 2; index++) {
      const passer = { clientIp: `198.51.100.${index}`, userAgent: null };
      expect(limiter.allow(passer, "link", "view", "x")).toBe(true);
    }
    expect(limiter.allow(phone, "link", "view", "c")).toBe(false);
  });
});
