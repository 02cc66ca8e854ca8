import { Icon } from "#app/components/icons/icon";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import {
  ORDER_ALERT_TEXTS,
  orderAlertToast,
  ORDERS_PATH,
  orderPath,
  type OrderAlerts,
} from "#domain/order-alerts";
import { showToast } from "#app/components/flash-toaster";
import { Button } from "#app/components/ui/button";
import { showOrderNotification, useNotificationPermission } from "./browser-notifications";
import { useAlertSound } from "./use-alert-sound";
import { useOrderPolling } from "./use-order-polling";
import { useTitleCount } from "./use-title-count";

/**
 * The new-order alert of the open admin, on every admin page: a chime, '(N) ' before the
 * title until the seller looks at the orders list or comes back to the tab, a toast with a
 * link to the order and, when allowed, a browser notification. Renders the button that asks
 * for that permission while it has not been asked.
 */
export function OrderAlerts() {
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const playSound = useAlertSound();
  const notifications = useNotificationPermission();
  const [unseen, setUnseen] = useState(0);
  useTitleCount(unseen);

  const isOnOrdersList = location.pathname === ORDERS_PATH;
  const pageRef = useRef({ isOnOrdersList, revalidator });
  useEffect(() => {
    pageRef.current = { isOnOrdersList, revalidator };
  }, [isOnOrdersList, revalidator]);

  // Looking at the orders list, or coming back to the tab, is seeing the new orders.
  const [wasOnOrdersList, setWasOnOrdersList] = useState(isOnOrdersList);
  if (wasOnOrdersList !== isOnOrdersList) {
    setWasOnOrdersList(isOnOrdersList);
    if (isOnOrdersList) setUnseen(0);
  }
  useEffect(() => {
    const onFocus = () => setUnseen(0);
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, []);

  const onNewOrders = useCallback(
    (alerts: OrderAlerts) => {
      const [newest] = alerts.orders;
      const message = orderAlertToast(alerts);
      if (!newest || !message) return;
      const page = pageRef.current;
      if (page.isOnOrdersList) page.revalidator.revalidate();
      else setUnseen((count) => count + alerts.count);
      playSound();
      showToast(message);
      showOrderNotification(newest, alerts.count, (orderNumber) =>
        navigate(orderPath(orderNumber)),
      );
    },
    [navigate, playSound],
  );
  useOrderPolling(onNewOrders);

  if (notifications.state !== "default") return null;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="ml-auto shrink-0"
      onClick={() => void notifications.request()}
    >
      <Icon name="bell" aria-hidden />
      {ORDER_ALERT_TEXTS.enable}
    </Button>
  );
}
