import { Icon } from "#app/components/icons/icon";
import { Link, useRouteLoaderData } from "react-router";
import { mediaVariantUrl } from "#domain/media";
import { buildWhatsAppUrl, SUPPORT_SETUP_MESSAGE } from "#domain/whatsapp";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import type { loader as rootLoader } from "#app/root";

/** The platform's home: what Gerai is, signing in and registering, help on WhatsApp. */
export function PlatformLanding() {
  const settings = useRouteLoaderData<typeof rootLoader>("root")?.settings;
  const siteTitle = settings?.siteTitle ?? "Gerai";
  const supportUrl = buildWhatsAppUrl(settings?.customerSupportPhone ?? "", SUPPORT_SETUP_MESSAGE);

  return (
    <div className="flex flex-col gap-8 pt-10">
      <section className="flex flex-col items-center gap-4 text-center">
        {settings?.logoUrl ? (
          // The 'Website Logo' of the platform settings; kept within a phone's width.
          <img
            src={mediaVariantUrl(settings.logoUrl, 640)}
            alt={siteTitle}
            height={96}
            className="h-24 w-auto max-w-full object-contain"
          />
        ) : (
          <span className="flex size-16 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-md">
            <Icon name="store" aria-hidden className="size-8" />
          </span>
        )}
        <h1 className="text-4xl font-extrabold tracking-tight">{siteTitle}</h1>
        <p className="max-w-xs text-balance text-muted-foreground">
          Bikin toko online gratis untuk UMKM: katalog produk, pesanan langsung ke WhatsApp, dan
          lacak pesanan untuk pelanggan.
        </p>
      </section>

      <section className="flex flex-col gap-3">
        <Button asChild size="lg">
          <Link to="/auth">
            <Icon name="log-in" aria-hidden />
            Masuk ke Dashboard
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/register">Daftar Gratis Sekarang</Link>
        </Button>
      </section>

      <Card>
        <CardHeader>
          <CardTitle>Butuh Bantuan Setup?</CardTitle>
          <CardDescription>
            Tim kami siap membantu menyiapkan toko online Anda lewat chat WhatsApp.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="secondary" className="w-full">
            <a href={supportUrl} target="_blank" rel="noopener noreferrer">
              <Icon name="message-circle" aria-hidden />
              Chat via WhatsApp
            </a>
          </Button>
        </CardContent>
      </Card>

      <footer className="pt-4 text-center text-sm text-muted-foreground">
        Dipercaya oleh ribuan UMKM di Indonesia
      </footer>
    </div>
  );
}
