import {
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type FocusEvent,
  type FormEvent,
  type SetStateAction,
} from "react";
import {
  orderableLines,
  type CartItem,
  type CartLineNotices,
  type CurrentCartProduct,
} from "#domain/cart";
import {
  CHECKOUT_FIELDS,
  checkCheckoutForm,
  firstProblemField,
  type CheckoutField,
} from "#domain/checkout-fields";
import { CHECKOUT_TOO_LONG_ERROR, blockingNoticeError } from "#domain/checkout-messages";
import {
  toCheckoutRequestItem,
  type CheckoutRequest,
  type PlacedOrder,
} from "#domain/checkout-request";
import {
  formatDeliveryTimeOption,
  type DeliveryDayValue,
  type DeliveryMethod,
} from "#domain/delivery";
import type { PaymentMethod } from "#domain/payment-methods";
import type { DeliveryAreaSettings } from "#domain/delivery-fee";
import type { OrderingWindow } from "#domain/shop-hours";
import { readReferralCode } from "#app/lib/referral";
import { checkoutDaysOf } from "./day-and-time";
import * as rules from "./delivery-rules";
import { openHandOffWindow } from "./hand-off-window";
import { isTooLongNow, isTooLongToSend, preloadOrderMessage } from "./order-length";
import { useOrderingWindow } from "./ordering-window";
import { placeOrder } from "./place-order";
import { checkoutAreaOf } from "./use-delivery-area";
import { FIELD_IDS, focusField, problemsToSummarize, summaryOf } from "./form-problems";

/** What checkout needs of the brand; null on the platform-wide cart. */
export type CheckoutBrand = rules.DeliveryRulesBrand & {
  username: string;
  name: string;
  isDeliveryByStoreEnabled: boolean;
  deliveryCostInformation: string | null;
  timeZone: string;
  /** The days and slots the shop takes orders for, as the page was served. */
  ordering?: OrderingWindow;
  /** The payment methods the customer chooses from (decision 055). */
  paymentMethods?: PaymentMethod[];
  /** The areas the customer picks from, with their fees (decision 058). */
  delivery?: DeliveryAreaSettings;
};

/** What the customer typed so far; untouched fields fall back to their defaults. */
export type CheckoutDraft = rules.DeliveryRulesDraft & {
  deliveryDay?: DeliveryDayValue;
  deliveryTime?: string;
  customerName?: string;
  customerPhone?: string;
  deliveryMethod?: DeliveryMethod;
  note?: string;
  referralCode?: string;
  paymentMethod?: PaymentMethod;
  deliveryArea?: string;
  marketingConsent?: boolean;
};

/** What the checkout form is given by the page that opens it. */
export type CheckoutFormProps = {
  brand: CheckoutBrand | null;
  items: readonly CartItem[];
  /** What changed on the cart's lines since they were added (prices, products gone). */
  notices: CartLineNotices;
  /** Kept by the page, so closing the dialog or a refusal loses nothing that was typed. */
  draft: CheckoutDraft;
  onDraftChange: Dispatch<SetStateAction<CheckoutDraft>>;
  onPlaced: (order: PlacedOrder) => void;
  /** The order was refused for a cart behind the shop's products; these are current. */
  onCartOutdated: (checkedIds: string[], products: CurrentCartProduct[]) => void;
  /**
   * The server refused the order: the shop may have changed what the page shows (an area's
   * fee, a minimum, a payment method) since it was served.
   */
  onRefused: () => void;
};

/** What a field's component is given: its value and error, and how to change and leave it. */
export type CheckoutFieldBinding<K extends CheckoutField> = {
  name: K;
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: NonNullable<CheckoutDraft[K]>) => void;
  /** For the field's one input: its name, id, error wiring and leaving. */
  inputProps: {
    id: string;
    name: K;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
    onBlur: () => void;
  };
  /** For a group of choices, left once the focus moves out of all of them. */
  onGroupBlur: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * The checkout form's state, checks and sending. The fields' values are the page's draft;
 * the checks are the server's own (domain/checkout-fields), with the same messages. A field's
 * error shows once the customer has left it, or tried to send the form; then it follows what
 * they type. The server's own refusal of a field shows until it is changed.
 */
export function useCheckoutForm({
  brand,
  items: cartItems,
  notices,
  draft,
  onDraftChange,
  onPlaced,
  onCartOutdated,
  onRefused,
  isSubmitting,
  onSubmittingChange,
}: CheckoutFormProps & {
  isSubmitting: boolean;
  onSubmittingChange: (isSubmitting: boolean) => void;
}) {
  // The days and slots come from the server, asked again as the dialog opens: only slots
  // still ahead and inside the shop's hours, or why no order can be sent. The stored
  // referral code prefills its field.
  const { window: ordering, refresh: refreshOrdering } = useOrderingWindow(
    brand?.username,
    brand?.ordering,
    [...new Set(cartItems.map((item) => item.productId))].sort().join(","),
  );
  const [defaults] = useState(() => ({ referralCode: readReferralCode() }));
  // What the order takes and its total counts: lines sold out or no longer sold stay out
  // (the cart says so on each); with nothing else, nothing can be sent.
  const items = orderableLines(cartItems, notices);
  const dayAndTime = checkoutDaysOf(ordering, draft, items);
  // A refusal that is no field's: the server's, a product gone, an order too long.
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [hasTriedToSend, setTriedToSend] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<CheckoutField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // A field the server refused gets the focus once the form is enabled again.
  const fieldToFocus = useRef<CheckoutField | undefined>(undefined);
  // One order per tap, even when a second tap lands before the button is disabled.
  const isSending = useRef(false);
  useEffect(() => void preloadOrderMessage().catch(() => {}), []);
  useEffect(() => {
    if (isSubmitting || !fieldToFocus.current) return;
    focusField(formRef.current, fieldToFocus.current);
    fieldToFocus.current = undefined;
  }, [isSubmitting]);

  const isDelivering = brand?.isDeliveryByStoreEnabled ?? false;
  const values: Record<CheckoutField, string> = {
    deliveryDay: dayAndTime.deliveryDay,
    deliveryTime: dayAndTime.deliveryTime,
    customerName: draft.customerName ?? "",
    customerPhone: draft.customerPhone ?? "",
    deliveryMethod: draft.deliveryMethod ?? "",
    note: draft.note ?? "",
    referralCode: draft.referralCode ?? defaults.referralCode,
  };
  // The first method is chosen until the customer picks another.
  const paymentMethods = brand?.paymentMethods ?? [];
  const paymentMethod =
    draft.paymentMethod && paymentMethods.includes(draft.paymentMethod)
      ? draft.paymentMethod
      : paymentMethods[0];
  const problems = checkCheckoutForm(
    { ...values, deliveryMethod: isDelivering ? values.deliveryMethod : undefined },
    isDelivering,
  );
  // The area and its fee, for a delivery by a shop with areas (decision 058).
  const area = checkoutAreaOf(brand?.delivery, values.deliveryMethod, items, {
    draft,
    onDraftChange,
    hasTriedToSend,
    onChange: () => setError(null),
  });
  // The minimum order not met, and 'Bagikan Lokasi' (decision 059).
  const deliveryRules = rules.deliveryRulesOf({ brand, draft, items, isDelivering, onDraftChange });
  const errorOf = (field: CheckoutField): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    // No day's quota takes the cart: the day says so at once, and no time can be picked.
    const { quotaError } = dayAndTime;
    if (quotaError && field === "deliveryDay") return quotaError;
    if (quotaError && field === "deliveryTime") return undefined;
    return hasTriedToSend || touched.has(field) ? problems[field]?.message : undefined;
  };
  const ownProblems = problemsToSummarize(problems, serverErrors, dayAndTime.quotaError !== null);
  const formError =
    hasTriedToSend && Object.keys(ownProblems).length > 0 ? summaryOf(ownProblems) : error;
  const shownErrors = CHECKOUT_FIELDS.flatMap((field) => errorOf(field) ?? []);
  // A server refusal that is a field's own text is shown under the field only.
  const alert = formError && !shownErrors.includes(formError) ? formError : null;

  const update = <K extends CheckoutField>(field: K, value: CheckoutDraft[K]) => {
    // The server's word on this field goes with the change, its own text above the button too.
    if (field in serverErrors) {
      if (error === serverErrors[field]) setError(null);
      setServerErrors(({ [field]: _changed, ...rest }) => rest);
    }
    onDraftChange((current) => ({ ...current, [field]: value }));
  };
  const touch = (field: CheckoutField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const field = <K extends CheckoutField>(name: K): CheckoutFieldBinding<K> => {
    const fieldError = errorOf(name);
    return {
      name,
      id: FIELD_IDS[name],
      value: values[name],
      error: fieldError,
      onChange: (value) => update(name, value),
      inputProps: {
        id: FIELD_IDS[name],
        name,
        "aria-invalid": fieldError ? true : undefined,
        "aria-describedby": fieldError ? `${FIELD_IDS[name]}-error` : undefined,
        onBlur: () => touch(name),
      },
      onGroupBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) touch(name);
      },
    };
  };

  /**
   * The checks the server makes first, made here within the tap: a form that cannot be sent
   * never opens the WhatsApp tab, and the first field to change gets the focus. The server
   * checks all of it again.
   */
  const canSend = (): boolean => {
    setTriedToSend(true);
    const first = firstProblemField(problems);
    if (first) {
      setError(null);
      focusField(formRef.current, first);
      return false;
    }
    if (area.problem) {
      // Shown under the area's field.
      setError(null);
      focusField(formRef.current, "deliveryArea");
      return false;
    }
    // A line gone, sold out or short of stock cannot be ordered: said before sending.
    const blocked = items
      .flatMap((line) =>
        (notices[line.id] ?? []).map((notice) => blockingNoticeError(line.name, notice)),
      )
      .find((message) => message !== null);
    setError(blocked ?? deliveryRules.minimumShortfall);
    return !blocked && !deliveryRules.minimumShortfall;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending.current || !canSend()) return;
    const day = ordering.days.find((option) => option.value === values.deliveryDay);
    const request: CheckoutRequest = {
      username: brand?.username ?? "",
      form: {
        deliveryDay: values.deliveryDay,
        deliveryDate: day?.date,
        deliveryTime: values.deliveryTime,
        customerName: values.customerName,
        customerPhone: values.customerPhone,
        deliveryMethod: isDelivering ? values.deliveryMethod : undefined,
        note: values.note,
        referralCode: values.referralCode,
        paymentMethod,
        ...(draft.marketingConsent ? { marketingConsent: true } : {}),
        ...area.form,
        ...(deliveryRules.location.value ? { location: deliveryRules.location.value } : {}),
      },
      items: items.map(toCheckoutRequestItem),
    };
    // An order that could not reach the seller in one WhatsApp link is not sent at all.
    const lengthCheck = {
      items,
      form: request.form,
      deliveryTimeOption: day
        ? formatDeliveryTimeOption(day, values.deliveryTime, ordering.timeZone)
        : "",
      appUrl: window.location.origin,
      username: request.username,
    };
    const isTooLongAlready = isTooLongNow(lengthCheck);
    if (isTooLongAlready) {
      setError(CHECKOUT_TOO_LONG_ERROR);
      return;
    }
    // Opened now, within the tap, or the browser would block it (spec §7: a new tab).
    const handOff = openHandOffWindow();
    isSending.current = true;
    setError(null);
    onSubmittingChange(true);
    const isTooLong = isTooLongAlready ?? (await isTooLongToSend(lengthCheck));
    const result = isTooLong
      ? ({ ok: false, error: CHECKOUT_TOO_LONG_ERROR } as const)
      : await placeOrder(request);
    isSending.current = false;
    onSubmittingChange(false);
    if (result.ok) {
      onPlaced(result.order);
      handOff.send(result.order.whatsappUrl);
      return;
    }
    handOff.cancel();
    // The shop may have closed, or the slot passed, while the dialog was open.
    refreshOrdering();
    if ("isRefusal" in result && result.isRefusal) onRefused();
    if ("products" in result && result.products) {
      onCartOutdated(
        request.items.map((item) => item.productId),
        result.products,
      );
    }
    const fieldErrors = ("fieldErrors" in result && result.fieldErrors) || {};
    setServerErrors(fieldErrors);
    setError(result.error);
    fieldToFocus.current = CHECKOUT_FIELDS.find((name) => fieldErrors[name] !== undefined);
  };

  return {
    formRef,
    submit,
    ordering,
    dayAndTime,
    field,
    isDelivering,
    area: area.field,
    payment: {
      methods: paymentMethods,
      value: paymentMethod,
      onChange: (method: PaymentMethod) =>
        onDraftChange((current) => ({ ...current, paymentMethod: method })),
    },
    ...deliveryRules,
    /** The lines the order takes; with none, nothing can be sent. */
    orderableItems: items,
    /** The form's message above the button: a refusal no field shows. */
    alert,
  };
}
