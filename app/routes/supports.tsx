import { Icon } from "#app/components/icons/icon";
import { useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { buildWhatsAppUrl } from "#domain/whatsapp";
import type { loader as rootLoader } from "#app/root";
import { Button } from "#app/components/ui/button";
import type { Route } from "./+types/supports";
import { titled } from "#app/lib/page-title";

export const CUSTOM_APP_MESSAGE =
  "Halo, saya tertarik untuk konsultasi pembuatan aplikasi custom untuk usaha saya. Bisa dibantu?";
const DONATION_URL = "https://saweria.co/gerai";
const SOCIAL_PROFILE_URL = "https://instagram.com/gerai.id";

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Dukung Kami");
}

/** Spec §1 and §2 support page: free app, donation, consultation chat, social profile. */
export default function Supports() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const settings = useRouteLoaderData<typeof rootLoader>("root")?.settings;
  const siteTitle = settings?.siteTitle ?? "Gerai";
  const consultationUrl = buildWhatsAppUrl(
    settings?.customerSupportPhone ?? "",
    CUSTOM_APP_MESSAGE,
  );

  return (
    <div className="flex flex-col gap-5 pt-6">
      <Button
        variant="ghost"
        className="w-fit px-2"
        onClick={() => {
          // The router numbers this tab's entries (`idx`). Opened straight from a link
          // there is no page of ours to go back to: go home instead.
          const entry: unknown = window.history.state;
          const hasPrevious =
            typeof entry === "object" && entry !== null && "idx" in entry && Number(entry.idx) > 0;
          if (hasPrevious) navigate(-1);
          else navigate(pathname.startsWith("/admin") ? "/admin" : "/");
        }}
      >
        <Icon name="arrow-left" aria-hidden />
        Kembali
      </Button>
      <h1 className="text-2xl font-bold">Dukung {siteTitle}</h1>
      <p className="text-muted-foreground">
        {siteTitle} gratis untuk semua UMKM. Aplikasi ini dibuat dan dijalankan dengan biaya dan
        server milik pengembangnya sendiri. Jika {siteTitle} bermanfaat untuk usaha Anda, dukungan
        Anda membantu kami terus menjalankannya.
      </p>
      <Button asChild size="lg">
        <a href={DONATION_URL} target="_blank" rel="noopener noreferrer">
          <Icon name="coffee" aria-hidden />
          Traktir Kopi (Donasi)
        </a>
      </Button>
      <Button asChild size="lg" variant="secondary">
        <a href={consultationUrl} target="_blank" rel="noopener noreferrer">
          <Icon name="message-circle" aria-hidden />
          Konsultasi Aplikasi Custom
        </a>
      </Button>
      <Button asChild size="lg" variant="outline">
        <a href={SOCIAL_PROFILE_URL} target="_blank" rel="noopener noreferrer">
          <Icon name="at-sign" aria-hidden />
          Ikuti Kami di Instagram
        </a>
      </Button>
    </div>
  );
}
