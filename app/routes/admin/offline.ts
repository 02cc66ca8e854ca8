import { getPlatformSettings } from "#server/services/platform-settings";
import { renderOfflinePage } from "#server/pwa/offline-page";
import type { Route } from "./+types/offline";

// The page the service worker keeps for admin pages out of reach (decision 023).
export async function loader({ context }: Route.LoaderArgs) {
  const settings = await getPlatformSettings(context.db);
  return new Response(renderOfflinePage(settings.siteTitle), {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
