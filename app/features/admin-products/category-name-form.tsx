import { getFormProps, getInputProps } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { MAX_CATEGORY_NAME, ZCategoryInputSchema } from "#domain/product-category";
import { FormField } from "#app/components/form-field";
import { SubmitButton } from "#app/components/submit-button";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { useFormSuccess, useSchemaForm } from "#app/lib/forms";
import type { action } from "#app/routes/admin/products";

/**
 * A category's name, typed for a new category or to rename one (decision 066): checked in
 * the browser with the schema the server checks it with; a name she already has is refused
 * by the server, under the field. A new one empties the field for the next.
 */
export function CategoryNameForm({
  category,
  isDisabled = false,
  onDone,
}: {
  /** The category renamed; none to add one. */
  category?: { id: string; name: string };
  isDisabled?: boolean;
  onDone?: () => void;
}) {
  const [fetcherKey] = useState(() => `category-${category?.id ?? "new"}`);
  const fetcher = useFetcher<typeof action>({ key: fetcherKey });
  const isSaving = fetcher.state !== "idle";
  const [form, fields] = useSchemaForm(ZCategoryInputSchema, {
    id: fetcherKey,
    lastResult: fetcher.data?.result,
    defaultValue: { categoryName: category?.name ?? "" },
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      void fetcher.submit(formData, { method: "post" });
    },
  });
  useFormSuccess(fetcher, () => onDone?.());
  const label = category ? `Nama baru untuk ${category.name}` : "Nama kategori baru";
  return (
    <form method="post" className="flex flex-wrap items-end gap-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={category ? "category-rename" : "category-create"} />
      {category && <input type="hidden" name="id" value={category.id} />}
      <div className="min-w-0 flex-1 basis-48">
        <FormField field={fields.categoryName} label={label}>
          <Input
            {...getInputProps(fields.categoryName, { type: "text" })}
            maxLength={MAX_CATEGORY_NAME}
            placeholder={category ? undefined : "Contoh: Kue Basah"}
            disabled={isDisabled}
            autoFocus={Boolean(category)}
          />
        </FormField>
      </div>
      {category && (
        <Button type="button" variant="ghost" disabled={isSaving} onClick={onDone}>
          Batal
        </Button>
      )}
      <SubmitButton disabled={isSaving || isDisabled}>
        {isSaving ? "Menyimpan..." : category ? "Simpan" : "Tambah"}
      </SubmitButton>
    </form>
  );
}
