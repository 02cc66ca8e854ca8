import { getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { Plus, Trash2, X } from "lucide-react";
import type { z } from "zod";
import {
  canRemoveChoice,
  canRemoveOption,
  MAX_PRODUCT_OPTIONS,
  type ZProductInputSchema,
} from "#domain/product";
import { emptyOption } from "#domain/product-form";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";

type ProductForm = z.input<typeof ZProductInputSchema>;

/** An error under one input of an option. */
function FieldError({ field }: { field: { errorId: string; errors?: string[] } }) {
  const error = field.errors?.[0];
  if (!error) return null;
  return (
    <p id={field.errorId} role="alert" className="text-sm text-destructive">
      {error}
    </p>
  );
}

/**
 * Options with their choices and a required flag, as fields of the product form. Spec §5:
 * an option can be removed only while more than one exists, a choice only while its option
 * has more than one. Options without a name or a non-blank choice are dropped when saved.
 */
export function ProductOptionsField({
  form,
  options,
}: {
  form: FormMetadata<ProductForm, string[]>;
  options: FieldMetadata<ProductForm["options"], ProductForm, string[]>;
}) {
  const list = options.getFieldList();
  return (
    <div className="flex flex-col gap-3">
      <div>
        <p className="text-sm font-medium">Opsi Produk</p>
        <p className="text-xs text-muted-foreground">
          Contoh: Ukuran (Regular, Large) atau Level Pedas. Boleh dikosongkan.
        </p>
      </div>
      {list.map((option, index) => {
        const { name, choices, isRequired } = option.getFieldset();
        const choiceList = choices.getFieldList();
        return (
          <fieldset
            key={option.key}
            className="flex flex-col gap-3 rounded-lg border bg-muted/30 p-3"
          >
            <legend className="sr-only">Opsi {index + 1}</legend>
            <div className="flex items-center justify-between gap-2">
              <span aria-hidden className="text-xs font-semibold text-muted-foreground uppercase">
                Opsi {index + 1}
              </span>
              <Button
                {...form.remove.getButtonProps({ name: options.name, index })}
                variant="ghost"
                size="sm"
                className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                disabled={!canRemoveOption(list)}
              >
                <Trash2 aria-hidden />
                Hapus Opsi
              </Button>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={name.id}>Nama Opsi</Label>
              <Input {...getInputProps(name, { type: "text" })} placeholder="Contoh: Ukuran" />
              <FieldError field={name} />
            </div>
            <div className="flex flex-col gap-2">
              <span className="text-sm font-medium">Pilihan</span>
              <ul className="flex flex-col gap-2">
                {choiceList.map((choice, choiceIndex) => (
                  <li key={choice.key} className="flex flex-col gap-1">
                    <div className="flex items-center gap-2">
                      <Input
                        {...getInputProps(choice, { type: "text" })}
                        aria-label={`Pilihan ${choiceIndex + 1}`}
                        placeholder={choiceIndex === 0 ? "Contoh: Regular" : "Pilihan lain"}
                      />
                      <Button
                        {...form.remove.getButtonProps({ name: choices.name, index: choiceIndex })}
                        variant="ghost"
                        size="icon"
                        aria-label={`Hapus pilihan ${choiceIndex + 1}`}
                        disabled={!canRemoveChoice(choiceList)}
                      >
                        <X aria-hidden />
                      </Button>
                    </div>
                    <FieldError field={choice} />
                  </li>
                ))}
              </ul>
              <Button
                {...form.insert.getButtonProps({ name: choices.name, defaultValue: "" })}
                variant="ghost"
                size="sm"
                className="w-fit text-primary"
              >
                <Plus aria-hidden />
                Tambah Pilihan
              </Button>
            </div>
            <label
              htmlFor={isRequired.id}
              className="flex w-fit cursor-pointer items-center gap-2 text-sm"
            >
              <input
                {...getInputProps(isRequired, { type: "checkbox" })}
                className="size-4 accent-primary"
              />
              Wajib dipilih
            </label>
          </fieldset>
        );
      })}
      <FieldError field={options} />
      <Button
        {...form.insert.getButtonProps({ name: options.name, defaultValue: emptyOption() })}
        variant="outline"
        disabled={list.length >= MAX_PRODUCT_OPTIONS}
      >
        <Plus aria-hidden />
        Tambah Opsi
      </Button>
    </div>
  );
}
