import { countedEventFieldsOf, ZCountedEventSchema } from "#domain/counted-events";
import { visitorOf } from "#server/services/counting";
import type { Route } from "./+types/visits";

// Counts a click, or the views of the items a page showed, sent by the browser with
// navigator.sendBeacon. The counts join the buffered write of page views, within the
// per-client limits; the answer is the same whether they were counted or not (nothing to
// learn, nothing to retry), and only input that cannot name items is refused.
export async function action({ request, context }: Route.ActionArgs) {
  const fields = countedEventFieldsOf(new URLSearchParams(await request.text()));
  const parsed = ZCountedEventSchema.safeParse(fields);
  if (!parsed.success) return new Response(null, { status: 400 });
  const { kind, event, ids } = parsed.data;
  context.views.record(kind, event, ids, visitorOf(request, context.clientIp));
  return new Response(null, { status: 204 });
}
