// Spec §7: the WhatsApp chat opens in a new tab, so the shop stays with 'Pesanan Berhasil!',
// the order number and the tracking link. Browsers open a tab only during the tap itself,
// and the order is saved after it; so the tab is opened blank at the tap and sent to the
// chat once the order is placed. Where no tab can be opened (a popup blocker, some in-app
// browsers) the shop's own tab goes to the chat, as before.

export type HandOffWindow = {
  /** Sends the customer to the chat: in the new tab, or in this one when none opened. */
  send: (whatsappUrl: string) => void;
  /** The order was not placed: the blank tab closes again. */
  cancel: () => void;
};

const WAITING_TEXT = "Menyiapkan pesan WhatsApp...";

/** Call synchronously in the tap's own event handler, before anything is awaited. */
export function openHandOffWindow(): HandOffWindow {
  let tab: Window | null = null;
  try {
    // Not "noopener": that returns no handle, and the handle is needed to send the tab on.
    tab = window.open("", "_blank");
  } catch {
    tab = null;
  }
  if (tab) {
    try {
      // The chat must not reach back into the shop's page.
      tab.opener = null;
      tab.document.title = WAITING_TEXT;
      tab.document.body.textContent = WAITING_TEXT;
    } catch {
      // Only the waiting text is lost.
    }
  }
  return {
    send(whatsappUrl) {
      if (!tab) {
        window.location.assign(whatsappUrl);
        return;
      }
      // A tab the customer already closed is left closed: the success dialog offers the
      // chat again.
      if (!tab.closed) tab.location.replace(whatsappUrl);
    },
    cancel() {
      tab?.close();
    },
  };
}
