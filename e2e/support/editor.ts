import { expect, type Page } from '@playwright/test';

/** Opens the editor as a visitor and closes the sign-in modal that offers itself after 800 ms. */
export async function openAsVisitor(page: Page, path = '/#/texts'): Promise<void> {
  await page.goto(path);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
