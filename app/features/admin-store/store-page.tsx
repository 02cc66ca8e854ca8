import { Icon } from "#app/components/icons/icon";
import { useState } from "react";
import { useFetcher } from "react-router";
import { formatPercent } from "#domain/click-rate";
import { mediaVariantUrl } from "#domain/media";
import { formatPhoneDisplay } from "#domain/phone";
import type { TOrderSettingsSchema } from "#domain/order-settings";
import type { OwnShopHours } from "#domain/shop-hours";
import { STORE_MESSAGES, type StoreInfo, type StoreStats } from "#domain/store";
import { ConfirmDeleteDialog } from "#app/components/admin/confirm-delete-dialog";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { StatCard, StatGrid } from "#app/components/admin/stat-card";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { formatCount } from "#app/lib/format";
import type { action } from "#app/routes/admin/store";
import { HoursCard } from "./hours-card";
import { OrderSettingsCard } from "./order-settings-card";
import { StoreForm } from "./store-form";

/**
 * Spec §2 /admin/store: stats, the store's information and photos, read or edit; then the
 * shop's opening hours and time zone, and how far ahead and how many orders it takes.
 */
export function StorePage({
  store,
  stats,
  hours,
  orderSettings,
}: {
  store: StoreInfo | null;
  stats: StoreStats;
  hours: OwnShopHours;
  orderSettings: TOrderSettingsSchema;
}) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <AdminPageHeader
        title="Info Toko"
        description="Lokasi dan kontak toko yang tampil di halaman Toko."
        action={
          !isEditing && (
            <Button onClick={() => setIsEditing(true)}>
              {store ? <Icon name="pencil" aria-hidden /> : <Icon name="plus" aria-hidden />}
              {store ? "Edit Store Info" : "Tambah Store Info"}
            </Button>
          )
        }
      />
      <StatGrid>
        <StatCard label="Total Dilihat" value={formatCount(stats.views)} icon="eye" />
        <StatCard
          label="Total Diklik"
          value={formatCount(stats.clicks)}
          icon="mouse-pointer-click"
        />
        <StatCard label="Rasio Klik" value={formatPercent(stats.clickRate)} icon="percent" />
      </StatGrid>
      {isEditing ? (
        <StoreForm store={store} onDone={() => setIsEditing(false)} />
      ) : store ? (
        <StoreDetails store={store} />
      ) : (
        <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
          {STORE_MESSAGES.empty}
        </p>
      )}
      <HoursCard hours={hours} />
      <OrderSettingsCard settings={orderSettings} />
    </div>
  );
}

function StoreDetails({ store }: { store: StoreInfo }) {
  const deletePhoto = useDeletePhoto();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{store.name}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {/* dt and dd directly in each group (a list of terms), the icon inside the term. */}
          <div className="relative pl-6">
            <dt className="text-xs text-muted-foreground">
              <Icon
                name="map-pin"
                className="absolute top-0.5 left-0 size-4 text-muted-foreground"
                aria-hidden
              />
              Alamat
            </dt>
            <dd className="break-words whitespace-pre-line">{store.address}</dd>
          </div>
          <div className="relative pl-6">
            <dt className="text-xs text-muted-foreground">
              <Icon
                name="phone"
                className="absolute top-0.5 left-0 size-4 text-muted-foreground"
                aria-hidden
              />
              Nomor WhatsApp
            </dt>
            <dd>{formatPhoneDisplay(store.phone)}</dd>
          </div>
          {store.googleMapsLink && (
            <div className="min-w-0 sm:col-span-2">
              <dt className="text-xs text-muted-foreground">Tautan Google Maps</dt>
              <dd className="truncate">
                <a
                  href={store.googleMapsLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {store.googleMapsLink}
                </a>
              </dd>
            </div>
          )}
        </dl>
        <section aria-label="Foto toko" className="flex flex-col gap-2">
          <h2 className="text-sm font-medium">Foto Toko</h2>
          {store.images.length === 0 ? (
            <p className="text-sm text-muted-foreground">Belum ada foto.</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {store.images.map((image, index) => (
                <li key={image.id} className="relative">
                  <img
                    src={mediaVariantUrl(image.imageUrl, 320)}
                    alt={`Foto toko ${index + 1}`}
                    width={320}
                    height={240}
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded-lg border bg-muted object-cover"
                  />
                  {index === 0 && (
                    <span className="absolute top-2 left-2 rounded-md bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
                      Foto Utama
                    </span>
                  )}
                  <Button
                    type="button"
                    size="icon"
                    variant="destructive"
                    className="absolute top-2 right-2 size-8"
                    aria-label={`Hapus foto toko ${index + 1}`}
                    onClick={() => deletePhoto.ask({ imageId: image.id, index })}
                  >
                    <Icon name="trash-2" aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {deletePhoto.dialog}
      </CardContent>
    </Card>
  );
}

/** One confirmation for every photo. */
function useDeletePhoto() {
  const [target, setTarget] = useState<{ imageId: string; index: number } | null>(null);
  const fetcher = useFetcher<typeof action>();

  const dialog = (
    <ConfirmDeleteDialog
      open={target !== null}
      title="Hapus foto"
      description="Apakah Anda yakin ingin menghapus foto ini?"
      onOpenChange={(isOpen) => !isOpen && setTarget(null)}
      onConfirm={async () => {
        if (!target) return;
        await fetcher.submit(
          { intent: "delete-image", imageId: target.imageId },
          { method: "post" },
        );
      }}
    />
  );
  return { ask: setTarget, dialog };
}
