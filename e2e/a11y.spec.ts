import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { openAsVisitor } from './support/editor';

test('the editor with a text added has no serious or critical axe violations', async ({ page }) => {
  await openAsVisitor(page, '/#/texts');
  await page.getByRole('button', { name: 'Add title' }).click();
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the templates page has no serious or critical axe violations', async ({ page }) => {
  await openAsVisitor(page, '/#/templates');
  await expect(page.getByRole('heading', { name: 'Featured Templates' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the gallery page has no serious or critical axe violations', async ({ page }) => {
  await openAsVisitor(page, '/#/gallery/designs');
  await expect(page.getByRole('link', { name: 'My Gallery' })).toHaveAttribute('aria-current', 'page');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the sign-in modal has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/#/templates');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the audio drawer and the font picker have no serious or critical axe violations', async ({ page }) => {
  await openAsVisitor(page, '/#/audios');
  await expect(page.getByRole('list', { name: 'Audio tracks' }).getByRole('listitem')).toHaveCount(13);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Text' }).click();
  await page.getByRole('button', { name: 'Add title', exact: true }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Text toolbar' });
  await toolbar.getByRole('button', { name: 'Font', exact: true }).click();
  await expect(toolbar.getByRole('group', { name: 'Free fonts' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the Instagram drawer with a slider toolbar section open has no serious or critical axe violations', async ({
  page,
}) => {
  await openAsVisitor(page, '/#/instagram');
  await expect(page.getByRole('list', { name: 'Emojis' }).getByRole('button').first()).toBeVisible();
  await page
    .getByRole('group', { name: 'Instagram elements' })
    .getByRole('button', { name: 'Slider' })
    .click();
  const slider = page.getByRole('toolbar', { name: 'Slider toolbar' });
  await slider.getByRole('button', { name: 'Emoji', exact: true }).click();
  await expect(slider.getByRole('group', { name: 'Emoji quick picks' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the icons drawer has no serious or critical axe violations', async ({ page }) => {
  await openAsVisitor(page, '/#/images/icons');
  await expect(page.getByRole('list', { name: 'Icons' }).getByRole('button').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the discover board and the image preview have no serious or critical axe violations', async ({
  page,
}) => {
  await openAsVisitor(page, '/#/templates');
  await page.getByRole('banner').getByRole('button', { name: 'Explore' }).click();
  const board = page.getByRole('dialog', { name: 'Explore' });
  await expect(board.getByRole('button', { name: 'Summer sale', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await board.getByRole('button', { name: 'Summer sale', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Summer sale' });
  await expect(preview.getByRole('img', { name: 'Summer sale, full size' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the mobile editor and its layers view have no serious or critical axe violations', async ({
    page,
  }) => {
    await openAsVisitor(page, '/#/texts');
    await page.getByRole('button', { name: 'Add title' }).tap();
    await expect(page.getByRole('navigation', { name: 'Mobile menu' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('navigation', { name: 'Mobile menu' }).getByRole('button', { name: 'Layers' }).tap();
    await expect(page.getByRole('list', { name: 'Layers', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
