/**
 * Embla, the photo viewer's swiping engine. A viewer fetches it once someone reaches for it
 * (a pointer over it, a touch, the keyboard's focus), not with the page: the first photos
 * show without it. Dialogs that open with moving photos fetch it before they open.
 */
export const loadPhotoEngine = () => import("embla-carousel").then((module) => module.default);
