import type { FocusEvent, ReactNode } from "react";
import { FormField } from "#app/components/form-field";
import { cn } from "#app/lib/utils";

/** A labelled field with its error under it; the wrapper is what a refusal scrolls to. */
export function CheckoutFormField(props: Parameters<typeof FormField>[0]) {
  return (
    <div data-checkout-field>
      <FormField {...props} />
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
export function FieldLabel({ text, isRequired = false }: { text: string; isRequired?: boolean }) {
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
export function ChoiceGroup({
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

export function ChoiceCard({
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
