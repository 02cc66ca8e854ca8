import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef } from "react";

type Slide = { id: string; imageUrl: string; title: string };

/**
 * Spec §2 Menu/Pricelist viewer: cyclic (past the last slide comes the first). Native
 * scroll-snap keeps swiping smooth on cheap phones without a carousel library.
 */
export function PriceListCarousel({ slides }: { slides: Slide[] }) {
  const track = useRef<HTMLUListElement>(null);

  const step = (direction: 1 | -1) => {
    const list = track.current;
    if (!list) return;
    const slideWidth = list.firstElementChild?.getBoundingClientRect().width ?? list.clientWidth;
    const maxScroll = list.scrollWidth - list.clientWidth;
    const atEnd = list.scrollLeft >= maxScroll - 4;
    const atStart = list.scrollLeft <= 4;
    const left =
      direction === 1 && atEnd
        ? 0
        : direction === -1 && atStart
          ? maxScroll
          : list.scrollLeft + direction * slideWidth;
    list.scrollTo({ left, behavior: "smooth" });
  };

  if (slides.length === 0) return null;
  return (
    <section aria-labelledby="price-list-title" className="@container flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 id="price-list-title" className="text-lg font-semibold">
          Menu / Pricelist
        </h2>
        {slides.length > 1 && (
          <div className="flex gap-1">
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label="Gambar sebelumnya"
              className="flex size-9 items-center justify-center rounded-full border bg-card hover:bg-muted"
            >
              <ChevronLeft className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label="Gambar berikutnya"
              className="flex size-9 items-center justify-center rounded-full border bg-card hover:bg-muted"
            >
              <ChevronRight className="size-5" />
            </button>
          </div>
        )}
      </div>
      <ul
        ref={track}
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:none]"
      >
        {slides.map((slide, index) => (
          <li key={slide.id} className="w-3/4 shrink-0 snap-start @xl:w-1/2 @4xl:w-1/3">
            <a href={slide.imageUrl} target="_blank" rel="noopener noreferrer" className="block">
              <img
                src={slide.imageUrl}
                alt={slide.title}
                width={800}
                height={1000}
                loading={index === 0 ? "eager" : "lazy"}
                decoding="async"
                className="aspect-[4/5] w-full rounded-xl border bg-muted object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
