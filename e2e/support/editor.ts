import { expect, type Page } from '@playwright/test';

/** Opens the editor as a visitor and closes the sign-in modal that offers itself after 800 ms. */
export async function openAsVisitor(page: Page, path = '/#/texts'): Promise<void> {
  await page.goto(path);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * Edits the text in the middle of the canvas (where a new text lands) as a person would: double-click into it,
 * select all, type `text` in, and click the canvas corner to leave editing.
 */
export async function retypeCentreText(page: Page, text: string): Promise<void> {
  const canvas = page.locator('canvas').last();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('canvas not visible');
  await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
  await page.mouse.click(box.x + 5, box.y + 5);
}

/** Adds a text with the text drawer's `button` ('Add title', 'Add text'…) and types `text` into it. */
export async function addText(page: Page, button: string, text: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await retypeCentreText(page, text);
}

/** Resolves after the page has drawn two more frames: what a pointer event asked the canvas to draw is drawn. */
export async function twoFramesLater(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
