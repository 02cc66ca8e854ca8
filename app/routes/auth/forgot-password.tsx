import { getFormProps } from "@conform-to/react";
import { Icon } from "#app/components/icons/icon";
import { Form, Link, useNavigation } from "react-router";
import { ACCOUNT_MESSAGES, ZEmailSchema } from "#domain/account";
import { submitForm } from "#server/form-action";
import { requestPasswordReset } from "#server/services/accounts";
import type { Route } from "./+types/forgot-password";
import { titled } from "#app/lib/page-title";
import { Button } from "#app/components/ui/button";
import { EmailField } from "#app/features/auth/email-field";
import { AuthCard } from "#app/features/auth/auth-card";
import { FormAlert } from "#app/features/auth/form-alert";
import { useSchemaForm } from "#app/lib/forms";
import { SubmitButton } from "#app/components/submit-button";

// The page itself says the mail is on its way, to the address as typed.
export async function action({ request, context }: Route.ActionArgs) {
  return submitForm(
    { request, context, pages: "none" },
    ZEmailSchema,
    async (_value, payload) => {
      await requestPasswordReset(context, payload, { ip: context.clientIp });
      return { email: String(payload.email).trim() };
    },
    // 'Kirim ke email lain' starts from an empty form.
    { resetForm: true },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Lupa Password");
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting";

  const [form, fields] = useSchemaForm(ZEmailSchema, {
    id: "forgot-password",
    lastResult: actionData?.result,
  });

  if (actionData?.value && navigation.state === "idle") {
    return (
      <AuthCard
        title={ACCOUNT_MESSAGES.resetMailSent}
        description={`Kami mengirim tautan reset password ke ${actionData.value.email}.`}
        icon={<Icon name="mail-check" className="size-6" />}
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

  return (
    <AuthCard
      title="Lupa Password"
      description="Masukkan email akun Anda, kami kirimkan tautan untuk membuat password baru."
      icon={<Icon name="key-round" className="size-6" />}
    >
      <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
        <EmailField field={fields.email} />
        <FormAlert errors={form.errors} />
        <SubmitButton size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Mengirim..." : "Kirim Tautan Reset"}
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
