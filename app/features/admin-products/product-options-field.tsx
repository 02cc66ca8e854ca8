import { Plus, Trash2, X } from "lucide-react";
import { useId } from "react";
import {
  canRemoveChoice,
  canRemoveOption,
  MAX_OPTION_TEXT,
  MAX_PRODUCT_OPTIONS,
} from "../../../domain/product";
import { emptyOption, type ProductOptionDraft } from "../../../domain/product-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

type Update = (change: (options: ProductOptionDraft[]) => ProductOptionDraft[]) => void;

/**
 * Options with their choices and a required flag. Spec §5: an option can be removed only
 * while more than one exists, a choice only while its option has more than one. Options
 * without a name or a non-blank choice are dropped when saved.
 */
export function ProductOptionsField({
  options,
  onChange,
}: {
  options: ProductOptionDraft[];
  onChange: Update;
}) {
  const baseId = useId();
  const changeOption = (index: number, change: Partial<ProductOptionDraft>) =>
    onChange((current) =>
      current.map((option, at) => (at === index ? { ...option, ...change } : option)),
    );

  return (
    <div className="flex flex-col gap-3">
      <div>
        <p className="text-sm font-medium">Opsi Produk</p>
        <p className="text-xs text-muted-foreground">
          Contoh: Ukuran (Regular, Large) atau Level Pedas. Boleh dikosongkan.
        </p>
      </div>
      {options.map((option, index) => {
        const nameId = `${baseId}-option-${index}-name`;
        const requiredId = `${baseId}-option-${index}-required`;
        return (
          <fieldset key={index} className="flex flex-col gap-3 rounded-lg border bg-muted/30 p-3">
            <legend className="sr-only">Opsi {index + 1}</legend>
            <div className="flex items-center justify-between gap-2">
              <span aria-hidden className="text-xs font-semibold text-muted-foreground uppercase">
                Opsi {index + 1}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                disabled={!canRemoveOption(options)}
                onClick={() => onChange((current) => current.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden />
                Hapus Opsi
              </Button>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={nameId}>Nama Opsi</Label>
              <Input
                id={nameId}
                value={option.name}
                placeholder="Contoh: Ukuran"
                maxLength={MAX_OPTION_TEXT}
                onChange={(event) => changeOption(index, { name: event.target.value })}
              />
            </div>
            <div className="flex flex-col gap-2">
              <span className="text-sm font-medium">Pilihan</span>
              <ul className="flex flex-col gap-2">
                {option.choices.map((choice, choiceIndex) => (
                  <li key={choiceIndex} className="flex items-center gap-2">
                    <Input
                      aria-label={`Pilihan ${choiceIndex + 1}`}
                      value={choice}
                      placeholder={choiceIndex === 0 ? "Contoh: Regular" : "Pilihan lain"}
                      maxLength={MAX_OPTION_TEXT}
                      onChange={(event) =>
                        changeOption(index, {
                          choices: option.choices.map((value, at) =>
                            at === choiceIndex ? event.target.value : value,
                          ),
                        })
                      }
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Hapus pilihan ${choiceIndex + 1}`}
                      disabled={!canRemoveChoice(option.choices)}
                      onClick={() =>
                        changeOption(index, {
                          choices: option.choices.filter((_, at) => at !== choiceIndex),
                        })
                      }
                    >
                      <X aria-hidden />
                    </Button>
                  </li>
                ))}
              </ul>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="w-fit text-primary"
                onClick={() => changeOption(index, { choices: [...option.choices, ""] })}
              >
                <Plus aria-hidden />
                Tambah Pilihan
              </Button>
            </div>
            <label
              htmlFor={requiredId}
              className="flex w-fit cursor-pointer items-center gap-2 text-sm"
            >
              <input
                id={requiredId}
                type="checkbox"
                className="size-4 accent-primary"
                checked={option.isRequired}
                onChange={(event) => changeOption(index, { isRequired: event.target.checked })}
              />
              Wajib dipilih
            </label>
          </fieldset>
        );
      })}
      <Button
        type="button"
        variant="outline"
        disabled={options.length >= MAX_PRODUCT_OPTIONS}
        onClick={() => onChange((current) => [...current, emptyOption()])}
      >
        <Plus aria-hidden />
        Tambah Opsi
      </Button>
    </div>
  );
}
