/**
 * The viewer's parts add the screen's classes to their own with this, not a class-merging
 * helper: the storefront bundle stays small, and the parts' classes never fight the screen's.
 */
export function joinClasses(...classes: (string | false | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
