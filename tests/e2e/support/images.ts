import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect } from "../fixtures";

/** A small picture in one flat colour, as a file a seller would pick. */
export async function pictureFile(name: string, colour: string) {
  const buffer = await sharp({
    create: { width: 400, height: 300, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/**
 * Moves a photo to the front with the keyboard, as a screen-reader user would: Space picks it
 * up, ArrowLeft moves it, Space puts it down. The sensor starts listening for arrows a moment
 * after the pick-up, so ArrowLeft is pressed until the live region reports the move.
 */
export async function movePhotoToFrontByKeyboard(page: Page, handle: Locator, photoName: string) {
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await expect(async () => {
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByText(`${photoName} dipindah ke posisi 1.`)).toBeAttached({
      timeout: 500,
    });
  }).toPass();
  await page.keyboard.press("Space");
  await expect(page.getByText(`${photoName} diletakkan di posisi 1.`)).toBeAttached();
}
