import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { canSearchOrderNumber, TRACKING_MESSAGES } from "#domain/tracking-verification";
import { OrderDetailsCard } from "./order-details-card";
import { OrderNumberInput, SearchButton } from "./order-search-fields";
import { StatusHistory } from "./status-history";
import { StatusTracker } from "./status-tracker";
import { TrackingHeader } from "./tracking-header";
import { TrackingQr } from "./tracking-qr";
import {
  CancelledOrderNotice,
  LookupErrorNotice,
  NotFoundInBrandNotice,
  VerificationRequiredNotice,
  ErasedOrderNotice,
} from "./tracking-notices";
import { Card } from "#app/components/ui/card";
import { useOnDemand } from "#app/lib/use-on-demand";
import type { action } from "#app/routes/order-tracking";

// The phone check's dialog loads with the first search, while the answer is on its way.
const loadVerificationDialog = () => import("./verification-dialog");
// How to pay loads only for a verified order that has it: kept out of the page's first load.
const loadPaymentInstructions = () => import("#app/components/payment-instructions");

type TrackingScreenProps = {
  brand: { name: string; username: string; logoUrl: string | null };
  /** The shop is suspended: said above any result; its files (the QR) answer 410. */
  shopNotice?: string | null;
  /** From ?number=: prefilled and searched once on arrival (spec §2). */
  initialNumber: string;
};

/**
 * The brand's tracking flow (spec §4): search → found but unverified ('Verifikasi
 * diperlukan', the dialog opens by itself) → verified (order, tracker, history). The lookup
 * says only found / not found; the order arrives from the phone check (ARCHITECTURE
 * deviation 1).
 */
export function TrackingScreen({ brand, shopNotice, initialNumber }: TrackingScreenProps) {
  const id = useId();
  const [orderNumber, setOrderNumber] = useState(initialNumber);
  // Every search starts a new round and every closing of the dialog a new attempt: a fresh
  // verification fetcher forgets the verified order, the refused digits and their message.
  const [searchRound, setSearchRound] = useState(0);
  const [dialogRound, setDialogRound] = useState(0);
  const [isDismissed, setIsDismissed] = useState(false);
  const [verification, requestVerification] = useOnDemand(loadVerificationDialog);
  const [paymentBlock, requestPaymentBlock] = useOnDemand(loadPaymentInstructions);
  const round = `${searchRound}-${dialogRound}`;

  const lookup = useFetcher<typeof action>();
  const verify = useFetcher<typeof action>({ key: `${id}-verify-${round}` });

  // Busy while the form is on its way; its answer is there before the page's data is read
  // again after it.
  const isSearching = lookup.state === "submitting";
  const lookupAnswer = isSearching ? undefined : lookup.data;
  const searched = lookupAnswer?.value?.intent === "lookup" ? lookupAnswer.value.result : undefined;
  // An erased order is found, but has no digits left to check.
  const erased = searched?.isFound && searched.isErased ? searched : undefined;
  const found = searched?.isFound && !searched.isErased ? searched : undefined;
  const isNotFound = Boolean(searched && !searched.isFound);
  const lookupError = lookupAnswer && refusalOf(lookupAnswer.result);

  const isVerifying = verify.state === "submitting";
  const verifyAnswer = isVerifying ? undefined : verify.data;
  const order =
    found && verifyAnswer?.value?.intent === "verify" ? verifyAnswer.value.order : undefined;
  const verifyError = verifyAnswer && refusalOf(verifyAnswer.result);
  const isDialogOpen = Boolean(found) && !order && !isDismissed;

  const payment = order?.payment;
  useEffect(() => {
    if (payment) void requestPaymentBlock();
  }, [payment, requestPaymentBlock]);

  const submitLookup = lookup.submit;
  const autoSearched = useRef(false);
  useEffect(() => {
    if (autoSearched.current || !canSearchOrderNumber(initialNumber)) return;
    autoSearched.current = true;
    void requestVerification();
    void submitLookup({ intent: "lookup", orderNumber: initialNumber }, { method: "post" });
  }, [initialNumber, submitLookup, requestVerification]);

  return (
    <div className="flex flex-col gap-5 pt-6">
      <TrackingHeader brand={brand} />
      <Card className="p-4">
        <lookup.Form
          method="post"
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            if (!canSearchOrderNumber(orderNumber) || isSearching) {
              event.preventDefault();
              return;
            }
            void requestVerification();
            // A new search forgets the verification and the dismissal (spec §4).
            setSearchRound((value) => value + 1);
            setIsDismissed(false);
          }}
        >
          <input type="hidden" name="intent" value="lookup" />
          <OrderNumberInput name="orderNumber" value={orderNumber} onValueChange={setOrderNumber} />
          <SearchButton orderNumber={orderNumber} isSearching={isSearching} />
        </lookup.Form>
      </Card>

      {shopNotice && (
        <p
          role="status"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-950"
        >
          {shopNotice}
        </p>
      )}
      {found && !order && <VerificationRequiredNotice onVerify={() => setIsDismissed(false)} />}
      {isNotFound && <NotFoundInBrandNotice />}
      {erased && <ErasedOrderNotice />}
      {lookupError && (
        <LookupErrorNotice isRateLimited={lookupError === TRACKING_MESSAGES.tooManyAttempts} />
      )}
      {order && (
        <>
          {order.cancellation && <CancelledOrderNotice cancellation={order.cancellation} />}
          <OrderDetailsCard order={order} />
          {payment && paymentBlock && <paymentBlock.PaymentInstructions payment={payment} />}
          <StatusTracker steps={order.tracker} cancellation={order.cancellation} />
          {order.history.length > 0 && <StatusHistory entries={order.history} />}
          {!shopNotice && <TrackingQr username={brand.username} orderNumber={order.orderNumber} />}
        </>
      )}

      {verification && (
        <verification.VerificationDialog
          key={round}
          isOpen={isDialogOpen}
          isVerifying={isVerifying}
          error={verifyError}
          onCancel={() => {
            setIsDismissed(true);
            setDialogRound((value) => value + 1);
          }}
          onVerify={(digits) => {
            if (!found) return;
            void verify.submit(
              { intent: "verify", orderNumber: found.orderNumber, digits },
              { method: "post" },
            );
          }}
        />
      )}
    </div>
  );
}

/** The message of a refused search or check: the field's, or else the form's own. */
function refusalOf(result: { error?: Record<string, string[] | null> | null }) {
  const messages = Object.values(result.error ?? {}).flatMap((list) => list ?? []);
  return messages[0];
}
