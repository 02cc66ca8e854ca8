import { MailCheck } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/verify-email-sent";
import { Button } from "~/components/ui/button";
import { AuthCard } from "~/features/auth/auth-card";

export function loader({ request }: Route.LoaderArgs) {
  return { email: new URL(request.url).searchParams.get("email") ?? "" };
}

export function meta() {
  return [{ title: "Cek Email Anda" }];
}

export default function VerifyEmailSent({ loaderData }: Route.ComponentProps) {
  return (
    <AuthCard
      title="Cek Email Anda"
      description={
        loaderData.email
          ? `Registrasi berhasil! Kami mengirim link verifikasi ke ${loaderData.email}.`
          : "Registrasi berhasil! Kami mengirim link verifikasi ke email Anda."
      }
      icon={<MailCheck className="size-6" />}
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        <li>Tidak ada di inbox? Cek folder spam atau promosi.</li>
        <li>Link verifikasi berlaku selama 24 jam.</li>
        <li>Anda belum bisa login sebelum email terverifikasi.</li>
      </ul>
      <Button asChild size="lg">
        <Link to="/auth">Ke Halaman Login</Link>
      </Button>
      <Button asChild variant="outline">
        <Link
          to={`/email-not-verified${loaderData.email ? `?${new URLSearchParams({ email: loaderData.email })}` : ""}`}
        >
          Kirim ulang email verifikasi
        </Link>
      </Button>
    </AuthCard>
  );
}
