import { getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { Icon } from "#app/components/icons/icon";
import type { z } from "zod";
import {
  canRemoveChoice,
  canRemoveOption,
  MAX_PRODUCT_OPTIONS,
  type ZProductInputSchema,
} from "#domain/product";
import { emptyChoice, emptyOption } from "#domain/product-form";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";

type ProductForm = z.input<typeof ZProductInputSchema>;
type OptionsMeta = FieldMetadata<ProductForm["options"], ProductForm, string[]>;
type OptionMeta = ReturnType<OptionsMeta["getFieldList"]>[number];

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
 * Decision 022: a customer picks one value or several (between a minimum and a maximum),
 * and each choice may add to the price (or subtract, written with a minus) and be 'Habis'.
 */
export function ProductOptionsField({
  form,
  options,
}: {
  form: FormMetadata<ProductForm, string[]>;
  options: OptionsMeta;
}) {
  const list = options.getFieldList();
  return (
    <div className="flex flex-col gap-3">
      <div>
        <p className="text-sm font-medium">Opsi Produk</p>
        <p className="text-xs text-muted-foreground">
          Contoh: Ukuran (Regular, Large) atau Topping. Boleh dikosongkan.
        </p>
      </div>
      {list.map((option, index) => (
        <OptionFields
          key={option.key}
          form={form}
          option={option}
          index={index}
          optionsName={options.name}
          canRemove={canRemoveOption(list)}
        />
      ))}
      <FieldError field={options} />
      <Button
        {...form.insert.getButtonProps({ name: options.name, defaultValue: emptyOption() })}
        variant="outline"
        disabled={list.length >= MAX_PRODUCT_OPTIONS}
      >
        <Icon name="plus" aria-hidden />
        Tambah Opsi
      </Button>
    </div>
  );
}

function OptionFields({
  form,
  option,
  index,
  optionsName,
  canRemove,
}: {
  form: FormMetadata<ProductForm, string[]>;
  option: OptionMeta;
  index: number;
  optionsName: string;
  canRemove: boolean;
}) {
  const { name, choices, isRequired, selection, minChoices, maxChoices } = option.getFieldset();
  const choiceList = choices.getFieldList();
  const isMultiple = selection.value === "multiple";
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border bg-muted/30 p-3">
      <legend className="sr-only">Opsi {index + 1}</legend>
      <div className="flex items-center justify-between gap-2">
        <span aria-hidden className="text-xs font-semibold text-muted-foreground uppercase">
          Opsi {index + 1}
        </span>
        <Button
          {...form.remove.getButtonProps({ name: optionsName, index })}
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          disabled={!canRemove}
        >
          <Icon name="trash-2" aria-hidden />
          Hapus Opsi
        </Button>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={name.id}>Nama Opsi</Label>
        <Input {...getInputProps(name, { type: "text" })} placeholder="Contoh: Ukuran" />
        <FieldError field={name} />
      </div>
      <div role="radiogroup" aria-label="Cara memilih" className="grid grid-cols-2 gap-2">
        {(
          [
            ["single", "Pilih satu"],
            ["multiple", "Pilih beberapa"],
          ] as const
        ).map(([value, label]) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-2 rounded-md border bg-background px-3 py-2 text-sm has-checked:border-primary has-checked:bg-secondary"
          >
            <input
              {...getInputProps(selection, { type: "radio", value })}
              // A stored option without the field is a single-choice one.
              defaultChecked={(selection.initialValue ?? "single") === value}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        ))}
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
      {isMultiple && (
        <div className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-2">
            <Label htmlFor={minChoices.id}>Minimal</Label>
            <Input {...getInputProps(minChoices, { type: "text" })} inputMode="numeric" />
            <FieldError field={minChoices} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={maxChoices.id}>Maksimal</Label>
            <Input {...getInputProps(maxChoices, { type: "text" })} inputMode="numeric" />
            <FieldError field={maxChoices} />
          </div>
          <p className="col-span-2 text-xs text-muted-foreground">
            Berapa pilihan yang boleh diambil pembeli. Opsi wajib: minimal 1.
          </p>
        </div>
      )}
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">Pilihan</span>
        <p className="text-xs text-muted-foreground">
          Tambahan harga boleh dikosongkan; awali dengan minus (-) untuk potongan.
        </p>
        <ul className="flex flex-col gap-3">
          {choiceList.map((choice, choiceIndex) => (
            <ChoiceFields
              key={choice.key}
              form={form}
              choice={choice}
              index={choiceIndex}
              choicesName={choices.name}
              canRemove={canRemoveChoice(choiceList)}
            />
          ))}
        </ul>
        <FieldError field={choices} />
        <Button
          {...form.insert.getButtonProps({ name: choices.name, defaultValue: emptyChoice() })}
          variant="ghost"
          size="sm"
          className="w-fit text-primary"
        >
          <Icon name="plus" aria-hidden />
          Tambah Pilihan
        </Button>
      </div>
    </fieldset>
  );
}

type ChoiceMeta = ReturnType<
  ReturnType<OptionMeta["getFieldset"]>["choices"]["getFieldList"]
>[number];

function ChoiceFields({
  form,
  choice,
  index,
  choicesName,
  canRemove,
}: {
  form: FormMetadata<ProductForm, string[]>;
  choice: ChoiceMeta;
  index: number;
  choicesName: string;
  canRemove: boolean;
}) {
  const { name, price, isSoldOut } = choice.getFieldset();
  const position = index + 1;
  return (
    <li className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <Input
          {...getInputProps(name, { type: "text" })}
          aria-label={`Pilihan ${position}`}
          placeholder={index === 0 ? "Contoh: Regular" : "Pilihan lain"}
          className="min-w-0 flex-[1_1_10rem]"
        />
        <div className="flex flex-[1_1_auto] items-center gap-2">
          <div className="relative min-w-0 flex-1 sm:w-32 sm:flex-none">
            <span
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground"
            >
              {String(price.value ?? "")
                .trim()
                .startsWith("-")
                ? "Rp"
                : "+Rp"}
            </span>
            <Input
              {...getInputProps(price, { type: "text" })}
              aria-label={`Tambahan pilihan ${position}`}
              placeholder="0"
              className="pl-11"
            />
          </div>
          <label className="flex shrink-0 cursor-pointer items-center gap-1.5 text-sm">
            <input
              {...getInputProps(isSoldOut, { type: "checkbox" })}
              aria-label={`Pilihan ${position} habis`}
              className="size-4 accent-destructive"
            />
            <span aria-hidden>Habis</span>
          </label>
          <Button
            {...form.remove.getButtonProps({ name: choicesName, index })}
            variant="ghost"
            size="icon"
            aria-label={`Hapus pilihan ${position}`}
            disabled={!canRemove}
          >
            <Icon name="x" aria-hidden />
          </Button>
        </div>
      </div>
      <FieldError field={name} />
      <FieldError field={price} />
    </li>
  );
}
