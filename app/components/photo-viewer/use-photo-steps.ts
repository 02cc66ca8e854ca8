import type { EmblaCarouselType } from "embla-carousel";
import { useCallback, useEffect, useRef } from "react";

/**
 * Forward one photo; a cyclic viewer whose slides are too few for Embla's seamless loop
 * goes back to the first one, so "past the last comes the first" always holds.
 */
function stepForward(api: EmblaCarouselType, isCyclic: boolean) {
  if (api.canScrollNext()) api.scrollNext();
  else if (isCyclic) api.scrollTo(0);
}

function stepBack(api: EmblaCarouselType, isCyclic: boolean) {
  if (api.canScrollPrev()) api.scrollPrev();
  else if (isCyclic) api.scrollTo(api.scrollSnapList().length - 1);
}

/**
 * The viewer's moves: one photo back, one forward, or to a given one. A move asked for
 * before the engine is there asks for the engine (`setWanted`) and is done once it has come.
 */
export function usePhotoSteps(
  api: EmblaCarouselType | undefined,
  isCyclic: boolean,
  setWanted: (isWanted: boolean) => void,
) {
  // What was asked of the viewer before its engine arrived, done once it has.
  const pending = useRef<((api: EmblaCarouselType) => void) | null>(null);
  useEffect(() => {
    if (!api || !pending.current) return;
    pending.current(api);
    pending.current = null;
  }, [api]);
  const act = useCallback(
    (action: (api: EmblaCarouselType) => void) => {
      if (api) return action(api);
      pending.current = action;
      setWanted(true);
    },
    [api, setWanted],
  );
  const goBack = useCallback(() => act((api) => stepBack(api, isCyclic)), [act, isCyclic]);
  const goForward = useCallback(() => act((api) => stepForward(api, isCyclic)), [act, isCyclic]);
  const goTo = useCallback((index: number) => act((api) => api.scrollTo(index)), [act]);
  return { goBack, goForward, goTo };
}
