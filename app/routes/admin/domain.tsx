import { SHOP_DOMAIN_MESSAGES, ZShopDomainFormSchema } from "#domain/shop-domain";
import { requireMember } from "#server/auth/guards";
import { submitForm, textsByIntent, type FormTexts } from "#server/form-action";
import {
  addOwnShopDomain,
  getOwnShopDomain,
  removeOwnShopDomain,
  verifyOwnShopDomain,
} from "#server/services/shop-domains";
import type { Route } from "./+types/domain";
import { titled } from "#app/lib/page-title";
import { DomainPage } from "#app/features/admin-domain/domain-page";

// /admin/domain ('Domain Sendiri', decision 081): the owner adds her shop's own domain,
// reads how to point it at the platform, has it checked, and removes it.
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "owner");
  return getOwnShopDomain(context.db, owner, context.config);
}

const TEXTS: Record<string, FormTexts<unknown>> = {
  "add-domain": { success: SHOP_DOMAIN_MESSAGES.added, resetForm: true },
  "verify-domain": {
    success: SHOP_DOMAIN_MESSAGES.verified,
    failure: SHOP_DOMAIN_MESSAGES.verifyFailed,
  },
  "remove-domain": {
    success: SHOP_DOMAIN_MESSAGES.removed,
    failure: SHOP_DOMAIN_MESSAGES.removeFailed,
  },
};

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireMember(context, request, "owner");
  // No kept page changes: the platform's address of the shop moves by the HTTP server's
  // check of the domain, before any kept page, and the domain's pages are kept apart.
  return submitForm(
    { request, context, pages: "none" },
    ZShopDomainFormSchema,
    async (value, payload): Promise<unknown> => {
      switch (value.intent) {
        case "add-domain":
          return addOwnShopDomain(context.db, owner, payload, context.config);
        case "verify-domain":
          return verifyOwnShopDomain(context.db, owner, context.config);
        case "remove-domain":
          return removeOwnShopDomain(context.db, owner);
      }
    },
    textsByIntent(TEXTS),
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Domain Sendiri");
}

export default function AdminDomain({ loaderData }: Route.ComponentProps) {
  return <DomainPage data={loaderData} />;
}
