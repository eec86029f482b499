import { expect, test, type Page } from './support/test';
import { openSignedUp } from './support/account';
import { readApi } from './support/api';
import { openAsVisitor } from './support/editor';
import { firstPage, type PagedDocument } from './support/document';

interface StoredDesign {
  id: number;
  hash: string;
  user_id: number;
  layout: string;
  title: string;
  editor: { layout: { key: string } } & PagedDocument<{ objects: unknown[] }>;
}

const canvasLayers = (page: Page) => page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');

const templateButton = (page: Page, title: string) =>
  page.locator('.design-grid').getByRole('button', { name: title, exact: true });

test('the template browser shows Featured Templates with thumbnails and filters by each dropdown', async ({
  page,
}) => {
  await openAsVisitor(page, '/#/templates');
  await expect(page.getByRole('heading', { name: 'Featured Templates' })).toBeVisible();
  const cards = page.locator('.design-grid > li');
  await expect(cards).toHaveCount(20);
  // The thumbnails are real pictures the server serves.
  const firstImage = cards.first().locator('img');
  await expect(firstImage).toHaveJSProperty('complete', true);
  expect(await firstImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await page.getByLabel('Type').selectOption({ label: 'Profile' });
  await expect(templateButton(page, 'Sale badge')).toBeVisible();
  await expect(templateButton(page, 'Summer sale')).toHaveCount(0);
  await expect(cards).toHaveCount(7);

  await page.getByLabel('Type').selectOption({ label: 'All types' });
  await page.getByLabel('Content').selectOption({ label: 'Travel' });
  await expect(cards).toHaveCount(4);
  await expect(templateButton(page, 'Explore the mountains')).toBeVisible();
  await expect(templateButton(page, 'Summer sale')).toHaveCount(0);

  await page.getByLabel('Content').selectOption({ label: 'All content' });
  const network = page.getByLabel('Social Network');
  // Layouts labelled name plus width x height, without pozters, documents or email.
  await expect(network.locator('option', { hasText: 'Default (1200 x 800)' })).toHaveCount(0);
  await expect(network.locator('option', { hasText: 'A4 (1240 x 1754)' })).toHaveCount(0);
  await expect(network.locator('option', { hasText: 'Email Header (600 x 200)' })).toHaveCount(0);
  await network.selectOption({ label: 'Twitter Header (1500 x 500)' });
  await expect(cards).toHaveCount(3);
  for (const title of ['Design conference', 'Studio header', 'Bakery header'])
    await expect(templateButton(page, title)).toBeVisible();

  // All three together, down to nothing: the empty state says so.
  await page.getByLabel('Type').selectOption({ label: 'Stories' });
  await expect(page.getByText('Oh! We found nothing with that criteria')).toBeVisible();
  await expect(cards).toHaveCount(0);
});

test('a template of each type opens and saves as a new design of the user’s own; the template stays as it was', async ({
  page,
}) => {
  await openSignedUp(page, '/#/templates');
  const me = (await readApi<{ user: { id: number } }>(page, '/api/me')).user;

  const cases = [
    {
      type: 'Stories',
      title: 'Summer sale',
      hash: 'tplsummersale001',
      layout: 'instagram.story',
      size: 'Instagram Story (540 x 960)',
    },
    {
      type: 'Post',
      title: 'Flash sale',
      hash: 'tplflashsale0002',
      layout: 'instagram.post',
      size: 'Instagram Post (800 x 800)',
    },
    {
      type: 'Profile',
      title: 'Sale badge',
      hash: 'tplsalebadge0007',
      layout: 'instagram.profile',
      size: 'Instagram Profile Picture (320 x 320)',
    },
    {
      type: 'Header',
      title: 'Mid-season sale',
      hash: 'tplmidseason0005',
      layout: 'facebook.cover',
      size: 'Facebook Cover (851 x 315)',
    },
  ];
  for (const { type, title, hash, layout, size } of cases) {
    const before = await readApi<StoredDesign>(page, `/api/template/${hash}`);
    await page.goto('/#/templates');
    await page.getByLabel('Type').selectOption({ label: type });
    await templateButton(page, title).click();
    // The canvas takes the template's layout (each case has another one, so this waits for the load).
    await expect(page.getByRole('button', { name: `Layout: ${size}` })).toBeVisible();
    await expect(canvasLayers(page)).toHaveCount(firstPage(before.editor).objects.length);

    await page.getByRole('banner').getByRole('button', { name: 'Save', exact: true }).click();
    const saveDialog = page.getByRole('dialog');
    await saveDialog.getByLabel('Title').fill(`My ${title}`);
    await saveDialog.getByRole('button', { name: 'Save design' }).click();
    await expect(page.getByText('Your design is ready!')).toBeVisible();
    await page.keyboard.press('Escape');
    // In My Designs, as the user's own design on the template's layout.
    await expect(page.getByRole('link', { name: `My ${title}` })).toBeVisible();
    const feed = await readApi<{ items: StoredDesign[] }>(page, '/api/feed');
    const saved = feed.items.find((item) => item.title === `My ${title}`);
    expect(saved).toBeDefined();
    expect(saved?.hash).not.toBe(hash);
    const stored = await readApi<StoredDesign>(page, `/api/getEditorByHash/${saved?.hash}`);
    expect(stored.user_id).toBe(me.id);
    expect(stored.layout).toBe(layout);
    expect(stored.editor.layout.key).toBe(layout);
    expect(firstPage(stored.editor).objects).toHaveLength(firstPage(before.editor).objects.length);

    const after = await readApi<StoredDesign>(page, `/api/template/${hash}`);
    expect(after).toEqual(before);
    expect(after.user_id).not.toBe(me.id);
  }
});

test('a template over unsaved changes asks first; cancelling keeps the canvas', async ({ page }) => {
  await openAsVisitor(page, '/#/templates');
  await templateButton(page, 'Black Friday').click();
  const blackFriday = await readApi<StoredDesign>(page, '/api/template/tplblackfriday03');
  await expect(canvasLayers(page)).toHaveCount(firstPage(blackFriday.editor).objects.length);

  // Loading a template leaves the design clean: another one opens without asking.
  await templateButton(page, 'Flash sale').click();
  const flash = await readApi<StoredDesign>(page, '/api/template/tplflashsale0002');
  await expect(canvasLayers(page)).toHaveCount(firstPage(flash.editor).objects.length);

  await page.getByRole('link', { name: 'Text' }).click();
  await page.getByRole('button', { name: 'Add title' }).click();
  await expect(canvasLayers(page)).toHaveCount(firstPage(flash.editor).objects.length + 1);

  await page.getByRole('link', { name: 'Templates' }).click();
  await templateButton(page, 'Black Friday').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Edit Template?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(canvasLayers(page)).toHaveCount(firstPage(flash.editor).objects.length + 1);

  await templateButton(page, 'Black Friday').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Edit template' }).click();
  await expect(canvasLayers(page)).toHaveCount(firstPage(blackFriday.editor).objects.length);
});

test('content categories are listed by position, in Spanish when the interface is Spanish', async ({
  page,
}) => {
  await openAsVisitor(page, '/#/templates');
  const englishOptions = await page.getByLabel('Content').locator('option').allTextContents();
  expect(englishOptions.slice(0, 4)).toEqual(['All content', 'Sales', 'Travel', 'Quotes']);

  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await expect(page.getByRole('heading', { name: 'Plantillas destacadas' })).toBeVisible();
  const content = page.getByLabel('Contenido');
  await expect(content.locator('option')).toHaveText([
    'Todo el contenido',
    'Ventas',
    'Viajes',
    'Frases',
    'Eventos',
    'Festividades',
    'Negocios',
    'Comida y bebida',
    'Personal',
  ]);
  await content.selectOption({ label: 'Viajes' });
  await expect(templateButton(page, 'Explora la montaña')).toBeVisible();
  await expect(page.getByLabel('Tipo').locator('option')).toHaveText([
    'Todos los tipos',
    'Historias',
    'Publicación',
    'Perfil',
    'Portada',
  ]);
});

test('a Spanish user sees Spanish template titles and opens a template with its Spanish texts (issue 24)', async ({
  page,
}) => {
  await openAsVisitor(page, '/#/templates');
  await page.getByLabel('Language').first().selectOption('es');
  await expect(page.getByRole('heading', { name: 'Plantillas destacadas' })).toBeVisible();
  await expect(templateButton(page, 'Summer sale')).toHaveCount(0);
  await templateButton(page, 'Rebajas de verano').click();
  const capas = page.getByRole('list', { name: 'Capas del lienzo' }).getByRole('listitem');
  await expect(capas.filter({ hasText: 'VERANO' })).toHaveCount(1);
  await expect(capas.filter({ hasText: 'Solo este fin de semana' })).toHaveCount(1);
  await expect(capas.filter({ hasText: 'SUMMER' })).toHaveCount(0);

  // The same template opened by its English hash, as a link would, comes in the interface language.
  const spanish = await readApi<StoredDesign>(page, '/api/template/tplsummersale001?lang=es');
  expect(spanish.hash).toBe('espsummersale001');
  expect(spanish.title).toBe('Rebajas de verano');

  await page.getByLabel('Idioma').first().selectOption('en');
  await expect(templateButton(page, 'Summer sale')).toBeVisible();
  await templateButton(page, 'Summer sale').click();
  await expect(canvasLayers(page).filter({ hasText: 'SUMMER' })).toHaveCount(1);
  await expect(canvasLayers(page).filter({ hasText: 'VERANO' })).toHaveCount(0);
});
