import { Icon } from "#app/components/icons/icon";
import { responsiveImage } from "#domain/media";
import { formatPhoneDisplay } from "#domain/phone";
import {
  PhotoViewer,
  PhotoViewerSlide,
  PhotoViewerSlides,
} from "#app/components/photo-viewer/photo-viewer";
import {
  PhotoViewerNext,
  PhotoViewerPrevious,
} from "#app/components/photo-viewer/photo-viewer-controls";
import { PhotoViewerCounter } from "#app/components/photo-viewer/photo-viewer-counter";
import { countItemEvent } from "#app/lib/counting";

type Store = {
  id: string;
  name: string;
  address: string;
  phone: string;
  googleMapsLink: string | null;
  images: { id: string; imageUrl: string; title: string }[];
};

/** Spec §2 store card; its photo viewer stops at the first and the last photo. */
export function StoreCard({ store, isFirst }: { store: Store; isFirst: boolean }) {
  return (
    <article className="overflow-hidden rounded-xl border bg-card shadow-xs">
      {store.images.length === 0 ? (
        <div className="flex aspect-[4/3] items-center justify-center bg-muted text-sm text-muted-foreground">
          Belum ada foto toko
        </div>
      ) : (
        <PhotoViewer
          count={store.images.length}
          isCyclic={false}
          label={`Foto ${store.name}`}
          className="relative"
        >
          <PhotoViewerSlides>
            {store.images.map((image, index) => (
              <PhotoViewerSlide key={image.id} className="basis-full">
                <img
                  {...responsiveImage(image.imageUrl)}
                  sizes="(min-width: 448px) 416px, 100vw"
                  alt={image.title}
                  width={800}
                  height={600}
                  loading={isFirst && index === 0 ? "eager" : "lazy"}
                  // The first store's photo is the largest picture of the stores page.
                  fetchPriority={isFirst && index === 0 ? "high" : undefined}
                  decoding="async"
                  draggable={false}
                  className="aspect-[4/3] w-full bg-muted object-cover"
                />
              </PhotoViewerSlide>
            ))}
          </PhotoViewerSlides>
          {store.images.length > 1 && (
            <>
              <PhotoViewerPrevious
                look="overlay"
                className="absolute top-1/2 left-2 -translate-y-1/2"
              />
              <PhotoViewerNext
                look="overlay"
                className="absolute top-1/2 right-2 -translate-y-1/2"
              />
              <PhotoViewerCounter className="absolute right-2 bottom-2" />
            </>
          )}
        </PhotoViewer>
      )}
      <div className="flex flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold">{store.name}</h2>
        <p className="flex gap-2 text-sm text-muted-foreground">
          <Icon name="map-pin" aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="whitespace-pre-line">{store.address}</span>
        </p>
        <p className="flex gap-2 text-sm">
          <Icon name="phone" aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <a href={`tel:${formatPhoneDisplay(store.phone)}`} className="text-primary">
            {formatPhoneDisplay(store.phone)}
          </a>
        </p>
        {store.googleMapsLink && (
          <a
            href={store.googleMapsLink}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => countItemEvent("store", "click", store.id)}
            className="mt-1 inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Lihat di Google Maps
          </a>
        )}
      </div>
    </article>
  );
}
