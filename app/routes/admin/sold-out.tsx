import { PRODUCT_ADMIN_MESSAGES as MESSAGES, ZSoldOutSchema } from "#domain/product-form";
import { requireMember } from "#server/auth/guards";
import { submitForm } from "#server/form-action";
import { getOwnSoldOutList, setOwnProductSoldOut } from "#server/services/admin-products";
import type { Route } from "./+types/sold-out";
import { titled } from "#app/lib/page-title";
import { SoldOutList } from "#app/features/admin-products/sold-out-list";

// The 'Habis' switch alone, for the roles that may not edit the catalogue (decision 071):
// the cashier marks a product sold out at the stall; every other product write is refused.
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(context, request, "sold-out");
  return { products: await getOwnSoldOutList(context, member) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireMember(context, request, "sold-out");
  return submitForm(
    { request, context, pages: member },
    ZSoldOutSchema,
    async (value, payload) => {
      await setOwnProductSoldOut(context, member, payload.id, value.isSoldOut);
      return { isSoldOut: value.isSoldOut };
    },
    {
      success: ({ isSoldOut }) => (isSoldOut ? MESSAGES.markedSoldOut : MESSAGES.markedAvailable),
      failure: MESSAGES.soldOutFailed,
    },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Stok Habis");
}

export default function AdminSoldOut({ loaderData }: Route.ComponentProps) {
  return <SoldOutList products={loaderData.products} />;
}
