import { Icon } from "#app/components/icons/icon";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { useOnDemand } from "#app/lib/use-on-demand";

const loadConfirmation = () => import("./clear-cart-confirmation");

/** 'Clear cart' (spec §4), asked once more since emptying the cart cannot be undone. */
export function ClearCartButton({ onClear }: { onClear: () => void }) {
  const [isConfirming, setConfirming] = useState(false);
  const [confirmation, requestConfirmation] = useOnDemand(loadConfirmation);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        className="text-destructive hover:text-destructive"
        onPointerEnter={() => void requestConfirmation()}
        onFocus={() => void requestConfirmation()}
        onClick={() => void requestConfirmation().then(() => setConfirming(true))}
      >
        <Icon name="trash-2" aria-hidden />
        Clear cart
      </Button>
      {confirmation && (
        <confirmation.ClearCartConfirmation
          isOpen={isConfirming}
          onOpenChange={setConfirming}
          onClear={onClear}
        />
      )}
    </>
  );
}
