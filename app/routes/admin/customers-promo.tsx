import { PERSONAL_DATA_MESSAGES, ZPromoMessageSchema } from "#domain/personal-data";
import { requireMember } from "#server/auth/guards";
import { submitForm } from "#server/form-action";
import { getOwnPromoCustomers, saveOwnPromoMessage } from "#server/services/personal-data";
import type { Route } from "./+types/customers-promo";
import { titled } from "#app/lib/page-title";
import { PromoCustomersPage } from "#app/features/admin-personal-data/promo-customers-page";

// /admin/customers/promo ('Pelanggan Setuju Promosi', decision 070): the numbers that ticked
// the promotions consent at checkout, each with a wa.me link carrying the seller's message.
// One chat per tap: nothing is sent in bulk.
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "customers");
  return getOwnPromoCustomers(context.db, owner);
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireMember(context, request, "customers");
  return submitForm(
    { request, context, pages: "none" },
    ZPromoMessageSchema,
    (_value, payload) => saveOwnPromoMessage(context.db, owner, payload),
    {
      success: PERSONAL_DATA_MESSAGES.promoMessageSaved,
      failure: PERSONAL_DATA_MESSAGES.promoMessageFailed,
    },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Pelanggan Setuju Promosi");
}

export default function AdminCustomersPromo({ loaderData }: Route.ComponentProps) {
  return <PromoCustomersPage message={loaderData.message} customers={loaderData.customers} />;
}
