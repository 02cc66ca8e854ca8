import { countedEventFieldsOf, ZCountedEventSchema } from "#domain/counted-events";
import { visitorOf } from "#server/services/counting";
import { findGoneShop, goneNoticeOf } from "#server/services/shop-status";
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
  // A suspended or closed shop's own counts are refused (decision 077); only a shop count
  // names its shop, and the read is one row by its unique name.
  if (kind === "shop") {
    const gone = await findGoneShop(context.db, ids[0]!);
    if (gone) return new Response(goneNoticeOf(gone.state), { status: 410 });
  }
  context.views.record(kind, event, ids, visitorOf(request, context.clientIp));
  return new Response(null, { status: 204 });
}
