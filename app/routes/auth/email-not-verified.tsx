import { MailWarning } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { ACCOUNT_MESSAGES } from "../../../domain/account";
import { getSessionUser } from "../../../server/auth/guards";
import { actionFailure } from "../../../server/errors";
import { readFormOrEmpty } from "../../../server/request-body";
import { resendVerification } from "../../../server/services/accounts";
import type { Route } from "./+types/email-not-verified";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { AuthCard } from "~/features/auth/auth-card";
import { FormField } from "~/components/form-field";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context, request);
  return {
    sessionEmail: user?.email ?? null,
    email: new URL(request.url).searchParams.get("email") ?? "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormOrEmpty(request);
  try {
    await resendVerification(context, Object.fromEntries(form), { ip: context.clientIp });
    return { isSent: true as const, error: undefined };
  } catch (error) {
    const failure = actionFailure(error, form);
    const message =
      failure.data.fieldErrors.email ?? `${ACCOUNT_MESSAGES.resendFailed}${failure.data.error}`;
    return data(
      { isSent: false as const, ...failure.data, error: message },
      { status: failure.status },
    );
  }
}

export function meta() {
  return [{ title: "Email Belum Terverifikasi" }];
}

export default function EmailNotVerified({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting";

  return (
    <AuthCard
      title="Email Belum Terverifikasi"
      description="Verifikasi email Anda terlebih dahulu sebelum masuk ke dasbor."
      icon={<MailWarning className="size-6" />}
    >
      {actionData?.isSent && (
        <p role="status" className="rounded-md bg-success/10 p-3 text-sm text-success">
          {ACCOUNT_MESSAGES.resendOk}
        </p>
      )}
      <Form method="post" className="flex flex-col gap-4" noValidate>
        {loaderData.sessionEmail ? (
          <>
            <input type="hidden" name="email" value={loaderData.sessionEmail} />
            {actionData?.error && (
              <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
                {actionData.error}
              </p>
            )}
          </>
        ) : (
          <FormField
            id="email"
            label="Email"
            error={actionData?.isSent ? undefined : actionData?.error}
          >
            <Input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              defaultValue={
                actionData && !actionData.isSent ? actionData.values.email : loaderData.email
              }
              required
            />
          </FormField>
        )}
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Mengirim..." : "Kirim Ulang Email Verifikasi"}
        </Button>
      </Form>
      <Link
        to="/auth"
        className="text-center text-sm text-primary underline-offset-4 hover:underline"
      >
        Kembali ke Login
      </Link>
    </AuthCard>
  );
}
