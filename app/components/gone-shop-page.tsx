import { isRouteErrorResponse } from "react-router";

// A suspended or closed shop's pages (decision 077): the server's 410 answer carries the
// shop's name and the notice; nothing else of the shop is shown, and the page asks not to
// be indexed.

type GoneShop = { name: string; notice: string; homeLink: string };

/** The gone shop a route's error is the answer for, or null for any other error. */
export function goneShopOf(error: unknown): GoneShop | null {
  if (!isRouteErrorResponse(error) || error.status !== 410) return null;
  const shop = (error.data as { goneShop?: GoneShop } | null)?.goneShop;
  return shop && typeof shop.name === "string" ? shop : null;
}

export function GoneShopPage({ shop }: { shop: GoneShop }) {
  return (
    <main className="mx-auto flex max-w-md flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      {/* React puts it in the document's head. */}
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold">{shop.name}</h1>
      <p className="text-muted-foreground" role="status">
        {shop.notice}
      </p>
      <a href="/" className="font-medium text-primary underline underline-offset-4">
        {shop.homeLink}
      </a>
    </main>
  );
}
