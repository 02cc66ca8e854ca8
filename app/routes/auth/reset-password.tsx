import { KeyRound } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigate, useNavigation } from "react-router";
import { ACCOUNT_MESSAGES } from "../../../domain/account";
import { actionFailure } from "../../../server/errors";
import { readFormOrEmpty } from "../../../server/request-body";
import { resetPassword } from "../../../server/services/accounts";
import type { Route } from "./+types/reset-password";
import { Button } from "~/components/ui/button";
import { AuthCard } from "~/features/auth/auth-card";
import { FormAlert } from "~/features/auth/form-alert";
import { FormField } from "~/components/form-field";
import { PasswordInput } from "~/features/auth/password-input";

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormOrEmpty(request);
  try {
    await resetPassword(context, Object.fromEntries(form));
    return redirect("/auth?notice=reset-ok");
  } catch (error) {
    const failure = actionFailure(error, form);
    return data(failure.data, { status: failure.status });
  }
}

export function meta() {
  return [{ title: "Reset Password" }];
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const isSubmitting = navigation.state === "submitting";
  const isLinkInvalid =
    !loaderData.token || actionData?.error === ACCOUNT_MESSAGES.resetLinkInvalid;

  // Spec §2: without a valid token the screen shows the error and goes to /forgot-password.
  useEffect(() => {
    if (!isLinkInvalid) return;
    const timer = setTimeout(() => navigate("/forgot-password", { replace: true }), 3000);
    return () => clearTimeout(timer);
  }, [isLinkInvalid, navigate]);

  if (isLinkInvalid) {
    return (
      <AuthCard title="Reset Password" icon={<KeyRound className="size-6" />}>
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

  const errors = actionData?.fieldErrors ?? {};
  return (
    <AuthCard
      title="Buat Password Baru"
      description="Masukkan password baru Anda (minimal 6 karakter)."
      icon={<KeyRound className="size-6" />}
    >
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        <FormField id="password" label="Password Baru" error={errors.password}>
          <PasswordInput
            id="password"
            name="password"
            autoComplete="new-password"
            aria-invalid={Boolean(errors.password)}
            required
          />
        </FormField>
        <FormField id="confirmPassword" label="Konfirmasi Password" error={errors.confirmPassword}>
          <PasswordInput
            id="confirmPassword"
            name="confirmPassword"
            autoComplete="new-password"
            aria-invalid={Boolean(errors.confirmPassword)}
            required
          />
        </FormField>
        <FormAlert failure={actionData} fields={["password", "confirmPassword"]} />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Menyimpan..." : "Simpan Password"}
        </Button>
      </Form>
    </AuthCard>
  );
}
