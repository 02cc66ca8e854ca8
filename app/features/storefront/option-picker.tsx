import type { OptionChoices } from "./use-option-choices";
import {
  choicePrice,
  chosenValues,
  describeChoiceRange,
  formatChoicePrice,
  isChoiceSoldOut,
  isMultiChoice,
  maxChoicesOf,
  minChoicesOf,
  toggleChoice,
  type ChosenValue,
  type ProductOption,
} from "#domain/product-options";

const CHOICE_CLASS =
  "flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm has-checked:border-primary has-checked:bg-secondary has-checked:font-medium has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50 has-disabled:cursor-not-allowed has-disabled:opacity-60";

/**
 * One option of the product dialog: radio chips for a single choice, checkbox chips for a
 * multi-choice group (picks past its most are disabled), each with what it adds to the
 * price; a sold-out choice is shown as 'Habis' and cannot be picked. `error` is said under
 * the option (too few picked).
 */
export function OptionPicker({
  option,
  value,
  error,
  onChange,
}: {
  option: ProductOption;
  value: ChosenValue | undefined;
  error?: string;
  onChange: (value: ChosenValue) => void;
}) {
  const isMulti = isMultiChoice(option);
  const chosen = chosenValues(value);
  const isFull = isMulti && chosen.length >= maxChoicesOf(option);
  const isRequired = minChoicesOf(option) > 0;
  const errorId = `option-${option.name}-error`;
  return (
    <fieldset
      className="flex flex-col gap-2"
      data-option={option.name}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-sm font-medium">
        {option.name}
        {isRequired && (
          <span className="text-destructive" aria-label="wajib">
            {" "}
            *
          </span>
        )}
        {isMulti && (
          <span className="ml-2 text-xs font-normal text-muted-foreground">
            {describeChoiceRange(option)}
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-2">
        {option.choices.map((choice) => {
          const isChosen = chosen.includes(choice);
          const isSoldOut = isChoiceSoldOut(option, choice);
          const price = formatChoicePrice(choicePrice(option, choice));
          return (
            <label key={choice} className={CHOICE_CLASS}>
              <input
                type={isMulti ? "checkbox" : "radio"}
                className="sr-only"
                name={`option-${option.name}`}
                value={choice}
                checked={isChosen}
                disabled={isSoldOut || (isFull && !isChosen)}
                onChange={() => onChange(isMulti ? toggleChoice(option, chosen, choice) : choice)}
              />
              <span className={isSoldOut ? "line-through" : undefined}>{choice}</span>
              {price && !isSoldOut && (
                <span className="text-xs text-muted-foreground">{price}</span>
              )}
              {isSoldOut && <span className="text-xs font-semibold text-destructive">Habis</span>}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Every option of a product, each with its picker, as `choices` holds them. */
export function OptionPickers({
  options,
  choices,
}: {
  options: readonly ProductOption[];
  choices: OptionChoices;
}) {
  return options.map((option) => (
    <OptionPicker
      key={option.name}
      option={option}
      value={choices.customizations[option.name]}
      error={choices.optionErrors[option.name]}
      onChange={(value) => choices.choose(option.name, value)}
    />
  ));
}
