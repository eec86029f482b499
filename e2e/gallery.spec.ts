import { expect, test } from './support/test';
import { openSignedUp } from './support/account';
import { saveThroughApi } from './support/designs';

test('the gallery loads 20 designs, then more by scrolling (infinite scroll) and by "View more"', async ({
  page,
}) => {
  await openSignedUp(page, '/#/texts');
  await saveThroughApi(
    page,
    Array.from({ length: 45 }, (_, index) => ({ title: `Poster ${String(index).padStart(2, '0')}` })),
  );
  await page.getByRole('button', { name: 'My Designs' }).click();
  const grid = page.locator('.design-grid > li');
  await expect(grid).toHaveCount(20);
  await expect(page.getByRole('link', { name: 'Poster 44' })).toBeVisible();

  // "View more" loads page 2 (clicked where it is, without scrolling it into view).
  await page.getByRole('button', { name: 'View more' }).dispatchEvent('click');
  await expect(grid).toHaveCount(40);
  // Scrolling the drawer to its end loads the last page by itself; a short page finishes the list.
  await page.locator('.shell__drawer').evaluate((drawer) => drawer.scrollTo(0, drawer.scrollHeight));
  await expect(grid).toHaveCount(45);
  await expect(page.getByRole('link', { name: 'Poster 00' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'View more' })).toHaveCount(0);
});

test('designs saved while the gallery is open never repeat a design on the next page', async ({ page }) => {
  await openSignedUp(page, '/#/texts');
  await saveThroughApi(
    page,
    Array.from({ length: 30 }, (_, index) => ({ title: `Flyer ${String(index).padStart(2, '0')}` })),
  );
  await page.getByRole('button', { name: 'My Designs' }).click();
  const grid = page.locator('.design-grid > li');
  await expect(grid).toHaveCount(20);
  // Saved elsewhere (another tab) while this list is open: they go to the top, not into page 2.
  await saveThroughApi(page, [{ title: 'Fresh 1' }, { title: 'Fresh 2' }, { title: 'Fresh 3' }]);
  await page.getByRole('button', { name: 'View more' }).dispatchEvent('click');
  await expect(grid).toHaveCount(30);
  const titles = await page
    .locator('.design-grid > li a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? link.textContent ?? ''));
  expect(new Set(titles).size).toBe(30);
  expect(titles.filter((title) => title.startsWith('Fresh'))).toEqual([]);
});

test('a heart marks favourites; the Favorites tab lists them and un-hearting takes them out', async ({
  page,
}) => {
  await openSignedUp(page, '/#/texts');
  await saveThroughApi(page, [{ title: 'Spring sale' }, { title: 'Summer party' }, { title: 'Autumn menu' }]);
  await page.getByRole('button', { name: 'My Designs' }).click();

  const addSummer = page.getByRole('button', { name: 'Add Summer party to favorites' });
  await addSummer.click();
  const removeSummer = page.getByRole('button', { name: 'Remove Summer party from favorites' });
  await expect(removeSummer).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add Spring sale to favorites' }).click();
  await expect(page.getByRole('button', { name: 'Remove Spring sale from favorites' })).toBeVisible();

  await page.getByRole('link', { name: 'Favorites' }).click();
  await expect(page).toHaveURL(/#\/gallery\/favorites$/);
  const favourites = page.locator('.design-grid > li');
  await expect(favourites).toHaveCount(2);
  // The latest marked comes first.
  await expect(favourites.first().getByRole('link')).toHaveAccessibleName('Spring sale');

  await page.getByRole('button', { name: 'Remove Spring sale from favorites' }).click();
  await expect(favourites).toHaveCount(1);
  await page.reload();
  await expect(page.locator('.design-grid > li')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Summer party' })).toBeVisible();

  // Back in My Designs the hearts show what is stored.
  await page.getByRole('link', { name: 'My Designs' }).click();
  await expect(page.getByRole('button', { name: 'Remove Summer party from favorites' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Spring sale to favorites' })).toBeVisible();
});

test('opening a saved design over unsaved changes asks "Edit?" first; Cancel keeps the canvas', async ({
  page,
}) => {
  await openSignedUp(page, '/#/texts');
  await saveThroughApi(page, [{ title: 'Saved poster' }]);
  await page.getByRole('button', { name: 'Add title' }).click();
  const layers = page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');
  await expect(layers).toHaveCount(1);

  await page.getByRole('button', { name: 'My Designs' }).click();
  await page.getByRole('link', { name: 'Saved poster' }).click();
  const ask = page.getByRole('dialog', { name: 'Edit?' });
  await expect(ask).toContainText('changes that are not saved');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/#\/gallery\/designs$/);
  await expect(layers).toHaveCount(1);

  await page.getByRole('link', { name: 'Saved poster' }).click();
  await page.getByRole('dialog', { name: 'Edit?' }).getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/#\/design\/[a-z0-9]{16}$/);
  await expect(layers).toHaveCount(0);
});

test('a design deleted from My Designs is gone for good; the others stay', async ({ page }) => {
  await openSignedUp(page, '/#/texts');
  const [gone, kept] = await saveThroughApi(page, [{ title: 'Old draft' }, { title: 'Keeper' }]);
  await page.getByRole('button', { name: 'My Designs' }).click();
  await expect(page.getByRole('link', { name: 'Old draft' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Old draft' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete this design?' });
  await expect(ask).toContainText('“Old draft” will be deleted for good');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: 'Old draft' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Old draft' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this design?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('“Old draft” was deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Old draft' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Keeper' })).toBeVisible();
  expect((await page.request.get(`/api/getEditorByHash/${gone!.hash}`)).status()).toBe(404);
  expect((await page.request.get(`/designs/${gone!.hash}_o.png`)).status()).toBe(404);
  expect((await page.request.get(`/api/getEditorByHash/${kept!.hash}`)).status()).toBe(200);

  // Still gone after a reload.
  await page.reload();
  await page.getByRole('button', { name: 'My Designs' }).click();
  await expect(page.getByRole('link', { name: 'Keeper' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Old draft' })).toHaveCount(0);
});
