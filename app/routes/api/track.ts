import { visitOf, ZTrackSchema } from "../../../server/services/tracking";
import type { Route } from "./+types/track";

// Counts a click (or view) sent by the browser with navigator.sendBeacon. The count joins
// the buffered write of page views, within the per-client limits; the answer is the same
// whether it was counted or not (nothing to learn, nothing to retry), and only input that
// cannot name an item is refused.
export async function action({ request, context }: Route.ActionArgs) {
  const body = Object.fromEntries(new URLSearchParams(await request.text()));
  const parsed = ZTrackSchema.safeParse(body);
  if (!parsed.success) return new Response(null, { status: 400 });
  const { kind, event, id } = parsed.data;
  context.views.record(kind, event, [id], visitOf(request, context.clientIp));
  return new Response(null, { status: 204 });
}
