import type { EmblaCarouselType } from "embla-carousel";
import type { AutoplayType } from "embla-carousel-autoplay";
import { useEffect } from "react";

/**
 * Embla's autoplay advances the photos and pauses while the page is hidden; this holds it
 * still while nobody is looking closely: a mouse over the viewer, a finger or button pressed
 * on it, or keyboard focus inside it, and a visitor who asked for reduced motion never sees
 * it move on its own. Any change of photo, by hand or not, starts the wait again.
 */
export function useAutoplay(
  api: EmblaCarouselType | undefined,
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
