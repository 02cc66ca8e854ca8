import { requireBrandOwner } from "../../../server/auth/guards";
import { getOwnLinks } from "../../../server/services/admin-links";
import type { Route } from "./+types/links";
import { LinksAdmin } from "~/features/admin-links/links-admin";

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireBrandOwner(context, request);
  return getOwnLinks(context, owner);
}

export default function AdminLinks({ loaderData }: Route.ComponentProps) {
  return <LinksAdmin {...loaderData} />;
}
