import bagIcon from "../../public/favicon.svg?raw";
import { pageTitle } from "#domain/platform";
import { BACKGROUND_COLOR, PWA_TEXTS, THEME_COLOR } from "#domain/app-manifest";

// The tab's icon travels inside the page: a page without one makes the browser ask for
// /favicon.ico, offline for nothing and, once back online, for an answer of 404.
const ICON_HREF = `data:image/svg+xml,${encodeURIComponent(bagIcon.trim())}`;

// The page the service worker shows for an admin page that cannot be reached. It is kept
// in the browser's cache, so it stands alone: no script, no stylesheet, no personal data.
// 'Coba Lagi' links to the page itself, the address the seller wanted.

export function renderOfflinePage(siteTitle: string): string {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOR}">
<title>${escapeHtml(pageTitle(siteTitle, PWA_TEXTS.offlineTitle))}</title>
<link rel="icon" href="${ICON_HREF}">
<style>
  body { margin: 0; min-height: 100dvh; display: flex; align-items: center; justify-content: center;
    background: ${BACKGROUND_COLOR}; color: #1c1917; font-family: system-ui, sans-serif; }
  main { max-width: 24rem; padding: 1.5rem; text-align: center; }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  p { color: #57534e; margin: 0 0 1.5rem; line-height: 1.5; }
  a { display: inline-flex; align-items: center; justify-content: center; min-height: 2.75rem;
    padding: 0 1.25rem; border-radius: 0.5rem; background: ${THEME_COLOR}; color: #fff;
    font-weight: 600; text-decoration: none; }
  a:focus-visible { outline: 3px solid #1c1917; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${PWA_TEXTS.offlineTitle}</h1>
<p>${PWA_TEXTS.offlineBody}</p>
<a href="">${PWA_TEXTS.retry}</a>
</main>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
