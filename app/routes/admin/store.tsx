import { z } from "zod";
import { ORDER_SETTINGS_MESSAGES, ZOrderSettingsFormSchema } from "#domain/order-settings";
import { SHOP_HOURS_MESSAGES } from "#domain/shop-hours";
import { STORE_MESSAGES, ZStorePageFormSchema } from "#domain/store";
import { requireMember } from "#server/auth/guards";
import type { FormTexts } from "#server/form-action";
import { submitForm, textsByIntent } from "#server/form-action";
import {
  deleteOwnStoreImage,
  getOwnShopHours,
  getOwnStore,
  hasOwnStore,
  saveOwnStore,
  updateOwnShopHours,
} from "#server/services/admin-store";
import { getOwnOrderSettings, updateOwnOrderSettings } from "#server/services/order-settings";
import type { Route } from "./+types/store";
import { titled } from "#app/lib/page-title";
import { StorePage } from "#app/features/admin-store/store-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "shop");
  const [store, hours, orderSettings] = await Promise.all([
    getOwnStore(context.db, owner),
    getOwnShopHours(context.db, owner),
    getOwnOrderSettings(context.db, owner),
  ]);
  return { ...store, hours, orderSettings };
}

/** The page's forms: the store's, a photo's deletion, the hours and the order settings. */
const ZAdminStoreFormSchema = z.discriminatedUnion("intent", [
  ...ZStorePageFormSchema.options,
  ZOrderSettingsFormSchema,
]);

type Saved = { isNew: boolean } | undefined;

// The store form, a photo's deletion, the hours editor and the order settings post here,
// each with its intent.
// The use-cases get the checked value: the hours' day checkboxes arrive as text.
export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireMember(context, request, "shop");
  const hadStore = await hasOwnStore(context.db, owner);
  const texts: Record<string, FormTexts<Saved>> = {
    save: {
      success: (saved) => (saved?.isNew ? STORE_MESSAGES.created : STORE_MESSAGES.updated),
      failure: hadStore ? STORE_MESSAGES.updateFailed : STORE_MESSAGES.createFailed,
    },
    "delete-image": {
      success: STORE_MESSAGES.photoDeleted,
      failure: STORE_MESSAGES.photoDeleteFailed,
    },
    "save-hours": { success: SHOP_HOURS_MESSAGES.saved, failure: SHOP_HOURS_MESSAGES.saveFailed },
    "save-order-settings": {
      success: ORDER_SETTINGS_MESSAGES.saved,
      failure: ORDER_SETTINGS_MESSAGES.saveFailed,
    },
  };
  return submitForm(
    { request, context, pages: owner },
    ZAdminStoreFormSchema,
    async (value, payload): Promise<Saved> => {
      switch (value.intent) {
        case "save":
          return saveOwnStore(context, owner, value);
        case "delete-image":
          await deleteOwnStoreImage(context.db, owner, value.imageId);
          return undefined;
        case "save-hours":
          await updateOwnShopHours(context.db, owner, value);
          return undefined;
        case "save-order-settings":
          await updateOwnOrderSettings(context.db, owner, payload);
          return undefined;
      }
    },
    textsByIntent(texts),
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Info Toko");
}

export default function AdminStore({ loaderData }: Route.ComponentProps) {
  return (
    <StorePage
      store={loaderData.store}
      stats={loaderData.stats}
      hours={loaderData.hours}
      orderSettings={loaderData.orderSettings}
    />
  );
}
