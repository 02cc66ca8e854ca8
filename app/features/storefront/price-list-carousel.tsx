import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef } from "react";
import { responsiveImage } from "../../../domain/media";

type Slide = { id: string; imageUrl: string; title: string };

/**
 * Spec §2 Menu/Pricelist viewer: cyclic (past the last slide comes the first). Native
 * scroll-snap keeps swiping smooth on cheap phones without a carousel library.
 */
export function PriceListCarousel({ slides }: { slides: Slide[] }) {
  const track = useRef<HTMLUListElement>(null);
  // The slide the last button press aimed at: a second press during the smooth scroll
  // moves on from there, not from wherever the animation happens to be.
  const target = useRef(0);
  const aimedLeft = useRef<number | null>(null);

  // A swipe moves the carousel too: follow it once the scroll has come to rest. Where
  // 'scrollend' is missing (older Safari), a pause in the scroll events stands in for it.
  useEffect(() => {
    const list = track.current;
    if (!list) return;
    const settle = () => {
      // The end of a scroll a button started, or of one it cut short: keep the button's aim.
      const aim = aimedLeft.current;
      if (aim !== null) {
        if (Math.abs(list.scrollLeft - aim) <= 4) aimedLeft.current = null;
        return;
      }
      const slideWidth = list.firstElementChild?.getBoundingClientRect().width ?? list.clientWidth;
      target.current =
        list.scrollLeft >= list.scrollWidth - list.clientWidth - 4
          ? slides.length - 1
          : Math.round(list.scrollLeft / slideWidth);
    };
    // A hand on the carousel takes over from the button.
    const release = () => (aimedLeft.current = null);
    const handEvents = ["pointerdown", "touchstart", "wheel"] as const;
    for (const type of handEvents) list.addEventListener(type, release, { passive: true });
    const unlisten = () => {
      for (const type of handEvents) list.removeEventListener(type, release);
    };
    if ("onscrollend" in window) {
      list.addEventListener("scrollend", settle);
      return () => {
        unlisten();
        list.removeEventListener("scrollend", settle);
      };
    }
    let timer: number | undefined;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(settle, 150);
    };
    list.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      unlisten();
      window.clearTimeout(timer);
      list.removeEventListener("scroll", onScroll);
    };
  }, [slides.length]);

  const step = (direction: 1 | -1) => {
    const list = track.current;
    if (!list) return;
    const index = (target.current + direction + slides.length) % slides.length;
    target.current = index;
    const slide = list.children[index] as HTMLElement | undefined;
    const left = Math.min(
      slide ? slide.offsetLeft - list.offsetLeft : 0,
      list.scrollWidth - list.clientWidth,
    );
    aimedLeft.current = left;
    list.scrollTo({ left, behavior: "smooth" });
  };

  if (slides.length === 0) return null;
  return (
    <section aria-labelledby="price-list-title" className="@container flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 id="price-list-title" className="text-lg font-semibold">
          Menu / Daftar Harga
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
                {...responsiveImage(slide.imageUrl)}
                sizes="(min-width: 448px) 312px, 75vw"
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
