// The bootstrap React Router writes into a page, made to start after the first screen is
// drawn (decision 029). Its module script imports the page's route modules statically and
// its modulepreload links are hoisted into the head, so the browser fetches every script
// with the HTML, at high priority, sharing a slow link with the pictures the visitor is
// waiting for. The same code, with the imports made dynamic, runs once the first screen's
// pictures (`fetchpriority="high"`) have arrived and a frame has been painted.

//
// React Router offers no option for this (its `<Scripts>` writes the bootstrap whole), so the
// code it writes is read here statement by statement, and every statement must be one this
// file knows (decision 052): any other shape, as a React Router release may write, throws
// instead of sending a page whose scripts might never start. The end-to-end test of the
// first paint reads the real pages of the build (tests/e2e/first-paint.spec.ts).

/** How long the scripts wait at most for the first screen's pictures. */
const PICTURE_WAIT_MS = 3_000;

const STATIC_IMPORT =
  /^[ \t]*import\s+(?:\*\s+as\s+([\w$]+)\s+from\s+)?("[^"\n]*"|'[^'\n]*');?[ \t]*$/gm;

const STRING = String.raw`"[^"\n]*"`;
/**
 * The statements React Router's bootstrap is made of besides its static imports (react-router
 * `Scripts`, 7.18): a route's chunks merged, the manifest of the matched routes, the route
 * modules, and the entry's dynamic import, last.
 */
const KNOWN_STATEMENTS = [
  // Where the manifest's import goes when routes are discovered lazily: an empty statement.
  /^;$/,
  /^const route\d+ = \{(?:\.\.\.route\d+_\w+,?)+\};$/,
  /^window\.__reactRouterManifest = \{[^]*\};$/,
  new RegExp(String.raw`^window\.__reactRouterRouteModules = \{(?:${STRING}:route\d+,?)*\};$`),
];
const ENTRY_IMPORT = new RegExp(String.raw`^import\(${STRING}\);$`);

/** React Router wrote a bootstrap of another shape than the one this file rewrites. */
export class UnknownBootstrapError extends Error {
  constructor(part: string) {
    super(
      `React Router's bootstrap script has a shape first-paint-scripts.ts does not know: ` +
        `${JSON.stringify(part.slice(0, 200))}`,
    );
    this.name = "UnknownBootstrapError";
  }
}

/** Checks that `rest`, the bootstrap without its static imports, is only what is known. */
function requireKnownShape(rest: string) {
  // The manifest spans lines; every other statement is one line.
  const manifest = /window\.__reactRouterManifest = \{[^]*?\n\};/.exec(rest)?.[0];
  const lines = rest
    .replace(manifest ?? "", "\u0000")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const entry = lines.pop();
  if (entry === undefined || !ENTRY_IMPORT.test(entry)) throw new UnknownBootstrapError(rest);
  for (const line of lines) {
    const statement = line === "\u0000" ? manifest! : line;
    if (!KNOWN_STATEMENTS.some((known) => known.test(statement))) {
      throw new UnknownBootstrapError(statement);
    }
  }
}

const FIRST_SCREEN = `new Promise((resolve) => {
  if (document.hidden) return resolve();
  const pictures = [...document.querySelectorAll('img[fetchpriority="high"]')].map(
    (img) => img.complete || new Promise((done) => {
      img.addEventListener("load", done, { once: true });
      img.addEventListener("error", done, { once: true });
    }),
  );
  const painted = () => requestAnimationFrame(() => setTimeout(resolve));
  Promise.race([Promise.all(pictures), new Promise((done) => setTimeout(done, ${PICTURE_WAIT_MS}))]).then(painted);
})`;

/**
 * React Router's module bootstrap `code` rewritten to start after the first screen: the
 * modules it imports statically and `preloads` are fetched then, the rest runs as before.
 * Throws UnknownBootstrapError when `code` holds anything else.
 */
export function startAfterFirstPaint(code: string, preloads: readonly string[]): string {
  const imports: { name: string; specifier: string }[] = [];
  const rest = code.replace(STATIC_IMPORT, (_line, name: string | undefined, specifier: string) => {
    imports.push({ name: name ?? `_${imports.length}`, specifier });
    return "";
  });
  requireKnownShape(rest);
  return `${FIRST_SCREEN}.then(() => {
  for (const href of ${JSON.stringify(preloads)}) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  return Promise.all([${imports.map(({ specifier }) => `import(${specifier})`).join(", ")}]);
}).then(([${imports.map(({ name }) => name).join(", ")}]) => {${rest}});`;
}
