import { ZDeliveryAreasFormSchema } from "#domain/delivery-areas-form";
import { DELIVERY_AREA_MESSAGES } from "#domain/delivery-fee";
import { requireMember } from "#server/auth/guards";
import { submitForm, textsByIntent, type FormTexts } from "#server/form-action";
import {
  deleteOwnDeliveryArea,
  getOwnDeliveryAreas,
  saveOwnDeliveryArea,
  setOwnDeliveryElsewhere,
} from "#server/services/delivery-areas";
import type { Route } from "./+types/delivery";
import { titled } from "#app/lib/page-title";
import { DeliveryPage } from "#app/features/admin-delivery/delivery-page";

// /admin/delivery (decision 058): the shop's delivery areas with their fees and free
// delivery, and what an address in none of them gets.
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "shop");
  return { settings: await getOwnDeliveryAreas(context.db, owner) };
}

const TEXTS: Record<string, FormTexts<void>> = {
  "save-area": {
    success: DELIVERY_AREA_MESSAGES.areaSaved,
    failure: DELIVERY_AREA_MESSAGES.areaSaveFailed,
  },
  "delete-area": {
    success: DELIVERY_AREA_MESSAGES.areaDeleted,
    failure: DELIVERY_AREA_MESSAGES.areaDeleteFailed,
  },
  "set-elsewhere": {
    success: DELIVERY_AREA_MESSAGES.elsewhereSaved,
    failure: DELIVERY_AREA_MESSAGES.elsewhereSaveFailed,
  },
};

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireMember(context, request, "shop");
  return submitForm(
    { request, context, pages: owner },
    ZDeliveryAreasFormSchema,
    async (value, payload): Promise<void> => {
      switch (value.intent) {
        case "save-area":
          return saveOwnDeliveryArea(context.db, owner, payload);
        case "delete-area":
          return deleteOwnDeliveryArea(context.db, owner, value.id);
        case "set-elsewhere":
          return setOwnDeliveryElsewhere(context.db, owner, value.elsewhere);
      }
    },
    textsByIntent(TEXTS),
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Pengiriman");
}

export default function AdminDelivery({ loaderData }: Route.ComponentProps) {
  return <DeliveryPage settings={loaderData.settings} />;
}
