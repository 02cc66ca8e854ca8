import { data, useRouteLoaderData } from "react-router";
import { brandPageTitle, pageTitle } from "#domain/platform";
import {
  platformPrivacyNotice,
  shopPrivacyNotice,
  type NoticeSection,
} from "#domain/privacy-notice";
import { isReservedPath } from "#domain/reserved-paths";
import { getPrivacyNoticeShop } from "#server/services/personal-data";
import { findShopOfPage, shopNameOfPage } from "#server/shop-pages";
import type { Route } from "./+types/privacy";
import type { loader as rootLoader } from "#app/root";

// Serves /{username}/privasi (the shop's 'Kebijakan Privasi', decision 070) and the
// platform's /privasi: server-rendered text, written from the settings, no script of its own.
export async function loader({ params, context }: Route.LoaderArgs) {
  const username = shopNameOfPage(context, params);
  if (!username) return { shop: null, brand: null, isBrandMissing: false };
  const brand = isReservedPath(username) ? undefined : await findShopOfPage(context, username);
  if (!brand) return data({ shop: null, brand: null, isBrandMissing: true }, { status: 404 });
  const notice = await getPrivacyNoticeShop(context.db, brand.id);
  return {
    shop: { name: brand.name, ...notice },
    // The shell's header and footer name the shop (app/components/shell/shop-of-page.ts).
    brand: {
      name: brand.name,
      username: brand.username,
      basePath: brand.basePath,
      logoUrl: brand.logoUrl,
      colourStyle: brand.colourStyle,
    },
    isBrandMissing: false,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as
    { settings: { siteTitle: string } } | undefined;
  const siteTitle = root?.settings.siteTitle ?? "Gerai";
  if (!data?.shop) return [{ title: pageTitle(siteTitle, "Kebijakan Privasi") }];
  return [{ title: brandPageTitle(siteTitle, `Kebijakan Privasi ${data.shop.name}`) }];
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<typeof rootLoader>("root")?.settings;
  const siteTitle = settings?.siteTitle ?? "Gerai";
  const { shop, isBrandMissing } = loaderData;
  if (isBrandMissing)
    return <p className="py-20 text-center text-xl font-semibold">Toko tidak ditemukan</p>;
  const sections = shop
    ? shopPrivacyNotice({
        shopName: shop.name,
        retentionMonths: shop.retentionMonths,
        whatsapp: shop.whatsapp,
        email: shop.email,
        siteTitle,
      })
    : platformPrivacyNotice({
        siteTitle,
        supportPhone: settings?.customerSupportPhone ?? null,
      });
  return (
    <article className="flex flex-col gap-4 pt-6">
      <h1 className="text-2xl font-bold">Kebijakan Privasi</h1>
      <p className="text-muted-foreground">
        {shop
          ? `Bagaimana ${shop.name} menjaga data pribadi Anda, sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi.`
          : `Bagaimana ${siteTitle} menjaga data pribadi, sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi.`}
      </p>
      {sections.map((section) => (
        <Section key={section.title} section={section} />
      ))}
    </article>
  );
}

function Section({ section }: { section: NoticeSection }) {
  return (
    <section className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-xs">
      <h2 className="font-semibold">{section.title}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="text-sm text-muted-foreground">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
