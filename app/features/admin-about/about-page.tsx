import { Icon } from "#app/components/icons/icon";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import type { BrandProfile } from "#domain/brand-profile";
import { BUSINESS_KINDS } from "#domain/business-kind";
import { ORDER_STATUS_LABELS } from "#domain/order-status";
import { mediaVariantUrl } from "#domain/media";
import { formatPhoneDisplay } from "#domain/phone";
import { AboutForm } from "./about-form";
import { AppearanceCard } from "./appearance-card";
import { PriceLists } from "./price-lists";
import { LogoutDialog } from "#app/components/admin/logout-dialog";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import type { action } from "#app/routes/admin/about";
import { SubmitButton } from "#app/components/submit-button";

/** Spec §2 /admin/about: open/closed control, the brand's profile, price lists, account. */
export function AboutPage({
  profile,
  email,
  shopLink,
}: {
  profile: BrandProfile;
  email: string;
  shopLink: string;
}) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <AdminPageHeader
        title="Tentang Toko"
        description="Profil toko yang tampil di halaman toko Anda."
        action={
          !isEditing && (
            <Button onClick={() => setIsEditing(true)}>
              <Icon name="pencil" aria-hidden />
              Edit About Info
            </Button>
          )
        }
      />
      <StoreStatusCard isOpen={profile.isCurrentlyOpen} />
      {isEditing ? (
        <AboutForm profile={profile} onDone={() => setIsEditing(false)} />
      ) : (
        <AboutDetails profile={profile} shopLink={shopLink} />
      )}
      <AppearanceCard appearance={profile.appearance} />
      <PriceLists saved={profile.priceLists} />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Akun</CardTitle>
          <CardDescription>{email}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/admin/account">
              <Icon name="key-round" aria-hidden />
              Data & Akun
            </Link>
          </Button>
          <LogoutDialog>
            <Button variant="outline">
              <Icon name="log-out" aria-hidden />
              Logout
            </Button>
          </LogoutDialog>
        </CardContent>
      </Card>
    </div>
  );
}

/** 'Tutup Toko' / 'Buka Toko': a form of one button, the switch's new position in it. */
function StoreStatusCard({ isOpen }: { isOpen: boolean }) {
  const fetcher = useFetcher<typeof action>();
  const isSaving = fetcher.state !== "idle";
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle className="flex items-center gap-2 text-lg">
            <Icon name="store" className="size-5" aria-hidden />
            Status Toko
            <Badge variant={isOpen ? "success" : "destructive"}>{isOpen ? "BUKA" : "TUTUP"}</Badge>
          </CardTitle>
          <CardDescription>
            {isOpen
              ? "Toko buka dan menerima pesanan sesuai jam operasional."
              : "Toko sedang tutup; pengunjung melihat status TUTUP dan tidak bisa memesan."}
          </CardDescription>
        </div>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="set-open" />
          <input type="hidden" name="isOpen" value={String(!isOpen)} />
          <SubmitButton variant={isOpen ? "destructive" : "default"} disabled={isSaving}>
            <Icon name="power" aria-hidden />
            {isOpen ? "Tutup Toko" : "Buka Toko"}
          </SubmitButton>
        </fetcher.Form>
      </CardHeader>
    </Card>
  );
}

function AboutDetails({ profile, shopLink }: { profile: BrandProfile; shopLink: string }) {
  const rows: [string, React.ReactNode][] = [
    ["Nama Brand", profile.name],
    ["Username", profile.username],
    [
      "Tautan Toko",
      <a
        key="link"
        href={`/${profile.username}`}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
      >
        {shopLink}
        <Icon name="external-link" className="size-3.5" aria-hidden />
      </a>,
    ],
    ["Tentang", profile.aboutText ?? "-"],
    ["Jenis Usaha", BUSINESS_KINDS[profile.businessKind].label],
    [
      "WhatsApp Layanan Pelanggan",
      profile.customerServiceWhatsapp ? formatPhoneDisplay(profile.customerServiceWhatsapp) : "-",
    ],
    ["Email Layanan Pelanggan", profile.customerServiceEmail ?? "-"],
    ["Informasi Pembayaran", profile.paymentInformation ?? "-"],
    [
      "Kirim Informasi Pembayaran saat",
      ORDER_STATUS_LABELS[profile.paymentInformationSendAtStatus],
    ],
    ["Pengiriman oleh Toko", profile.isDeliveryByStoreEnabled ? "Aktif" : "Tidak aktif"],
  ];
  if (profile.isDeliveryByStoreEnabled) {
    rows.push(["Informasi Ongkos Kirim", profile.deliveryCostInformation ?? "-"]);
  }
  return (
    <Card>
      <CardHeader className="flex flex-row items-center gap-4">
        {profile.logoUrl ? (
          <img
            src={mediaVariantUrl(profile.logoUrl, 320)}
            alt={`Logo ${profile.name}`}
            width={64}
            height={64}
            className="size-16 rounded-full border object-cover"
          />
        ) : (
          <span
            aria-hidden
            className="flex size-16 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-foreground"
          >
            {profile.name.charAt(0).toUpperCase()}
          </span>
        )}
        <CardTitle className="text-lg">Informasi Toko</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="break-words whitespace-pre-line">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-muted-foreground">
          Jam operasional, zona waktu, dan pesanan saat toko tutup diatur di{" "}
          <Link to="/admin/store" className="text-primary underline underline-offset-4">
            halaman info toko
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}
