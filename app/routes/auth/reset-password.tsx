import { getFormProps, getInputProps } from "@conform-to/react";
import { Icon } from "#app/components/icons/icon";
import { useEffect } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { ACCOUNT_MESSAGES, ZResetPasswordSchema } from "#domain/account";
import { submitForm } from "#server/form-action";
import { resetPassword } from "#server/services/accounts";
import { redirectWithToast } from "#server/toast";
import type { Route } from "./+types/reset-password";
import { titled } from "#app/lib/page-title";
import { FormField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";
import { AuthCard } from "#app/features/auth/auth-card";
import { FormAlert } from "#app/features/auth/form-alert";
import { PasswordInput } from "#app/features/auth/password-input";
import { useSchemaForm } from "#app/lib/forms";
import { SubmitButton } from "#app/components/submit-button";

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

// The new password's browser goes to the login page with 'Password berhasil direset!' and
// the cookie that keeps it known to the account (server/auth/known-devices.ts).
export async function action({ request, context }: Route.ActionArgs) {
  const secure = context.config.appUrl.startsWith("https:");
  return submitForm(
    { request, context, pages: "none" },
    ZResetPasswordSchema,
    async (_value, payload) => {
      const { setCookie: cookies } = await resetPassword(context, payload, {
        headers: request.headers,
      });
      throw await redirectWithToast("/auth", "success", ACCOUNT_MESSAGES.resetOk, {
        secure,
        cookies,
      });
    },
    { hideFields: ["token", "password", "confirmPassword"] },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Reset Password");
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const isSubmitting = navigation.state === "submitting";
  const [form, fields] = useSchemaForm(ZResetPasswordSchema, {
    id: "reset-password",
    lastResult: actionData?.result,
  });
  // Every refusal of the token (a used, expired or mangled link) reads the same.
  const isLinkInvalid =
    !loaderData.token ||
    [...(form.errors ?? []), ...(fields.token.errors ?? [])].includes(
      ACCOUNT_MESSAGES.resetLinkInvalid,
    );

  // Spec §2: without a valid token the screen shows the error and goes to /forgot-password.
  useEffect(() => {
    if (!isLinkInvalid) return;
    const timer = setTimeout(() => navigate("/forgot-password", { replace: true }), 3000);
    return () => clearTimeout(timer);
  }, [isLinkInvalid, navigate]);

  if (isLinkInvalid) {
    return (
      <AuthCard title="Reset Password" icon={<Icon name="key-round" className="size-6" />}>
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {ACCOUNT_MESSAGES.resetLinkInvalid}
        </p>
        <Button asChild>
          <Link to="/forgot-password" replace>
            Minta tautan baru
          </Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Buat Password Baru"
      description="Masukkan password baru Anda (minimal 6 karakter)."
      icon={<Icon name="key-round" className="size-6" />}
    >
      <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
        <input type="hidden" name={fields.token.name} value={loaderData.token} />
        <FormField field={fields.password} label="Password Baru">
          <PasswordInput
            {...getInputProps(fields.password, { type: "password" })}
            autoComplete="new-password"
          />
        </FormField>
        <FormField field={fields.confirmPassword} label="Konfirmasi Password">
          <PasswordInput
            {...getInputProps(fields.confirmPassword, { type: "password" })}
            autoComplete="new-password"
          />
        </FormField>
        <FormAlert errors={form.errors} />
        <SubmitButton size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Menyimpan..." : "Simpan Password"}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
