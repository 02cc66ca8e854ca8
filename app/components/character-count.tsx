import { tooLongMessage } from "#domain/form-text";

/**
 * How much of a text field's room is used ('13/60 karakter'); at the limit, where the input
 * takes no more, it says so ('Maksimal 60 karakter') rather than dropping letters silently.
 */
export function CharacterCount({ value, max }: { value: unknown; max: number }) {
  const count = typeof value === "string" ? value.length : 0;
  return count >= max ? (
    <span className="font-medium text-amber-700">{tooLongMessage(max)}</span>
  ) : (
    <span className="tabular-nums">
      {count}/{max} karakter
    </span>
  );
}
