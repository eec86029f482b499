import { expect, test, type Locator, type Page } from './support/test';
import { openSignedUp } from './support/account';
import { openBlankDesign } from './support/design';

/** The colour in the middle of a loaded thumbnail: red, blue, or `r,g,b` (WebP is lossy: near enough). */
async function thumbnailColour(image: Locator): Promise<string> {
  return image.evaluate((img: HTMLImageElement) => {
    const canvas = Object.assign(document.createElement('canvas'), {
      width: img.naturalWidth,
      height: img.naturalHeight,
    });
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const [r, g, b] = context.getImageData(img.naturalWidth >> 1, img.naturalHeight >> 1, 1, 1).data;
    const near = (value: number | undefined, target: number) => Math.abs((value ?? -99) - target) <= 8;
    if (near(r, 255) && near(g, 0) && near(b, 0)) return 'red';
    if (near(r, 0) && near(g, 0) && near(b, 255)) return 'blue';
    return `${r},${g},${b}`;
  });
}

async function setBackground(page: Page, hex: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Background color hex' });
  await field.fill(hex);
  await field.press('Enter');
  await expect(field).toHaveValue(hex);
}

/**
 * Issue 24: My Designs showed a design's old thumbnail after it was saved again, until a reload (the picture's
 * address never changed, and the page reused the picture it held for it). Its address now names the save.
 */
test('after a re-save My Designs shows the new thumbnail at once; an unchanged one keeps its address', async ({
  page,
}) => {
  await openSignedUp(page, '/');
  const hash = await openBlankDesign(page, { title: 'Resaved' });
  await setBackground(page, '#ff0000');
  await page.getByRole('banner').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  await page.keyboard.press('Escape');
  // A successful save goes to My Designs (SPEC §2).
  await expect(page).toHaveURL(/#\/gallery\/designs$/);
  const tile = page.getByRole('link', { name: 'Resaved', exact: true });
  const image = tile.locator('img');
  await expect(image).toHaveJSProperty('complete', true);
  await expect.poll(() => thumbnailColour(image)).toBe('red');
  const firstAddress = await image.evaluate((img: HTMLImageElement) => img.currentSrc);

  // Saved again, blue: the same page (no reload) shows the blue picture from a new address. The colour is
  // typed once the design is open (a colour typed before would be replaced by the stored one).
  const fetched = page.waitForResponse((response) => response.url().endsWith(`/api/getEditorByHash/${hash}`));
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`#/design/${hash}$`));
  await fetched;
  await expect(page.getByRole('region', { name: 'Canvas area' })).toHaveAttribute('aria-busy', 'false');
  await setBackground(page, '#0000ff');
  await page.getByRole('banner').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/#\/gallery\/designs$/);
  await expect.poll(() => thumbnailColour(image)).toBe('blue');
  const secondAddress = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(secondAddress).not.toBe(firstAddress);
  expect(new URL(secondAddress).pathname).toBe(new URL(firstAddress).pathname);

  // Not saved again: the address stays, so the browser's cached copy serves (the server answers 304 to it).
  await page.reload();
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(secondAddress);
  const revalidated = await page.request.get(secondAddress, {
    headers: {
      accept: 'image/webp',
      'if-none-match': (
        await page.request.get(secondAddress, { headers: { accept: 'image/webp' } })
      ).headers().etag!,
    },
  });
  expect(revalidated.status()).toBe(304);
});
