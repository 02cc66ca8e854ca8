import type { SelectionProblem } from "./product-options";

// Apart from the option rules (./product-options.ts), which every shop page loads: only the
// product dialog and the seller's manual order say a selection's problem in words.

/** What a person is told of a selection they can fix: too few, too many, or sold out. */
export function selectionProblemText(
  problem: Exclude<SelectionProblem, { kind: "unknown" }>,
): string {
  return problem.kind === "too-few"
    ? `Pilih minimal ${problem.min} ${problem.option}`
    : problem.kind === "too-many"
      ? `Pilih maksimal ${problem.max} ${problem.option}`
      : `${problem.choice} sedang habis. Pilih yang lain.`;
}
