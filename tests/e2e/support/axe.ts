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
 * The serious and critical WCAG A/AA violations on the page as it is now, one line per
 * element: rule, impact, where (CSS selector and the start of its HTML), what the rule asks
 * and axe's own finding (for contrast, the colours and the ratio measured).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await waitForStillPage(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
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
