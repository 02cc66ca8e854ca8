import type { Dispatch, SetStateAction } from "react";
import { cartTotal, type CartItem } from "#domain/cart";
import {
  deliveryFeeLabel,
  hasDeliveryAreas,
  orderDeliveryOf,
  type DeliveryAreaSettings,
} from "#domain/delivery-fee";

/** What the typed area gives: one of the shop's areas, 'Ongkir menyusul', or nothing yet. */
export type AreaChoice =
  | { kind: "area"; name: string; fee: number; feeText: string }
  | { kind: "later"; name: string }
  | { kind: "none"; problem: string };

/**
 * The delivery area of the checkout (decision 058), by the server's own rules: whether the
 * picker shows, what the typed area costs for these products, and what the order sends.
 * The server computes the fee again; the fee shown is sent only to be compared.
 */
export function deliveryAreaOf(
  settings: DeliveryAreaSettings | undefined,
  isDelivered: boolean,
  typed: string,
  subtotal: number,
) {
  const applies = settings !== undefined && isDelivered && hasDeliveryAreas(settings);
  if (!applies) return { applies: false as const, fee: 0 };
  const result = orderDeliveryOf(
    settings,
    { isDelivered, area: typed, seenFee: undefined },
    subtotal,
  );
  const choice: AreaChoice = !result.ok
    ? { kind: "none", problem: result.error }
    : result.delivery.isFeePending
      ? { kind: "later", name: result.delivery.area ?? typed }
      : {
          kind: "area",
          name: result.delivery.area ?? typed,
          fee: result.delivery.fee,
          feeText: deliveryFeeLabel(result.delivery),
        };
  return {
    applies: true as const,
    settings,
    choice,
    fee: choice.kind === "area" ? choice.fee : 0,
    /** What the order sends: the area as typed and the fee shown with it. */
    form: {
      deliveryArea: typed,
      ...(choice.kind === "area" ? { deliveryFee: choice.fee } : {}),
    },
  };
}

/**
 * The checkout's area: the field's binding (null when the picker does not show), the problem
 * that keeps the form from being sent, and what the order's form sends.
 */
export function checkoutAreaOf(
  settings: DeliveryAreaSettings | undefined,
  deliveryMethod: string,
  items: readonly CartItem[],
  {
    draft,
    onDraftChange,
    hasTriedToSend,
    onChange,
  }: {
    draft: { deliveryArea?: string };
    onDraftChange: Dispatch<SetStateAction<{ deliveryArea?: string }>>;
    hasTriedToSend: boolean;
    onChange: () => void;
  },
) {
  const value = draft.deliveryArea ?? "";
  const area = deliveryAreaOf(settings, deliveryMethod === "Diantar", value, cartTotal(items));
  if (!area.applies) return { field: null, problem: null, form: {} };
  const problem = area.choice.kind === "none" ? area.choice.problem : null;
  return {
    problem,
    form: area.form,
    field: {
      settings: area.settings,
      choice: area.choice,
      value,
      error: hasTriedToSend && problem ? problem : undefined,
      onChange: (next: string) => {
        onChange();
        onDraftChange((current) => ({ ...current, deliveryArea: next }));
      },
    },
  };
}

/**
 * The fee's line above the total: the picked area's fee, or 'menyusul' for an area the
 * seller prices later, so that a total without the fee does not look final.
 */
export function deliveryFeeLineOf(
  choice: AreaChoice | undefined,
): { name: string; fee: number; feeText: string } | null {
  if (choice?.kind === "area") return choice;
  if (choice?.kind === "later") return { name: choice.name, fee: 0, feeText: "menyusul" };
  return null;
}
