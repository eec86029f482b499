import { expect, test, type Page } from './support/test';
import { readApi } from './support/api';
import { openAsVisitor } from './support/editor';
import { firstPage, type PagedDocument } from './support/document';

interface TemplateOnServer {
  hash: string;
  title: string;
  editor: PagedDocument<{ objects: unknown[] }>;
}

const canvasLayers = (page: Page) => page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');
const discover = (page: Page) => page.getByRole('dialog', { name: 'Explore' });
const boardItems = (page: Page) =>
  discover(page).getByRole('list', { name: 'Designs to explore' }).getByRole('listitem');
const picture = (page: Page, title: string) =>
  discover(page).getByRole('button', { name: title, exact: true });

/** Every template GET /api/discover lists, page after page until a short one. */
async function allTemplates(page: Page): Promise<TemplateOnServer[]> {
  const all: TemplateOnServer[] = [];
  for (let number = 1; ; number += 1) {
    const items = await readApi<TemplateOnServer[]>(page, `/api/discover?page=${number}`);
    all.push(...items);
    if (items.length < 20) return all;
  }
}

async function openExplore(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Explore' }).click();
  await expect(discover(page)).toBeVisible();
}

test('Explore shows every template on the board, page after page, and the filters narrow it down to nothing', async ({
  page,
}) => {
  await openAsVisitor(page, '/#/texts');
  const templates = await allTemplates(page);
  expect(templates.length).toBeGreaterThan(20);
  const [first, last] = [templates[0], templates.at(-1)];
  if (!first || !last) throw new Error('no templates listed');
  await openExplore(page);
  await expect(discover(page).getByText('Find a design you like and make it yours.')).toBeVisible();

  // The first page's pictures are real pictures the server serves, each button named by its title.
  await expect(picture(page, first.title)).toBeVisible();
  const firstImage = boardItems(page).first().locator('img');
  await expect(firstImage).toHaveJSProperty('complete', true);
  expect(await firstImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(boardItems(page)).toHaveCount(20);
  // Scrolling to the end of the board brings the next page, until all of them are on it.
  for (const shown of [40, templates.length]) {
    await discover(page).locator('.load-more').scrollIntoViewIfNeeded();
    await expect(boardItems(page)).toHaveCount(Math.min(shown, templates.length));
  }
  await expect(discover(page).getByRole('button', { name: 'View more' })).toHaveCount(0);
  await expect(boardItems(page)).toHaveCount(templates.length);
  await expect(picture(page, last.title)).toBeVisible();

  await discover(page).getByLabel('Social Network').selectOption({ label: 'Twitter Header (1500 x 500)' });
  await expect(boardItems(page)).toHaveCount(3);
  for (const title of ['Design conference', 'Studio header', 'Bakery header'])
    await expect(picture(page, title)).toBeVisible();

  await discover(page).getByLabel('Type').selectOption({ label: 'Stories' });
  await expect(discover(page).getByText('Oh! We found nothing with that criteria')).toBeVisible();
  await expect(boardItems(page)).toHaveCount(0);

  // Escape closes the board (modal rules).
  await page.keyboard.press('Escape');
  await expect(discover(page)).toBeHidden();
});

test('a story previews in portrait, a header in landscape; Back to Explore keeps the filter; Use this design opens it', async ({
  page,
}) => {
  await openAsVisitor(page, '/#/texts');
  await openExplore(page);
  await discover(page).getByLabel('Type').selectOption({ label: 'Stories' });
  // The full picture is held back until the loading state has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/designs/tplsummersale001_o.png', async (route) => {
    await held;
    await route.continue();
  });
  await picture(page, 'Summer sale').click();

  const preview = page.getByRole('dialog', { name: 'Summer sale' });
  const layout = preview.locator('.image-preview');
  await expect(preview.getByRole('status')).toHaveText('Loading the design…');
  await expect(layout).toHaveAttribute('data-state', 'loading');
  await expect(layout).not.toHaveAttribute('data-orientation', /./);
  await expect(preview.getByRole('button', { name: 'Use this design' })).toHaveCount(0);
  release();
  // Laid out only once the full picture has loaded: taller than wide, so portrait.
  await expect(layout).toHaveAttribute('data-orientation', 'portrait');
  await expect(preview.getByRole('status')).toHaveCount(0);
  const full = preview.getByRole('img', { name: 'Summer sale, full size' });
  await expect(full).toBeVisible();
  expect(await full.evaluate((image: HTMLImageElement) => image.naturalHeight > image.naturalWidth)).toBe(
    true,
  );
  await expect(preview.getByText('Instagram Story (540 x 960)')).toBeVisible();

  await preview.getByRole('button', { name: 'Back to Explore' }).click();
  await expect(discover(page)).toBeVisible();
  await expect(discover(page).getByLabel('Type')).toHaveValue('stories');
  await expect(picture(page, 'Summer sale')).toBeVisible();
  await expect(picture(page, 'Design conference')).toHaveCount(0);

  await discover(page).getByLabel('Type').selectOption({ label: 'All types' });
  await discover(page).getByLabel('Social Network').selectOption({ label: 'Twitter Header (1500 x 500)' });
  await picture(page, 'Design conference').click();
  const headerPreview = page.getByRole('dialog', { name: 'Design conference' });
  await expect(headerPreview.locator('.image-preview')).toHaveAttribute('data-orientation', 'landscape');
  await expect(headerPreview.getByText('Twitter Header (1500 x 500)')).toBeVisible();

  const conference = await readApi<TemplateOnServer>(page, '/api/template/tplconference016');
  await headerPreview.getByRole('button', { name: 'Use this design' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Layout: Twitter Header (1500 x 500)' })).toBeVisible();
  await expect(canvasLayers(page)).toHaveCount(firstPage(conference.editor).objects.length);
});

test('over unsaved changes Use this design asks Edit Template? first; cancelling goes back to the preview and keeps the design', async ({
  page,
}) => {
  await openAsVisitor(page, '/#/texts');
  await page.getByRole('button', { name: 'Add title' }).click();
  await expect(canvasLayers(page)).toHaveCount(1);

  await openExplore(page);
  await discover(page).getByLabel('Social Network').selectOption({ label: 'Facebook Cover (851 x 315)' });
  await picture(page, 'Mid-season sale').click();
  const preview = page.getByRole('dialog', { name: 'Mid-season sale' });
  await expect(preview.locator('.image-preview')).toHaveAttribute('data-orientation', 'landscape');
  const confirm = page.getByRole('dialog', { name: 'Edit Template?' });

  // Cancel, and Escape as well, lead back to the preview.
  for (const cancel of [
    () => confirm.getByRole('button', { name: 'Cancel' }).click(),
    () => page.keyboard.press('Escape'),
  ]) {
    await preview.getByRole('button', { name: 'Use this design' }).click();
    await expect(confirm).toBeVisible();
    await cancel();
    await expect(confirm).toHaveCount(0);
    await expect(preview).toBeVisible();
  }
  // Closing the preview then leaves the design as it was.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(canvasLayers(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Layout: Instagram Story (540 x 960)' })).toBeVisible();

  await openExplore(page);
  await discover(page).getByLabel('Social Network').selectOption({ label: 'Facebook Cover (851 x 315)' });
  await picture(page, 'Mid-season sale').click();
  await preview.getByRole('button', { name: 'Use this design' }).click();
  await confirm.getByRole('button', { name: 'Edit template' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const midSeason = await readApi<TemplateOnServer>(page, '/api/template/tplmidseason0005');
  await expect(page.getByRole('button', { name: 'Layout: Facebook Cover (851 x 315)' })).toBeVisible();
  await expect(canvasLayers(page)).toHaveCount(firstPage(midSeason.editor).objects.length);
});

test('the board and the preview say when they could not load, in Spanish too', async ({ page }) => {
  await openAsVisitor(page, '/#/texts');
  await page.getByLabel('Language').selectOption({ label: 'Español' });

  await page.route('**/api/discover?*', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.getByRole('banner').getByRole('button', { name: 'Explorar' }).click();
  const board = page.getByRole('dialog', { name: 'Explorar' });
  await expect(board.getByText('No se pudieron cargar las plantillas.')).toBeVisible();
  await expect(board.getByRole('list')).toHaveCount(0);

  // The server answers again: a new filter asks again.
  await page.unroute('**/api/discover?*');
  await board.getByLabel('Tipo').selectOption({ label: 'Historias' });
  // In Spanish the board lists the Spanish templates (issue 24): Summer sale is Rebajas de verano.
  await expect(board.getByRole('button', { name: 'Rebajas de verano', exact: true })).toBeVisible();

  // A picture that does not load: the preview says so and no layout is guessed.
  await page.route('**/designs/espsummersale001_o.png', (route) => route.fulfill({ status: 404, body: '' }));
  await board.getByRole('button', { name: 'Rebajas de verano', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Rebajas de verano' });
  await expect(preview.getByText('No se pudo cargar la imagen.')).toBeVisible();
  await expect(preview.locator('.image-preview')).not.toHaveAttribute('data-orientation', /./);
  await expect(preview.getByRole('img', { name: /Rebajas de verano/ })).toHaveCount(0);
  await preview.getByRole('button', { name: 'Volver a Explorar' }).click();
  await expect(board.getByLabel('Tipo')).toHaveValue('stories');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('Explore in the More menu opens the board', async ({ page }) => {
    await openAsVisitor(page, '/#/texts');
    await page.getByRole('banner').getByRole('button', { name: 'More actions' }).tap();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Explore' }).tap();
    await expect(discover(page)).toBeVisible();
    await expect(picture(page, 'Summer sale')).toBeVisible();
  });
});
