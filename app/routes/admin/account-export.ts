import { data } from "react-router";
import { ACCOUNT_DATA_MESSAGES } from "#domain/account-data";
import { getSessionUser } from "#server/auth/guards";
import { exportOwnAccount } from "#server/services/account-export";
import type { Route } from "./+types/account-export";

// 'Unduh Data Saya' on /admin/account (decision 080): everything held about the signed-in
// account and the shops it owns, one JSON file streamed as it is read. A file, not a page:
// nobody signed in gets 403, not a sign-in page saved as the download.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context, request);
  if (!user || !user.emailVerified) {
    throw data(ACCOUNT_DATA_MESSAGES.signInRequired, { status: 403 });
  }
  const file = await exportOwnAccount(context, user);
  return new Response(file.body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
