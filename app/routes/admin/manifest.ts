import { getPlatformSettings } from "#server/services/platform-settings";
import {
  ADMIN_SCOPE,
  BACKGROUND_COLOR,
  ICON_SIZES,
  iconPath,
  THEME_COLOR,
} from "#domain/app-manifest";
import { iconSourceUrl, iconVersion } from "#server/pwa/app-icons";
import type { Route } from "./+types/manifest";

// The web app manifest of the admin (decision 023). Browsers fetch it without cookies, so
// it is public and carries only the platform's name and pictures.
export async function loader({ context }: Route.LoaderArgs) {
  const settings = await getPlatformSettings(context.db);
  const version = iconVersion(iconSourceUrl(settings));
  const manifest = {
    id: ADMIN_SCOPE,
    name: settings.siteTitle,
    short_name: settings.siteTitle,
    lang: "id",
    dir: "ltr",
    start_url: ADMIN_SCOPE,
    scope: ADMIN_SCOPE,
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      ...ICON_SIZES.map((size) => ({
        src: iconPath(size, "any", version),
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose: "any",
      })),
      {
        src: iconPath(512, "maskable", version),
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "no-cache",
    },
  });
}
