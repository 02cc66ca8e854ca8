import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Icon } from "#app/components/icons/icon";
import { useState } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { ZRegisterSchema } from "#domain/account";
import { formatPhoneDisplay } from "#domain/phone";
import { sanitizeRegistrationUsername, suggestUsername } from "#domain/username";
import { getSessionUser } from "#server/auth/guards";
import { submitForm } from "#server/form-action";
import { registerSeller } from "#server/services/accounts";
import type { Route } from "./+types/register";
import { titled } from "#app/lib/page-title";
import { FormField } from "#app/components/form-field";
import { Input } from "#app/components/ui/input";
import { Textarea } from "#app/components/ui/textarea";
import { EmailField } from "#app/features/auth/email-field";
import { AuthCard } from "#app/features/auth/auth-card";
import { FormAlert } from "#app/features/auth/form-alert";
import { PasswordInput } from "#app/features/auth/password-input";
import { useSchemaForm } from "#app/lib/forms";
import { SubmitButton } from "#app/components/submit-button";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context, request);
  if (user) throw redirect(user.emailVerified ? "/admin" : "/email-not-verified");
  return { appUrl: context.config.appUrl };
}

// The next page says what happened (mail sent, or the account made but the mail failed).
export async function action({ request, context }: Route.ActionArgs) {
  return submitForm(
    { request, context, pages: "none" },
    ZRegisterSchema,
    (_value, payload) => registerSeller(context, payload, { ip: context.clientIp }),
    {
      redirectTo: ({ email, isVerificationMailSent }) => {
        const params = new URLSearchParams({ email });
        if (!isVerificationMailSent) params.set("mail", "failed");
        return `/verify-email-sent?${params}`;
      },
      hideFields: ["password"],
    },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Daftar Gratis");
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting";
  const [form, fields] = useSchemaForm(ZRegisterSchema, {
    id: "register",
    lastResult: actionData?.result,
  });
  // The URL name keeps only what it may hold as it is typed (spec §5). It follows the shop's
  // name as that is typed, until the seller writes one of her own (emptied, it follows again).
  const [username, setUsername] = useState(
    typeof fields.username.initialValue === "string" ? fields.username.initialValue : "",
  );
  const [isUsernameOwn, setUsernameOwn] = useState(() => {
    const shopName = fields.brandName.initialValue;
    return username !== "" && username !== suggestUsername(String(shopName ?? ""));
  });
  const phone = typeof fields.phone.value === "string" ? fields.phone.value : "";

  const shopHost = loaderData.appUrl.replace(/^https?:\/\//, "");

  return (
    <AuthCard
      title="Daftar Gratis"
      description="Buat akun dan toko online Anda dalam satu langkah"
      icon={<Icon name="store" className="size-6" />}
    >
      <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
        <FormField field={fields.fullName} label="Nama Lengkap">
          <Input {...getInputProps(fields.fullName, { type: "text" })} autoComplete="name" />
        </FormField>
        <EmailField field={fields.email} placeholder="nama@email.com" />
        <FormField
          field={fields.phone}
          label="Nomor HP (WhatsApp)"
          hint={
            phone ? `Akan disimpan sebagai ${formatPhoneDisplay(phone)}` : "Contoh: 0812-3456-7890"
          }
        >
          <Input
            {...getInputProps(fields.phone, { type: "tel" })}
            autoComplete="tel"
            inputMode="tel"
          />
        </FormField>
        <FormField field={fields.password} label="Password" hint="Minimal 6 karakter">
          <PasswordInput
            {...getInputProps(fields.password, { type: "password" })}
            autoComplete="new-password"
          />
        </FormField>
        <FormField field={fields.brandName} label="Nama Toko">
          <Input
            {...getInputProps(fields.brandName, { type: "text" })}
            onChange={(event) => {
              if (!isUsernameOwn) setUsername(suggestUsername(event.target.value));
            }}
          />
        </FormField>
        <FormField
          field={fields.username}
          label="URL Toko"
          hint={`${shopHost}/${username || "nama-toko"} — huruf kecil, angka dan tanda hubung (-)`}
        >
          <Input
            {...getInputProps(fields.username, { type: "text", value: false })}
            value={username}
            onChange={(event) => {
              const typed = sanitizeRegistrationUsername(event.target.value);
              setUsername(typed);
              setUsernameOwn(typed !== "");
            }}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
        </FormField>
        <FormField field={fields.description} label="Deskripsi Toko (opsional)">
          <Textarea {...getTextareaProps(fields.description)} />
        </FormField>
        <FormAlert errors={form.errors} />
        <SubmitButton size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Mendaftarkan..." : "Daftar Sekarang"}
        </SubmitButton>
      </Form>
      <p className="text-center text-sm text-muted-foreground">
        Sudah punya akun?{" "}
        <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
          Masuk
        </Link>
      </p>
    </AuthCard>
  );
}
