import crypto from "node:crypto";
import { clientKeyOf } from "../client-key";
import type { CountedEvent, CountedKind } from "./visits";

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
  /** Clients and recent counts remembered; past this the oldest are forgotten. */
  maxEntries: 100_000,
};

export type CountingLimits = typeof COUNTING_LIMITS;

export type CountedVisit = { clientIp: string; userAgent: string | null };

export type CountLimiter = {
  /** Whether this view or click is counted; each true spends one of the client's counts. */
  allow(visit: CountedVisit, kind: CountedKind, event: CountedEvent, id: string): boolean;
};

type Bucket = { tokens: number; at: number };

/**
 * A map that forgets by generations: entries are set in the newer of two maps, and when it
 * is full or has lived `lifetimeMs`, the older one is dropped whole and the newer takes its
 * place. An entry is therefore remembered for at least `lifetimeMs` unless the map fills,
 * and both together never hold more than `maxEntries`. Dropping whole maps keeps every step
 * O(1); deleting a Map's oldest entries one by one leaves holes at its front that each later
 * look for the oldest walks again, which cost a sixth of the CPU under a sweep of visitors.
 */
class Generations<V> {
  #current = new Map<string, V>();
  #previous = new Map<string, V>();
  #startedAt: number;
  readonly #capacity: number;

  constructor(
    maxEntries: number,
    private readonly lifetimeMs: number,
    at: number,
  ) {
    this.#capacity = Math.max(1, Math.floor(maxEntries / 2));
    this.#startedAt = at;
  }

  get(key: string): V | undefined {
    return this.#current.get(key) ?? this.#previous.get(key);
  }

  set(key: string, value: V, at: number) {
    if (!this.#current.has(key)) {
      if (this.#current.size >= this.#capacity || at - this.#startedAt >= this.lifetimeMs) {
        this.#previous = this.#current;
        this.#current = new Map();
        this.#startedAt = at;
      }
      this.#previous.delete(key);
    }
    this.#current.set(key, value);
  }
}

export function createCountLimiter(
  limits: CountingLimits = COUNTING_LIMITS,
  now: () => number = Date.now,
): CountLimiter {
  const refillPerMs = limits.perMinute / 60_000;
  // A bucket untouched for this long is full again, and a full bucket need not be kept.
  const refillMs = limits.burst / refillPerMs;
  const recent = new Generations<number>(limits.maxEntries, limits.repeatWindowMs, now());
  const buckets = new Generations<Bucket>(limits.maxEntries, refillMs, now());

  const tokensOf = (bucket: Bucket, at: number) =>
    Math.min(limits.burst, bucket.tokens + (at - bucket.at) * refillPerMs);

  return {
    allow(visit, kind, event, id) {
      const at = now();
      const client = clientKeyOf(visit.clientIp);
      // Hashed: a user agent may be long, and the key stays a fixed, small size.
      const repeatKey = crypto
        .createHash("sha1")
        .update(`${client}\n${kind}\n${event}\n${id}\n${visit.userAgent ?? ""}`)
        .digest("base64url");
      const isRepeatable = kind === "shop" && event === "page";
      if (!isRepeatable && (recent.get(repeatKey) ?? 0) > at) return false;
      const bucket = buckets.get(client);
      const tokens = bucket ? tokensOf(bucket, at) : limits.burst;
      if (tokens < 1) return false;
      buckets.set(client, { tokens: tokens - 1, at }, at);
      if (!isRepeatable) recent.set(repeatKey, at + limits.repeatWindowMs, at);
      return true;
    },
  };
}
