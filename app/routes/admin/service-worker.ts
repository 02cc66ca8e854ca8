import { ADMIN_SCOPE } from "#domain/app-manifest";
import { SERVICE_WORKER_SOURCE } from "#server/pwa/service-worker";

// Served from /admin/sw.js. A script's scope is its folder, /admin/; the header lets it
// also take /admin itself, the admin's home and the app's start page.
export function loader() {
  return new Response(SERVICE_WORKER_SOURCE, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
      "Service-Worker-Allowed": ADMIN_SCOPE,
    },
  });
}
