import { data } from "react-router";
import { requireBrandOwner } from "../../../server/auth/guards";
import { isAppError } from "../../../server/errors";
import { readJsonObject } from "../../../server/request-body";
import {
  deleteOwnStoreImage,
  getOwnShopHours,
  getOwnStore,
  saveOwnStore,
  updateOwnShopHours,
} from "../../../server/services/admin-store";
import type { Route } from "./+types/store";
import { StorePage, type StoreActionResult } from "~/features/admin-store/store-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireBrandOwner(context, request);
  const [store, hours] = await Promise.all([
    getOwnStore(context.db, owner),
    getOwnShopHours(context.db, owner),
  ]);
  return { ...store, hours };
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireBrandOwner(context, request);
  try {
    const body = await readJsonObject(request);
    if (body.intent === "delete-image") {
      await deleteOwnStoreImage(context.db, owner, body.imageId);
      return { ok: true, intent: "delete-image" } satisfies StoreActionResult;
    }
    if (body.intent === "save-hours") {
      await updateOwnShopHours(context.db, owner, body);
      return { ok: true, intent: "save-hours" } satisfies StoreActionResult;
    }
    const saved = await saveOwnStore(context, owner, body);
    return { ok: true, intent: "save", isNew: saved.isNew } satisfies StoreActionResult;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data(
      {
        ok: false,
        error: error.message,
        fieldErrors: error.fieldErrors,
      } satisfies StoreActionResult,
      { status: error.status },
    );
  }
}

export function meta() {
  return [{ title: "Info Toko" }];
}

export default function AdminStore({ loaderData }: Route.ComponentProps) {
  return <StorePage store={loaderData.store} stats={loaderData.stats} hours={loaderData.hours} />;
}
