import { Suspense } from "react";
import { Await } from "react-router";
import {
  PLATFORM_SETTINGS_MESSAGES as MESSAGES,
  ZPlatformSettingsSchema,
} from "#domain/platform-settings";
import { requireUser } from "#server/auth/guards";
import { submitForm } from "#server/form-action";
import { getPlatformSettings, updatePlatformSettings } from "#server/services/platform-settings";
import type { Route } from "./+types/platform-settings";
import {
  PlatformSettingsForm,
  PlatformSettingsSkeleton,
} from "#app/features/platform-settings/platform-settings-form";

// Any verified user may open the page (spec §6); saving is for platform admins only.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return {
    settings: getPlatformSettings(context.db),
    canSave: user.role === "platform-admin",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  return submitForm(
    { request, context },
    ZPlatformSettingsSchema,
    (_value, payload) => updatePlatformSettings(context, user, payload),
    {
      success: { title: MESSAGES.successTitle, description: MESSAGES.success },
      failure: { title: MESSAGES.errorTitle, description: MESSAGES.failure },
    },
  );
}

export function meta() {
  return [{ title: "Platform Settings" }];
}

export default function PlatformSettings({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold">Platform Settings</h1>
        <p className="text-sm text-muted-foreground">Manage global platform configuration</p>
      </div>
      <Suspense fallback={<PlatformSettingsSkeleton />}>
        <Await resolve={loaderData.settings}>
          {(settings) => <PlatformSettingsForm settings={settings} canSave={loaderData.canSave} />}
        </Await>
      </Suspense>
    </div>
  );
}
