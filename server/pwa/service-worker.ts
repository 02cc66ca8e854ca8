import crypto from "node:crypto";
import { ADMIN_SCOPE, OFFLINE_PATH } from "#domain/app-manifest";

// The admin's service worker, plain JavaScript sent as it is written here (decision 023).
// - /assets/*: cache first; their names carry a hash of their content.
// - admin pages: network first; when the network fails, the offline page kept at install.
//   Pages themselves are never kept: they carry orders and customers' phone numbers.
// - a client navigation's `.data` request that fails asks React Router, with its own
//   redirect headers, to load the page as a document, so the offline page shows there too;
//   so does a failed request for the routes of a page (/__manifest), asked by admin pages.
// - anything else (POSTs, uploads, /api, /media, the storefront) is left to the browser.
// The cache names carry a hash of this script: a new script starts new caches and drops
// the old ones when it activates.

const SOURCE = String.raw`
const OFFLINE_URL = "${OFFLINE_PATH}";
const SCOPE = "${ADMIN_SCOPE}";
const PAGES_CACHE = "gerai-admin-pages-" + VERSION;
const ASSETS_CACHE = "gerai-admin-assets-" + VERSION;
const CURRENT_CACHES = [PAGES_CACHE, ASSETS_CACHE];
const MAX_ASSETS = 200;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(PAGES_CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: "reload" })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("gerai-admin-") && !CURRENT_CACHES.includes(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function isAdminPath(pathname) {
  return pathname === SCOPE || pathname.startsWith(SCOPE + "/");
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (request.mode === "navigate" && isAdminPath(url.pathname)) {
    event.respondWith(networkOrOfflinePage(request));
    return;
  }
  if (url.pathname.endsWith(".data") && isAdminPath(url.pathname.slice(0, -5))) {
    event.respondWith(networkOrDocumentLoad(request, url));
    return;
  }
  if (url.pathname === "/__manifest") {
    event.respondWith(networkOrManifestReload(request));
  }
});

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
  }
  return response;
}

async function networkOrOfflinePage(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(OFFLINE_URL, { cacheName: PAGES_CACHE });
    if (!cached) throw error;
    // A response of its own, so the address bar keeps the page the seller asked for.
    return new Response(cached.body, { status: 200, headers: cached.headers });
  }
}

// React Router asks for the routes of a page it has not met yet; offline, the answer that
// means "load the page as a document" lets the offline page show at the page's address.
async function networkOrManifestReload(request) {
  try {
    return await fetch(request);
  } catch {
    return new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });
  }
}

async function networkOrDocumentLoad(request, url) {
  try {
    return await fetch(request);
  } catch {
    const page = url.pathname.slice(0, -5);
    url.searchParams.delete("_routes");
    const search = url.searchParams.toString();
    return new Response(null, {
      status: 204,
      headers: {
        "X-Remix-Redirect": page + (search ? "?" + search : ""),
        "X-Remix-Reload-Document": "true",
      },
    });
  }
}
`;

const VERSION = crypto.createHash("sha256").update(SOURCE).digest("hex").slice(0, 12);

export const SERVICE_WORKER_SOURCE = `// Gerai admin service worker ${VERSION}\nconst VERSION = "${VERSION}";\n${SOURCE}`;
