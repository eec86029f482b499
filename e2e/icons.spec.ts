import { expect, test } from './support/test';
import { openSignedUp } from './support/account';
import { openBlankDesign, saveAndRead } from './support/design';
import { openAsVisitor } from './support/editor';

test('icons drawer: featured by default, view more, three categories, search, recolour', async ({ page }) => {
  await openSignedUp(page, '/');
  const hash = await openBlankDesign(page);
  await page.goto('/#/images/icons');

  const category = page.getByLabel('Category');
  await expect(category).toHaveValue('featured');
  await expect(category.locator('option')).toHaveCount(22);
  const grid = page.getByRole('list', { name: 'Icons' }).getByRole('button');
  await expect(grid.first()).toBeVisible();
  // 40 a page: "View more" (or scrolling to the end) brings the rest of the 84 featured icons.
  await expect(async () => {
    const more = page.getByRole('button', { name: 'View more' });
    // Scrolling may load the next page by itself between the check and the click, taking the button away:
    // a click that finds no button fails this attempt, and the next one counts again.
    if (await more.isVisible()) await more.click({ timeout: 2_000 });
    expect(await grid.count()).toBe(84);
  }).toPass();

  const layers = page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');
  await category.selectOption({ label: 'Animals' });
  await page.getByRole('button', { name: 'Add icon: cat', exact: true }).click();
  await expect(layers).toHaveCount(1);

  await category.selectOption({ label: 'Social logos' });
  await page.getByRole('button', { name: 'Add icon: instagram icon' }).click();
  await expect(layers).toHaveCount(2);

  await category.selectOption({ label: 'Shapes' });
  await page.getByRole('searchbox', { name: 'Search icons' }).fill('heart');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // A search looks through every category, the open one's matches first (issue 24).
  await expect(grid.first()).toHaveAccessibleName('Add icon: heart');
  await grid.first().click();
  await expect(layers).toHaveCount(3);

  // The heart is selected: recolour it in the vector toolbar.
  const vector = page.getByRole('toolbar', { name: 'Vector toolbar' });
  await expect(vector).toBeVisible();
  await vector.getByRole('button', { name: 'Colors' }).click();
  await vector.getByLabel('Color 1 value').fill('#e1306c');
  await vector.getByLabel('Color 1 value').press('Enter');
  await expect(vector.getByLabel('Color 1 value')).toHaveValue('#e1306c');

  const objects = await saveAndRead(page, hash);
  expect(objects.map((object) => [object.type, object.src])).toEqual([
    ['pz-illustration', '/icons/fluent-emoji-flat/cat.svg'],
    ['pz-illustration', '/icons/logos/instagram-icon.svg'],
    ['pz-vector', '/icons/mdi/heart.svg'],
  ]);
  expect(objects[2]).toMatchObject({ vector_type: 'vector', colorsByTargets: { '0': '#e1306c' } });
});

test('icons drawer: category names in Spanish, and no results for a search that finds nothing', async ({
  page,
}) => {
  await openAsVisitor(page, '/#/images/icons');
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  const category = page.getByLabel('Categoría');
  await expect(category.locator('option').first()).toHaveText('Destacados');
  await expect(category.locator('option', { hasText: 'Pinceles' })).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Buscar iconos' }).fill('zzqqxx');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByText('No se encontraron resultados.')).toBeVisible();
});

test('in Spanish, icons, emojis and stickers are named in Spanish and "corazón" finds the heart from another category (issue 24)', async ({
  page,
}) => {
  await openAsVisitor(page, '/#/images/icons');
  await page.getByLabel('Language').first().selectOption('es');
  await page.getByLabel('Categoría').selectOption({ label: 'Clima' });
  const grid = page.getByRole('list', { name: 'Iconos' }).getByRole('button');
  await expect(grid.first()).toBeVisible();
  for (const query of ['corazón', 'corazon']) {
    await page.getByRole('searchbox', { name: 'Buscar iconos' }).fill(query);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const heart = page.getByRole('button', { name: 'Añadir icono: corazón', exact: true });
    await expect(heart).toBeVisible();
    await expect(heart).toHaveAttribute('title', 'corazón');
  }
  // Added, its layer is named in Spanish too, not by its file's English name.
  await page.getByRole('button', { name: 'Añadir icono: corazón', exact: true }).click();
  const layers = page.getByRole('list', { name: 'Capas del lienzo' }).getByRole('listitem');
  await expect(layers).toHaveText(['Icono: corazón']);

  await page.getByRole('link', { name: 'Instagram' }).click();
  const laughing = page.getByRole('button', { name: 'Añadir emoji: cara llorando de risa' });
  await expect(laughing).toHaveAttribute('title', 'cara llorando de risa');
  await expect(page.getByRole('button', { name: 'Añadir sticker: cohete' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar emojis' }).fill('corazon rojo');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const redHeart = page.getByRole('button', { name: 'Añadir emoji: corazón rojo', exact: true });
  await expect(redHeart).toHaveAttribute('title', 'corazón rojo');
  await redHeart.click();
  await expect(layers).toHaveText(['Icono: corazón', 'Emoji: corazón rojo']);
});
