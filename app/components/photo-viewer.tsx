import type { EmblaCarouselType } from "embla-carousel";
import type { AutoplayType } from "embla-carousel-autoplay";
import { Icon } from "#app/components/icons/icon";
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from "react";
import { loadPhotoEngine } from "./photo-engine";

/**
 * The shop's one photo viewer (price lists, product photos, store photos), built from parts
 * the way shadcn's Carousel is: `PhotoViewer` holds the state, `PhotoViewerSlides` with
 * `PhotoViewerSlide`s is the swipeable strip, and the buttons, dots and counter go wherever
 * the screen wants them. It imports no class-merging helper: the storefront bundle stays
 * small, so the parts take plain class strings that never fight their own.
 */

type EmblaApi = EmblaCarouselType;

type PhotoViewerState = {
  viewportRef: (node: HTMLElement | null) => void;
  count: number;
  selected: number;
  canGoBack: boolean;
  canGoForward: boolean;
  goBack: () => void;
  goForward: () => void;
  goTo: (index: number) => void;
};

const PhotoViewerContext = createContext<PhotoViewerState | null>(null);

function usePhotoViewer(): PhotoViewerState {
  const state = use(PhotoViewerContext);
  if (!state) throw new Error("PhotoViewer parts belong inside <PhotoViewer>.");
  return state;
}

/**
 * Embla on the viewport once `isWanted`, with its autoplay plugin when `autoplayMs` is set:
 * the engine's code is fetched then, and the viewer works without it until it is there (see
 * PhotoViewer).
 */
function usePhotoEngine(isWanted: boolean, isCyclic: boolean, count: number, autoplayMs: number) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [engine, setEngine] = useState<{ api: EmblaApi; autoplay?: AutoplayType }>();
  useEffect(() => {
    if (!viewport || !isWanted || count <= 1) return;
    let carousel: EmblaApi | undefined;
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

function join(...classes: (string | false | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}

/**
 * Forward one photo; a cyclic viewer whose slides are too few for Embla's seamless loop
 * goes back to the first one, so "past the last comes the first" always holds.
 */
function stepForward(api: EmblaApi, isCyclic: boolean) {
  if (api.canScrollNext()) api.scrollNext();
  else if (isCyclic) api.scrollTo(0);
}

function stepBack(api: EmblaApi, isCyclic: boolean) {
  if (api.canScrollPrev()) api.scrollPrev();
  else if (isCyclic) api.scrollTo(api.scrollSnapList().length - 1);
}

/**
 * Embla's autoplay advances the photos and pauses while the page is hidden; this holds it
 * still while nobody is looking closely: a mouse over the viewer, a finger or button pressed
 * on it, or keyboard focus inside it, and a visitor who asked for reduced motion never sees
 * it move on its own. Any change of photo, by hand or not, starts the wait again.
 */
function useAutoplay(
  api: EmblaApi | undefined,
  autoplay: AutoplayType | undefined,
  root: HTMLElement | null,
) {
  useEffect(() => {
    if (!api || !autoplay || !root) return;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const holds = new Set<"hover" | "press" | "focus">();
    const schedule = () => {
      if (holds.size > 0 || reducedMotion.matches) autoplay.stop();
      else autoplay.play();
    };
    const hold = (reason: "hover" | "press" | "focus", isHeld: boolean) => {
      if (isHeld) holds.add(reason);
      else holds.delete(reason);
      schedule();
    };
    // Touch has no hover: a finger's enter and leave are the press, handled below.
    const enter = (event: PointerEvent) => event.pointerType === "mouse" && hold("hover", true);
    const leave = (event: PointerEvent) => event.pointerType === "mouse" && hold("hover", false);
    const press = () => hold("press", true);
    const release = () => holds.has("press") && hold("press", false);
    // Only keyboard focus counts: a dialog that focuses its first button on opening, or a
    // tap on a dot, leaves the photos moving.
    const focusIn = (event: FocusEvent) =>
      hold("focus", event.target instanceof Element && event.target.matches(":focus-visible"));
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) {
        hold("focus", false);
      }
    };
    const restart = () => autoplay.reset();

    root.addEventListener("pointerenter", enter);
    root.addEventListener("pointerleave", leave);
    root.addEventListener("pointerdown", press);
    window.addEventListener("pointerup", release);
    window.addEventListener("pointercancel", release);
    root.addEventListener("focusin", focusIn);
    root.addEventListener("focusout", focusOut);
    reducedMotion.addEventListener("change", schedule);
    api.on("select", restart);
    schedule();
    return () => {
      autoplay.stop();
      root.removeEventListener("pointerenter", enter);
      root.removeEventListener("pointerleave", leave);
      root.removeEventListener("pointerdown", press);
      window.removeEventListener("pointerup", release);
      window.removeEventListener("pointercancel", release);
      root.removeEventListener("focusin", focusIn);
      root.removeEventListener("focusout", focusOut);
      reducedMotion.removeEventListener("change", schedule);
      api.off("select", restart);
    };
  }, [api, autoplay, root]);
}

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

  useAutoplay(api, autoplay, root);

  // What was asked of the viewer before its engine arrived, done once it has.
  const pending = useRef<((api: EmblaApi) => void) | null>(null);
  useEffect(() => {
    if (!api || !pending.current) return;
    pending.current(api);
    pending.current = null;
  }, [api]);
  const act = useCallback(
    (action: (api: EmblaApi) => void) => {
      if (api) return action(api);
      pending.current = action;
      setWanted(true);
    },
    [api],
  );
  const goBack = useCallback(() => act((api) => stepBack(api, isCyclic)), [act, isCyclic]);
  const goForward = useCallback(() => act((api) => stepForward(api, isCyclic)), [act, isCyclic]);
  const goTo = useCallback((index: number) => act((api) => api.scrollTo(index)), [act]);

  // A swipe begun before the engine was there: its direction moves the photos by one.
  const earlySwipe = useRef<{ x: number; y: number } | null>(null);
  const wasSwiped = useRef(false);
  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    setWanted(true);
    wasSwiped.current = false;
    earlySwipe.current = api ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    const start = earlySwipe.current;
    earlySwipe.current = null;
    if (!start) return;
    const across = event.clientX - start.x;
    // Embla's own threshold: less is a tap, and mostly up or down is the page scrolling.
    if (Math.abs(across) < 10 || Math.abs(across) < Math.abs(event.clientY - start.y)) return;
    wasSwiped.current = true;
    if (across < 0) goForward();
    else goBack();
  };
  const onClickCapture = (event: ReactMouseEvent<HTMLElement>) => {
    if (!wasSwiped.current) return;
    wasSwiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

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
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onClickCapture={onClickCapture}
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
    <div ref={viewportRef} className={join("overflow-hidden", className)}>
      <ul className={join("flex touch-pan-y touch-pinch-zoom", listClassName)}>{children}</ul>
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
  return <li className={join("min-w-0 shrink-0 grow-0", className)}>{children}</li>;
}

const BUTTON_LOOKS = {
  /** A round bordered button beside a heading. */
  outline:
    "flex size-9 items-center justify-center rounded-full border bg-card hover:bg-muted disabled:opacity-30",
  /** A dark round button laid over the photo. */
  overlay:
    "flex size-9 items-center justify-center rounded-full bg-black/50 text-white disabled:opacity-30",
} as const;

type ButtonProps = {
  look: keyof typeof BUTTON_LOOKS;
  label?: string;
  className?: string;
};

export function PhotoViewerPrevious({ label = "Foto sebelumnya", ...props }: ButtonProps) {
  const { canGoBack, goBack } = usePhotoViewer();
  return (
    <StepButton {...props} label={label} onClick={goBack} disabled={!canGoBack}>
      <Icon name="chevron-left" aria-hidden className="size-5" />
    </StepButton>
  );
}

export function PhotoViewerNext({ label = "Foto berikutnya", ...props }: ButtonProps) {
  const { canGoForward, goForward } = usePhotoViewer();
  return (
    <StepButton {...props} label={label} onClick={goForward} disabled={!canGoForward}>
      <Icon name="chevron-right" aria-hidden className="size-5" />
    </StepButton>
  );
}

function StepButton({
  look,
  label,
  className,
  onClick,
  disabled,
  children,
}: ButtonProps & { label: string; onClick: () => void; disabled: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className={join(BUTTON_LOOKS[look], className)}
    >
      {children}
    </button>
  );
}

/** One dot per photo ('Foto 1', 'Foto 2', …); the current one is marked and filled. */
export function PhotoViewerDots({ className }: { className?: string }) {
  const { count, selected, goTo } = usePhotoViewer();
  return (
    <div className={join("flex justify-center gap-1.5", className)}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={`Foto ${index + 1}`}
          aria-current={index === selected}
          onClick={() => goTo(index)}
          className="size-2.5 rounded-full bg-white/60 aria-[current=true]:bg-white"
        />
      ))}
    </div>
  );
}

/** 'n / N' over the photo. */
export function PhotoViewerCounter({ className }: { className?: string }) {
  const { count, selected } = usePhotoViewer();
  return (
    <span className={join("rounded-full bg-black/60 px-2 py-0.5 text-xs text-white", className)}>
      {selected + 1} / {count}
    </span>
  );
}
