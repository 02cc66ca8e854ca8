import { Suspense } from "react";
import { Await, data } from "react-router";
import { requireUser } from "../../../server/auth/guards";
import { isAppError } from "../../../server/errors";
import { readJsonObject } from "../../../server/request-body";
import {
  getPlatformSettings,
  updatePlatformSettings,
} from "../../../server/services/platform-settings";
import type { Route } from "./+types/platform-settings";
import {
  PlatformSettingsForm,
  PlatformSettingsSkeleton,
  type PlatformSettingsResult,
} from "~/features/platform-settings/platform-settings-form";

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
  try {
    await updatePlatformSettings(context, user, await readJsonObject(request));
    return { ok: true } satisfies PlatformSettingsResult;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data(
      {
        ok: false,
        error: error.message,
        fieldErrors: error.fieldErrors,
      } satisfies PlatformSettingsResult,
      { status: error.status },
    );
  }
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
