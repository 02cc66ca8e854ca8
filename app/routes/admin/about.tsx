import { data } from "react-router";
import { shopLink } from "../../../domain/brand-profile";
import { requireBrandOwner } from "../../../server/auth/guards";
import { INVALID_VALUE_MESSAGE } from "../../../domain/form-text";
import { AppError, isAppError } from "../../../server/errors";
import { readJsonObject } from "../../../server/request-body";
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
  let intent = "";
  try {
    const body = await readJsonObject(request);
    intent = typeof body.intent === "string" ? body.intent : "";
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
        throw new AppError("VALIDATION", INVALID_VALUE_MESSAGE);
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
  return [{ title: "Tentang Toko" }];
}

export default function AdminAbout({ loaderData }: Route.ComponentProps) {
  return <AboutPage {...loaderData} />;
}
