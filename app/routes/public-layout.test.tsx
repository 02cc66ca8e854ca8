import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import PublicLayout from "#app/routes/public-layout";

type Settings = {
  siteTitle: string;
  faviconUrl: string | null;
  logoUrl: string | null;
  logoSmallUrl: string | null;
  customerSupportPhone: string;
};

const defaults: Settings = {
  siteTitle: "Gerai",
  faviconUrl: null,
  logoUrl: null,
  logoSmallUrl: null,
  customerSupportPhone: "6281234567890",
};

type Shop = { name: string; username: string; logoUrl: string | null };

// Renders the public shell at `path` with the given platform settings as the root data;
// the page's loader finds `shop` (or no shop, as for a name no shop has).
async function renderShell(path: string, settings: Settings, shop: Shop | null = null) {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => ({ settings }),
      Component: PublicLayout,
      children: [
        { index: true, Component: () => <p>landing</p> },
        { path: "supports", Component: () => <p>support</p> },
        {
          id: "routes/brand-home",
          path: ":username",
          loader: () => ({ brand: shop }),
          Component: () => <p>brand</p>,
        },
        { path: ":username/*", loader: () => ({ brand: shop }), Component: () => <p>page</p> },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

describe("public shell", () => {
  it("shows the product name when no small logo is set", async () => {
    const html = await renderShell("/demo", { ...defaults, siteTitle: "Pasar Kita" });
    expect(html).toContain(">Pasar Kita</span>");
    expect(html).toContain("produk tetangga");
  });

  it("shows the small header logo from the platform settings", async () => {
    const html = await renderShell("/demo", {
      ...defaults,
      logoSmallUrl: "/media/logo-kecil.webp",
    });
    expect(html).toContain('src="/media/logo-kecil.webp"');
  });

  it("hides the bottom navigation on the landing and support pages only", async () => {
    expect(await renderShell("/", defaults)).not.toContain("Navigasi utama");
    expect(await renderShell("/supports", defaults)).not.toContain("Navigasi utama");
    expect(await renderShell("/demo", defaults)).toContain("Navigasi utama");
  });

  it("names the shop of a shop page, with its logo, linking to its home", async () => {
    const html = await renderShell("/kopi-senja/products", defaults, {
      name: "Kopi Senja",
      username: "kopi-senja",
      logoUrl: "/media/brand-logos/logo.webp",
    });
    // Named by its text (read aloud "Beranda Kopi Senja"), the avatar's letter included.
    expect(html).toMatch(
      /<a [^>]*href="\/kopi-senja"[^>]*>.*<span class="sr-only">Beranda <\/span>Kopi Senja<\/span>/,
    );
    expect(html).toContain('src="/media/brand-logos/logo.webp"');
    expect(html).toContain('href="/kopi-senja/products"');
  });

  it("shows a shop without a logo by its initial", async () => {
    const html = await renderShell("/warung/stores", defaults, {
      name: "warung bu sri",
      username: "warung",
      logoUrl: null,
    });
    expect(html).toMatch(/aria-hidden="true"[^>]*>W<\/span>/);
    expect(html).toContain("warung bu sri</span>");
  });

  it("leaves the naming to the brand home's own header, keeping the shop's tabs", async () => {
    const html = await renderShell("/warung", defaults, {
      name: "Warung",
      username: "warung",
      logoUrl: null,
    });
    expect(html).not.toMatch(/Beranda (<\/span>)?Warung/);
    expect(html).toContain('href="/warung/products"');
  });

  it("gives a name no shop has the platform's tabs", async () => {
    const html = await renderShell("/salah-ketik/products", defaults, null);
    expect(html).not.toContain("salah-ketik");
    expect(html).toContain('href="/products"');
    expect(html).toContain('href="/order-tracking"');
  });

  it("ends every shop page, the home included, with 'Laporkan Toko' leading to its report page", async () => {
    const shop = { name: "Warung", username: "warung", logoUrl: null };
    for (const path of ["/warung", "/warung/products", "/warung/order-tracking"]) {
      const html = await renderShell(path, defaults, shop);
      expect(html, path).toMatch(
        /<footer[^>]*>.*<a [^>]*href="\/warung\/laporkan"[^>]*>Laporkan Toko<\/a>/,
      );
    }
  });

  it("has no report link on the platform's pages nor for a name no shop has", async () => {
    expect(await renderShell("/", defaults)).not.toContain("Laporkan Toko");
    expect(await renderShell("/salah-ketik/products", defaults, null)).not.toContain(
      "Laporkan Toko",
    );
  });
});
