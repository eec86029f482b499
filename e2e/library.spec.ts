import { expect, test } from './support/test';
import { INSTAGRAM_EMOJIS, shapesByType } from '@lienzo/core';
import { openSignedUp } from './support/account';
import { openBlankDesign, saveAndRead } from './support/design';

test('a multi-colour icon is added as an illustration; one colour changed, the others kept', async ({
  page,
}) => {
  await openSignedUp(page, '/');
  const hash = await openBlankDesign(page);
  await page.goto('/#/images/icons');
  await page.getByLabel('Category').selectOption({ label: 'Animals' });
  await page.getByRole('button', { name: 'Add icon: cat', exact: true }).click();

  const toolbar = page.getByRole('toolbar', { name: 'Illustration toolbar' });
  await expect(toolbar).toBeVisible();
  await toolbar.getByRole('button', { name: 'Colors' }).click();
  // The cat's four colours, each its own input.
  const inputs = toolbar.getByRole('group', { name: 'Color inputs' }).getByRole('button');
  await expect(inputs).toHaveCount(4);
  await toolbar.getByRole('button', { name: 'Color 2', exact: true }).click();
  await toolbar.getByLabel('Color 2 value').fill('#123456');
  await toolbar.getByLabel('Color 2 value').press('Enter');
  await expect(toolbar.getByLabel('Color 2 value')).toHaveValue('#123456');

  // A ten-colour unicorn shows all ten inputs (the vector limit of 7 is not the illustration's): the last
  // ones can be changed too.
  await page.getByRole('searchbox', { name: 'Search icons' }).fill('unicorn');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Add icon: unicorn', exact: true }).click();
  await toolbar.getByRole('button', { name: 'Colors' }).click();
  await expect(inputs).toHaveCount(10);
  await toolbar.getByRole('button', { name: 'Color 9', exact: true }).click();
  await toolbar.getByLabel('Color 9 value').fill('#654321');
  await toolbar.getByLabel('Color 9 value').press('Enter');
  await expect(toolbar.getByLabel('Color 9 value')).toHaveValue('#654321');

  const [cat, unicorn] = await saveAndRead(page, hash);
  expect(cat).toMatchObject({
    type: 'pz-illustration',
    src: '/icons/fluent-emoji-flat/cat.svg',
    fill: null,
    fillCount: 4,
    colorsByTargets: { '1': '#123456' },
  });
  expect(unicorn).toMatchObject({
    type: 'pz-illustration',
    fillCount: 10,
    colorsByTargets: { '8': '#654321' },
  });
  // SPEC §9: an illustration starts 100 px wide.
  expect(Math.round((cat!.width as number) * (cat!.scaleX as number))).toBe(100);
});

test('/texts: fancy text shapes filtered by type, one added with the SPEC §9 defaults', async ({ page }) => {
  await openSignedUp(page, '/');
  const hash = await openBlankDesign(page);
  await page.goto('/#/texts');
  const filters = page.getByRole('group', { name: 'Shape type' });
  const shapes = page.getByRole('list', { name: 'Fancy text shapes' }).getByRole('button');
  await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(shapes).toHaveCount(shapesByType(null).length);

  await filters.getByRole('button', { name: 'Bubbles' }).click();
  await expect(filters.getByRole('button', { name: 'Bubbles' })).toHaveAttribute('aria-pressed', 'true');
  await expect(shapes).toHaveCount(shapesByType('bubble').length);
  await expect(page.getByRole('button', { name: 'Add fancy text: Starburst' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add fancy text: Speech bubble' }).click();
  await expect(page.getByRole('toolbar', { name: 'Fancy text toolbar' })).toBeVisible();

  const objects = await saveAndRead(page, hash);
  expect(objects).toHaveLength(1);
  expect(objects[0]).toMatchObject({
    type: 'pz-ftext',
    text: 'Fancy text',
    shapeId: 'speech-bubble',
    fontSize: 25,
    fontFamily: 'Fredoka One',
    fill: '#FFFFFF',
  });
});

test('/instagram shows the curated Instagram emoji images by default, a search all emojis', async ({
  page,
}) => {
  await openSignedUp(page, '/');
  const hash = await openBlankDesign(page);
  await page.getByRole('link', { name: 'Instagram' }).click();
  const emojis = page.getByRole('list', { name: 'Emojis' }).getByRole('button');
  await expect(page.getByText('Most used in stories')).toBeVisible();
  await expect(emojis).toHaveCount(INSTAGRAM_EMOJIS.length);
  await expect(emojis.first().locator('img')).toHaveAttribute(
    'src',
    /\/icons\/twemoji\/face-with-tears-of-joy\.svg$/,
  );

  const search = page.getByRole('searchbox', { name: 'Search emojis' });
  await search.fill('cactus');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Add emoji: cactus' })).toBeVisible();
  await expect(page.getByText('Most used in stories')).toHaveCount(0);
  // An empty search goes back to the curated images.
  await search.fill('');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(emojis).toHaveCount(INSTAGRAM_EMOJIS.length);
  await page.getByRole('button', { name: 'Add emoji: heart on fire' }).click();

  const objects = await saveAndRead(page, hash);
  expect(objects.map((object) => [object.type, object.src, object.vector_type])).toEqual([
    ['pz-vector', '/icons/twemoji/heart-on-fire.svg', 'emoji'],
  ]);
});
