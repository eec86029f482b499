import { expect, test } from './support/test';
import { openAsVisitor } from './support/editor';

test('the layers list shows objects top-first, selects on click and reorders by buttons, keys and drag', async ({
  page,
}) => {
  await openAsVisitor(page);
  const panel = page.getByRole('list', { name: 'Layers', exact: true });
  const hidden = page.getByRole('list', { name: 'Canvas layers' });

  await page.getByRole('button', { name: 'Add title' }).click();
  await page.getByRole('button', { name: 'Add subtitle' }).click();
  await page.getByRole('button', { name: 'Add text' }).click();
  await expect(hidden.getByRole('listitem')).toHaveCount(3);
  const bottomFirst = await hidden.getByRole('listitem').allTextContents();
  const [title, subtitle, text] = bottomFirst as [string, string, string];
  const names = () => panel.locator('.layer-label__name');
  await expect(names()).toHaveText([text, subtitle, title]);
  await expect(panel.locator('img').first()).toHaveAttribute('src', /^data:image\/png/);

  // Click selects.
  const titleRow = panel.getByRole('button', { name: title, exact: true });
  await titleRow.click();
  await expect(titleRow).toHaveAttribute('aria-pressed', 'true');

  // Buttons move one step; the engine's order (the hidden list) follows.
  await panel.getByRole('button', { name: `Move ${title} up` }).click();
  await expect(names()).toHaveText([text, title, subtitle]);
  await expect(hidden.getByRole('listitem')).toHaveText([subtitle, title, text]);

  // Keyboard: Alt+ArrowUp on a row.
  await panel.getByRole('button', { name: title, exact: true }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(names()).toHaveText([title, text, subtitle]);
  await page.keyboard.press('Alt+ArrowDown');
  await expect(names()).toHaveText([text, title, subtitle]);

  // Pointer drag: the bottom layer's handle onto the top row.
  const handle = panel.getByRole('button', { name: `Drag ${subtitle} to reorder` });
  const top = panel.getByRole('listitem').first();
  const from = await handle.boundingBox();
  const to = await top.boundingBox();
  if (!from || !to) throw new Error('layers not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 8, { steps: 8 });
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 2 });
  await page.mouse.up();
  await expect(names()).toHaveText([subtitle, text, title]);
  await expect(hidden.getByRole('listitem')).toHaveText([title, text, subtitle]);
});
