import { data } from "react-router";
import { requireUser } from "#server/auth/guards";
import type { Route } from "./+types/not-found";
import { titled } from "#app/lib/page-title";
import { NotFoundPage } from "#app/components/shell/not-found-page";

// An unknown address under /admin: the 404 page inside the admin shell, so the seller keeps
// the sidebar. Loaders run side by side, so this one checks the session too: a signed-out
// visitor is sent to sign in, and is not logged as a missing page.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  const { pathname } = new URL(request.url);
  context.logger.warn("404 page not found", { path: pathname });
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Oops! Page not found");
}

export default function AdminNotFound() {
  return <NotFoundPage homePath="/admin" />;
}
