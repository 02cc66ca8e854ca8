import { data } from "react-router";
import { signOut } from "../../server/services/accounts";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  try {
    const setCookie = await signOut(context, request.headers);
    const headers = new Headers();
    for (const cookie of setCookie) headers.append("Set-Cookie", cookie);
    return data({ ok: true }, { headers });
  } catch (error) {
    context.logger.error("logout failed", { error });
    return data({ ok: false }, { status: 500 });
  }
}
