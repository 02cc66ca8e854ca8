import type { EmblaCarouselType } from "embla-carousel";
import type { AutoplayType } from "embla-carousel-autoplay";
import { useEffect, useState } from "react";
import { loadPhotoEngine } from "#app/components/photo-engine";

/**
 * Embla on the viewport once `isWanted`, with its autoplay plugin when `autoplayMs` is set:
 * the engine's code is fetched then, and the viewer works without it until it is there (see
 * PhotoViewer).
 */
export function usePhotoEngine(
  isWanted: boolean,
  isCyclic: boolean,
  count: number,
  autoplayMs: number,
) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [engine, setEngine] = useState<{ api: EmblaCarouselType; autoplay?: AutoplayType }>();
  useEffect(() => {
    if (!viewport || !isWanted || count <= 1) return;
    let carousel: EmblaCarouselType | undefined;
    let isCancelled = false;
    void loadPhotoEngine(autoplayMs > 0).then(({ EmblaCarousel, Autoplay }) => {
      if (isCancelled) return;
      // Started and held by useAutoplay; Embla's own focus rule would miss the buttons.
      const autoplay = Autoplay?.({ delay: autoplayMs, playOnInit: false, stopOnFocusIn: false });
      carousel = EmblaCarousel(
        viewport,
        { loop: isCyclic, align: "start" },
        autoplay && [autoplay],
      );
      setEngine({ api: carousel, autoplay });
    });
    return () => {
      isCancelled = true;
      carousel?.destroy();
      setEngine(undefined);
    };
  }, [viewport, isWanted, isCyclic, count, autoplayMs]);
  return [setViewport, engine?.api, engine?.autoplay] as const;
}
