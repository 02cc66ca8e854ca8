import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FormField } from "#app/components/form-field";
import { Input } from "#app/components/ui/input";

/** An account's e-mail field: labelled, with the phone's e-mail keyboard and autofill. */
export function EmailField({
  field,
  placeholder,
}: {
  field: FieldMetadata<string>;
  placeholder?: string;
}) {
  return (
    <FormField field={field} label="Email">
      <Input
        {...getInputProps(field, { type: "email" })}
        autoComplete="email"
        inputMode="email"
        placeholder={placeholder}
      />
    </FormField>
  );
}
