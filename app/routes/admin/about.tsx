import { ABOUT_FORM_TEXTS, shopLink, ZAboutFormSchema } from "#domain/brand-profile";
import { requireMember } from "#server/auth/guards";
import { submitForm, textsByIntent } from "#server/form-action";
import {
  addOwnPriceLists,
  deleteOwnPriceList,
  getOwnBrandProfile,
  setOwnStoreOpen,
  updateOwnBrandProfile,
  updateOwnShopAppearance,
} from "#server/services/admin-brand";
import type { Route } from "./+types/about";
import { titled } from "#app/lib/page-title";
import { AboutPage } from "#app/features/admin-about/about-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "shop");
  const profile = await getOwnBrandProfile(context.db, owner);
  return {
    profile,
    email: owner.email,
    shopLink: shopLink(context.config.appUrl, profile.username),
  };
}

// The page's five forms post here, each with its intent. The use-cases get the checked
// value: the form's checkboxes and switches arrive as text and only the schema reads them.
export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireMember(context, request, "shop");
  return submitForm(
    { request, context, pages: owner },
    ZAboutFormSchema,
    async (value) => {
      switch (value.intent) {
        case "update-profile":
          await updateOwnBrandProfile(context, owner, value);
          return;
        case "update-appearance":
          return updateOwnShopAppearance(context, owner, value);
        case "set-open":
          return setOwnStoreOpen(context.db, owner, value.isOpen);
        case "add-price-lists":
          return addOwnPriceLists(context, owner, value);
        case "delete-price-list":
          return deleteOwnPriceList(context.db, owner, value.id);
      }
    },
    textsByIntent(ABOUT_FORM_TEXTS),
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Tentang Toko");
}

export default function AdminAbout({ loaderData }: Route.ComponentProps) {
  return <AboutPage {...loaderData} />;
}
