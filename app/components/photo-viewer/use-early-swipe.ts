import type { EmblaCarouselType } from "embla-carousel";
import { useRef, type MouseEvent, type PointerEvent } from "react";
import { swipeStep } from "./swipe-step";

/**
 * A swipe begun before the engine was there: its direction moves the photos by one, and the
 * click that ends it opens nothing, as a drag over a linked photo does with the engine. Any
 * press asks for the engine (`setWanted`).
 */
export function useEarlySwipe(
  api: EmblaCarouselType | undefined,
  setWanted: (isWanted: boolean) => void,
  { goBack, goForward }: { goBack: () => void; goForward: () => void },
) {
  const earlySwipe = useRef<{ x: number; y: number } | null>(null);
  const wasSwiped = useRef(false);
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    setWanted(true);
    wasSwiped.current = false;
    earlySwipe.current = api ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = earlySwipe.current;
    earlySwipe.current = null;
    if (!start) return;
    const step = swipeStep(start, { x: event.clientX, y: event.clientY });
    if (!step) return;
    wasSwiped.current = true;
    if (step === "forward") goForward();
    else goBack();
  };
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (!wasSwiped.current) return;
    wasSwiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };
  return { onPointerDown, onPointerUp, onClickCapture };
}
