import { Icon } from "#app/components/icons/icon";
import { Link } from "react-router";
import { ACCOUNT_MESSAGES } from "#domain/account";
import type { Route } from "./+types/verify-email-sent";
import { titled } from "#app/lib/page-title";
import { Button } from "#app/components/ui/button";
import { AuthCard } from "#app/features/auth/auth-card";

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return {
    email: params.get("email") ?? "",
    // Registration kept the account and shop but could not send the verification mail.
    isMailFailed: params.get("mail") === "failed",
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Cek Email Anda");
}

export default function VerifyEmailSent({ loaderData }: Route.ComponentProps) {
  const resendLink = `/email-not-verified${loaderData.email ? `?${new URLSearchParams({ email: loaderData.email })}` : ""}`;

  if (loaderData.isMailFailed) {
    return (
      <AuthCard
        title="Email Verifikasi Belum Terkirim"
        icon={<Icon name="mail-warning" className="size-6" />}
      >
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {ACCOUNT_MESSAGES.verificationMailFailed}
        </p>
        <Button asChild size="lg">
          <Link to={resendLink}>Kirim ulang email verifikasi</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/auth">Ke Halaman Login</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Cek Email Anda"
      description={
        loaderData.email
          ? `Registrasi berhasil! Kami mengirim tautan verifikasi ke ${loaderData.email}.`
          : "Registrasi berhasil! Kami mengirim tautan verifikasi ke email Anda."
      }
      icon={<Icon name="mail-check" className="size-6" />}
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        <li>Tidak ada di inbox? Cek folder spam atau promosi.</li>
        <li>Tautan verifikasi berlaku selama 24 jam.</li>
        <li>Anda belum bisa login sebelum email terverifikasi.</li>
      </ul>
      <Button asChild size="lg">
        <Link to="/auth">Ke Halaman Login</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={resendLink}>Kirim ulang email verifikasi</Link>
      </Button>
    </AuthCard>
  );
}
