import { SPECIAL_DAY_MESSAGES } from "#domain/special-days";
import { ZSpecialDaysFormSchema } from "#domain/special-days-form";
import { requireMember } from "#server/auth/guards";
import { submitForm, textsByIntent, type FormTexts } from "#server/form-action";
import {
  addOwnSpecialDay,
  deleteOwnSpecialDay,
  getOwnSpecialDays,
} from "#server/services/special-days";
import type { Route } from "./+types/special-days";
import { titled } from "#app/lib/page-title";
import { SpecialDaysPage } from "#app/features/admin-special-days/special-days-page";

// /admin/special-days (decision 064): the dates the shop closes ('Libur Lebaran') or keeps
// other hours on, added ahead and deleted; past ones drop off the list.
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "shop");
  return { specialDays: await getOwnSpecialDays(context.db, owner) };
}

const TEXTS: Record<string, FormTexts<void>> = {
  "add-special-day": {
    success: SPECIAL_DAY_MESSAGES.added,
    failure: SPECIAL_DAY_MESSAGES.addFailed,
  },
  "delete-special-day": {
    success: SPECIAL_DAY_MESSAGES.deleted,
    failure: SPECIAL_DAY_MESSAGES.deleteFailed,
  },
};

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireMember(context, request, "shop");
  return submitForm(
    { request, context, pages: owner },
    ZSpecialDaysFormSchema,
    async (value, payload): Promise<void> => {
      switch (value.intent) {
        case "add-special-day":
          return addOwnSpecialDay(context.db, owner, payload);
        case "delete-special-day":
          return deleteOwnSpecialDay(context.db, owner, value.id);
      }
    },
    textsByIntent(TEXTS),
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Libur & Jam Khusus");
}

export default function AdminSpecialDays({ loaderData }: Route.ComponentProps) {
  return <SpecialDaysPage specialDays={loaderData.specialDays} />;
}
