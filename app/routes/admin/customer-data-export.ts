import { data } from "react-router";
import { PERSONAL_DATA_MESSAGES, parseCustomerExportFormat } from "#domain/personal-data";
import { requireMember } from "#server/auth/guards";
import { isAppError } from "#server/errors";
import { exportOwnCustomer } from "#server/services/personal-data";
import type { Route } from "./+types/customer-data-export";

// 'Unduh Data (JSON)' and 'Unduh Data (CSV)' on /admin/customer-data (decision 070):
// everything the signed-in seller's shop holds about one number, written to its audit list.
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "customers");
  const url = new URL(request.url);
  const format = parseCustomerExportFormat(url.searchParams.get("format"));
  if (!format) throw data(PERSONAL_DATA_MESSAGES.formatInvalid, { status: 400 });
  try {
    const file = await exportOwnCustomer(context.db, owner, {
      phone: url.searchParams.get("phone") ?? "",
      format,
    });
    return new Response(file.body, {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (isAppError(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}
