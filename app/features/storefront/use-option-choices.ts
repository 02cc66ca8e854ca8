import { useState } from "react";
import {
  defaultCustomizations,
  selectionProblem,
  type Customizations,
  type ProductOption,
} from "#domain/product-options";
import { selectionProblemText } from "#domain/selection-problem-text";

/**
 * The options a customer picks for a product, in its dialog and on its own page's sheet:
 * the first choices preselected (spec §2) unless `initial` (a cart line's) says otherwise,
 * and the message said under an option whose picks cannot be ordered.
 */
export function useOptionChoices(options: readonly ProductOption[], initial?: Customizations) {
  const [customizations, setCustomizations] = useState<Customizations>(() => ({
    ...defaultCustomizations(options),
    ...initial,
  }));
  // Said under the option once the customer tried to add with too few picked.
  const [optionErrors, setOptionErrors] = useState<Record<string, string>>({});
  return {
    customizations,
    optionErrors,
    choose(name: string, value: Customizations[string]) {
      setCustomizations((current) => ({ ...current, [name]: value }));
      setOptionErrors(({ [name]: _, ...rest }) => rest);
    },
    reset() {
      setCustomizations(defaultCustomizations(options));
      setOptionErrors({});
    },
    /** The first option whose picks cannot be ordered is named and focused; else true. */
    check(form: HTMLElement | null): boolean {
      const problem = selectionProblem(customizations, options);
      if (!problem || problem.kind === "unknown") {
        setOptionErrors({});
        return problem === null;
      }
      setOptionErrors({ [problem.option]: selectionProblemText(problem) });
      form
        ?.querySelector<HTMLInputElement>(
          `fieldset[data-option="${CSS.escape(problem.option)}"] input:not(:disabled)`,
        )
        ?.focus();
      return false;
    },
  };
}

export type OptionChoices = ReturnType<typeof useOptionChoices>;
