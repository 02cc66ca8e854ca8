import { expect, type Locator, type Page } from "@playwright/test";

// Moving an item of a list the seller puts in order (products, links), as a hand does with
// the mouse and as the keyboard does (SortableList: Space, arrows, Space).

/** Drags `handle` with the mouse onto `target`, in small steps as a hand would. */
export async function dragWithMouse(page: Page, handle: Locator, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
}

/**
 * Lifts an item by its handle ('Geser {name}') with Space, moves it to the top with `key`
 * (ArrowUp in a column, ArrowLeft across a grid's row), and drops it.
 */
export async function moveToTopByKeyboard(
  page: Page,
  name: string,
  key: "ArrowUp" | "ArrowLeft" = "ArrowUp",
) {
  const handle = page.getByRole("button", { name: `Geser ${name}` });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await expect(async () => {
    await page.keyboard.press(key);
    await expect(page.getByText(`${name} dipindah ke posisi 1.`)).toBeAttached({
      timeout: 500,
    });
  }).toPass();
  await page.keyboard.press("Space");
  await expect(page.getByText(`${name} diletakkan di posisi 1.`)).toBeAttached();
}
