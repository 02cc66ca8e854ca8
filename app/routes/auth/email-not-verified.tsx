import { getFormProps } from "@conform-to/react";
import { Icon } from "#app/components/icons/icon";
import { Form, Link, useNavigation } from "react-router";
import { ACCOUNT_MESSAGES, ZEmailSchema } from "#domain/account";
import { getSessionUser } from "#server/auth/guards";
import { AppError, toAppError } from "#server/errors";
import { submitForm } from "#server/form-action";
import { resendVerification } from "#server/services/accounts";
import type { Route } from "./+types/email-not-verified";
import { titled } from "#app/lib/page-title";
import { EmailField } from "#app/features/auth/email-field";
import { AuthCard } from "#app/features/auth/auth-card";
import { FormAlert } from "#app/features/auth/form-alert";
import { useSchemaForm } from "#app/lib/forms";
import { SubmitButton } from "#app/components/submit-button";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context, request);
  return {
    sessionEmail: user?.email ?? null,
    email: new URL(request.url).searchParams.get("email") ?? "",
  };
}

// The page says the mail was sent; a refusal of no field begins 'Gagal mengirim ulang email
// verifikasi: ' (spec §8).
export async function action({ request, context }: Route.ActionArgs) {
  return submitForm({ request, context, pages: "none" }, ZEmailSchema, async (_value, payload) => {
    try {
      await resendVerification(context, payload, { ip: context.clientIp });
      return { isSent: true };
    } catch (error) {
      const refusal = toAppError(error, context.logger);
      if (Object.keys(refusal.fieldErrors).length > 0) throw refusal;
      throw new AppError(refusal.code, `${ACCOUNT_MESSAGES.resendFailed}${refusal.message}`);
    }
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Email Belum Terverifikasi");
}

export default function EmailNotVerified({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting";
  const [form, fields] = useSchemaForm(ZEmailSchema, {
    id: "resend-verification",
    lastResult: actionData?.result,
    defaultValue: { email: loaderData.sessionEmail ?? loaderData.email },
  });
  const isSent = Boolean(actionData?.value?.isSent);

  return (
    <AuthCard
      title="Email Belum Terverifikasi"
      description="Verifikasi email Anda terlebih dahulu sebelum masuk ke dasbor."
      icon={<Icon name="mail-warning" className="size-6" />}
    >
      {isSent && (
        <p role="status" className="rounded-md bg-success/10 p-3 text-sm text-success">
          {ACCOUNT_MESSAGES.resendOk}
        </p>
      )}
      <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
        {loaderData.sessionEmail ? (
          <>
            <input type="hidden" name={fields.email.name} value={loaderData.sessionEmail} />
            <FormAlert errors={fields.email.errors ?? form.errors} />
          </>
        ) : (
          <>
            <EmailField field={fields.email} />
            <FormAlert errors={form.errors} />
          </>
        )}
        <SubmitButton size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Mengirim..." : "Kirim Ulang Email Verifikasi"}
        </SubmitButton>
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
