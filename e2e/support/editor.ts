import { expect, type Frame, type Locator, type Page } from '@playwright/test';

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

/**
 * Resolves once the effects of what the page last drew have run. Preact runs effects in a timeout after the next
 * frame, so a menu shows before the listeners its effects add (its Escape key's), and a closed submenu is gone from
 * the page before its cleanup tells the menu under it that it is on top again: a key sent in between is lost. This
 * frame's timeout is queued after Preact's, so it runs after them.
 */
export async function effectsRan(page: Page | Frame): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/** Closes the topmost open menu (or popup) with Escape, once it listens for it, and waits until it is gone. */
export async function closeWithEscape(page: Page | Frame, menu: Locator): Promise<void> {
  await effectsRan(page);
  await ('keyboard' in page ? page : page.page()).keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

/** Resolves after the page has drawn two more frames: what a pointer event asked the canvas to draw is drawn. */
export async function twoFramesLater(page: Page | Frame): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
