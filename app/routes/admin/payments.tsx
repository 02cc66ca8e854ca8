import { PAYMENT_MESSAGES } from "#domain/payment-methods";
import { ZPaymentsFormSchema } from "#domain/payment-settings-form";
import { requireBrandOwner } from "#server/auth/guards";
import { submitForm, textsByIntent, type FormTexts } from "#server/form-action";
import {
  deleteOwnBankAccount,
  deleteOwnQris,
  getOwnPaymentSettings,
  saveOwnBankAccount,
  saveOwnQris,
  setOwnPaymentMethod,
  setOwnUniqueCode,
} from "#server/services/payment-settings";
import type { Route } from "./+types/payments";
import { titled } from "#app/lib/page-title";
import { PaymentsPage } from "#app/features/admin-payments/payments-page";

// /admin/payments (decision 055): the shop's transfer accounts, its QRIS and cash, each
// switched on or off, and the unique code of transfer orders.
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireBrandOwner(context, request);
  return { settings: await getOwnPaymentSettings(context.db, owner) };
}

const TEXTS: Record<string, FormTexts<void>> = {
  "save-account": {
    success: PAYMENT_MESSAGES.accountSaved,
    failure: PAYMENT_MESSAGES.accountSaveFailed,
  },
  "delete-account": {
    success: PAYMENT_MESSAGES.accountDeleted,
    failure: PAYMENT_MESSAGES.accountDeleteFailed,
  },
  "set-method": {
    success: PAYMENT_MESSAGES.methodSaved,
    failure: PAYMENT_MESSAGES.methodSaveFailed,
  },
  "set-unique-code": {
    success: PAYMENT_MESSAGES.uniqueCodeSaved,
    failure: PAYMENT_MESSAGES.methodSaveFailed,
  },
  "save-qris": { success: PAYMENT_MESSAGES.qrisSaved, failure: PAYMENT_MESSAGES.qrisSaveFailed },
  "delete-qris": {
    success: PAYMENT_MESSAGES.qrisDeleted,
    failure: PAYMENT_MESSAGES.qrisDeleteFailed,
  },
};

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireBrandOwner(context, request);
  return submitForm(
    { request, context, pages: owner },
    ZPaymentsFormSchema,
    async (value, payload): Promise<void> => {
      switch (value.intent) {
        case "save-account":
          return saveOwnBankAccount(context.db, owner, payload);
        case "delete-account":
          return deleteOwnBankAccount(context.db, owner, value.id);
        case "set-method":
          return setOwnPaymentMethod(context.db, owner, value.method, value.isEnabled === "true");
        case "set-unique-code":
          return setOwnUniqueCode(context.db, owner, value.isEnabled === "true");
        case "save-qris":
          return saveOwnQris(context.db, owner, value.payload);
        case "delete-qris":
          return deleteOwnQris(context.db, owner);
      }
    },
    textsByIntent(TEXTS),
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Pembayaran");
}

export default function AdminPayments({ loaderData }: Route.ComponentProps) {
  return <PaymentsPage settings={loaderData.settings} />;
}
