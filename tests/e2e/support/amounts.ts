import { expect, type Locator } from "@playwright/test";

// A rupiah amount broken over two lines ("Rp" at the end of one, "50.000" on the next) reads
// as two things on a phone. These read every amount inside an element as it is drawn: how
// many lines it takes now, and whether it may ever wrap (its white-space), so a check holds
// at any width, not only at the one the test runs at.

type DrawnAmount = { text: string; lines: number; whiteSpace: string };

/** Every "Rp 50.000" (or "-Rp 2.000") in the element's text, as the browser drew it. */
export function drawnAmounts(locator: Locator): Promise<DrawnAmount[]> {
  return locator.evaluate((root) => {
    const texts: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
    const whole = texts.map((node) => node.data).join("");
    // Where `index` of the whole text falls: in the node of the character it starts at, or,
    // for an amount's end, in the node of the character before it.
    const pointAt = (index: number, isEnd = false): [Text, number] => {
      let start = 0;
      for (const node of texts) {
        const end = start + node.data.length;
        if (isEnd ? index <= end : index < end) return [node, index - start];
        start = end;
      }
      const last = texts[texts.length - 1]!;
      return [last, last.data.length];
    };
    return [...whole.matchAll(/-?Rp\s*\d+(?:\.\d{3})*/g)].map((match) => {
      const range = document.createRange();
      range.setStart(...pointAt(match.index));
      range.setEnd(...pointAt(match.index + match[0].length, true));
      const tops = new Set(
        [...range.getClientRects()]
          .filter((rect) => rect.width > 0)
          .map((rect) => Math.round(rect.top)),
      );
      const container = range.commonAncestorContainer;
      const element = container instanceof Element ? container : container.parentElement!;
      return { text: match[0], lines: tops.size, whiteSpace: getComputedStyle(element).whiteSpace };
    });
  });
}

/** The element shows at least one amount, and none of them is or can be broken over lines. */
export async function expectUnbrokenAmounts(locator: Locator) {
  await expect(locator).toBeVisible();
  const amounts = await drawnAmounts(locator);
  expect(amounts.length, "amounts in the element").toBeGreaterThan(0);
  for (const amount of amounts) {
    expect(amount, `"${amount.text}" on one line`).toEqual({
      text: amount.text,
      lines: 1,
      whiteSpace: "nowrap",
    });
  }
}
