import { getFormProps, getInputProps } from "@conform-to/react";
import { Icon } from "#app/components/icons/icon";
import { Form, Link, redirect, useNavigation } from "react-router";
import { ACCOUNT_MESSAGES, ZLoginSchema } from "#domain/account";
import { getSessionUser } from "#server/auth/guards";
import { AppError, isAppError } from "#server/errors";
import { submitForm } from "#server/form-action";
import { signIn } from "#server/services/accounts";
import { redirectWithToast } from "#server/toast";
import type { Route } from "./+types/login";
import { titled } from "#app/lib/page-title";
import { FormField } from "#app/components/form-field";
import { EmailField } from "#app/features/auth/email-field";
import { AuthCard } from "#app/features/auth/auth-card";
import { FormAlert } from "#app/features/auth/form-alert";
import { PasswordInput } from "#app/features/auth/password-input";
import { useSchemaForm } from "#app/lib/forms";
import { SubmitButton } from "#app/components/submit-button";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context, request);
  if (user) throw redirect(user.emailVerified ? "/admin" : "/email-not-verified");
  return null;
}

// A session begins with its cookies and 'Login berhasil!' on the dashboard; an unverified
// address goes to /email-not-verified with the reason as a toast. Other refusals stay next
// to the form.
export async function action({ request, context }: Route.ActionArgs) {
  const secure = context.config.appUrl.startsWith("https:");
  return submitForm(
    { request, context, pages: "none" },
    ZLoginSchema,
    async (value, payload) => {
      let cookies: string[];
      try {
        ({ setCookie: cookies } = await signIn(context, payload, {
          ip: context.clientIp,
          headers: request.headers,
        }));
      } catch (error) {
        if (isAppError(error) && error.code === "EMAIL_NOT_VERIFIED") {
          const to = `/email-not-verified?${new URLSearchParams({ email: value.email })}`;
          throw await redirectWithToast(to, "error", error.message, { secure });
        }
        if (isAppError(error)) throw error;
        context.logger.error("sign-in failed unexpectedly", { error });
        throw new AppError("INTERNAL", ACCOUNT_MESSAGES.loginException);
      }
      throw await redirectWithToast("/admin", "success", ACCOUNT_MESSAGES.loginOk, {
        secure,
        cookies,
      });
    },
    { hideFields: ["password"] },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Masuk");
}

export default function Login({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting";
  const [form, fields] = useSchemaForm(ZLoginSchema, {
    id: "login",
    lastResult: actionData?.result,
  });

  return (
    <AuthCard
      title="Masuk ke Dashboard"
      description="Kelola toko online Anda"
      icon={<Icon name="log-in" className="size-6" />}
    >
      <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
        <EmailField field={fields.email} placeholder="nama@email.com" />
        <FormField field={fields.password} label="Password">
          <PasswordInput
            {...getInputProps(fields.password, { type: "password" })}
            autoComplete="current-password"
          />
        </FormField>
        <FormAlert errors={form.errors} />
        <SubmitButton size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Memproses..." : "Masuk"}
        </SubmitButton>
      </Form>
      <div className="flex flex-col items-center gap-2 text-sm">
        <Link to="/forgot-password" className="text-primary underline-offset-4 hover:underline">
          Lupa password?
        </Link>
        <p className="text-muted-foreground">
          Belum punya akun?{" "}
          <Link
            to="/register"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Daftar gratis
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
