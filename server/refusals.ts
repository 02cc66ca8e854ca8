// Answers the server gives before or instead of a page: the database is unreachable (503)
// or a request body is too large (413). API callers get JSON with an `error` text, as from
// every /api route; browsers get a small self-contained page.

export const SERVICE_UNAVAILABLE_MESSAGE =
  "Layanan sedang tidak tersedia. Silakan coba lagi sebentar lagi.";
export const PAYLOAD_TOO_LARGE_MESSAGE = "Permintaan terlalu besar.";

/** Seconds a client should wait before trying again while the database is unreachable. */
const RETRY_AFTER_SECONDS = 5;

function wantsJson(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return (
    pathname.startsWith("/api/") ||
    pathname.startsWith("/admin/api/") ||
    pathname.endsWith(".data") ||
    (request.headers.get("accept") ?? "").includes("application/json")
  );
}

function page(title: string, message: string): string {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;color:#111827;background:#f9fafb}main{max-width:24rem;padding:1.5rem;text-align:center}h1{font-size:1.25rem;margin:0 0 .5rem}p{margin:0 0 1rem;color:#4b5563}a{color:#111827;font-weight:600}</style>
</head>
<body><main><h1>${title}</h1><p>${message}</p><p><a href="">Muat ulang</a></p></main></body>
</html>
`;
}

function refusal(
  request: Request,
  status: number,
  title: string,
  message: string,
  headers: Record<string, string>,
) {
  return wantsJson(request)
    ? Response.json({ error: message }, { status, headers })
    : new Response(page(title, message), {
        status,
        headers: { "Content-Type": "text/html; charset=utf-8", ...headers },
      });
}

const UNAVAILABLE_HEADERS = {
  "Retry-After": String(RETRY_AFTER_SECONDS),
  "Cache-Control": "no-store",
};

/**
 * The answer while the database is unreachable. A route's own JSON answer keeps its text
 * (checkout: the spec's 'Terjadi kesalahan saat membuat pesanan. Silakan coba lagi.') and
 * only becomes a 503 to retry; anything else gets this module's page or JSON.
 */
export function serviceUnavailable(request: Request, failed?: Response): Response {
  if (failed?.headers.get("content-type")?.startsWith("application/json")) {
    const headers = new Headers(failed.headers);
    for (const [name, value] of Object.entries(UNAVAILABLE_HEADERS)) headers.set(name, value);
    return new Response(failed.body, { status: 503, headers });
  }
  void failed?.body?.cancel();
  return refusal(
    request,
    503,
    "Layanan sedang tidak tersedia",
    SERVICE_UNAVAILABLE_MESSAGE,
    UNAVAILABLE_HEADERS,
  );
}

/** The connection closes after this answer; the rest of the body is never used. */
export function payloadTooLarge(request: Request): Response {
  return refusal(request, 413, "Permintaan terlalu besar", PAYLOAD_TOO_LARGE_MESSAGE, {
    Connection: "close",
  });
}
