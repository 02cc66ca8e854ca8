import { isRouteErrorResponse } from "react-router";
import { GoneShopPage, goneShopOf } from "./gone-shop-page";

/** The page of a failed route: not found, or failed to load (the root's and the admin's). */
export function ErrorPage({ error }: { error: unknown }) {
  const goneShop = goneShopOf(error);
  if (goneShop) return <GoneShopPage shop={goneShop} />;
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  // In the browser, for whoever debugs the page. On the server the boundary sees only a
  // sanitised copy; the error itself went to the JSON log (handleError, entry.server.tsx).
  if (!isNotFound && typeof document !== "undefined") console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">
        {isNotFound ? "Oops! Page not found" : "Terjadi kesalahan"}
      </h1>
      <p className="text-muted-foreground">
        {isNotFound
          ? "Halaman yang Anda cari tidak ada."
          : "Maaf, halaman ini gagal dimuat. Silakan coba lagi."}
      </p>
      <a href="/" className="font-medium text-primary underline underline-offset-4">
        Return to Home
      </a>
    </main>
  );
}
