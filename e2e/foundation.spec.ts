import { expect, test, type Page } from './support/test';
import { signUp } from './support/account';

async function canvasPixel(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const canvas = page.locator('canvas').first();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('canvas not visible');
  const shot = await page.screenshot({ clip: { x: box.x + x, y: box.y + y, width: 1, height: 1 } });
  const rgb = await page.evaluate(async (bytes) => {
    const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
    const context = new OffscreenCanvas(1, 1).getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
  }, Array.from(shot));
  return rgb as [number, number, number];
}

test('sign in, add a title, edit it on the canvas, colour the background, save and reopen it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/templates$/);

  await signUp(page);

  await page.getByRole('link', { name: 'Text' }).click();
  await expect(page).toHaveURL(/#\/texts$/);
  await page.getByRole('button', { name: 'Add title' }).click();
  const layers = page.getByRole('list', { name: 'Canvas layers' });
  await expect(layers.getByRole('listitem')).toHaveCount(1);

  const canvas = page.locator('canvas').last();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('canvas not visible');
  await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Hola Lienzo');
  await page.mouse.click(box.x + 10, box.y + 10);
  await expect(layers.getByRole('listitem')).toHaveText(['Hola Lienzo']);

  await page.getByLabel('Background color', { exact: true }).fill('#ff3366');
  await expect(page.getByLabel('Background color hex')).toHaveValue(/#ff3366/i);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saveDialog = page.getByRole('dialog');
  await saveDialog.getByLabel('Title').fill('Spring launch');
  await saveDialog.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  await expect(page).toHaveURL(/#\/gallery\/designs$/);

  // Start over so that what we see next can only come from the saved design.
  await page.goto('/');
  await page.getByRole('button', { name: 'My Designs' }).click();
  await page.getByRole('link', { name: 'Spring launch' }).click();
  await expect(page).toHaveURL(/#\/design\/[a-z0-9]{16}$/);
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveText([
    'Hola Lienzo',
  ]);
  await expect(page.getByLabel('Background color', { exact: true })).toHaveValue('#ff3366');
  const [red, green, blue] = await canvasPixel(page, 3, 3);
  expect(Math.abs(red - 0xff) + Math.abs(green - 0x33) + Math.abs(blue - 0x66)).toBeLessThan(12);
});

test('saving while signed out asks to sign in first and stores nothing', async ({ page, request }) => {
  await page.goto('/#/texts');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Password')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Add title' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('dialog').getByLabel('Password')).toBeVisible();
  const feed = await request.get('/api/feed');
  expect(feed.status()).toBe(401);
});
