/**
 * A refused form's own message next to its submit button: a refusal naming no field (wrong
 * password, too many attempts). Refusals of a field stand under that field instead, so every
 * error is shown once, inline, and never again as a toast.
 */
export function FormAlert({ errors }: { errors: readonly string[] | undefined }) {
  const message = errors?.[0];
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
      {message}
    </p>
  );
}
