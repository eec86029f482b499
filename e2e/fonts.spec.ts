import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { FONT_CATEGORIES, FREE_FONT_PATH, FREE_FONTS } from '@lienzo/core';
import { openSignedUp } from './support/account';
import { differentRatio, readGolden } from './support/golden';
import { firstPage, type PagedDocument } from './support/document';

// Debian's fonts-dejavu-core: a real TrueType font to upload.
const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

interface SavedText {
  type: string;
  text: string;
  fontFamily: string;
  fontWeight: string | number;
  fontStyle: string;
}

/**
 * The share of pixels an export may differ from its golden image (anti-aliasing), and the least a change of
 * face makes (Open Sans for Pacifico on the title: about 1 %).
 */
const GOLDEN_MATCH = 0.001;
const GOLDEN_MISMATCH = 0.005;

async function saveAndRead(page: Page, title: string): Promise<SavedText[]> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saveDialog = page.getByRole('dialog');
  await saveDialog.getByLabel('Title').fill(title);
  await saveDialog.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  const editor = await page.evaluate(async () => {
    const feed = (await (await fetch('/api/feed?page=1')).json()) as { data: { items: { hash: string }[] } };
    const response = await fetch(`/api/getEditorByHash/${feed.data.items[0]?.hash}`);
    return ((await response.json()) as { data: { editor: PagedDocument<{ objects: SavedText[] }> } }).data
      .editor;
  });
  return firstPage(editor).objects;
}

async function addTitle(page: Page) {
  await page.getByRole('link', { name: 'Text' }).click();
  await page.getByRole('button', { name: 'Add title', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveCount(1);
  const toolbar = page.getByRole('toolbar', { name: 'Text toolbar' });
  await expect(toolbar).toBeVisible();
  return toolbar;
}

/** The design's pixels as drawn on the canvas (its lower, rendering layer). */
function canvasPixels(page: Page): Promise<string> {
  return page
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
}

test('the font picker lists each font in its own face and applies Lora to the selected text', async ({
  page,
}) => {
  await openSignedUp(page, '/');
  const toolbar = await addTitle(page);
  await toolbar.getByRole('button', { name: 'Font', exact: true }).click();
  const free = toolbar.getByRole('group', { name: 'Free fonts' });
  for (const name of [
    'Open Sans',
    'Open Sans SemiBold',
    'Raleway',
    'Lora',
    'Glegoo',
    'Lilita One',
    'Fredoka One',
  ]) {
    const option = free.getByRole('button', { name, exact: true });
    await option.scrollIntoViewIfNeeded();
    await expect(option).toBeVisible();
    await expect
      .poll(() => option.evaluate((element) => getComputedStyle(element).fontFamily))
      .toContain(name.replace(' SemiBold', ''));
  }
  await expect(free.getByRole('button', { name: 'Open Sans', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(toolbar.getByRole('group', { name: 'Your fonts' })).toContainText(
    'Fonts you upload appear here.',
  );

  const before = await canvasPixels(page);
  // Keyboard: the arrows go through the fonts and across categories (Lora opens the serif ones); Enter applies.
  await free.getByRole('button', { name: 'Open Sans', exact: true }).focus();
  for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowDown');
  await expect(free.getByRole('button', { name: 'Raleway', exact: true })).toBeFocused();
  const serif = free.getByRole('group', { name: 'Serif' });
  await serif.getByRole('button', { name: 'Lora', exact: true }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(free.getByRole('group', { name: 'Sans serif' }).getByRole('button').last()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(serif.getByRole('button', { name: 'Lora', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(free.getByRole('button', { name: 'Lora', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(free.getByRole('button', { name: 'Open Sans', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // The canvas draws Lora: its bold face is loaded and the text looks different.
  expect(await page.evaluate(() => document.fonts.check('bold 16px "Lora"'))).toBe(true);
  expect(
    await page.evaluate(() => {
      let loaded = false;
      document.fonts.forEach((face) => {
        if (face.family.replace(/"/g, '') === 'Lora' && face.status === 'loaded') loaded = true;
      });
      return loaded;
    }),
  ).toBe(true);
  await expect.poll(() => canvasPixels(page)).not.toBe(before);

  const objects = await saveAndRead(page, 'Lora title');
  expect(objects).toHaveLength(1);
  expect(objects[0]).toMatchObject({ type: 'pz-text', fontFamily: 'Lora', fontWeight: 'bold' });
});

test('uploading a TTF font applies it and lists it under Your fonts; a bad file adds nothing', async ({
  page,
}) => {
  await openSignedUp(page, '/');
  const toolbar = await addTitle(page);
  await toolbar.getByRole('button', { name: 'Font', exact: true }).click();
  const yours = toolbar.getByRole('group', { name: 'Your fonts' });

  const pick = async (file: string) => {
    const chooser = page.waitForEvent('filechooser');
    await toolbar.getByRole('button', { name: 'Upload your fonts' }).click();
    await (await chooser).setFiles(file);
  };

  // Refused by the client: the name must contain "ttf".
  const otf = join(tmpdir(), `lienzo-${Date.now()}.otf`);
  writeFileSync(otf, 'not a font');
  await pick(otf);
  await expect(toolbar.getByRole('alert')).toHaveText('Only TTF fonts are allowed');
  // Refused by the server: a text file named .ttf; its §8 message is shown.
  const fake = join(tmpdir(), `lienzo-${Date.now()}-notes.ttf`);
  writeFileSync(fake, 'just text\n'.repeat(20));
  await pick(fake);
  await expect(toolbar.getByRole('alert')).toHaveText('Invalid font. Only TTF files are allowed for now.');
  await expect(yours.getByRole('button')).toHaveCount(0);
  expect(
    (await page.evaluate(async () => (await (await fetch('/api/me')).json()).data.user.fonts)).length,
  ).toBe(0);

  const before = await canvasPixels(page);
  await pick(DEJAVU);
  const dejavu = yours.getByRole('button', { name: 'DejaVu Sans', exact: true });
  await expect(dejavu).toHaveAttribute('aria-pressed', 'true');
  await expect(toolbar.getByRole('alert')).toHaveCount(0);
  expect(await dejavu.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('DejaVu Sans');
  expect(await page.evaluate(() => document.fonts.check('16px "DejaVu Sans"'))).toBe(true);
  await expect.poll(() => canvasPixels(page)).not.toBe(before);

  const objects = await saveAndRead(page, 'DejaVu title');
  expect(objects[0]).toMatchObject({ fontFamily: 'DejaVu Sans' });
  const fonts = await page.evaluate(async () => (await (await fetch('/api/me')).json()).data.user.fonts);
  expect(fonts).toEqual([
    expect.objectContaining({
      name: 'DejaVu Sans',
      secure_url: expect.stringMatching(/^\/fonts\/[a-f0-9]{24}\.ttf$/),
    }),
  ]);

  // After a reload the font is still the user's, and listed.
  await page.reload();
  await addTitle(page);
  await toolbar.getByRole('button', { name: 'Font', exact: true }).click();
  await expect(yours.getByRole('button', { name: 'DejaVu Sans', exact: true })).toBeVisible();
});

test('each preset text style adds its texts in its fonts', async ({ page }) => {
  await openSignedUp(page, '/');
  await page.getByRole('link', { name: 'Text' }).click();
  const presets = page.getByRole('group', { name: 'Text styles' });
  const layers = page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');
  const expected: [string, number][] = [
    ['Add style Headline: Your headline', 1],
    ['Add style Bold caps title: BIG NEWS', 2],
    ['Add style Quote: “Simplicity is the ultimate sophistication”', 3],
    ['Add style Display: Hello!', 4],
    ['Add style Light subtitle: a light subtitle', 5],
    ['Add style Title and subtitle: SUMMER SALE up to 50% off everything', 7],
  ];
  for (const [name, count] of expected) {
    const button = presets.getByRole('button', { name, exact: true });
    // The preview is drawn in the preset's own font.
    await button.click();
    await expect(layers).toHaveCount(count);
  }
  const previewFont = await presets
    .getByRole('button', { name: 'Add style Display: Hello!' })
    .locator('span')
    .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(previewFont).toContain('Lilita One');

  const objects = await saveAndRead(page, 'Presets');
  expect(
    objects.map(({ text, fontFamily, fontWeight, fontStyle }) => ({
      text,
      fontFamily,
      fontWeight,
      fontStyle,
    })),
  ).toEqual([
    { text: 'Your headline', fontFamily: 'Glegoo', fontWeight: 700, fontStyle: 'normal' },
    { text: 'BIG NEWS', fontFamily: 'Open Sans', fontWeight: 700, fontStyle: 'normal' },
    {
      text: '“Simplicity is the ultimate sophistication”',
      fontFamily: 'Lora',
      fontWeight: 400,
      fontStyle: 'italic',
    },
    { text: 'Hello!', fontFamily: 'Lilita One', fontWeight: 400, fontStyle: 'normal' },
    { text: 'a light subtitle', fontFamily: 'Raleway', fontWeight: 300, fontStyle: 'normal' },
    { text: 'SUMMER SALE', fontFamily: 'Raleway', fontWeight: 700, fontStyle: 'normal' },
    { text: 'up to 50% off everything', fontFamily: 'Lora', fontWeight: 400, fontStyle: 'italic' },
  ]);
  // Every face the presets use was loaded before its text was added.
  for (const font of ['bold 16px "Glegoo"', 'italic 16px "Lora"', '16px "Lilita One"', '300 16px "Raleway"'])
    expect(await page.evaluate((value) => document.fonts.check(value), font)).toBe(true);
});

/** The catalogue files the page asked the server for, by name. */
function recordFontRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(FREE_FONT_PATH)) requested.push(pathname.slice(FREE_FONT_PATH.length));
  });
  return requested;
}

test.describe('with an empty HTTP cache', () => {
  // A face in the cache applies at once: the previews (as wide as their names in their faces) change width, and
  // others come into view before the count below. The first open with an empty cache is what this test measures.
  test.use({ coldCache: true });

  test('the picker offers the whole catalogue by category; a preview downloads its face once scrolled into view', async ({
    page,
  }) => {
    const requested = recordFontRequests(page);
    await openSignedUp(page, '/');
    const toolbar = await addTitle(page);
    await toolbar.getByRole('button', { name: 'Font', exact: true }).click();
    const free = toolbar.getByRole('group', { name: 'Free fonts' });
    await expect(free.getByRole('button')).toHaveCount(FREE_FONTS.length);
    const names = {
      'sans-serif': 'Sans serif',
      serif: 'Serif',
      'slab-serif': 'Slab serif',
      display: 'Display',
      handwriting: 'Handwriting and script',
      monospace: 'Monospace',
    };
    for (const category of FONT_CATEGORIES) {
      await expect(
        free.getByRole('group', { name: names[category], exact: true }).getByRole('button'),
      ).toHaveCount(FREE_FONTS.filter((font) => font.category === category).length);
    }

    // A preview in view is drawn in its face, fetched from the server.
    const raleway = free.getByRole('button', { name: 'Raleway', exact: true });
    await expect
      .poll(() => raleway.evaluate((element) => getComputedStyle(element).fontFamily))
      .toContain('Raleway');
    await expect.poll(() => requested).toContain('raleway-latin-400-normal.woff2');
    // One far down the list has not been fetched…
    const mono = free.getByRole('button', { name: 'IBM Plex Mono', exact: true });
    expect(await mono.evaluate((element) => getComputedStyle(element).fontFamily)).not.toContain(
      'IBM Plex Mono',
    );
    expect(requested.filter((file) => file.startsWith('ibm-plex-mono-'))).toEqual([]);
    expect(requested.length).toBeLessThan(FREE_FONTS.length / 2);
    // …until it is scrolled to.
    await mono.scrollIntoViewIfNeeded();
    await expect.poll(() => requested).toContain('ibm-plex-mono-latin-400-normal.woff2');
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "IBM Plex Mono"'))).toBe(true);
    expect(await mono.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('IBM Plex Mono');
  });
});

/**
 * Saves the design (naming it on its first save; later saves go straight to the server) and downloads its
 * PNG as the server hands it out (GET /download/{hash}).
 */
async function saveAndDownload(page: Page, title?: string): Promise<Buffer> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  if (title !== undefined) {
    const saveDialog = page.getByRole('dialog');
    await saveDialog.getByLabel('Title').fill(title);
    await saveDialog.getByRole('button', { name: 'Save design' }).click();
  }
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const hash = await page.evaluate(async () => {
    const feed = (await (await fetch('/api/feed?page=1')).json()) as { data: { items: { hash: string }[] } };
    return feed.data.items[0]?.hash;
  });
  const download = await page.request.get(`/download/${hash}`);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('image/png');
  return download.body();
}

test('a font picked in the picker is the face of the exported PNG (golden image)', async ({ page }) => {
  await openSignedUp(page, '/');
  const toolbar = await addTitle(page);
  // The same title in Open Sans first: far from the golden image, so the golden shows the face picked.
  const inOpenSans = await saveAndDownload(page, 'Title');

  await expect(toolbar).toBeVisible();
  await toolbar.getByRole('button', { name: 'Font', exact: true }).click();
  const pacifico = toolbar
    .getByRole('group', { name: 'Handwriting and script' })
    .getByRole('button', { name: 'Pacifico', exact: true });
  await pacifico.click();
  await expect(pacifico).toHaveAttribute('aria-pressed', 'true');
  const inPacifico = await saveAndDownload(page);
  const golden = readGolden('title-in-pacifico', inPacifico);
  const matching = await differentRatio(page, inPacifico, golden);
  const other = await differentRatio(page, inOpenSans, golden);
  expect(matching).toBeLessThanOrEqual(GOLDEN_MATCH);
  expect(other).toBeGreaterThan(GOLDEN_MISMATCH);
});

test('a font whose file fails keeps the text in its font, says so, and the editor goes on', async ({
  page,
}) => {
  await page.route(`**${FREE_FONT_PATH}pacifico-latin-400-normal.woff2`, (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  await openSignedUp(page, '/');
  const toolbar = await addTitle(page);
  await toolbar.getByRole('button', { name: 'Font', exact: true }).click();
  const free = toolbar.getByRole('group', { name: 'Free fonts' });
  const before = await canvasPixels(page);
  await free.getByRole('button', { name: 'Pacifico', exact: true }).click();
  await expect(
    page.getByText('The font Pacifico could not be loaded: its texts are shown in another font.'),
  ).toBeVisible();
  await expect(toolbar.getByRole('alert')).toHaveText('This font could not be loaded.');
  await expect(free.getByRole('button', { name: 'Open Sans', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await canvasPixels(page)).toBe(before);

  // The editor goes on: another font applies.
  const lora = free.getByRole('button', { name: 'Lora', exact: true });
  await lora.click();
  await expect(lora).toHaveAttribute('aria-pressed', 'true');
  await expect(toolbar.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => canvasPixels(page)).not.toBe(before);
});
