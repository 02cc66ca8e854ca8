import { data } from "react-router";
import { shopLink } from "../../../domain/brand-profile";
import { requireBrandOwner } from "../../../server/auth/guards";
import { isAppError } from "../../../server/errors";
import {
  addOwnPriceLists,
  deleteOwnPriceList,
  getOwnBrandProfile,
  setOwnStoreOpen,
  updateOwnBrandProfile,
} from "../../../server/services/admin-brand";
import type { Route } from "./+types/about";
import { AboutPage, type AboutActionResult } from "~/features/admin-about/about-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireBrandOwner(context, request);
  const profile = await getOwnBrandProfile(context.db, owner);
  return {
    profile,
    email: owner.email,
    shopLink: shopLink(context.config.appUrl, profile.username),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireBrandOwner(context, request);
  const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
  const intent = String(body.intent ?? "");
  try {
    switch (intent) {
      case "set-open":
        await setOwnStoreOpen(context.db, owner, body.isOpen);
        break;
      case "add-price-lists":
        await addOwnPriceLists(context, owner, body);
        break;
      case "delete-price-list":
        await deleteOwnPriceList(context.db, owner, body.id);
        break;
      case "update-profile":
        await updateOwnBrandProfile(context, owner, body);
        break;
      default:
        throw data("Permintaan tidak dikenal", { status: 400 });
    }
    return { ok: true, intent } satisfies AboutActionResult;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data(
      { ok: false, intent, error: error.message, fieldErrors: error.fieldErrors },
      { status: error.status },
    );
  }
}

export function meta() {
  return [{ title: "About" }];
}

export default function AdminAbout({ loaderData }: Route.ComponentProps) {
  return <AboutPage {...loaderData} />;
}
