import { PICTURES_BUSY_MESSAGE } from "#domain/media";
import { drawIcon, isDecoderBusy } from "#server/media/decoder";
import { getPlatformSettings } from "#server/services/platform-settings";
import { parseIconName } from "#domain/app-manifest";
import {
  fetchIconSource,
  iconSourceUrl,
  iconVersion,
  iconDrawing,
  keptIcon,
} from "#server/pwa/app-icons";
import type { Route } from "./+types/app-icon";

const DAY = 60 * 60 * 24;

// The admin app's icons, drawn as square PNGs from the platform's picture (decision 023),
// once per picture and kept in memory: anyone may ask for them.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const icon = parseIconName(params.file);
  if (!icon) return new Response("Not found", { status: 404 });
  const settings = await getPlatformSettings(context.db);
  const sourceUrl = iconSourceUrl(settings);
  let png: Buffer;
  try {
    png = await keptIcon(sourceUrl, params.file, async () => {
      const source = sourceUrl ? await fetchIconSource(sourceUrl, context.config.appUrl) : null;
      const drawn = await drawIcon(iconDrawing(source, icon.size, icon.purpose));
      return { png: drawn, isFallback: sourceUrl !== null && source === null };
    });
  } catch (error) {
    if (!isDecoderBusy(error)) throw error;
    return new Response(PICTURES_BUSY_MESSAGE, {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": "5",
        "Cache-Control": "no-store",
      },
    });
  }
  // An address with the current picture's version never changes; any other may.
  const isCurrent = new URL(request.url).searchParams.get("v") === iconVersion(sourceUrl);
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": isCurrent ? `public, max-age=${DAY * 30}` : "no-cache",
    },
  });
}
