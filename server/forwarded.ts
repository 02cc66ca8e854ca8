import type { IncomingMessage } from "node:http";

// What reverse proxies tell us about the client: its address (for the rate limits), and the
// scheme and host it used (so origin checks, secure cookies and absolute URLs agree with
// APP_URL behind a TLS-terminating proxy). `trustedProxies` is TRUST_PROXY: how many proxies
// stand in front of the server. At 0 none of these headers is believed.

/**
 * The entry of a comma-separated X-Forwarded-* header written by the outermost trusted proxy:
 * each proxy appends what it saw, so that is the entry `trustedProxies` places from the end.
 * Entries further left were written by the client itself and prove nothing.
 */
function hopsOf(header: string | string[] | undefined): string[] {
  if (header === undefined) return [];
  return (Array.isArray(header) ? header.join(",") : header)
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function outermostTrustedEntry(
  header: string | string[] | undefined,
  trustedProxies: number,
): string | undefined {
  const hops = hopsOf(header);
  // Fewer entries than proxies: the header did not come through all of them.
  if (trustedProxies === 0 || hops.length < trustedProxies) return undefined;
  return hops[hops.length - trustedProxies];
}

// Scheme and host are often set, not appended (nginx: `proxy_set_header X-Forwarded-Proto
// $scheme`): the outer proxy writes one entry and the inner ones pass it on. Then the one
// entry is the outer proxy's.
function forwardedEntry(
  header: string | string[] | undefined,
  trustedProxies: number,
): string | undefined {
  const hops = hopsOf(header);
  return hops[Math.max(0, hops.length - trustedProxies)];
}

/** The address a request came from, for the rate limits (sign-in, order tracking, orders). */
export function clientAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: number,
): string {
  return outermostTrustedEntry(forwardedFor, trustedProxies) ?? (remoteAddress || "unknown");
}

const SCHEME = /^https?$/;
// A DNS name or an IPv4 address, or a bracketed IPv6 address, with an optional port.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin the client used, from X-Forwarded-Proto and X-Forwarded-Host of the trusted
 * hops; each falls back to the connection's own (the Host header, plain http) when absent
 * or malformed. Undefined when no proxy is trusted.
 */
export function forwardedOrigin(
  headers: IncomingMessage["headers"],
  trustedProxies: number,
): string | undefined {
  if (trustedProxies === 0) return undefined;
  const proto = forwardedEntry(headers["x-forwarded-proto"], trustedProxies)?.toLowerCase();
  const forwardedHost = forwardedEntry(headers["x-forwarded-host"], trustedProxies);
  const scheme = proto && SCHEME.test(proto) ? proto : "http";
  const host = [forwardedHost, headers.host]
    .map((candidate) => candidate?.toLowerCase())
    .find((candidate) => candidate !== undefined && HOST.test(candidate));
  return host ? `${scheme}://${host}` : undefined;
}

/**
 * Rewrites a request behind trusted proxies to the absolute URL the client asked for, which
 * the HTTP layer then uses as the request's URL (origin checks compare against it).
 */
export function applyForwardedOrigin(incoming: IncomingMessage, trustedProxies: number): void {
  const origin = forwardedOrigin(incoming.headers, trustedProxies);
  if (!origin || !incoming.url?.startsWith("/")) return;
  incoming.url = `${origin}${incoming.url}`;
  incoming.headers.host = origin.slice(origin.indexOf("//") + 2);
}
