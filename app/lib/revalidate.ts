import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * For pages whose data does not depend on the query string (search filtering in the
 * browser, the referral code dropped after an order): a change of the query alone does
 * not reload their data. Asked to revalidate (the address unchanged), they do.
 */
export function ignoringQueryChanges({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search
  ) {
    return false;
  }
  return defaultShouldRevalidate;
}
