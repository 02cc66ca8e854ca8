// The bootstrap React Router writes into a page, made to start after the first screen is
// drawn (decision 029). Its module script imports the page's route modules statically and
// its modulepreload links are hoisted into the head, so the browser fetches every script
// with the HTML, at high priority, sharing a slow link with the pictures the visitor is
// waiting for. The same code, with the imports made dynamic, runs once the first screen's
// pictures (`fetchpriority="high"`) have arrived and a frame has been painted.

/** How long the scripts wait at most for the first screen's pictures. */
const PICTURE_WAIT_MS = 3_000;

const STATIC_IMPORT =
  /^[ \t]*import\s+(?:\*\s+as\s+([\w$]+)\s+from\s+)?("[^"\n]*"|'[^'\n]*');?[ \t]*$/gm;

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
 */
export function startAfterFirstPaint(code: string, preloads: readonly string[]): string {
  const imports: { name: string; specifier: string }[] = [];
  const rest = code.replace(STATIC_IMPORT, (_line, name: string | undefined, specifier: string) => {
    imports.push({ name: name ?? `_${imports.length}`, specifier });
    return "";
  });
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
