import { PLATFORM_MESSAGES } from "#domain/platform-oversight";
import { Icon } from "#app/components/icons/icon";

/**
 * Atop every admin page of a suspended shop (decision 077): what happened, why, and that
 * nothing can be changed until the platform reinstates it.
 */
export function SuspensionBanner({ reason }: { reason: string | null }) {
  return (
    <div
      role="alert"
      className="mb-4 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <Icon name="ban" className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <p className="font-semibold">{PLATFORM_MESSAGES.ownerBanner}</p>
        {reason && (
          <p>
            {PLATFORM_MESSAGES.ownerBannerReason} {reason}
          </p>
        )}
        <p>{PLATFORM_MESSAGES.ownerReadOnly}</p>
      </div>
    </div>
  );
}
