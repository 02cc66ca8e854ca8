import { useCallback, useEffect, useState } from "react";
import { ORDER_ALERT_TEXTS, orderAlertBody, type OrderAlert } from "#domain/order-alerts";

// The browser's own notifications, shown only when the seller allowed them. Some browsers
// (Chrome on Android) have no page notifications at all: there the constructor throws, and
// the toast, the sound and the title still tell.

export type NotificationState = NotificationPermission | "unsupported";

function currentState(): NotificationState {
  return typeof Notification === "undefined" ? "unsupported" : Notification.permission;
}

/** The permission, known only in the browser (null while rendering on the server), and a way to ask. */
export function useNotificationPermission() {
  const [state, setState] = useState<NotificationState | null>(null);
  useEffect(() => setState(currentState()), []);
  const request = useCallback(async () => {
    try {
      setState(await Notification.requestPermission());
    } catch {
      setState(currentState());
    }
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
