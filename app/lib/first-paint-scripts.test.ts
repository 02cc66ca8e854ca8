import { describe, expect, it } from "vitest";
import { startAfterFirstPaint, UnknownBootstrapError } from "./first-paint-scripts";

// The shape React Router writes (split route modules, lazy route discovery).
const BOOTSTRAP = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1_clientLoader from "/assets/products-loader-1.js";
import * as route1_main from "/assets/products-1.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterManifest = {
  "entry": { "module": "/assets/entry.client-1.js" }
};
  window.__reactRouterRouteModules = {"root":route0,"routes/products":route1};

import("/assets/entry.client-1.js");`;

describe("scripts started after the first paint", () => {
  const code = startAfterFirstPaint(BOOTSTRAP, ["/assets/entry.client-1.js", "/assets/react-1.js"]);

  it("keeps no static import, which the browser would fetch with the HTML", () => {
    expect(code).not.toMatch(/^\s*import\s/m);
  });

  it("imports the same modules once the first screen is drawn, under the same names", () => {
    expect(code).toContain(
      'Promise.all([import("/assets/manifest-1.js"), import("/assets/root-1.js"), ' +
        'import("/assets/products-loader-1.js"), import("/assets/products-1.js")])',
    );
    expect(code).toContain(".then(([_0, route0, route1_clientLoader, route1_main]) => {");
    expect(code.indexOf("requestAnimationFrame")).toBeLessThan(code.indexOf("import("));
  });

  it("runs the rest of the bootstrap after them, the entry last", () => {
    const rest = code.slice(code.indexOf("route1_main]) => {"));
    expect(rest).toContain("const route1 = {...route1_clientLoader,...route1_main};");
    expect(rest).toContain('window.__reactRouterRouteModules = {"root":route0');
    expect(rest.trimEnd()).toMatch(/import\("\/assets\/entry\.client-1\.js"\);\s*\}\);$/);
  });

  it("preloads the page's modules, so that their imports arrive together", () => {
    expect(code).toContain('["/assets/entry.client-1.js","/assets/react-1.js"]');
    expect(code).toContain('link.rel = "modulepreload"');
  });

  it("waits for the first screen's pictures, at most a few seconds", () => {
    expect(code).toContain(`img[fetchpriority="high"]`);
    expect(code).toMatch(/setTimeout\(done, 3000\)/);
  });

  it("is a script the browser can run", () => {
    // Dynamic imports and all: it parses as the body of a module's function.
    expect(() => new Function(code.replaceAll("import(", "load("))).not.toThrow();
  });

  it("takes the bootstrap of lazy route discovery, which starts with an empty statement", () => {
    const lazy = `;
import * as route0 from "/assets/root-1.js";
  window.__reactRouterManifest = {
  "entry": {
    "module": "/assets/entry.client-1.js"
  }
};
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-1.js");`;
    const rewritten = startAfterFirstPaint(lazy, []);
    expect(rewritten).toContain('Promise.all([import("/assets/root-1.js")])');
    expect(rewritten).not.toMatch(/^\s*import\s/m);
  });

  it("refuses a bootstrap of any other shape rather than send scripts that may not start", () => {
    const preloads = ["/assets/entry.client-1.js"];
    const changed = [
      // A named import would stay static inside a function: a syntax error in the browser.
      BOOTSTRAP.replace(
        'import * as route0 from "/assets/root-1.js";',
        'import { a } from "/x.js";',
      ),
      // A statement of a kind not known here.
      BOOTSTRAP.replace(
        "window.__reactRouterRouteModules",
        "window.__reactRouterHydrated = 1;\n  $&",
      ),
      // The entry no longer started last.
      BOOTSTRAP.replace('import("/assets/entry.client-1.js");', ""),
      BOOTSTRAP + "\nconsole.log(1);",
    ];
    for (const code of changed) {
      expect(() => startAfterFirstPaint(code, preloads)).toThrow(UnknownBootstrapError);
    }
  });
});
