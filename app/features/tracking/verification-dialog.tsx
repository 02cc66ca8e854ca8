import { Icon } from "#app/components/icons/icon";
import { useState } from "react";
import { canSubmitVerification, sanitizeVerificationInput } from "#domain/tracking-verification";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { cn } from "#app/lib/utils";
import { SubmitButton } from "#app/components/submit-button";

type VerificationDialogProps = {
  isOpen: boolean;
  isVerifying: boolean;
  /** The server's answer to the last attempt, if it was refused. */
  error: string | undefined;
  onCancel: () => void;
  onVerify: (digits: string) => void;
};

/**
 * Spec §4/§5 'Verifikasi Nomor HP': only digits, at most four; submit only at exactly four;
 * no closing while the check runs. The parent remounts it (a new key) whenever it closes,
 * so closing clears the typed digits.
 */
export function VerificationDialog({
  isOpen,
  isVerifying,
  error,
  onCancel,
  onVerify,
}: VerificationDialogProps) {
  const [digits, setDigits] = useState("");
  // A refused attempt's message stays until the digits are changed.
  const [isEdited, setIsEdited] = useState(false);
  const shownError = isEdited ? undefined : error;
  const preventWhileVerifying = (event: Event) => {
    if (isVerifying) event.preventDefault();
  };

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && !isVerifying && onCancel()}>
      <DialogContent
        onEscapeKeyDown={preventWhileVerifying}
        onInteractOutside={preventWhileVerifying}
        // The corner close button is the content's last child; it has nothing to do meanwhile.
        className={cn(isVerifying && "[&>button:last-child]:invisible")}
      >
        <DialogHeader>
          <DialogTitle>Verifikasi Nomor HP</DialogTitle>
          <DialogDescription>
            Masukkan 4 digit terakhir nomor HP yang digunakan saat memesan untuk melihat detail
            pesanan.
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!canSubmitVerification(digits) || isVerifying) return;
            setIsEdited(false);
            onVerify(digits);
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor="verification-digits">4 digit terakhir nomor HP</Label>
            <Input
              id="verification-digits"
              name="digits"
              value={digits}
              onChange={(event) => {
                setDigits(sanitizeVerificationInput(event.target.value));
                setIsEdited(true);
              }}
              readOnly={isVerifying}
              inputMode="numeric"
              autoComplete="off"
              placeholder="••••"
              aria-invalid={Boolean(shownError)}
              aria-describedby={shownError ? "verification-error" : undefined}
              className="h-14 text-center font-mono text-2xl tracking-[0.5em] placeholder:tracking-[0.5em]"
            />
          </div>
          {shownError && (
            <p
              id="verification-error"
              role="alert"
              className="rounded-md bg-destructive/10 p-3 text-sm text-destructive"
            >
              {shownError}
            </p>
          )}
          <DialogFooter>
            <SubmitButton size="lg" disabled={!canSubmitVerification(digits) || isVerifying}>
              {isVerifying ? (
                <>
                  <Icon name="loader-circle" aria-hidden className="animate-spin" />
                  Memverifikasi...
                </>
              ) : (
                "Verifikasi"
              )}
            </SubmitButton>
            <Button type="button" variant="outline" onClick={onCancel} disabled={isVerifying}>
              Batal
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
