import { useEffect, useRef } from "react";
import type { OrderAlerts } from "#domain/order-alerts";

// Asks the server for orders newer than the last one seen: every 3 s while the tab is
// visible, at once when it becomes visible again, and less often while it is hidden or the
// server does not answer. The server keeps no state per tab; the cursor lives here.

const VISIBLE_INTERVAL_MS = 3_000;
const HIDDEN_INTERVAL_MS = 15_000;
const LONGEST_INTERVAL_MS = 60_000;
const ENDPOINT = "/admin/order-alerts";

export function useOrderPolling(onNewOrders: (alerts: OrderAlerts) => void) {
  const onNewOrdersRef = useRef(onNewOrders);
  useEffect(() => {
    onNewOrdersRef.current = onNewOrders;
  }, [onNewOrders]);

  useEffect(() => {
    let cursor: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let isPolling = false;
    let isStopped = false;
    const controller = new AbortController();

    function schedule() {
      clearTimeout(timer);
      if (isStopped) return;
      const base =
        document.visibilityState === "visible" ? VISIBLE_INTERVAL_MS : HIDDEN_INTERVAL_MS;
      timer = setTimeout(poll, Math.min(base * 2 ** failures, LONGEST_INTERVAL_MS));
    }

    async function poll() {
      clearTimeout(timer);
      if (isPolling || isStopped) return;
      isPolling = true;
      try {
        const url = cursor ? `${ENDPOINT}?since=${encodeURIComponent(cursor)}` : ENDPOINT;
        const response = await fetch(url, {
          headers: { Accept: "application/json" },
          cache: "no-store",
          // Signed out meanwhile: the guard redirects to the login, which is no answer for us.
          redirect: "manual",
          signal: controller.signal,
        });
        if (response.type === "opaqueredirect" || response.status === 403) {
          // The next navigation takes the seller to the login; until then nothing to ask.
          isStopped = true;
          return;
        }
        if (!response.ok) throw new Error(`order alerts answered ${response.status}`);
        const alerts = (await response.json()) as OrderAlerts;
        const isFirst = cursor === null;
        cursor = alerts.cursor;
        failures = 0;
        if (!isFirst && alerts.count > 0) onNewOrdersRef.current(alerts);
      } catch {
        if (controller.signal.aborted) return;
        failures = Math.min(failures + 1, 5);
      } finally {
        isPolling = false;
        schedule();
      }
    }

    function onVisibilityChange() {
      if (document.visibilityState === "visible") void poll();
      else schedule();
    }

    document.addEventListener("visibilitychange", onVisibilityChange);
    void poll();
    return () => {
      isStopped = true;
      clearTimeout(timer);
      controller.abort();
      document.removeEventListener("visibilitychange", onVisibilityChange);
    };
  }, []);
}
