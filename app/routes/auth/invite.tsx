import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { MEMBER_MESSAGES, ZAcceptInvitationSchema } from "#domain/member-forms";
import { MEMBER_ROLE_LABELS, mayUse } from "#domain/member-roles";
import { activeShopCookie, getSessionUser } from "#server/auth/guards";
import { submitForm } from "#server/form-action";
import { acceptInvitation, findInvitation } from "#server/services/members";
import { redirectWithToast } from "#server/toast";
import type { Route } from "./+types/invite";
import { titled } from "#app/lib/page-title";
import { FormField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { AuthCard } from "#app/features/auth/auth-card";
import { FormAlert } from "#app/features/auth/form-alert";
import { PasswordInput } from "#app/features/auth/password-input";
import { useSchemaForm } from "#app/lib/forms";
import { SubmitButton } from "#app/components/submit-button";

// An invitation's link (decision 071): whoever holds it joins the shop with the invited
// role, as the account of the invited address: accepting while signed in with it, signing
// in with it here, or creating it here (the link proved the address, so it is verified).
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const [invitation, user] = await Promise.all([
    findInvitation(context, token),
    getSessionUser(context, request),
  ]);
  return { token, invitation, signedInEmail: user?.emailVerified ? user.email : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const secure = context.config.appUrl.startsWith("https:");
  return submitForm(
    { request, context, pages: "none" },
    ZAcceptInvitationSchema,
    async (_value, payload) => {
      const user = await getSessionUser(context, request);
      const { brandId, role, setCookie } = await acceptInvitation(
        context,
        payload,
        { ip: context.clientIp, headers: request.headers },
        user?.emailVerified ? user : null,
      );
      // A cashier's work starts at the orders; the dashboard's figures are not theirs.
      const to = mayUse(role, "reports") ? "/admin" : "/admin/orders";
      throw await redirectWithToast(to, "success", MEMBER_MESSAGES.joined, {
        secure,
        cookies: [...setCookie, activeShopCookie(brandId, { secure })],
      });
    },
    { hideFields: ["password"] },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Undangan Anggota");
}

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation, token, signedInEmail } = loaderData;
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting";
  const [form, fields] = useSchemaForm(ZAcceptInvitationSchema, {
    id: "invite",
    lastResult: actionData?.result,
  });

  if (!invitation) {
    return (
      <AuthCard
        title="Undangan Tidak Berlaku"
        icon={<Icon name="mail-warning" className="size-6" />}
      >
        <p className="text-center text-sm text-muted-foreground">
          {MEMBER_MESSAGES.invitationInvalid} Minta pemilik toko mengirim undangan baru.
        </p>
        <Button asChild variant="outline">
          <Link to="/auth">Ke Halaman Login</Link>
        </Button>
      </AuthCard>
    );
  }

  const role = MEMBER_ROLE_LABELS[invitation.role];
  const description = `Anda diundang menjadi ${role} di toko ${invitation.shopName}.`;
  const isOtherAccount = signedInEmail !== null && signedInEmail !== invitation.email;
  const intent =
    signedInEmail === invitation.email ? "accept" : invitation.hasAccount ? "sign-in" : "register";

  return (
    <AuthCard
      title="Undangan Anggota"
      description={description}
      icon={<Icon name="mail" className="size-6" />}
    >
      {isOtherAccount ? (
        <>
          <p role="alert" className="text-sm text-destructive">
            {MEMBER_MESSAGES.invitationOtherAccount}
          </p>
          <p className="text-sm text-muted-foreground break-all">
            Undangan untuk: {invitation.email}. Anda masuk sebagai {signedInEmail}.
          </p>
          <Button asChild variant="outline">
            <Link to="/admin">Kembali ke Dasbor</Link>
          </Button>
        </>
      ) : (
        <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="token" value={token} />
          <FormField id="invite-email" label="Email">
            <Input id="invite-email" type="email" value={invitation.email} readOnly />
          </FormField>
          {intent === "register" && (
            <FormField field={fields.fullName} label="Nama Lengkap">
              <Input {...getInputProps(fields.fullName, { type: "text" })} autoComplete="name" />
            </FormField>
          )}
          {intent !== "accept" && (
            <FormField
              field={fields.password}
              label="Password"
              hint={intent === "sign-in" ? MEMBER_MESSAGES.accountExists : "Minimal 6 karakter."}
            >
              <PasswordInput
                {...getInputProps(fields.password, { type: "password" })}
                autoComplete={intent === "sign-in" ? "current-password" : "new-password"}
              />
            </FormField>
          )}
          <FormAlert errors={form.errors} />
          <SubmitButton size="lg" disabled={isSubmitting}>
            {isSubmitting
              ? "Memproses..."
              : intent === "register"
                ? "Buat Akun & Terima Undangan"
                : intent === "sign-in"
                  ? "Masuk & Terima Undangan"
                  : "Terima Undangan"}
          </SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
