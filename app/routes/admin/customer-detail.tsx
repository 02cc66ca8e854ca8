import { data } from "react-router";
import { CUSTOMER_MESSAGES, ZCustomerNoteSchema } from "#domain/customers";
import { requireMember } from "#server/auth/guards";
import { AppError } from "#server/errors";
import { submitForm } from "#server/form-action";
import { getCustomer, saveCustomerNote } from "#server/services/customers";
import type { Route } from "./+types/customer-detail";
import { titled } from "#app/lib/page-title";
import {
  CustomerDetailPage,
  CustomerNotFound,
} from "#app/features/admin-customers/customer-detail-page";

// /admin/customers/:phone: one customer of the shop by her number, her orders and the
// seller's note and tags on her; another shop's number is not found.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "customers");
  try {
    return { customer: await getCustomer(context.db, owner, params.phone) };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") {
      return data({ customer: null }, { status: 404 });
    }
    throw error;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const owner = await requireMember(context, request, "customers");
  // The note and tags are the seller's alone: no shop page shows them.
  return submitForm(
    { request, context, pages: "none" },
    ZCustomerNoteSchema,
    (_value, payload) => saveCustomerNote(context.db, owner, params.phone, payload),
    { success: CUSTOMER_MESSAGES.saved, failure: CUSTOMER_MESSAGES.saveFailed },
  );
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titled(matches, data?.customer ? `Pelanggan ${data.customer.name}` : "Pelanggan");
}

export default function AdminCustomerDetail({ loaderData }: Route.ComponentProps) {
  return loaderData.customer ? (
    <CustomerDetailPage customer={loaderData.customer} />
  ) : (
    <CustomerNotFound />
  );
}
