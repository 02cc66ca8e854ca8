import { countShopEvent, type FunnelStep } from "./visits";

// A shop's visits and its funnel (docs/decisions/025): the browser tells the server that
// a shop page was opened, whether it started a visit, and the first time in a visit that a
// product was opened, something added to the cart, the checkout opened. What a visit has
// reached is kept in the tab's sessionStorage only: nothing identifies the visitor, and
// the server keeps numbers per shop and day, never who sent them.

/** A visit ends after half an hour without a page or a step, as analytics tools count. */
const VISIT_IDLE_MS = 30 * 60 * 1000;

type VisitState = { at: number; steps: FunnelStep[] };

/** Where sessionStorage is blocked, the visit lives as long as the page. */
const inMemory = new Map<string, VisitState>();

const keyOf = (username: string) => `gerai:visit:${username}`;

function read(username: string): VisitState | null {
  try {
    const raw = sessionStorage.getItem(keyOf(username));
    if (raw) {
      const state = JSON.parse(raw) as Partial<VisitState>;
      if (typeof state.at === "number" && Array.isArray(state.steps)) {
        return { at: state.at, steps: state.steps };
      }
    }
  } catch {
    // Blocked or damaged: fall back to the page's own memory.
  }
  return inMemory.get(username) ?? null;
}

function write(username: string, state: VisitState) {
  inMemory.set(username, state);
  try {
    sessionStorage.setItem(keyOf(username), JSON.stringify(state));
  } catch {
    // Storage full or blocked: the memory copy is enough for this page.
  }
}

/** The visit going on now, or a new one (counted as a visit) when there is none. */
function currentVisit(username: string, now: number): { state: VisitState; isNew: boolean } {
  const state = read(username);
  if (state && now - state.at >= 0 && now - state.at < VISIT_IDLE_MS) {
    return { state, isNew: false };
  }
  return { state: { at: now, steps: [] }, isNew: true };
}

/** Counts a shop page opened: the first of a visit counts the visit as well. */
export function countShopPage(username: string) {
  const now = Date.now();
  const { state, isNew } = currentVisit(username, now);
  write(username, { ...state, at: now });
  countShopEvent(isNew ? "visit" : "page", username);
}

/** Counts a step of the funnel, once per visit. */
export function countFunnelStep(username: string, step: FunnelStep) {
  const now = Date.now();
  const { state, isNew } = currentVisit(username, now);
  if (isNew) countShopEvent("visit", username);
  const reached = state.steps.includes(step);
  write(username, { at: now, steps: reached ? state.steps : [...state.steps, step] });
  if (!reached) countShopEvent(step, username);
}
