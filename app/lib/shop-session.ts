import { countShopEvent, type FunnelStep } from "./counting";

// A shop's visits and its funnel (docs/decisions/025): the browser tells the server that
// a shop page was opened, whether it started a session (a visit, as the shop counts it), and
// the first time in a session that a product was opened, something added to the cart, the
// checkout opened. What a session has reached is kept in the tab's sessionStorage only: nothing identifies the visitor, and
// the server keeps numbers per shop and day, never who sent them.

/** A session ends after half an hour without a page or a step, as analytics tools count. */
const SESSION_IDLE_MS = 30 * 60 * 1000;

type SessionState = { at: number; steps: FunnelStep[] };

/** Where sessionStorage is blocked, the session lives as long as the page. */
const inMemory = new Map<string, SessionState>();

const keyOf = (username: string) => `gerai:visit:${username}`;

function read(username: string): SessionState | null {
  try {
    const raw = sessionStorage.getItem(keyOf(username));
    if (raw) {
      const state = JSON.parse(raw) as Partial<SessionState>;
      if (typeof state.at === "number" && Array.isArray(state.steps)) {
        return { at: state.at, steps: state.steps };
      }
    }
  } catch {
    // Blocked or damaged: fall back to the page's own memory.
  }
  return inMemory.get(username) ?? null;
}

function write(username: string, state: SessionState) {
  inMemory.set(username, state);
  try {
    sessionStorage.setItem(keyOf(username), JSON.stringify(state));
  } catch {
    // Storage full or blocked: the memory copy is enough for this page.
  }
}

/** The session going on now, or a new one (counted as a visit) when there is none. */
function currentSession(username: string, now: number): { state: SessionState; isNew: boolean } {
  const state = read(username);
  if (state && now - state.at >= 0 && now - state.at < SESSION_IDLE_MS) {
    return { state, isNew: false };
  }
  return { state: { at: now, steps: [] }, isNew: true };
}

/** Counts a shop page opened: the first of a session counts a visit as well. */
export function countShopPage(username: string) {
  const now = Date.now();
  const { state, isNew } = currentSession(username, now);
  write(username, { ...state, at: now });
  countShopEvent(isNew ? "visit" : "page", username);
}

/** Counts a step of the funnel, once per session. */
export function countFunnelStep(username: string, step: FunnelStep) {
  const now = Date.now();
  const { state, isNew } = currentSession(username, now);
  if (isNew) countShopEvent("visit", username);
  const reached = state.steps.includes(step);
  write(username, { at: now, steps: reached ? state.steps : [...state.steps, step] });
  if (!reached) countShopEvent(step, username);
}
