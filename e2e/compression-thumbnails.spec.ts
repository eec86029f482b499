import { expect, test, type Locator, type Page, type Response } from './support/test';
import { openAsVisitor } from './support/editor';

// What crosses the wire on a first visit: a browser whose HTTP cache is empty.
test.use({ coldCache: true });

/** Text answers: what compression shrinks (pictures, fonts and video are compressed already). */
const TEXT_TYPE = /^(?:text\/|application\/(?:json|javascript|manifest\+json)|image\/svg\+xml)|\+json/;
/** Smaller answers go as they are (the server's threshold): their headers outweigh what compression saves. */
const THRESHOLD = 1024;
/** A design thumbnail's address: `/designs/{hash}_{variant}`. */
const THUMBNAIL = /\/designs\/[a-z0-9]{16}_([a-z]+)-([12])x$/;

/** Every answer the page gets from now on. */
function recordAnswers(page: Page): Response[] {
  const answers: Response[] = [];
  page.on('response', (response) => answers.push(response));
  return answers;
}

const editorReady = (page: Page) => expect(page.locator('[data-editor-ready="true"]')).toBeAttached();

/** Each loaded picture's own size and the size it is shown at (CSS pixels), with its attributes. */
async function shownPictures(images: Locator) {
  return images.evaluateAll((list: HTMLImageElement[]) =>
    list
      .filter((image) => image.complete && image.naturalWidth > 0)
      .map((image) => ({
        source: image.currentSrc,
        natural: { width: image.naturalWidth, height: image.naturalHeight },
        shown: { width: image.clientWidth, height: image.clientHeight },
        loading: image.loading,
        decoding: image.decoding,
        srcset: image.srcset,
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
      })),
  );
}

type Shown = Awaited<ReturnType<typeof shownPictures>>[number];

function expectMadeForItsTile(picture: Shown, density: 1 | 2): void {
  expect(picture.source, picture.source).toMatch(THUMBNAIL);
  expect(THUMBNAIL.exec(picture.source)?.[2], picture.source).toBe(String(density));
  expect(picture.natural.width, picture.source).toBeLessThanOrEqual(2 * picture.shown.width);
  expect(picture.natural.height, picture.source).toBeLessThanOrEqual(2 * picture.shown.height);
  expect(picture.loading).toBe('lazy');
  expect(picture.decoding).toBe('async');
  expect(picture.srcset).toMatch(/_[a-z]+-1x 1x, .+_[a-z]+-2x 2x$/);
  expect(Number(picture.width)).toBeGreaterThan(0);
  expect(Number(picture.height)).toBeGreaterThan(0);
}

test('before the editor is ready, every text answer over 1 KB comes compressed', async ({ page }) => {
  const answers = recordAnswers(page);
  await page.goto('/#/templates');
  await editorReady(page);
  const beforeReady = [...answers];
  let compressed = 0;
  for (const answer of beforeReady) {
    const type = (await answer.headerValue('content-type')) ?? '';
    if (answer.status() !== 200 || !TEXT_TYPE.test(type)) continue;
    const body = await answer.body();
    const encoding = await answer.headerValue('content-encoding');
    if (body.length < THRESHOLD) continue;
    expect(encoding, `${answer.url()} (${type}, ${body.length} bytes)`).toMatch(/^(?:br|gzip)$/);
    compressed += 1;
  }
  // The scripts, the style sheet, the locale file, the templates' list at least.
  expect(compressed).toBeGreaterThanOrEqual(5);
});

test('template tiles show thumbnails made for them: WebP, at most twice the tile, loaded lazily', async ({
  page,
}) => {
  const answers = recordAnswers(page);
  await openAsVisitor(page, '/#/templates');
  const images = page.locator('.design-grid__image');
  await expect(images).toHaveCount(20);
  await expect(images.first()).toHaveJSProperty('complete', true);
  const pictures = await shownPictures(images);
  expect(pictures.length).toBeGreaterThan(0);
  for (const picture of pictures) expectMadeForItsTile(picture, 1);

  const thumbnails = answers.filter((answer) => THUMBNAIL.test(new URL(answer.url()).pathname));
  expect(thumbnails.length).toBeGreaterThan(0);
  for (const answer of thumbnails) expect(await answer.headerValue('content-type')).toBe('image/webp');
  // No full-size or CDN-width picture was fetched for a tile.
  expect(answers.filter((answer) => /\/designs\/.+\.png$/.test(answer.url()))).toEqual([]);
});

test('Explore board pictures are made for its columns too', async ({ page }) => {
  await openAsVisitor(page, '/#/texts');
  await page.getByRole('banner').getByRole('button', { name: 'Explore' }).click();
  const board = page.getByRole('dialog', { name: 'Explore' });
  const images = board.locator('.discover-board__image');
  await expect(images.first()).toHaveJSProperty('complete', true);
  const pictures = await shownPictures(images);
  expect(pictures.length).toBeGreaterThan(0);
  for (const picture of pictures) {
    expectMadeForItsTile(picture, 1);
    expect(picture.source).toMatch(/_board-1x$/);
  }
});

test.describe('on a screen of 2 device pixels per CSS pixel', () => {
  test.use({ deviceScaleFactor: 2 });

  test('template tiles take the 2× thumbnail, still no more than twice the tile', async ({ page }) => {
    await openAsVisitor(page, '/#/templates');
    const images = page.locator('.design-grid__image');
    await expect(images.first()).toHaveJSProperty('complete', true);
    const pictures = await shownPictures(images);
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      expectMadeForItsTile(picture, 2);
      expect(picture.source).toMatch(/_grid-2x$/);
    }
  });
});
