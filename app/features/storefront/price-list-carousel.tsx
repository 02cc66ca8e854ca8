import { responsiveImage } from "#domain/media";
import {
  PhotoViewer,
  PhotoViewerSlide,
  PhotoViewerSlides,
} from "#app/components/photo-viewer/photo-viewer";
import {
  PhotoViewerNext,
  PhotoViewerPrevious,
} from "#app/components/photo-viewer/photo-viewer-controls";

type Slide = { id: string; imageUrl: string; title: string };

/**
 * Spec §2 Menu/Pricelist viewer: cyclic (past the last slide comes the first), slides 3/4,
 * 1/2 or 1/3 of the width by breakpoint so the next one peeks in.
 */
export function PriceListCarousel({ slides }: { slides: Slide[] }) {
  if (slides.length === 0) return null;
  return (
    <PhotoViewer
      count={slides.length}
      isCyclic
      labelledBy="price-list-title"
      className="@container flex flex-col gap-3"
    >
      <div className="flex items-center justify-between">
        <h2 id="price-list-title" className="text-lg font-semibold">
          Menu / Daftar Harga
        </h2>
        {slides.length > 1 && (
          <div className="flex gap-1">
            <PhotoViewerPrevious look="outline" label="Gambar sebelumnya" />
            <PhotoViewerNext look="outline" label="Gambar berikutnya" />
          </div>
        )}
      </div>
      <PhotoViewerSlides className="pb-2" listClassName="-ml-3">
        {slides.map((slide, index) => (
          <PhotoViewerSlide key={slide.id} className="basis-3/4 pl-3 @xl:basis-1/2 @4xl:basis-1/3">
            {/* A drag must move the slides, not carry the link or the picture away. */}
            <a
              href={slide.imageUrl}
              target="_blank"
              rel="noopener noreferrer"
              draggable={false}
              className="block"
            >
              <img
                {...responsiveImage(slide.imageUrl)}
                sizes="(min-width: 448px) 312px, 75vw"
                alt={slide.title}
                width={800}
                height={1000}
                loading={index === 0 ? "eager" : "lazy"}
                // The first slide is the largest picture of a shop's home: fetched first.
                fetchPriority={index === 0 ? "high" : undefined}
                decoding="async"
                draggable={false}
                className="aspect-[4/5] w-full rounded-xl border bg-muted object-cover"
              />
            </a>
          </PhotoViewerSlide>
        ))}
      </PhotoViewerSlides>
    </PhotoViewer>
  );
}
