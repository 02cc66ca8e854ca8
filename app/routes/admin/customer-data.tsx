import { PERSONAL_DATA_MESSAGES, ZCustomerDataFormSchema } from "#domain/personal-data";
import { requireMember } from "#server/auth/guards";
import { submitForm, textsByIntent, type FormTexts } from "#server/form-action";
import {
  eraseOwnCustomer,
  getOwnCustomerData,
  saveOwnRetention,
} from "#server/services/personal-data";
import type { Route } from "./+types/customer-data";
import { titled } from "#app/lib/page-title";
import { CustomerDataPage } from "#app/features/admin-personal-data/customer-data-page";

// /admin/customer-data ('Data Pelanggan', decision 070): how long the shop keeps its
// customers' data, one customer's data downloaded or erased on request, and the audit list
// of both.
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "customers");
  return getOwnCustomerData(context.db, owner);
}

const TEXTS: Record<string, FormTexts<unknown>> = {
  "erase-customer": {
    success: PERSONAL_DATA_MESSAGES.erased,
    failure: PERSONAL_DATA_MESSAGES.eraseFailed,
  },
  "save-retention": {
    success: PERSONAL_DATA_MESSAGES.retentionSaved,
    failure: PERSONAL_DATA_MESSAGES.retentionFailed,
  },
};

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireMember(context, request, "customers");
  // The retention period is read by the shop's privacy notice.
  return submitForm(
    { request, context, pages: owner },
    ZCustomerDataFormSchema,
    async (value, payload): Promise<unknown> => {
      switch (value.intent) {
        case "erase-customer":
          return eraseOwnCustomer(context.db, owner, payload);
        case "save-retention":
          return saveOwnRetention(context.db, owner, payload);
      }
    },
    textsByIntent(TEXTS),
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Data Pelanggan");
}

export default function AdminCustomerData({ loaderData }: Route.ComponentProps) {
  return <CustomerDataPage data={loaderData} />;
}
