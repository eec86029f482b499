import { expect, test, type Page } from './support/test';
import { openAsVisitor } from './support/editor';

/**
 * Holds the answer for one chunk of the app until `release` is called: a chunk the page asks for stays on
 * its way for as long as the test needs (the page waits as it would on a slow network).
 */
async function holdChunk(page: Page, name: string): Promise<{ asked: () => boolean; release: () => void }> {
  let release = () => {};
  let asked = false;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { asked: () => asked, release };
}

test('the layout selector pressed before its chunk arrives opens when it comes', async ({ page }) => {
  const held = await holdChunk(page, 'LayoutPopover');
  await openAsVisitor(page, '/#/templates');
  await expect(page.locator('[data-editor-ready="true"]')).toBeVisible();

  const selector = page.getByRole('button', { name: /^Layout: / });
  await selector.click();
  const popover = page.getByRole('dialog', { name: 'Choose a layout' });
  await expect.poll(held.asked).toBe(true);
  await expect(popover).toHaveCount(0);
  held.release();
  await expect(popover).toBeVisible();
  await popover
    .getByRole('button', { name: /^Facebook Cover/ })
    .first()
    .click();
  await expect(popover).toBeHidden();
  await expect(selector).toHaveAccessibleName(/^Layout: Facebook Cover/);
});

test('a stand-in holding the focus when its popup arrives hands the focus to the popup’s own trigger', async ({
  page,
}) => {
  const held = await holdChunk(page, 'ShortcutsPopover');
  await openAsVisitor(page, '/#/templates');
  const shortcuts = page.getByRole('button', { name: 'Keyboard shortcuts' });
  await expect(shortcuts).toBeEnabled();
  await shortcuts.focus();
  await expect(shortcuts).toHaveAttribute('data-stand-in');
  held.release();
  await expect(shortcuts).not.toHaveAttribute('data-stand-in');
  await expect(shortcuts).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
});

test('a right-click on the canvas before the menu’s chunk arrives opens the menu where it was asked for', async ({
  page,
}) => {
  const held = await holdChunk(page, 'CanvasMenu');
  await openAsVisitor(page, '/#/texts');
  await page.getByRole('button', { name: 'Add title', exact: true }).click();
  const canvas = page.locator('canvas').last();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('canvas not visible');
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.click(at.x, at.y, { button: 'right' });
  await expect.poll(held.asked).toBe(true);
  const menu = page.getByRole('menu', { name: 'Canvas menu' });
  await expect(menu).toHaveCount(0);
  held.release();
  await expect(menu).toBeVisible();
  const menuBox = await menu.boundingBox();
  if (!menuBox) throw new Error('menu not laid out');
  // Radix sets a context menu 2 px beside the pointer (and up or down as far as the window makes it).
  expect(Math.abs(menuBox.x - at.x)).toBeLessThanOrEqual(4);
  await expect(menu.getByRole('menuitem', { name: 'Duplicate', exact: true })).toBeVisible();
});
