import { expect, test, type Page } from './support/test';
import { unzipSync } from 'fflate';
import { openSignedUp } from './support/account';
import { madeInPage } from './support/download';
import { openBlankDesign } from './support/design';
import { retypeCentreText } from './support/editor';
import { readPdf } from './support/pdf';
import type { PagedDocument } from './support/document';

const PORTRAIT = { key: 'instagram.portrait', width: 1080, height: 1350, name: 'Instagram Portrait' };

const strip = (page: Page) => page.getByRole('region', { name: 'Pages', exact: true });
const pageButtons = (page: Page) =>
  strip(page).getByRole('list', { name: 'Pages of the design' }).getByRole('button');
const canvasTexts = (page: Page) => page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');

/** The texts of the saved design's pages, page by page, read back from the server. */
async function savedPages(page: Page, hash: string): Promise<string[][]> {
  return page.evaluate(async (hash) => {
    const response = await fetch(`/api/getEditorByHash/${hash}`);
    const { data } = (await response.json()) as {
      data: { editor: PagedDocument<{ objects: { text?: string }[] }> };
    };
    return data.editor.pages.map((each) => each.objects.map((object) => object.text ?? ''));
  }, hash);
}

test('a 5-page Instagram carousel is made, reordered with undo, saved, reopened and downloaded as a ZIP and a PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedUp(page, '/');
  const hash = await openBlankDesign(page, { layout: PORTRAIT });
  await page.getByRole('link', { name: 'Text' }).click();
  await expect(pageButtons(page)).toHaveCount(1);
  for (let number = 1; number <= 5; number++) {
    if (number > 1) await strip(page).getByRole('button', { name: 'Add page' }).click();
    await expect(strip(page).getByText(`Page ${number} of ${number}`)).toBeVisible();
    await page.getByRole('button', { name: 'Add title', exact: true }).click();
    await retypeCentreText(page, `Slide ${number}`);
    await expect(canvasTexts(page)).toHaveCount(1);
  }
  await expect(pageButtons(page)).toHaveCount(5);
  await expect(pageButtons(page).nth(4)).toHaveAttribute('aria-current', 'page');

  // Alt+Left moves the focused page one place earlier; undo puts it back.
  await pageButtons(page).nth(4).focus();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(strip(page).getByText('Page 4 of 5')).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(strip(page).getByText('Page 5 of 5')).toBeVisible();

  // Duplicate and delete the shown page: each one step to undo.
  await strip(page).getByRole('button', { name: 'Duplicate page' }).click();
  await expect(pageButtons(page)).toHaveCount(6);
  await strip(page).getByRole('button', { name: 'Delete page' }).click();
  await expect(pageButtons(page)).toHaveCount(5);
  await page.keyboard.press('Control+z');
  await expect(pageButtons(page)).toHaveCount(6);
  await page.keyboard.press('Control+z');
  await expect(pageButtons(page)).toHaveCount(5);

  // A drag moves page 1 after page 2.
  const first = await pageButtons(page).nth(0).boundingBox();
  const second = await pageButtons(page).nth(1).boundingBox();
  if (!first || !second) throw new Error('page thumbnails not visible');
  await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2);
  await page.mouse.down();
  await page.mouse.move(second.x + second.width * 0.75, second.y + second.height / 2, { steps: 8 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  expect(await savedPages(page, hash)).toEqual([
    ['Slide 2'],
    ['Slide 1'],
    ['Slide 3'],
    ['Slide 4'],
    ['Slide 5'],
  ]);
  await page.keyboard.press('Escape');
  // The gallery tile shows the first page and says how many pages the carousel has.
  await page.getByRole('link', { name: 'My Gallery' }).click();
  const tile = page.getByRole('link', { name: 'Instagram Portrait, 5 pages' });
  await expect(tile).toBeVisible();
  await expect(tile.getByText('5 pages')).toBeVisible();

  // Reopened, the design has its five pages; a click shows one.
  await page.goto('about:blank');
  await page.goto(`/#/design/${hash}`);
  await expect(pageButtons(page)).toHaveCount(5);
  await pageButtons(page).nth(2).click();
  await expect(pageButtons(page).nth(2)).toHaveAttribute('aria-current', 'page');
  await expect(canvasTexts(page)).toHaveText(['Slide 3']);

  await page.getByRole('banner').getByRole('button', { name: 'Download' }).click();
  const zip = await madeInPage(page, 'Every page as PNG (5 in a ZIP)');
  expect(zip.file).toBe('instagram-portrait-1080x1350.zip');
  const files = unzipSync(new Uint8Array(zip.bytes));
  expect(Object.keys(files)).toEqual([1, 2, 3, 4, 5].map((n) => `instagram-portrait-1080x1350-0${n}.png`));
  for (const bytes of Object.values(files)) {
    const png = Buffer.from(bytes);
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1350]);
  }
  const pdf = await madeInPage(page, 'PDF document');
  expect(pdf.file).toBe('instagram-portrait-1080x1350.pdf');
  const read = readPdf(pdf.bytes);
  expect(read.pages).toBe(5);
  expect(read.text).toEqual(['Slide 2', 'Slide 1', 'Slide 3', 'Slide 4', 'Slide 5']);
});
