import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import PublicLayout from "~/routes/public-layout";

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

// Renders the public shell at `path` with the given platform settings as the root data.
async function renderShell(path: string, settings: Settings) {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => ({ settings }),
      Component: PublicLayout,
      children: [
        { index: true, Component: () => <p>landing</p> },
        { path: "supports", Component: () => <p>support</p> },
        { path: ":username", Component: () => <p>brand</p> },
        { path: ":username/*", Component: () => <p>brand page</p> },
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
});
