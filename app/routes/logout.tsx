import { ACCOUNT_MESSAGES, ZSignOutSchema } from "#domain/account";
import { submitForm } from "#server/form-action";
import { signOut } from "#server/services/accounts";
import { redirectWithToast } from "#server/toast";
import type { Route } from "./+types/logout";

// Signing out ends the session's cookies and goes to /auth, where 'Berhasil logout' shows
// once; a failure stays on the page as a toast.
export async function action({ request, context }: Route.ActionArgs) {
  return submitForm(
    { request, context, pages: "none" },
    ZSignOutSchema,
    async () => {
      const cookies = await signOut(context, request.headers);
      const secure = context.config.appUrl.startsWith("https:");
      throw await redirectWithToast("/auth", "success", ACCOUNT_MESSAGES.logoutOk, {
        secure,
        cookies,
      });
    },
    { failure: ACCOUNT_MESSAGES.logoutFailed },
  );
}
