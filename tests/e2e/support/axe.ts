import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

// axe-core's WCAG 2.0, 2.1 and 2.2 rules at levels A and AA. A problem marked serious or
// critical blocks or badly hinders someone using a screen reader, a keyboard or weak eyes;
// the lesser ones (moderate, minor) are left to review.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/**
 * Waits until the page's transitions are over: a dialog or sheet that is still fading or
 * sliding in is half transparent, and axe would measure the contrast of colours nobody
 * sees. Endless animations (a spinner, a pulsing placeholder) are not waited for.
 */
async function waitForStillPage(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * What can move on a still page by itself: finite animations running now and the toasts
 * shown. A toast leaves after a few seconds, fading out; if it began to leave while axe was
 * measuring, axe saw the colours of a half transparent toast.
 */
async function motion(page: Page): Promise<{ moving: boolean; toasts: number }> {
  return page.evaluate(() => ({
    moving: document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === "running" &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      ),
    toasts: document.querySelectorAll("[data-sonner-toast]:not([data-removed='true'])").length,
  }));
}

/** axe's findings on a page that stayed still while it was measured (three tries at most). */
async function analyzeStill(page: Page) {
  for (let attempt = 1; ; attempt++) {
    await waitForStillPage(page);
    const before = await motion(page);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const after = await motion(page);
    const still = !after.moving && after.toasts === before.toasts;
    if (still || attempt === 3) return results;
  }
}

/**
 * The serious and critical WCAG A/AA violations on the page as it is now, one line per
 * element: rule, impact, where (CSS selector and the start of its HTML), what the rule asks
 * and axe's own finding (for contrast, the colours and the ratio measured).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await analyzeStill(page);
  const lines: string[] = [];
  for (const violation of results.violations) {
    if (!violation.impact || !BLOCKING_IMPACTS.has(violation.impact)) continue;
    for (const node of violation.nodes) {
      const finding = [...node.any, ...node.all, ...node.none]
        .map((check) => check.message)
        .filter(Boolean)
        .join(" / ");
      const html = node.html.replace(/\s+/g, " ");
      lines.push(
        `${violation.id} (${node.impact ?? violation.impact}) at ${node.target.join(" ")} ` +
          `${html.length > 160 ? `${html.slice(0, 160)}…` : html}: ` +
          `${violation.help}${finding ? ` — ${finding}` : ""}`,
      );
    }
  }
  return lines;
}

/**
 * Checks the page as it is now with axe-core and fails on any serious or critical WCAG
 * A/AA violation, listing each one under `label` (the screen's name). The failure is soft:
 * a walk through many screens goes on and reports every screen's problems at the end.
 */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const lines = await seriousViolations(page);
  expect.soft(lines, `serious or critical accessibility violations on ${label}`).toEqual([]);
}
