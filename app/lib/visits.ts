type CountedKind = "link" | "product" | "store";
type CountedEvent = "view" | "click";

/** Ids per request; the server takes at most 50 (MAX_COUNTED_IDS). */
const IDS_PER_REQUEST = 50;

// Sends counts without delaying the navigation they accompany.
function send(kind: CountedKind, event: CountedEvent, ids: readonly string[]) {
  const body = new URLSearchParams({ kind, event });
  for (const id of ids) body.append("id", id);
  try {
    if (navigator.sendBeacon?.("/api/visits", body)) return;
  } catch {
    // fall through to fetch
  }
  void fetch("/api/visits", { method: "POST", body, keepalive: true }).catch(() => undefined);
}

/** Counts one view or click. */
export function countVisit(kind: CountedKind, event: CountedEvent, id: string) {
  send(kind, event, [id]);
}

/** Counts the views of several items, as few requests as the server allows. */
export function countViews(kind: CountedKind, ids: readonly string[]) {
  for (let start = 0; start < ids.length; start += IDS_PER_REQUEST) {
    send(kind, "view", ids.slice(start, start + IDS_PER_REQUEST));
  }
}
