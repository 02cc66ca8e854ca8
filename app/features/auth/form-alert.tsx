/**
 * A refused form's message next to its submit button, unless a field of the form already
 * shows it: every error is shown once, inline, and never again as a toast.
 */
export function FormAlert({
  failure,
  fields,
}: {
  failure: { error?: string; fieldErrors?: Record<string, string> } | undefined;
  /** The fields that show their own error under the input. */
  fields: readonly string[];
}) {
  if (!failure?.error) return null;
  const fieldErrors = failure.fieldErrors ?? {};
  if (fields.some((field) => fieldErrors[field])) return null;
  return (
    <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
      {failure.error}
    </p>
  );
}
