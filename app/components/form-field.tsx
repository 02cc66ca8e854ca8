import type * as React from "react";
import { Label } from "#app/components/ui/label";

/** What a schema-driven form knows of one field (Conform's field metadata). */
type FieldMeta = {
  id: string;
  errorId: string;
  descriptionId: string;
  errors?: string[];
  required?: boolean;
};

/**
 * A label, its input and the field's error, wired for screen readers. Given a form's
 * `field`, its id, error and required mark come from the schema the form is driven by.
 */
export function FormField({
  field,
  id = field?.id ?? "",
  label,
  error = field?.errors?.[0],
  hint,
  children,
}: {
  field?: FieldMeta;
  id?: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  children: React.ReactNode;
}) {
  const hintId = field?.descriptionId ?? `${id}-hint`;
  const errorId = field?.errorId ?? `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      {/* The required mark stands beside the label, not in it: the field's name stays its
          label's whole text (what screen readers read and tests find it by). */}
      <div className="flex items-center gap-2">
        <Label htmlFor={id}>{label}</Label>
        {field?.required && (
          <span aria-hidden className="text-sm leading-none text-destructive">
            *
          </span>
        )}
      </div>
      {children}
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
