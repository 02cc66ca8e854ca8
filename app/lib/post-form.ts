// Posts a form to one of the admin's action endpoints and reads its JSON answer.

export type ActionResult =
  { ok: true; id?: string } | { ok: false; error: string; fieldErrors: Record<string, string> };

/**
 * Never throws: a network failure or an unreadable answer is a failure without a message,
 * so the caller shows its own fallback text. An expired session lands on the login page.
 */
export async function postForm(url: string, body: FormData): Promise<ActionResult> {
  const failed = (error = "", fieldErrors: Record<string, string> = {}): ActionResult => ({
    ok: false,
    error,
    fieldErrors,
  });
  const response = await fetch(url, { method: "POST", body }).catch(() => undefined);
  if (!response) return failed();
  if (response.redirected) {
    window.location.assign(response.url);
    return failed();
  }
  const result = (await response.json().catch(() => undefined)) as
    { ok?: boolean; id?: string; error?: unknown; fieldErrors?: unknown } | undefined;
  if (response.ok && result?.ok === true) return { ok: true, id: result.id };
  return failed(
    typeof result?.error === "string" ? result.error : "",
    typeof result?.fieldErrors === "object" && result.fieldErrors !== null
      ? (result.fieldErrors as Record<string, string>)
      : {},
  );
}
