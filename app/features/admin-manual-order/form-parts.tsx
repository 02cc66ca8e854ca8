import type { ReactNode } from "react";
import { cn } from "#app/lib/utils";

/** A radio or checkbox with its text, a card to tap on a phone. */
export function ChoiceLabel({ isChecked, children }: { isChecked: boolean; children: ReactNode }) {
  return (
    <label
      className={cn(
        "flex min-h-11 cursor-pointer items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary",
        isChecked && "border-primary",
      )}
    >
      {children}
    </label>
  );
}

/** A field's or a group's error, read out when it appears. */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} role="alert" className="text-sm text-destructive">
      {text}
    </p>
  ) : null;
}
