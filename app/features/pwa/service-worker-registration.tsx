import { useEffect } from "react";
import { ADMIN_SCOPE, SERVICE_WORKER_PATH } from "#domain/app-manifest";

/**
 * Registers the admin's service worker once the page has loaded, so it never competes with
 * the page's own first requests. Rendered by the admin layout only.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const register = () => {
      navigator.serviceWorker
        .register(SERVICE_WORKER_PATH, { scope: ADMIN_SCOPE })
        .catch((error: unknown) => console.warn("service worker not registered", error));
    };
    if (document.readyState === "complete") {
      register();
      return;
    }
    window.addEventListener("load", register, { once: true });
    return () => window.removeEventListener("load", register);
  }, []);
  return null;
}
