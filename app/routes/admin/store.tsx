import { data } from "react-router";
import { requireBrandOwner } from "../../../server/auth/guards";
import { isAppError } from "../../../server/errors";
import { readJsonObject } from "../../../server/request-body";
import {
  deleteOwnStoreImage,
  getOwnStore,
  saveOwnStore,
} from "../../../server/services/admin-store";
import type { Route } from "./+types/store";
import { StorePage, type StoreActionResult } from "~/features/admin-store/store-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireBrandOwner(context, request);
  return getOwnStore(context.db, owner);
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireBrandOwner(context, request);
  try {
    const body = await readJsonObject(request);
    if (body.intent === "delete-image") {
      await deleteOwnStoreImage(context.db, owner, body.imageId);
      return { ok: true, intent: "delete-image" } satisfies StoreActionResult;
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
  return [{ title: "Store Info" }];
}

export default function AdminStore({ loaderData }: Route.ComponentProps) {
  return <StorePage store={loaderData.store} stats={loaderData.stats} />;
}
