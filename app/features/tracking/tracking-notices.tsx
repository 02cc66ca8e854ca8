import { Icon } from "#app/components/icons/icon";
import type { Cancellation } from "#domain/order-tracking";
import type * as React from "react";
import { Link } from "react-router";
import { ERASED_ORDER_MESSAGE } from "#domain/marketing-consent";
import { TRACKING_MESSAGES } from "#domain/tracking-verification";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/utils";

const TONES = {
  info: "border-primary/30 bg-primary/5",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  error: "border-destructive/30 bg-destructive/5 text-destructive",
} as const;

type NoticeProps = {
  tone: keyof typeof TONES;
  icon: React.ReactNode;
  title: string;
  children?: React.ReactNode;
  role: "status" | "alert";
};

function Notice({ tone, icon, title, children, role }: NoticeProps) {
  return (
    <div role={role} className={cn("flex gap-3 rounded-xl border p-4", TONES[tone])}>
      <span aria-hidden className="mt-0.5 shrink-0 [&_svg]:size-5">
        {icon}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}

/** Found but not yet verified (spec §4): the details wait for the phone check. */
export function VerificationRequiredNotice({ onVerify }: { onVerify: () => void }) {
  return (
    <Notice
      tone="info"
      role="status"
      icon={<Icon name="shield-check" className="text-primary" />}
      title={TRACKING_MESSAGES.verificationRequired}
    >
      <p className="text-sm text-muted-foreground">{TRACKING_MESSAGES.verificationRequiredHint}</p>
      <Button variant="outline" size="sm" className="mt-2 w-fit" onClick={onVerify}>
        Verifikasi Nomor HP
      </Button>
    </Notice>
  );
}

/** Spec §8: the search ran and this brand has no such order (amber). */
export function NotFoundInBrandNotice() {
  return (
    <Notice
      tone="warning"
      role="status"
      icon={<Icon name="search-x" className="text-amber-600" />}
      title={TRACKING_MESSAGES.notFoundInBrand}
    >
      <p className="text-sm text-amber-900">{TRACKING_MESSAGES.notFoundInBrandHint}</p>
    </Notice>
  );
}

/** Spec §8: the lookup itself failed (red); a refused attempt says why instead. */
export function LookupErrorNotice({ isRateLimited }: { isRateLimited: boolean }) {
  return (
    <Notice
      tone="error"
      role="alert"
      icon={<Icon name="triangle-alert" />}
      title={
        isRateLimited ? TRACKING_MESSAGES.tooManyAttempts : TRACKING_MESSAGES.orderNotFoundTitle
      }
    >
      {!isRateLimited && <p className="text-sm">{TRACKING_MESSAGES.orderNotFoundHint}</p>}
    </Notice>
  );
}

/** Decision 022: the seller cancelled the order; the customer reads why, and when. */
export function CancelledOrderNotice({ cancellation }: { cancellation: Cancellation }) {
  return (
    <Notice tone="error" role="status" icon={<Icon name="ban" />} title="Pesanan Dibatalkan">
      {cancellation.reason && (
        <p className="text-sm break-words whitespace-pre-line text-foreground">
          <span className="font-medium">Alasan:</span> {cancellation.reason}
        </p>
      )}
      {cancellation.cancelledAtText && (
        <p className="text-xs text-muted-foreground">
          Dibatalkan pada {cancellation.cancelledAtText}
        </p>
      )}
    </Notice>
  );
}

/** Spec §2: an unknown brand on the tracking page. */
export function BrandNotFound() {
  return (
    <div className="flex flex-col items-center gap-2 py-20 text-center">
      <h1 className="text-xl font-semibold">{TRACKING_MESSAGES.brandNotFoundTitle}</h1>
      <p className="text-muted-foreground">{TRACKING_MESSAGES.brandNotFoundDescription}</p>
      <Link
        to="/order-tracking"
        className="mt-4 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Lacak pesanan di toko lain
      </Link>
    </div>
  );
}

/** The order is there, its customer's data erased (decision 070): nothing left to verify. */
export function ErasedOrderNotice() {
  return (
    <Notice
      tone="warning"
      role="status"
      icon={<Icon name="info" className="text-amber-600" />}
      title="Data pelanggan sudah dihapus"
    >
      <p className="text-sm text-amber-900">{ERASED_ORDER_MESSAGE}</p>
    </Notice>
  );
}
