import { useCallback, useSyncExternalStore } from "react";
import { ORDER_ALERT_TEXTS, orderAlertBody, type OrderAlert } from "#domain/order-alerts";

// The browser's own notifications, shown only when the seller allowed them. Some browsers
// (Chrome on Android) have no page notifications at all: there the constructor throws, and
// the toast, the sound and the title still tell.

export type NotificationState = NotificationPermission | "unsupported";

function currentState(): NotificationState {
  return typeof Notification === "undefined" ? "unsupported" : Notification.permission;
}

// The browser has no event for a changed permission on every engine: the answer to our own
// request is what changes it while the page is open.
const permissionListeners = new Set<() => void>();

function subscribe(listener: () => void) {
  permissionListeners.add(listener);
  return () => {
    permissionListeners.delete(listener);
  };
}

/** The permission, known only in the browser (null on the server), and a way to ask. */
export function useNotificationPermission() {
  const state = useSyncExternalStore<NotificationState | null>(subscribe, currentState, () => null);
  const request = useCallback(async () => {
    try {
      await Notification.requestPermission();
    } catch {
      // Refused or not asked; the state says which.
    }
    for (const listener of permissionListeners) listener();
  }, []);
  return { state, request };
}

export function showOrderNotification(
  order: OrderAlert,
  count: number,
  onOpen: (orderNumber: string) => void,
) {
  if (currentState() !== "granted") return;
  const more = count > 1 ? `\n${ORDER_ALERT_TEXTS.more(count - 1)}` : "";
  try {
    const notification = new Notification(ORDER_ALERT_TEXTS.title, {
      body: `${orderAlertBody(order)}${more}`,
      tag: `order-${order.orderNumber}`,
    });
    notification.onclick = () => {
      window.focus();
      onOpen(order.orderNumber);
      notification.close();
    };
  } catch {
    // No page notifications on this browser.
  }
}
