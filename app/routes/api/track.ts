import { z } from "zod";
import { recordEvent } from "../../../server/services/tracking";
import type { Route } from "./+types/track";

const ZTrackSchema = z.object({
  kind: z.enum(["link", "product", "store"]),
  event: z.enum(["view", "click"]),
  id: z.string().min(1).max(100),
});

// Counts a click (or view) sent by the browser with navigator.sendBeacon. Tracking never
// breaks a page: failures are logged and answered without content.
export async function action({ request, context }: Route.ActionArgs) {
  const body = Object.fromEntries(new URLSearchParams(await request.text()));
  const parsed = ZTrackSchema.safeParse(body);
  if (!parsed.success) return new Response(null, { status: 400 });
  try {
    const isRecorded = await recordEvent(
      context.db,
      parsed.data.kind,
      parsed.data.event,
      parsed.data.id,
      {
        userAgent: request.headers.get("user-agent"),
        referrer: request.headers.get("referer"),
      },
    );
    return new Response(null, { status: isRecorded ? 204 : 404 });
  } catch (error) {
    context.logger.warn("tracking failed", { ...parsed.data, error });
    return new Response(null, { status: 204 });
  }
}
