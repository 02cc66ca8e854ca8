import { Icon, type IconName } from "#app/components/icons/icon";
import {
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
  type SetStateAction,
} from "react";
import {
  cartItemCount,
  cartTotal,
  orderableLines,
  type CartItem,
  type CartLineNotices,
  type CurrentCartProduct,
} from "#domain/cart";
import {
  CHECKOUT_FIELDS,
  checkCheckoutForm,
  checkoutRefusalOf,
  firstProblemField,
  type CheckoutField,
  type CheckoutFieldProblems,
} from "#domain/checkout-fields";
import {
  CHECKOUT_LIMITS,
  CHECKOUT_TOO_LONG_ERROR,
  blockingNoticeError,
} from "#domain/checkout-messages";
import { NOTHING_TO_ORDER_NOTE } from "#domain/cart-notices";
import { fullDaysText } from "#domain/full-days";
import {
  toCheckoutRequestItem,
  type CheckoutRequest,
  type PlacedOrder,
} from "#domain/checkout-request";
import {
  DELIVERY_METHODS,
  formatDeliveryTimeOption,
  type DeliveryDayValue,
  type DeliveryMethod,
} from "#domain/delivery";
import type { OrderingWindow } from "#domain/shop-hours";
import type { isTooLongForWhatsApp } from "#domain/order-message";
import { CartLineNoticeText } from "#app/components/cart-line-notice-text";
import { CartSummary } from "#app/components/cart-summary";
import { FormField } from "#app/components/form-field";
import { Alert } from "#app/components/ui/alert";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { Input } from "#app/components/ui/input";
import { NativeSelect } from "#app/components/ui/native-select";
import { Textarea } from "#app/components/ui/textarea";
import { readReferralCode } from "#app/lib/referral";
import { cn } from "#app/lib/utils";
import { openHandOffWindow } from "./hand-off-window";
import { useOrderingWindow } from "./ordering-window";
import { placeOrder } from "./place-order";
import { SubmitButton } from "#app/components/submit-button";

// The order message (and the text rules it needs, zod with them) is not part of the page:
// it is fetched when the checkout opens, for the length check before sending.
const loadOrderMessage = () => import("#domain/order-message");
type OrderMessageModule = Awaited<ReturnType<typeof loadOrderMessage>>;
/** Once loaded, the length check runs within the tap, before the WhatsApp tab opens. */
let loadedOrderMessage: OrderMessageModule | null = null;
const preloadOrderMessage = () =>
  loadOrderMessage().then((module) => {
    loadedOrderMessage = module;
    return module;
  });

/** Whether the order is too long for one WhatsApp link; false when that cannot be told. */
async function isTooLongToSend(
  input: Parameters<typeof isTooLongForWhatsApp>[0],
): Promise<boolean> {
  try {
    return (await preloadOrderMessage()).isTooLongForWhatsApp(input);
  } catch {
    // Offline, or a new deployment replaced the file: the server checks the same again.
    return false;
  }
}

/** What checkout needs of the brand; null on the platform-wide cart. */
export type CheckoutBrand = {
  username: string;
  isDeliveryByStoreEnabled: boolean;
  deliveryCostInformation: string | null;
  timeZone: string;
  /** The days and slots the shop takes orders for, as the page was served. */
  ordering?: OrderingWindow;
};

/** What the customer typed so far; untouched fields fall back to their defaults. */
export type CheckoutDraft = {
  deliveryDay?: DeliveryDayValue;
  deliveryTime?: string;
  customerName?: string;
  customerPhone?: string;
  deliveryMethod?: DeliveryMethod;
  note?: string;
  referralCode?: string;
};

const METHOD_ICONS: Record<DeliveryMethod, IconName> = {
  Diantar: "truck",
  "Diambil Sendiri": "store",
};

/** Spec §2 checkout dialog 'Checkout Pesanan'. */
export function CheckoutDialog({
  open,
  onOpenChange,
  ...formProps
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
} & CheckoutFormProps) {
  const [isSubmitting, setSubmitting] = useState(false);
  return (
    <Dialog
      open={open}
      // The order is on its way: the dialog stays until the answer is in.
      onOpenChange={(next) => !isSubmitting && onOpenChange(next)}
    >
      <DialogContent
        // The dialog itself takes focus: the first day is not "left", and marked as missing,
        // before the customer has touched it.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Checkout Pesanan</DialogTitle>
          <DialogDescription>
            Lengkapi data berikut. Pesanan Anda dikirim ke penjual lewat WhatsApp.
          </DialogDescription>
        </DialogHeader>
        <CheckoutForm
          {...formProps}
          isSubmitting={isSubmitting}
          onSubmittingChange={setSubmitting}
        />
      </DialogContent>
    </Dialog>
  );
}

type CheckoutFormProps = {
  brand: CheckoutBrand | null;
  items: readonly CartItem[];
  /** What changed on the cart's lines since they were added (prices, products gone). */
  notices: CartLineNotices;
  draft: CheckoutDraft;
  onDraftChange: Dispatch<SetStateAction<CheckoutDraft>>;
  onPlaced: (order: PlacedOrder) => void;
  /** The order was refused for a cart behind the shop's products; these are current. */
  onCartOutdated: (checkedIds: string[], products: CurrentCartProduct[]) => void;
};

function CheckoutForm({
  brand,
  items: cartItems,
  notices,
  draft,
  onDraftChange,
  onPlaced,
  onCartOutdated,
  isSubmitting,
  onSubmittingChange,
}: CheckoutFormProps & {
  isSubmitting: boolean;
  onSubmittingChange: (isSubmitting: boolean) => void;
}) {
  // The days and slots come from the server, asked again as the dialog opens: only slots
  // still ahead and inside the shop's hours, or why no order can be sent. The first slot of
  // the first day is spec §9's default (the first hour after now). The stored referral code
  // prefills its field.
  const { window: ordering, refresh: refreshOrdering } = useOrderingWindow(
    brand?.username,
    brand?.ordering,
  );
  const [defaults] = useState(() => ({ referralCode: readReferralCode() }));
  // What the order takes and its total counts: lines sold out or no longer sold stay out
  // (the cart says so on each); with nothing else, nothing can be sent.
  const items = orderableLines(cartItems, notices);
  const hasNothingToOrder = items.length === 0;
  // A day whose every slot is full cannot be picked: it shows 'Penuh', and the days' note
  // names the next one with room.
  const isFullDay = (day: OrderingWindow["days"][number]) => day.slots.length === 0;
  const fullDays = ordering.days.filter(isFullDay);
  const pickedDay = ordering.days.find((day) => day.value === draft.deliveryDay && !isFullDay(day));
  const shownDay = pickedDay ?? ordering.days.find((day) => !isFullDay(day));
  const slots = shownDay?.slots ?? [];
  // Every slot of the day in time order, the full ones shown as 'Penuh' and not choosable.
  const slotChoices = [
    ...slots.map((slot) => ({ slot, isFull: false })),
    ...(shownDay?.fullSlots ?? []).map((slot) => ({ slot, isFull: true })),
  ].sort((a, b) => a.slot.localeCompare(b.slot));
  // A refusal that is no field's: the server's, a product gone, an order too long.
  const [error, setError] = useState<string | null>(null);
  // A field's error shows once the customer has left it, or tried to send the form; then it
  // follows what they type. The server's own refusal of a field shows until it is changed.
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [hasTriedToSend, setTriedToSend] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<CheckoutField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // A field the server refused gets the focus once the form is enabled again.
  const fieldToFocus = useRef<CheckoutField | undefined>(undefined);
  // One order per tap, even when a second tap lands before the button is disabled.
  const isSending = useRef(false);
  useEffect(() => {
    void preloadOrderMessage().catch(() => {});
  }, []);
  useEffect(() => {
    if (isSubmitting || !fieldToFocus.current) return;
    focusField(formRef.current, fieldToFocus.current);
    fieldToFocus.current = undefined;
  }, [isSubmitting]);

  const isDelivering = brand?.isDeliveryByStoreEnabled ?? false;
  const values = {
    // A day or slot no longer offered (the dialog was reopened later) is picked again.
    deliveryDay: pickedDay?.value ?? "",
    deliveryTime:
      draft.deliveryTime && (slots as string[]).includes(draft.deliveryTime)
        ? draft.deliveryTime
        : (slots[0] ?? ""),
    customerName: draft.customerName ?? "",
    customerPhone: draft.customerPhone ?? "",
    deliveryMethod: draft.deliveryMethod ?? "",
    note: draft.note ?? "",
    referralCode: draft.referralCode ?? defaults.referralCode,
  };
  // The same checks the server makes (domain/checkout-fields), with the same messages.
  const problems = checkCheckoutForm(
    { ...values, deliveryMethod: isDelivering ? values.deliveryMethod : undefined },
    isDelivering,
  );
  const errorOf = (field: CheckoutField): string | undefined =>
    serverErrors[field] ??
    (hasTriedToSend || touched.has(field) ? problems[field]?.message : undefined);
  const formError =
    hasTriedToSend && Object.keys(problems).length > 0 ? summaryOf(problems) : error;
  const shownErrors = CHECKOUT_FIELDS.flatMap((field) => errorOf(field) ?? []);
  // A server refusal that is a field's own text is shown under the field only.
  const alert = formError && !shownErrors.includes(formError) ? formError : null;

  const update = <K extends keyof CheckoutDraft>(field: K, value: CheckoutDraft[K]) => {
    // The server's word on this field goes with the change, its own text above the button too.
    if (field in serverErrors) {
      if (error === serverErrors[field as CheckoutField]) setError(null);
      setServerErrors(({ [field]: _changed, ...rest }) => rest);
    }
    onDraftChange((current) => ({ ...current, [field]: value }));
  };
  const touch = (field: CheckoutField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  /** A group of choices is left once the focus moves out of all of them. */
  const touchGroup = (field: CheckoutField) => (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) touch(field);
  };
  const fieldProps = (field: CheckoutField) => {
    const fieldError = errorOf(field);
    return {
      name: field,
      "aria-invalid": fieldError ? true : undefined,
      "aria-describedby": fieldError ? `${FIELD_IDS[field]}-error` : undefined,
      onBlur: () => touch(field),
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
    // A line gone, sold out or short of stock cannot be ordered: said before sending.
    const blocked = items
      .flatMap((line) =>
        (notices[line.id] ?? []).map((notice) => blockingNoticeError(line.name, notice)),
      )
      .find((message) => message !== null);
    setError(blocked ?? null);
    return !blocked;
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
    if (loadedOrderMessage?.isTooLongForWhatsApp(lengthCheck)) {
      setError(CHECKOUT_TOO_LONG_ERROR);
      return;
    }
    // Opened now, within the tap, or the browser would block it (spec §7: a new tab).
    const handOff = openHandOffWindow();
    isSending.current = true;
    setError(null);
    onSubmittingChange(true);
    const isTooLong = loadedOrderMessage ? false : await isTooLongToSend(lengthCheck);
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
    if ("products" in result && result.products) {
      onCartOutdated(
        request.items.map((item) => item.productId),
        result.products,
      );
    }
    const fieldErrors = ("fieldErrors" in result && result.fieldErrors) || {};
    setServerErrors(fieldErrors);
    setError(result.error);
    fieldToFocus.current = CHECKOUT_FIELDS.find((field) => fieldErrors[field] !== undefined);
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5"
      aria-busy={isSubmitting}
    >
      {ordering.notice && (
        // Before the form: a closed shop says so before anything is typed.
        <Alert variant={ordering.canOrder ? "default" : "destructive"} role="status">
          <Icon name="clock" aria-hidden />
          <span>{ordering.notice}</span>
        </Alert>
      )}
      <fieldset disabled={isSubmitting || !ordering.canOrder} className="flex flex-col gap-5">
        <CartChanges items={cartItems} notices={notices} />
        <ChoiceGroup
          id={FIELD_IDS.deliveryDay}
          legend="Hari"
          isRequired
          error={errorOf("deliveryDay")}
          onBlur={touchGroup("deliveryDay")}
          // Days ahead of a shop taking pre-orders, up to fifteen: three a row on a phone.
          gridClassName={ordering.days.length > 2 ? "grid-cols-3 sm:grid-cols-4" : undefined}
          footer={
            fullDays.length > 0 ? (
              <p className="text-xs text-destructive">
                {fullDaysText(
                  fullDays,
                  ordering.days.find((day) => !isFullDay(day)),
                )}
              </p>
            ) : null
          }
        >
          {ordering.days.map((day) => (
            <ChoiceCard
              key={day.value}
              name="deliveryDay"
              value={day.value}
              checked={values.deliveryDay === day.value}
              disabled={isFullDay(day)}
              onChange={() => update("deliveryDay", day.value)}
            >
              <span className="text-sm font-semibold">{day.label}</span>{" "}
              <span className="text-xs text-muted-foreground">{day.date}</span>
              {isFullDay(day) && (
                <span className="text-xs font-medium text-destructive">Penuh</span>
              )}
            </ChoiceCard>
          ))}
        </ChoiceGroup>

        <CheckoutFormField
          id={FIELD_IDS.deliveryTime}
          label={<FieldLabel text="Jam" isRequired />}
          error={errorOf("deliveryTime")}
        >
          <NativeSelect
            id={FIELD_IDS.deliveryTime}
            {...fieldProps("deliveryTime")}
            value={values.deliveryTime}
            onChange={(event) => update("deliveryTime", event.target.value)}
          >
            {slotChoices.map(({ slot, isFull }) => (
              <option key={slot} value={slot} disabled={isFull}>
                {`${slot} ${ordering.zoneLabel}${isFull ? " (Penuh)" : ""}`}
              </option>
            ))}
          </NativeSelect>
        </CheckoutFormField>

        <CheckoutFormField
          id={FIELD_IDS.customerName}
          label={<FieldLabel text="Nama" isRequired />}
          error={errorOf("customerName")}
        >
          <Input
            id={FIELD_IDS.customerName}
            {...fieldProps("customerName")}
            autoComplete="name"
            maxLength={CHECKOUT_LIMITS.customerName}
            placeholder="Nama Anda"
            value={values.customerName}
            onChange={(event) => update("customerName", event.target.value)}
          />
        </CheckoutFormField>

        <CheckoutFormField
          id={FIELD_IDS.customerPhone}
          label={<FieldLabel text="No. HP" isRequired />}
          hint="Nomor WhatsApp yang bisa dihubungi penjual"
          error={errorOf("customerPhone")}
        >
          <Input
            id={FIELD_IDS.customerPhone}
            {...fieldProps("customerPhone")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={CHECKOUT_LIMITS.customerPhone}
            placeholder="08xxxxxxxxxx"
            aria-describedby={`${FIELD_IDS.customerPhone}-${errorOf("customerPhone") ? "error" : "hint"}`}
            value={values.customerPhone}
            onChange={(event) => update("customerPhone", event.target.value)}
          />
        </CheckoutFormField>

        {isDelivering ? (
          <ChoiceGroup
            id={FIELD_IDS.deliveryMethod}
            legend="Metode Pengiriman"
            isRequired
            error={errorOf("deliveryMethod")}
            onBlur={touchGroup("deliveryMethod")}
            footer={
              brand?.deliveryCostInformation ? (
                <p className="text-xs text-muted-foreground">{brand.deliveryCostInformation}</p>
              ) : null
            }
          >
            {DELIVERY_METHODS.map((method) => {
              return (
                <ChoiceCard
                  key={method}
                  name="deliveryMethod"
                  value={method}
                  checked={values.deliveryMethod === method}
                  onChange={() => update("deliveryMethod", method)}
                >
                  <Icon
                    name={METHOD_ICONS[method]}
                    aria-hidden
                    className="mb-1 size-4 text-primary"
                  />
                  <span className="text-sm font-semibold">{method}</span>
                </ChoiceCard>
              );
            })}
          </ChoiceGroup>
        ) : (
          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium">Metode Pengiriman</span>
            <p className="flex items-center gap-2 rounded-lg border bg-muted/50 px-3 py-2.5 text-sm">
              <Icon name="store" aria-hidden className="size-4 text-primary" />
              <span className="font-semibold">Diambil Sendiri</span>
            </p>
          </div>
        )}

        <CheckoutFormField
          id={FIELD_IDS.referralCode}
          label={<FieldLabel text="Kode Referral" />}
          error={errorOf("referralCode")}
        >
          <Input
            id={FIELD_IDS.referralCode}
            {...fieldProps("referralCode")}
            autoComplete="off"
            maxLength={CHECKOUT_LIMITS.referralCode}
            value={values.referralCode}
            onChange={(event) => update("referralCode", event.target.value)}
          />
        </CheckoutFormField>

        <CheckoutFormField
          id={FIELD_IDS.note}
          label={<FieldLabel text="Catatan Pesanan" />}
          error={errorOf("note")}
        >
          <Textarea
            id={FIELD_IDS.note}
            {...fieldProps("note")}
            maxLength={CHECKOUT_LIMITS.note}
            placeholder="Contoh: alamat lengkap, patokan rumah"
            value={values.note}
            onChange={(event) => update("note", event.target.value)}
          />
        </CheckoutFormField>
      </fieldset>

      {/* Stays in view while the form scrolls, with the alert right above the button. */}
      <div className="sticky -bottom-5 -mx-5 -mb-5 flex flex-col gap-3 border-t bg-card px-5 pt-4 pb-5">
        <CartSummary count={cartItemCount(items)} total={cartTotal(items)} />
        {alert && (
          <Alert variant="destructive">
            <Icon name="circle-alert" aria-hidden />
            <span>{alert}</span>
          </Alert>
        )}
        {hasNothingToOrder && <p className="text-sm text-destructive">{NOTHING_TO_ORDER_NOTE}</p>}
        <SubmitButton size="lg" disabled={isSubmitting || !ordering.canOrder || hasNothingToOrder}>
          {isSubmitting ? (
            <>
              <Icon name="loader-circle" aria-hidden className="animate-spin" />
              Memproses pesanan...
            </>
          ) : (
            "Pesan via WhatsApp"
          )}
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * After a try to send, the whole form's message as the server would answer it ('Mohon
 * lengkapi…'), leaving out a problem whose message is already the very text under its field
 * (a phone that is no mobile number); null when nothing is left.
 */
function summaryOf(problems: CheckoutFieldProblems): string | null {
  const kinds = Object.values(problems)
    .filter((problem) => checkoutRefusalOf([problem.kind]) !== problem.message)
    .map((problem) => problem.kind);
  return kinds.length > 0 ? checkoutRefusalOf(kinds) : null;
}

/** Moves to a field the customer has to change: its input, or its group's choice. */
function focusField(form: HTMLFormElement | null, field: CheckoutField) {
  const target = form?.elements.namedItem(field);
  const element =
    target instanceof RadioNodeList
      ? ([...target].find((radio) => (radio as HTMLInputElement).checked) ?? target[0])
      : target;
  if (!(element instanceof HTMLElement)) return;
  element.focus({ preventScroll: true });
  element.closest("[data-checkout-field]")?.scrollIntoView({ block: "center" });
}

/** The id of each field's input or group; its error is `${id}-error`. */
const FIELD_IDS: Record<CheckoutField, string> = {
  deliveryDay: "checkout-day",
  deliveryTime: "checkout-time",
  customerName: "checkout-name",
  customerPhone: "checkout-phone",
  deliveryMethod: "checkout-method",
  referralCode: "checkout-referral",
  note: "checkout-note",
};

/** A labelled field with its error under it; the wrapper is what a refusal scrolls to. */
function CheckoutFormField(props: Parameters<typeof FormField>[0]) {
  return (
    <div data-checkout-field>
      <FormField {...props} />
    </div>
  );
}

/** The cart's lines that changed since they were added, named, before the form. */
function CartChanges({ items, notices }: { items: readonly CartItem[]; notices: CartLineNotices }) {
  const changed = items.flatMap((line) =>
    (notices[line.id] ?? []).map((notice) => ({ line, notice })),
  );
  if (changed.length === 0) return null;
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950">
      <p className="font-semibold">Ada perubahan di keranjang Anda:</p>
      <ul aria-label="Perubahan di keranjang" className="flex flex-col gap-0.5">
        {changed.map(({ line, notice }) => (
          <li key={`${line.id}-${notice.kind}`}>
            {line.name}: <CartLineNoticeText notice={notice} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function RequiredMark() {
  return (
    <span aria-hidden className="text-destructive">
      *
    </span>
  );
}

/** A field's label with the required mark or the optional note. */
function FieldLabel({ text, isRequired = false }: { text: string; isRequired?: boolean }) {
  return (
    <span className="flex items-center gap-1">
      {text}
      {isRequired ? (
        <RequiredMark />
      ) : (
        <span className="font-normal text-muted-foreground">(Opsional)</span>
      )}
    </span>
  );
}

/** Choices of one required field; its error shows under the choices. */
function ChoiceGroup({
  id,
  legend,
  isRequired = false,
  error,
  onBlur,
  footer,
  gridClassName = "grid-cols-2",
  children,
}: {
  id: string;
  legend: string;
  isRequired?: boolean;
  error?: string;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  footer?: ReactNode;
  /** The columns of the choices; two by default. */
  gridClassName?: string;
  children: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
      role="radiogroup"
      aria-required={isRequired || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      onBlur={onBlur}
      data-checkout-field
      className="flex flex-col gap-2"
    >
      <legend className="mb-2 flex items-center gap-1 text-sm font-medium">
        {legend}
        {isRequired && <RequiredMark />}
      </legend>
      <div
        className={cn(
          "grid gap-2 rounded-lg",
          gridClassName,
          error && "ring-2 ring-destructive/60 ring-offset-2",
        )}
      >
        {children}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {footer}
    </fieldset>
  );
}

function ChoiceCard({
  name,
  value,
  checked,
  disabled,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer flex-col rounded-lg border bg-card px-3 py-2.5 transition-colors has-checked:border-primary has-checked:bg-secondary has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50 has-disabled:cursor-not-allowed has-disabled:opacity-60">
      <input
        type="radio"
        className="sr-only"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
      />
      {children}
    </label>
  );
}
