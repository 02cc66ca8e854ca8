import { isRouteErrorResponse } from "react-router";

type GoneShop = { name: string; notice: string; homeLink: string };

/**
 * A suspended or closed shop's 410 answer (decision 077): the shop's name, the notice and
 * the link home, as the server wrote them; null for any other error.
 */
export function goneShopOf(error: unknown): GoneShop | null {
  return isRouteErrorResponse(error) && error.status === 410
    ? ((error.data as { goneShop?: GoneShop } | null)?.goneShop ?? null)
    : null;
}

/**
 * The page of a failed route: not found, failed to load (the root's and the admin's), or a
 * suspended or closed shop's, which shows nothing else of the shop and is not indexed.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const goneShop = goneShopOf(error);
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  // In the browser, for whoever debugs the page. On the server the boundary sees only a
  // sanitised copy; the error itself went to the JSON log (handleError, entry.server.tsx).
  if (!goneShop && !isNotFound && typeof document !== "undefined") console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      {/* React puts it in the document's head. */}
      {goneShop && <meta name="robots" content="noindex" />}
      <h1 className="text-2xl font-bold">
        {goneShop ? goneShop.name : isNotFound ? "Oops! Page not found" : "Terjadi kesalahan"}
      </h1>
      <p className="text-muted-foreground">
        {goneShop
          ? goneShop.notice
          : isNotFound
            ? "Halaman yang Anda cari tidak ada."
            : "Maaf, halaman ini gagal dimuat. Silakan coba lagi."}
      </p>
      <a href="/" className="font-medium text-primary underline underline-offset-4">
        {goneShop ? goneShop.homeLink : "Return to Home"}
      </a>
    </main>
  );
}
