import { LogIn } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { getSessionUser } from "../../../server/auth/guards";
import { ACCOUNT_MESSAGES } from "../../../domain/account";
import { actionFailure, isAppError, type ActionFailure } from "../../../server/errors";
import { readFormOrEmpty } from "../../../server/request-body";
import { signIn } from "../../../server/services/accounts";
import type { Route } from "./+types/login";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { AuthCard } from "~/features/auth/auth-card";
import { FormAlert } from "~/features/auth/form-alert";
import { FormField } from "~/components/form-field";
import { PasswordInput } from "~/features/auth/password-input";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context, request);
  if (user) throw redirect(user.emailVerified ? "/admin" : "/email-not-verified");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormOrEmpty(request);
  try {
    const { setCookie } = await signIn(context, Object.fromEntries(form), {
      ip: context.clientIp,
      headers: request.headers,
    });
    const headers = new Headers();
    for (const cookie of setCookie) headers.append("Set-Cookie", cookie);
    return redirect("/admin?notice=login", { headers });
  } catch (error) {
    if (!isAppError(error)) {
      context.logger.error("sign-in failed unexpectedly", { error });
      const failure: ActionFailure = {
        error: ACCOUNT_MESSAGES.loginException,
        fieldErrors: {},
        values: { email: String(form.get("email") ?? "") },
      };
      return data(failure, { status: 500 });
    }
    const failure = actionFailure(error, form);
    if (failure.status === 403) {
      const email = String(form.get("email") ?? "");
      throw redirect(`/email-not-verified?${new URLSearchParams({ email, notice: "unverified" })}`);
    }
    return data(failure.data, { status: failure.status });
  }
}

export function meta() {
  return [{ title: "Masuk" }];
}

export default function Login({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting";

  return (
    <AuthCard
      title="Masuk ke Dashboard"
      description="Kelola toko online Anda"
      icon={<LogIn className="size-6" />}
    >
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <FormField id="email" label="Email" error={actionData?.fieldErrors.email}>
          <Input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="nama@email.com"
            defaultValue={actionData?.values.email}
            aria-invalid={Boolean(actionData?.fieldErrors.email)}
            required
          />
        </FormField>
        <FormField id="password" label="Password" error={actionData?.fieldErrors.password}>
          <PasswordInput
            id="password"
            name="password"
            autoComplete="current-password"
            aria-invalid={Boolean(actionData?.fieldErrors.password)}
            required
          />
        </FormField>
        <FormAlert failure={actionData} fields={["email", "password"]} />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Memproses..." : "Masuk"}
        </Button>
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
