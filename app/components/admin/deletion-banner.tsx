import { useFetcher } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { Button } from "#app/components/ui/button";
import {
  CANCEL_DELETION_LABEL,
  deletionBannerText,
  deletionBannerTextWithoutShop,
} from "#domain/account-data";

/**
 * On every admin page while the account waits for its erasure (decision 080): when, and the
 * undo, which posts to the account page's action from wherever the seller is.
 */
export function DeletionBanner({
  eraseAfter,
  ownsShop,
}: {
  eraseAfter: string;
  ownsShop: boolean;
}) {
  const fetcher = useFetcher({ key: "cancel-deletion" });
  const isSending = fetcher.state !== "idle";
  return (
    <div
      role="alert"
      aria-label="Penghapusan akun"
      className="flex flex-col gap-3 border-b border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive sm:flex-row sm:items-center md:px-6"
    >
      <p className="flex flex-1 items-start gap-2">
        <Icon name="triangle-alert" className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {ownsShop ? deletionBannerText(eraseAfter) : deletionBannerTextWithoutShop(eraseAfter)}
        </span>
      </p>
      <fetcher.Form method="post" action="/admin/account">
        <input type="hidden" name="intent" value="cancel" />
        <Button type="submit" size="sm" variant="outline" disabled={isSending}>
          {isSending ? "Memproses..." : CANCEL_DELETION_LABEL}
        </Button>
      </fetcher.Form>
    </div>
  );
}
