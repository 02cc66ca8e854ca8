import { requireBrandOwner } from "../../../server/auth/guards";
import { getOwnProducts } from "../../../server/services/admin-products";
import type { Route } from "./+types/products";
import { ProductsAdmin } from "~/features/admin-products/products-admin";

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireBrandOwner(context, request);
  return getOwnProducts(context, owner);
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  return <ProductsAdmin {...loaderData} />;
}
