type TrackedKind = "link" | "product" | "store";
type TrackedEvent = "view" | "click";

/** Ids per request; the server takes at most 50 (MAX_TRACKED_IDS). */
const IDS_PER_REQUEST = 50;

// Sends counts without delaying the navigation they accompany.
function send(kind: TrackedKind, event: TrackedEvent, ids: readonly string[]) {
  const body = new URLSearchParams({ kind, event });
  for (const id of ids) body.append("id", id);
  try {
    if (navigator.sendBeacon?.("/api/track", body)) return;
  } catch {
    // fall through to fetch
  }
  void fetch("/api/track", { method: "POST", body, keepalive: true }).catch(() => undefined);
}

/** Counts one view or click. */
export function track(kind: TrackedKind, event: TrackedEvent, id: string) {
  send(kind, event, [id]);
}

/** Counts the views of several items, as few requests as the server allows. */
export function trackViews(kind: TrackedKind, ids: readonly string[]) {
  for (let start = 0; start < ids.length; start += IDS_PER_REQUEST) {
    send(kind, "view", ids.slice(start, start + IDS_PER_REQUEST));
  }
}
