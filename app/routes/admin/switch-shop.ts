import { data, redirect } from "react-router";
import { ACCOUNT_MESSAGES } from "#domain/account";
import { MEMBER_MESSAGES, ZSwitchShopSchema } from "#domain/member-forms";
import { activeShopCookie, findBrandOwner } from "#server/auth/guards";
import type { Route } from "./+types/switch-shop";

// The admin's shop switcher posts here (decision 071): the chosen shop is kept in a cookie
// only when the account belongs to it; every guard checks the cookie again anyway.
export async function action({ request, context }: Route.ActionArgs) {
  const member = await findBrandOwner(context, request);
  if (!member) throw data(ACCOUNT_MESSAGES.noShop, { status: 403 });
  const form = await request.formData().catch(() => null);
  const parsed = ZSwitchShopSchema.safeParse({ brandId: form?.get("brandId") ?? undefined });
  if (!parsed.success || !member.memberships.some((m) => m.brandId === parsed.data.brandId)) {
    throw data(MEMBER_MESSAGES.notFound, { status: 400 });
  }
  const secure = context.config.appUrl.startsWith("https:");
  throw redirect("/admin", {
    headers: { "Set-Cookie": activeShopCookie(parsed.data.brandId, { secure }) },
  });
}
