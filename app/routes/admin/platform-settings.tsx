import {
  PLATFORM_SETTINGS_MESSAGES as MESSAGES,
  ZPlatformSettingsSchema,
} from "#domain/platform-settings";
import { requireUser } from "#server/auth/guards";
import { submitForm } from "#server/form-action";
import { getPlatformSettings, updatePlatformSettings } from "#server/services/platform-settings";
import type { Route } from "./+types/platform-settings";
import { titled } from "#app/lib/page-title";
import { PlatformSettingsForm } from "#app/features/platform-settings/platform-settings-form";
import { PlatformSettingsPage } from "#app/features/platform-settings/platform-settings-page";

// Any verified user may open the page (spec §6); saving is for platform admins only.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return {
    // Read before the page is sent, not streamed: a form that streamed in would be drawn
    // again as the page comes alive, and what was typed meanwhile would be lost.
    settings: await getPlatformSettings(context.db),
    canSave: user.role === "platform-admin",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  return submitForm(
    { request, context, pages: "every-shop" },
    ZPlatformSettingsSchema,
    (_value, payload) => updatePlatformSettings(context, user, payload),
    {
      success: { title: MESSAGES.successTitle, description: MESSAGES.success },
      failure: { title: MESSAGES.errorTitle, description: MESSAGES.failure },
    },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Platform Settings");
}

export default function PlatformSettings({ loaderData }: Route.ComponentProps) {
  return (
    <PlatformSettingsPage>
      <PlatformSettingsForm settings={loaderData.settings} canSave={loaderData.canSave} />
    </PlatformSettingsPage>
  );
}
