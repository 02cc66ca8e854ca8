import {
  ACCOUNT_DATA_MESSAGES,
  ACCOUNT_DATA_PAGE_TITLE,
  ZAccountActionSchema,
} from "#domain/account-data";
import { findBrandOwnerOf, requireUser } from "#server/auth/guards";
import { submitForm, textsByIntent } from "#server/form-action";
import {
  cancelAccountDeletion,
  getAccountOverview,
  requestAccountDeletion,
} from "#server/services/account-deletion";
import type { Route } from "./+types/account";
import { titled } from "#app/lib/page-title";
import { AccountPage } from "#app/features/admin-account/account-page";

// 'Data & Akun' (decision 080): every signed-in account downloads what is held about it and
// may delete itself; an owner's data includes her shops'.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const member = await findBrandOwnerOf(context, user, request);
  return getAccountOverview(context.db, user, member?.memberRole ?? null);
}

const TEXTS = {
  delete: {
    success: {
      title: ACCOUNT_DATA_MESSAGES.deletionRequested,
      description: ACCOUNT_DATA_MESSAGES.deletionRequestedDetail,
    },
    failure: ACCOUNT_DATA_MESSAGES.deletionFailed,
    hideFields: ["password"],
  },
  cancel: {
    success: {
      title: ACCOUNT_DATA_MESSAGES.deletionCancelled,
      description: ACCOUNT_DATA_MESSAGES.deletionCancelledDetail,
    },
    failure: ACCOUNT_DATA_MESSAGES.cancelFailed,
  },
};

// The deletion and its undo mark the kept pages of the account's shops out of date in their
// own transaction (they may be shops other than the one the account acts for).
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  return submitForm(
    { request, context, pages: "none" },
    ZAccountActionSchema,
    async (value, payload) => {
      switch (value.intent) {
        case "delete":
          await requestAccountDeletion(context, user, payload);
          return undefined;
        case "cancel":
          await cancelAccountDeletion(context.db, user);
          return undefined;
      }
    },
    textsByIntent(TEXTS),
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, ACCOUNT_DATA_PAGE_TITLE);
}

export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  return <AccountPage {...loaderData} />;
}
