// Sends a view/click count without delaying the navigation it accompanies.
export function track(kind: "link" | "product" | "store", event: "view" | "click", id: string) {
  const body = new URLSearchParams({ kind, event, id });
  try {
    if (navigator.sendBeacon?.("/api/track", body)) return;
  } catch {
    // fall through to fetch
  }
  void fetch("/api/track", { method: "POST", body, keepalive: true }).catch(() => undefined);
}
