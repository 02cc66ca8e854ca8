import { useSyncExternalStore } from "react";

/**
 * False in the server's HTML and until the page's scripts run, then true: a button that
 * works only with JavaScript is shown disabled until then, rather than doing nothing.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(subscribeNothing, isInBrowser, isOnServer);
}

function subscribeNothing(): () => void {
  return () => {};
}

const isInBrowser = () => true;
const isOnServer = () => false;
