import { getFormProps, type FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { SubmitButton } from "#app/components/submit-button";
import { Button } from "#app/components/ui/button";

/**
 * The form of one item of a list edited inside its card (a bank account, a delivery area, a
 * special day): its fields, the form's own error, and 'Batal' / 'Simpan', posted with its
 * intent and, when it changes an item, that item's id.
 */
export function InlineItemForm<Fields extends Record<string, unknown>>({
  fetcher,
  form,
  intent,
  id,
  onCancel,
  children,
}: {
  fetcher: FetcherWithComponents<unknown>;
  form: FormMetadata<Fields, string[]>;
  intent: string;
  id?: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const isSaving = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      className="flex flex-col gap-4 rounded-lg border p-3"
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value={intent} />
      {id && <input type="hidden" name="id" value={id} />}
      {children}
      {form.errors?.[0] && (
        <p role="alert" className="text-sm text-destructive">
          {form.errors[0]}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" disabled={isSaving} onClick={onCancel}>
          Batal
        </Button>
        <SubmitButton disabled={isSaving}>{isSaving ? "Menyimpan..." : "Simpan"}</SubmitButton>
      </div>
    </fetcher.Form>
  );
}
