import { useEffect, useState } from "react";
import { countItemEvent, countViews } from "./counting";

// What a product's views and clicks mean (docs/decisions/017-views-and-clicks.md):
// - a view: the product's card was at least half on screen, once per page load;
// - a click: the customer opened the product (its card or its add button), once per page
//   load; opening also counts the view if the card had not been counted yet,
// so a product's click rate is the share of page loads showing it in which it was opened.
// Views are collected for a moment and sent together: one request per screenful, not one
// per card.

/** How long sightings are collected before they are sent. */
const COLLECT_MS = 1000;
/** How much of a card must be on screen for it to count as seen. */
const SEEN_RATIO = 0.5;

export type CatalogueCounter = {
  /** Ref callback for an item's element, which carries the item's id in `data-count-id`. */
  observe: (element: HTMLElement | null) => (() => void) | undefined;
  /** The customer opened this item. */
  open: (id: string) => void;
};

function createCatalogueCounter(kind: "product") {
  const seen = new Set<string>();
  const opened = new Set<string>();
  let pending: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: IntersectionObserver | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    countViews(kind, pending);
    pending = [];
  };
  const see = (id: string | undefined) => {
    if (!id || seen.has(id)) return;
    seen.add(id);
    pending.push(id);
    timer ??= setTimeout(flush, COLLECT_MS);
  };
  const flushWhenHidden = () => {
    if (document.visibilityState === "hidden") flush();
  };

  const counter: CatalogueCounter = {
    observe(element) {
      if (!element) return undefined;
      if (typeof IntersectionObserver === "undefined") {
        // Without a way to tell what is on screen, being listed is being seen.
        see(element.dataset.countId);
        return undefined;
      }
      observer ??= new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.intersectionRatio < SEEN_RATIO) continue;
            const target = entry.target as HTMLElement;
            observer?.unobserve(target);
            see(target.dataset.countId);
          }
        },
        { threshold: SEEN_RATIO },
      );
      observer.observe(element);
      return () => observer?.unobserve(element);
    },
    open(id) {
      see(id);
      if (opened.has(id)) return;
      opened.add(id);
      countItemEvent(kind, "click", id);
    },
  };

  return {
    counter,
    /** Sends what was seen before the page is left or hidden (a phone may never come back). */
    start() {
      document.addEventListener("visibilitychange", flushWhenHidden);
      window.addEventListener("pagehide", flush);
      return () => {
        document.removeEventListener("visibilitychange", flushWhenHidden);
        window.removeEventListener("pagehide", flush);
        flush();
      };
    },
  };
}

/** Counts views and clicks of the items a catalogue shows; one counter per page load. */
export function useCatalogueCounting(kind: "product"): CatalogueCounter {
  const [{ counter, start }] = useState(() => createCatalogueCounter(kind));
  useEffect(start, [start]);
  return counter;
}
