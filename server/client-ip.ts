// The address a request came from, for the rate limits (sign-in, order tracking, orders).
// Behind reverse proxies the connection comes from the nearest proxy; each trusted proxy
// appends the address it saw to X-Forwarded-For, so the client is the entry that many places
// from the end. Entries further left were written by the client itself and prove nothing.

/** `trustedProxies` is how many proxies stand in front of the server (TRUST_PROXY). */
export function clientAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: number,
): string {
  const remote = remoteAddress || "unknown";
  if (trustedProxies === 0 || !forwardedFor) return remote;
  const hops = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the header did not come through all of them.
  if (hops.length < trustedProxies) return remote;
  return hops[hops.length - trustedProxies];
}
