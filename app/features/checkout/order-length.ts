import type { isTooLongForWhatsApp } from "#domain/order-message";

// The order message (and the text rules it needs, zod with them) is not part of the page:
// it is fetched when the checkout opens, for the length check before sending.
const loadOrderMessage = () => import("#domain/order-message");
type OrderMessageModule = Awaited<ReturnType<typeof loadOrderMessage>>;
type LengthCheck = Parameters<typeof isTooLongForWhatsApp>[0];

/** Once loaded, the length check runs within the tap, before the WhatsApp tab opens. */
let loadedOrderMessage: OrderMessageModule | null = null;

export const preloadOrderMessage = () =>
  loadOrderMessage().then((module) => {
    loadedOrderMessage = module;
    return module;
  });

/** Whether the order is too long for one WhatsApp link; undefined until the check is here. */
export function isTooLongNow(input: LengthCheck): boolean | undefined {
  return loadedOrderMessage?.isTooLongForWhatsApp(input);
}

/** Whether the order is too long for one WhatsApp link; false when that cannot be told. */
export async function isTooLongToSend(input: LengthCheck): Promise<boolean> {
  try {
    return (await preloadOrderMessage()).isTooLongForWhatsApp(input);
  } catch {
    // Offline, or a new deployment replaced the file: the server checks the same again.
    return false;
  }
}
