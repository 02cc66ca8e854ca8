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

export function createCountLimiter(
  limits: CountingLimits = COUNTING_LIMITS,
  now: () => number = Date.now,
): CountLimiter {
  // Both maps keep their entries in the order they were last touched (an entry is deleted
  // and set again when it changes), so the stalest are always first: expired ones are swept
  // from the front, and the front is what goes when a map is full.
  const recent = new Map<string, number>();
  const buckets = new Map<string, Bucket>();
  const refillPerMs = limits.perMinute / 60_000;

  const tokensOf = (bucket: Bucket, at: number) =>
    Math.min(limits.burst, bucket.tokens + (at - bucket.at) * refillPerMs);

  function sweep(at: number) {
    for (const [key, expiresAt] of recent) {
      if (expiresAt > at) break;
      recent.delete(key);
    }
    for (const [key, bucket] of buckets) {
      if (tokensOf(bucket, at) < limits.burst) break;
      buckets.delete(key);
    }
    for (const map of [recent, buckets]) {
      while (map.size > limits.maxEntries) map.delete(map.keys().next().value!);
    }
  }

  return {
    allow(visit, kind, event, id) {
      const at = now();
      sweep(at);
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
      buckets.delete(client);
      buckets.set(client, { tokens: tokens - 1, at });
      if (!isRepeatable) {
        recent.delete(repeatKey);
        recent.set(repeatKey, at + limits.repeatWindowMs);
      }
      return true;
    },
  };
}
