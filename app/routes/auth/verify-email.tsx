import { Icon } from "#app/components/icons/icon";
import { useEffect } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { ACCOUNT_MESSAGES, ZVerifyEmailSchema } from "#domain/account";
import { submitForm } from "#server/form-action";
import { verifyEmail } from "#server/services/accounts";
import type { Route } from "./+types/verify-email";
import { titled } from "#app/lib/page-title";
import { Button } from "#app/components/ui/button";
import { AuthCard } from "#app/features/auth/auth-card";
import { SubmitButton } from "#app/components/submit-button";

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return { token: params.get("token") ?? "", email: params.get("email") ?? "" };
}

// The link is consumed by a POST, not by opening it: mail scanners that fetch links
// must not use up the single-use token. The page shows the outcome itself.
export async function action({ request, context }: Route.ActionArgs) {
  return submitForm({ request, context, pages: "none" }, ZVerifyEmailSchema, (value) =>
    verifyEmail(context, value),
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Verifikasi Email");
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { token, email } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const navigate = useNavigate();
  const hasParts = Boolean(token && email);
  // A link the form itself refuses (a part cut off or mangled) cannot work either.
  const outcome = fetcher.data && (fetcher.data.value ?? "invalid");

  useEffect(() => {
    if (hasParts && fetcher.state === "idle" && !fetcher.data) {
      void fetcher.submit({ token, email }, { method: "post" });
    }
  }, [hasParts, token, email, fetcher]);

  useEffect(() => {
    if (outcome !== "verified") return;
    const timer = setTimeout(() => navigate("/auth", { replace: true }), 3000);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  if (outcome === "already-verified") {
    return (
      <AuthCard
        title="Email Sudah Terverifikasi"
        icon={<Icon name="circle-check" className="size-6 text-success" />}
      >
        <p role="status" className="text-center text-sm text-muted-foreground">
          {ACCOUNT_MESSAGES.alreadyVerified}
        </p>
        <Button asChild size="lg">
          <Link to="/auth">Masuk</Link>
        </Button>
      </AuthCard>
    );
  }

  if (!hasParts || outcome === "invalid") {
    return (
      <AuthCard
        title="Verifikasi Gagal"
        icon={<Icon name="circle-x" className="size-6 text-destructive" />}
      >
        <p role="alert" className="text-center text-sm text-destructive">
          {hasParts
            ? ACCOUNT_MESSAGES.verificationLinkInvalid
            : ACCOUNT_MESSAGES.verificationLinkMissingParts}
        </p>
        <Button asChild>
          <Link to={`/email-not-verified${email ? `?${new URLSearchParams({ email })}` : ""}`}>
            Kirim ulang email verifikasi
          </Link>
        </Button>
      </AuthCard>
    );
  }

  if (outcome === "verified") {
    return (
      <AuthCard
        title="Email Berhasil Diverifikasi!"
        description="Anda akan diarahkan ke halaman login dalam 3 detik."
        icon={<Icon name="circle-check" className="size-6 text-success" />}
      >
        <Button asChild size="lg">
          <Link to="/auth">Login Sekarang</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Memverifikasi Email..."
      icon={<Icon name="loader-circle" className="size-6 animate-spin" />}
    >
      <fetcher.Form method="post" className="flex flex-col">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="email" value={email} />
        <noscript>
          <SubmitButton>Verifikasi Email</SubmitButton>
        </noscript>
      </fetcher.Form>
    </AuthCard>
  );
}
