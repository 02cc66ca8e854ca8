import { ChevronLeft, ChevronRight, MapPin, Phone } from "lucide-react";
import { useState } from "react";
import { responsiveImage } from "../../../domain/media";
import { formatPhoneDisplay } from "../../../domain/phone";
import { track } from "~/lib/track";

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
  const [index, setIndex] = useState(0);
  const image = store.images[index];
  const count = store.images.length;

  return (
    <article className="overflow-hidden rounded-xl border bg-card shadow-xs">
      <div className="relative aspect-[4/3] bg-muted">
        {image ? (
          <img
            {...responsiveImage(image.imageUrl)}
            sizes="(min-width: 448px) 416px, 100vw"
            alt={image.title}
            width={800}
            height={600}
            loading={isFirst ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-muted-foreground">
            Belum ada foto toko
          </div>
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => setIndex((current) => current - 1)}
              disabled={index === 0}
              aria-label="Foto sebelumnya"
              className="absolute top-1/2 left-2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white disabled:opacity-30"
            >
              <ChevronLeft className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => setIndex((current) => current + 1)}
              disabled={index === count - 1}
              aria-label="Foto berikutnya"
              className="absolute top-1/2 right-2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white disabled:opacity-30"
            >
              <ChevronRight className="size-5" />
            </button>
            <span className="absolute right-2 bottom-2 rounded-full bg-black/60 px-2 py-0.5 text-xs text-white">
              {index + 1} / {count}
            </span>
          </>
        )}
      </div>
      <div className="flex flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold">{store.name}</h2>
        <p className="flex gap-2 text-sm text-muted-foreground">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="whitespace-pre-line">{store.address}</span>
        </p>
        <p className="flex gap-2 text-sm">
          <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <a href={`tel:${formatPhoneDisplay(store.phone)}`} className="text-primary">
            {formatPhoneDisplay(store.phone)}
          </a>
        </p>
        {store.googleMapsLink && (
          <a
            href={store.googleMapsLink}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => track("store", "click", store.id)}
            className="mt-1 inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Lihat di Google Maps
          </a>
        )}
      </div>
    </article>
  );
}
