import { useState, type KeyboardEvent, type ReactNode } from "react";
import { joinClasses } from "./join-classes";
import { PhotoViewerContext, usePhotoViewer, type PhotoViewerState } from "./photo-viewer-context";
import { useAutoplay } from "./use-autoplay";
import { useEarlySwipe } from "./use-early-swipe";
import { usePhotoEngine } from "./use-photo-engine";
import { usePhotoSteps } from "./use-photo-steps";
import { useSlidePosition } from "./use-slide-position";

/**
 * The shop's one photo viewer (price lists, product photos, store photos), built from parts
 * the way shadcn's Carousel is: `PhotoViewer` holds the state, `PhotoViewerSlides` with
 * `PhotoViewerSlide`s is the swipeable strip, and the buttons (photo-viewer-controls), dots
 * and counter go wherever the screen wants them. Each part is a module of its own, so a page
 * loads only the parts it shows. The parts take plain class strings (see join-classes).
 */

/**
 * The viewer's frame. `isCyclic` viewers go round (the last photo leads to the first);
 * the others stop at both ends with their buttons disabled there. `autoplayMs` makes it
 * advance by itself. The markup is the same on the server and on the first client render,
 * with the first photo in place, so the page shows it before the script has loaded.
 *
 * The swiping engine loads when someone reaches for the viewer (at once for one that moves
 * by itself). A button, a key or a swipe used before it is there still moves the photos by
 * one, as soon as it is; a drag over a linked photo then opens nothing, as with the engine.
 */
export function PhotoViewer({
  count,
  isCyclic,
  autoplayMs = 0,
  label,
  labelledBy,
  className,
  children,
}: {
  /** How many slides there are; the counter and dots show this many. */
  count: number;
  isCyclic: boolean;
  autoplayMs?: number;
  label?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  const [isWanted, setWanted] = useState(autoplayMs > 0);
  const [viewportRef, api, autoplay] = usePhotoEngine(isWanted, isCyclic, count, autoplayMs);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const { selected, canScrollBack, canScrollForward } = useSlidePosition(api, count);
  useAutoplay(api, autoplay, root);
  const { goBack, goForward, goTo } = usePhotoSteps(api, isCyclic, setWanted);
  const swipe = useEarlySwipe(api, setWanted, { goBack, goForward });

  const onKeyDownCapture = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowLeft") goBack();
    else if (event.key === "ArrowRight") goForward();
    else return;
    event.preventDefault();
  };

  const state: PhotoViewerState = {
    viewportRef,
    count,
    selected,
    canGoBack: count > 1 && (isCyclic || canScrollBack),
    canGoForward: count > 1 && (isCyclic || canScrollForward),
    goBack,
    goForward,
    goTo,
  };
  return (
    <PhotoViewerContext value={state}>
      {/* Named, a section is a region: the carousel pattern's landmark. */}
      <section
        ref={setRoot}
        aria-roledescription="galeri foto"
        aria-label={label}
        aria-labelledby={labelledBy}
        onKeyDownCapture={onKeyDownCapture}
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        onPointerDown={swipe.onPointerDown}
        onPointerUp={swipe.onPointerUp}
        onClickCapture={swipe.onClickCapture}
        className={className}
      >
        {children}
      </section>
    </PhotoViewerContext>
  );
}

/**
 * The swipeable strip. Vertical pans stay with the page; sideways ones move the photos.
 */
export function PhotoViewerSlides({
  className,
  listClassName,
  children,
}: {
  /** Classes of the clipping frame. */
  className?: string;
  /** Classes of the moving row, e.g. a negative left margin matching the slides' padding. */
  listClassName?: string;
  children: ReactNode;
}) {
  const { viewportRef } = usePhotoViewer();
  return (
    <div ref={viewportRef} className={joinClasses("overflow-hidden", className)}>
      <ul className={joinClasses("flex touch-pan-y touch-pinch-zoom", listClassName)}>
        {children}
      </ul>
    </div>
  );
}

/** One slide; its width (`basis-…`) and spacing (`pl-…`) come from `className`. */
export function PhotoViewerSlide({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return <li className={joinClasses("min-w-0 shrink-0 grow-0", className)}>{children}</li>;
}
