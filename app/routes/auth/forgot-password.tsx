import { KeyRound, MailCheck } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { ACCOUNT_MESSAGES } from "../../../domain/account";
import { actionFailure } from "../../../server/errors";
import { readFormOrEmpty } from "../../../server/request-body";
import { requestPasswordReset } from "../../../server/services/accounts";
import type { Route } from "./+types/forgot-password";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { AuthCard } from "~/features/auth/auth-card";
import { FormAlert } from "~/features/auth/form-alert";
import { FormField } from "~/components/form-field";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormOrEmpty(request);
  try {
    await requestPasswordReset(context, Object.fromEntries(form), { ip: context.clientIp });
    return { sent: true as const, email: String(form.get("email")).trim() };
  } catch (error) {
    const failure = actionFailure(error, form);
    return data({ sent: false as const, ...failure.data }, { status: failure.status });
  }
}

export function meta() {
  return [{ title: "Lupa Password" }];
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting";

  if (actionData?.sent && navigation.state === "idle") {
    return (
      <AuthCard
        title={ACCOUNT_MESSAGES.resetMailSent}
        description={`Kami mengirim tautan reset password ke ${actionData.email}.`}
        icon={<MailCheck className="size-6" />}
      >
        <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
          <li>Buka inbox email Anda (cek juga folder spam).</li>
          <li>Klik tautan reset password di email tersebut.</li>
          <li>Buat password baru yang kuat.</li>
          <li>Tautan berlaku selama 1 jam.</li>
        </ol>
        <Button asChild size="lg">
          <Link to="/auth">Kembali ke Login</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/forgot-password" replace>
            Kirim ke email lain
          </Link>
        </Button>
      </AuthCard>
    );
  }

  const failure = actionData && !actionData.sent ? actionData : undefined;
  const errors = failure?.fieldErrors ?? {};
  const values = failure?.values ?? {};
  return (
    <AuthCard
      title="Lupa Password"
      description="Masukkan email akun Anda, kami kirimkan tautan untuk membuat password baru."
      icon={<KeyRound className="size-6" />}
    >
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <FormField id="email" label="Email" error={errors.email}>
          <Input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            defaultValue={values.email}
            aria-invalid={Boolean(errors.email)}
            required
          />
        </FormField>
        <FormAlert failure={failure} fields={["email"]} />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Mengirim..." : "Kirim Tautan Reset"}
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
