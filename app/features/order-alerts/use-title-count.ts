import { useEffect } from "react";
import { titleWithCount } from "#domain/order-alerts";

/**
 * Keeps '(N) ' before the document title while `count` is above zero, also when a page
 * change gives the title a new text (the routes' meta sets it after every navigation).
 */
export function useTitleCount(count: number) {
  useEffect(() => {
    const apply = () => {
      const wanted = titleWithCount(document.title, count);
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    if (count === 0) return;
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [count]);
}
