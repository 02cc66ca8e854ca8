import { createCookie, redirect } from "react-router";
import { toastOf, ZToast, type Toast, type ToastText } from "#domain/toast";

// The one way a message reaches the user as a toast: the answer that did something sets a
// short-lived cookie, and the root loader, which runs again after every submission, takes
// it (clearing it) for the page to show once. Redirects carry it the same way, so a message
// survives the jump from one page to another without a `?notice=` in the address.

const cookie = createCookie("gerai_toast", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60,
});

/** The Set-Cookie header of a toast for the next page. */
export async function toastCookie(
  kind: Toast["kind"],
  text: ToastText,
  secure: boolean,
): Promise<string> {
  return cookie.serialize(toastOf(kind, text, crypto.randomUUID()), { secure });
}

/** The request's toast, if any, and the header that clears it once shown. */
export async function takeToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: HeadersInit }> {
  const header = request.headers.get("cookie");
  if (!header?.includes("gerai_toast=")) return { toast: null, headers: {} };
  const parsed = ZToast.safeParse(await cookie.parse(header).catch(() => null));
  return {
    toast: parsed.success ? parsed.data : null,
    headers: { "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) },
  };
}

/**
 * A redirect whose next page shows `text` once. `cookies` are further Set-Cookie values the
 * jump carries (a session begun or ended).
 */
export async function redirectWithToast(
  to: string,
  kind: Toast["kind"],
  text: ToastText,
  { secure, cookies = [] }: { secure: boolean; cookies?: readonly string[] },
): Promise<Response> {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await toastCookie(kind, text, secure));
  return redirect(to, { headers });
}
