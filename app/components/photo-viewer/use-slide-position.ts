import type { EmblaCarouselType } from "embla-carousel";
import { useEffect, useState } from "react";

/**
 * Which photo is in view and whether the engine can scroll either way, as Embla reports it.
 * Before the engine is there: the first photo, and forward only when there is more than one.
 */
export function useSlidePosition(api: EmblaCarouselType | undefined, count: number) {
  const [selected, setSelected] = useState(0);
  const [canScrollBack, setCanScrollBack] = useState(false);
  const [canScrollForward, setCanScrollForward] = useState(count > 1);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSelected(api.selectedScrollSnap());
      setCanScrollBack(api.canScrollPrev());
      setCanScrollForward(api.canScrollNext());
    };
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);

  return { selected, canScrollBack, canScrollForward };
}
