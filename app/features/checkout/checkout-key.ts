// A checkout sends a key with its order so that sending the same order again (its answer
// lost on a slow network, the page reloaded, the button tapped again) finds the order
// already placed instead of placing it twice. The key lasts as long as the order's content
// stays the same and is forgotten once the order is placed. Only a fingerprint of the
// content is kept, in this tab's session storage: never the customer's name or phone.

const STORAGE_KEY = "checkoutAttempt";

type Attempt = { fingerprint: string; key: string };

let inMemory: Attempt | null = null;

/** FNV-1a, 32 bits twice with different seeds: enough to tell two orders apart. */
function fingerprintOf(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}

function newKey(): string {
  // randomUUID needs a secure context; getRandomValues works on plain http too.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function readAttempt(): Attempt | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as unknown;
    if (
      typeof stored === "object" &&
      stored !== null &&
      typeof (stored as Attempt).fingerprint === "string" &&
      typeof (stored as Attempt).key === "string"
    ) {
      return stored as Attempt;
    }
  } catch {
    // Storage unavailable (private mode) or garbled: the copy in memory still serves.
  }
  return inMemory;
}

function writeAttempt(attempt: Attempt | null) {
  inMemory = attempt;
  try {
    if (attempt) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attempt));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Kept in memory only.
  }
}

/** The key for sending `order` (its serialised content): the last attempt's if unchanged. */
export function checkoutKeyFor(order: string): string {
  const fingerprint = fingerprintOf(order);
  const last = readAttempt();
  if (last?.fingerprint === fingerprint) return last.key;
  const key = newKey();
  writeAttempt({ fingerprint, key });
  return key;
}

/** After a placed order: the same content sent later is a new order. */
export function forgetCheckoutKey() {
  writeAttempt(null);
}
