import { Store } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { formatPhoneDisplay } from "../../../domain/phone";
import { sanitizeRegistrationUsername } from "../../../domain/username";
import { getSessionUser } from "../../../server/auth/guards";
import { actionFailure } from "../../../server/errors";
import { readFormOrEmpty } from "../../../server/request-body";
import { registerSeller } from "../../../server/services/accounts";
import type { Route } from "./+types/register";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { AuthCard } from "~/features/auth/auth-card";
import { FormAlert } from "~/features/auth/form-alert";
import { FormField } from "~/components/form-field";
import { PasswordInput } from "~/features/auth/password-input";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context, request);
  if (user) throw redirect(user.emailVerified ? "/admin" : "/email-not-verified");
  return { appUrl: context.config.appUrl };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormOrEmpty(request);
  try {
    const { email, isVerificationMailSent } = await registerSeller(
      context,
      Object.fromEntries(form),
      { ip: context.clientIp },
    );
    const params = new URLSearchParams({ email });
    if (!isVerificationMailSent) params.set("mail", "failed");
    return redirect(`/verify-email-sent?${params}`);
  } catch (error) {
    const failure = actionFailure(error, form);
    return data(failure.data, { status: failure.status });
  }
}

export function meta() {
  return [{ title: "Daftar Gratis" }];
}

const REGISTER_FIELDS = [
  "fullName",
  "email",
  "phone",
  "password",
  "brandName",
  "username",
  "description",
] as const;

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting";
  const values = actionData?.values ?? {};
  const errors = actionData?.fieldErrors ?? {};
  const [phone, setPhone] = useState(values.phone ?? "");
  const [username, setUsername] = useState(values.username ?? "");

  const shopHost = loaderData.appUrl.replace(/^https?:\/\//, "");

  return (
    <AuthCard
      title="Daftar Gratis"
      description="Buat akun dan toko online Anda dalam satu langkah"
      icon={<Store className="size-6" />}
    >
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <FormField id="fullName" label="Nama Lengkap" error={errors.fullName}>
          <Input
            id="fullName"
            name="fullName"
            autoComplete="name"
            defaultValue={values.fullName}
            aria-invalid={Boolean(errors.fullName)}
            required
          />
        </FormField>
        <FormField id="email" label="Email" error={errors.email}>
          <Input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="nama@email.com"
            defaultValue={values.email}
            aria-invalid={Boolean(errors.email)}
            required
          />
        </FormField>
        <FormField
          id="phone"
          label="Nomor HP (WhatsApp)"
          error={errors.phone}
          hint={
            phone ? `Akan disimpan sebagai ${formatPhoneDisplay(phone)}` : "Contoh: 0812-3456-7890"
          }
        >
          <Input
            id="phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            aria-invalid={Boolean(errors.phone)}
            required
          />
        </FormField>
        <FormField id="password" label="Password" error={errors.password} hint="Minimal 6 karakter">
          <PasswordInput
            id="password"
            name="password"
            autoComplete="new-password"
            aria-invalid={Boolean(errors.password)}
            required
          />
        </FormField>
        <FormField id="brandName" label="Nama Toko" error={errors.brandName}>
          <Input
            id="brandName"
            name="brandName"
            defaultValue={values.brandName}
            aria-invalid={Boolean(errors.brandName)}
            required
          />
        </FormField>
        <FormField
          id="username"
          label="URL Toko"
          error={errors.username}
          hint={`${shopHost}/${username || "nama-toko"} — huruf kecil, angka dan tanda hubung (-)`}
        >
          <Input
            id="username"
            name="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(sanitizeRegistrationUsername(event.target.value))}
            aria-invalid={Boolean(errors.username)}
            required
          />
        </FormField>
        <FormField id="description" label="Deskripsi Toko (opsional)" error={errors.description}>
          <Textarea
            id="description"
            name="description"
            defaultValue={values.description}
            aria-invalid={Boolean(errors.description)}
          />
        </FormField>
        <FormAlert failure={actionData} fields={REGISTER_FIELDS} />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Mendaftarkan..." : "Daftar Sekarang"}
        </Button>
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
