/**
 * Embla, the photo viewer's swiping engine, with its autoplay plugin for a viewer that moves
 * by itself. A viewer fetches it once someone reaches for it (a pointer over it, a touch, the
 * keyboard's focus), not with the page: the first photos show without it. Dialogs that open
 * with moving photos fetch it, autoplay included, before they open.
 */
export async function loadPhotoEngine(isMoving = false) {
  const [embla, autoplay] = await Promise.all([
    import("embla-carousel"),
    isMoving ? import("embla-carousel-autoplay") : undefined,
  ]);
  return { EmblaCarousel: embla.default, Autoplay: autoplay?.default };
}
