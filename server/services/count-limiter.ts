import crypto from "node:crypto";
import { clientKeyOf } from "../client-key";
import type { CountedEvent, CountedKind } from "#domain/counted-events";
import type { Visitor } from "./counting";

// Views and clicks are counted for anyone, as often as they ask: one client sending ~850
// counts a second slowed every page and grew the database by gigabytes an hour. Counting is
// therefore limited per client here, in memory, before anything is written:
// - a client's repeat of the same event on the same item within `repeatWindowMs` (a double
//   click, a reload, "back" and the same link again) is not counted again; the user agent is
//   part of that key, so two phones behind one carrier NAT still count twice;
//   a shop's pages are the exception (decision 025): each page opened is a page seen, a
//   reload too, as page counts are understood;
// - a client (IPv4 address or IPv6 /64, whatever its user agent says) adds at most
//   `perMinute` counts a minute on average, `burst` at once: a shop page showing 40 links is
//   counted whole, a sweep is not.
// In memory because a limit kept in the database would itself cost a write per abusive
// request, which is the harm being prevented. It is per instance: behind a load balancer
// that spreads one client over n instances the client gets up to n times the allowance,
// which still bounds the writes (docs/decisions/010-counting-under-abuse.md). Both maps
// are bounded, so a sweep over many addresses cannot grow the process either.

export const COUNTING_LIMITS = {
  repeatWindowMs: 30_000,
  perMinute: 60,
  burst: 120,
  /**
   * Clients and recent counts remembered; past this the oldest are forgotten. 50,000 new
   * clients within the repeat window is a burst of over 1,600 a second on one instance; at
   * 100,000 the limits alone held about 13 MB under the shop home's burst (decision 033).
   */
  maxEntries: 50_000,
};

export type CountingLimits = typeof COUNTING_LIMITS;

/** What tells clients apart: their address, and their user agent for repeats. */
export type VisitorKey = Pick<Visitor, "clientIp" | "userAgent">;

export type CountLimiter = {
  /** Whether this view or click is counted; each true spends one of the client's counts. */
  allow(visitor: VisitorKey, kind: CountedKind, event: CountedEvent, id: string): boolean;
};

/**
 * Moments by key, forgotten by generations: entries are set in the newer of two maps, and
 * when it is full or has lived `lifetimeMs`, the older one is dropped whole and the newer
 * takes its place. An entry is therefore remembered for at least `lifetimeMs` unless the map
 * fills, and both together never hold more than `maxEntries`. Dropping whole maps keeps
 * every step O(1); deleting a Map's oldest entries one by one leaves holes at its front that
 * each later look for the oldest walks again, which cost a sixth of the CPU under a sweep of
 * visitors. Each moment is kept as milliseconds after its generation began: a small integer
 * V8 stores in the map itself, where a time since 1970 takes a heap object of its own.
 */
class MomentGenerations {
  #current = new Map<string, number>();
  #previous = new Map<string, number>();
  #startedAt: number;
  #previousStartedAt: number;
  readonly #capacity: number;

  constructor(
    maxEntries: number,
    private readonly lifetimeMs: number,
    at: number,
  ) {
    this.#capacity = Math.max(1, Math.floor(maxEntries / 2));
    this.#startedAt = at;
    this.#previousStartedAt = at;
  }

  get(key: string): number | undefined {
    const current = this.#current.get(key);
    if (current !== undefined) return this.#startedAt + current;
    const previous = this.#previous.get(key);
    return previous === undefined ? undefined : this.#previousStartedAt + previous;
  }

  set(key: string, moment: number, at: number) {
    if (!this.#current.has(key)) {
      if (this.#current.size >= this.#capacity || at - this.#startedAt >= this.lifetimeMs) {
        this.#previous = this.#current;
        this.#previousStartedAt = this.#startedAt;
        this.#current = new Map();
        this.#startedAt = at;
      }
      this.#previous.delete(key);
    }
    this.#current.set(key, moment - this.#startedAt);
  }
}

export function createCountLimiter(
  limits: CountingLimits = COUNTING_LIMITS,
  now: () => number = Date.now,
): CountLimiter {
  // Each client's allowance is one number, the moment it is whole again (a token bucket kept
  // as its time of refill): one count takes `intervalMs` of it, and a whole burst `burstMs`.
  // A number takes a fraction of the memory of an object with two, and a sweep of addresses
  // keeps up to maxEntries of them.
  const intervalMs = 60_000 / limits.perMinute;
  const burstMs = limits.burst * intervalMs;
  const recent = new MomentGenerations(limits.maxEntries, limits.repeatWindowMs, now());
  // A client untouched for burstMs has its whole burst again: it need not be remembered.
  const wholeAt = new MomentGenerations(limits.maxEntries, burstMs, now());

  return {
    allow(visitor, kind, event, id) {
      const at = now();
      const client = clientKeyOf(visitor.clientIp);
      const isRepeatable = kind === "shop" && event === "page";
      // Hashed: a user agent may be long. 72 bits of the digest (its first 12 base64url
      // characters) keep the key small, and two of a window's keys agree once in far more
      // than a lifetime of windows.
      const repeatKey = isRepeatable
        ? undefined
        : crypto
            .hash(
              "sha1",
              `${client}\n${kind}\n${event}\n${id}\n${visitor.userAgent ?? ""}`,
              "base64url",
            )
            .slice(0, 12);
      if (repeatKey !== undefined && (recent.get(repeatKey) ?? 0) > at) return false;
      const spentUntil = Math.max(wholeAt.get(client) ?? at, at);
      // One count needs one whole interval left of the burst.
      if (spentUntil - at + intervalMs > burstMs) return false;
      wholeAt.set(client, spentUntil + intervalMs, at);
      if (repeatKey !== undefined) recent.set(repeatKey, at + limits.repeatWindowMs, at);
      return true;
    },
  };
}
