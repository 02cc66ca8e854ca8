import { Icon } from "#app/components/icons/icon";
import { data, useRouteLoaderData } from "react-router";
import { formatPhoneDisplay } from "#domain/phone";
import { brandPageTitle } from "#domain/platform";
import { isReservedPath } from "#domain/reserved-paths";
import { buildWhatsAppUrl } from "#domain/whatsapp";
import { getBrandContact } from "#server/services/storefront";
import { findShopOfPage, shopNameOfPage } from "#server/shop-pages";
import type { Route } from "./+types/about";
import type { loader as rootLoader } from "#app/root";
import { brandMeta } from "#app/lib/brand-meta";
import { OpeningHours } from "#app/features/storefront/opening-hours";

// Serves /{username}/about ('Tentang Kami') and the platform's /about.
export async function loader({ params, context }: Route.LoaderArgs) {
  const username = shopNameOfPage(context, params);
  if (!username)
    return { brand: null, contact: null, appUrl: context.config.appUrl, isBrandMissing: false };
  const brand = isReservedPath(username) ? undefined : await findShopOfPage(context, username);
  if (!brand) {
    return data(
      { brand: null, contact: null, appUrl: context.config.appUrl, isBrandMissing: true },
      { status: 404 },
    );
  }
  const contact = await getBrandContact(context.db, brand.id);
  return { brand, contact, appUrl: brand.origin, isBrandMissing: false };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as
    { settings: { siteTitle: string } } | undefined;
  const siteTitle = root?.settings.siteTitle ?? "Gerai";
  if (!data?.brand) return [{ title: `${siteTitle} - Tentang` }];
  return brandMeta({
    title: brandPageTitle(siteTitle, data.brand.name),
    description: data.brand.aboutText,
    appUrl: data.appUrl,
    path: `${data.brand.basePath}/about`,
    logoUrl: data.brand.logoUrl,
  });
}

function Block({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="flex gap-3 rounded-xl border bg-card p-4 shadow-xs">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
        {icon}
      </span>
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{children}</p>
      </div>
    </section>
  );
}

export default function About({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<typeof rootLoader>("root")?.settings;
  const { brand, contact, isBrandMissing } = loaderData;
  if (isBrandMissing)
    return <p className="py-20 text-center text-xl font-semibold">Toko tidak ditemukan</p>;

  if (brand && contact) {
    const whatsapp = contact.customerServiceWhatsapp || contact.phoneNumber;
    return (
      <div className="flex flex-col gap-4 pt-6">
        <h1 className="text-2xl font-bold">Tentang Kami</h1>
        {brand.aboutText && <p className="text-muted-foreground">{brand.aboutText}</p>}
        <Block icon={<Icon name="users" className="size-5" />} title="Komunitas">
          {brand.name} tumbuh bersama pelanggan dan tetangga sekitar; setiap pesanan mendukung usaha
          lokal.
        </Block>
        <Block icon={<Icon name="sparkles" className="size-5" />} title="Kualitas">
          Kami menyiapkan setiap pesanan dengan bahan dan pengerjaan terbaik yang kami punya.
        </Block>
        <Block icon={<Icon name="shield-check" className="size-5" />} title="Kepercayaan">
          Pesanan tercatat dan bisa dilacak kapan saja dengan nomor pesanan Anda.
        </Block>
        <OpeningHours hours={brand.hours} />
        <section className="flex flex-col gap-3 rounded-xl border bg-secondary/60 p-4">
          <h2 className="font-semibold">Hubungi Kami</h2>
          {whatsapp && (
            <a
              href={buildWhatsAppUrl(whatsapp, `Halo ${brand.name}, saya mau bertanya.`)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-2 text-sm text-primary"
            >
              <Icon name="message-circle" aria-hidden className="size-4" />
              WhatsApp {formatPhoneDisplay(whatsapp)}
            </a>
          )}
          {contact.customerServiceEmail && (
            <a
              href={`mailto:${contact.customerServiceEmail}`}
              className="flex items-center gap-2 text-sm text-primary"
            >
              <Icon name="mail" aria-hidden className="size-4" />
              {contact.customerServiceEmail}
            </a>
          )}
        </section>
      </div>
    );
  }

  const siteTitle = settings?.siteTitle ?? "Gerai";
  return (
    <div className="flex flex-col gap-4 pt-6">
      <h1 className="text-2xl font-bold">Tentang {siteTitle}</h1>
      <Block icon={<Icon name="sparkles" className="size-5" />} title="Visi">
        Setiap UMKM di Indonesia punya toko online sendiri yang cepat, mudah, dan gratis.
      </Block>
      <Block icon={<Icon name="heart-handshake" className="size-5" />} title="Misi">
        Menyediakan halaman toko, katalog, dan pemesanan lewat WhatsApp yang ringan di HP apa pun.
      </Block>
      <Block icon={<Icon name="shield-check" className="size-5" />} title="Nilai">
        Sederhana, jujur, dan menjaga data pelanggan Anda.
      </Block>
      <section className="flex flex-col gap-2 rounded-xl border bg-secondary/60 p-4">
        <h2 className="font-semibold">Kontak</h2>
        {settings?.customerSupportPhone && (
          <a
            href={buildWhatsAppUrl(
              settings.customerSupportPhone,
              `Halo ${siteTitle}, saya mau bertanya.`,
            )}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-2 text-sm text-primary"
          >
            <Icon name="message-circle" aria-hidden className="size-4" />
            WhatsApp {formatPhoneDisplay(settings.customerSupportPhone)}
          </a>
        )}
      </section>
    </div>
  );
}
