import { expect, test } from '@playwright/test';
import { openAsVisitor } from './support/editor';

const redirects: [string, RegExp][] = [
  ['/', /#\/templates$/],
  ['/#/', /#\/templates$/],
  ['/#/_=_', /#\/templates$/],
  ['/#/gallery', /#\/gallery\/designs$/],
  ['/#/no/such/page', /#\/templates$/],
  ['/#/../etc/passwd', /#\/templates$/],
  ['/#/%3Cscript%3Ealert(1)%3C%2Fscript%3E', /#\/templates$/],
];

for (const [from, to] of redirects) {
  test(`${from} goes to ${to.source}`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('navigation', { name: 'Tools' })).toBeVisible();
    expect(dialogs).toEqual([]);
  });
}

test('every drawer route shows its drawer', async ({ page }) => {
  await page.goto('/#/templates');
  await expect(page.getByRole('heading', { name: 'Featured Templates' })).toBeVisible();
  await page.goto('/#/texts');
  await expect(page.getByRole('button', { name: 'Add title' })).toBeVisible();
  await page.goto('/#/gallery/designs');
  await expect(page.getByRole('link', { name: 'My Gallery' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/#/gallery/following');
  await expect(page).toHaveURL(/#\/gallery\/following$/);
});

test('navigation scrolls the drawer back to the top', async ({ page }) => {
  await openAsVisitor(page, '/#/templates');
  await expect(page.getByRole('heading', { name: 'Featured Templates' })).toBeVisible();
  const drawer = page.getByRole('complementary', { name: 'Panel' });
  await drawer.evaluate((element) => {
    const filler = document.createElement('div');
    filler.style.height = '5000px';
    element.append(filler);
    element.scrollTop = 2000;
  });
  expect(await drawer.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Text' }).click();
  await expect(page).toHaveURL(/#\/texts$/);
  await expect.poll(() => drawer.evaluate((element) => element.scrollTop)).toBe(0);
});

test('booting on the story layout opens /instagram; another layout or "default" opens /templates', async ({
  page,
}) => {
  const layoutButton = page.getByRole('button', { name: /Layout:/ });
  await page.goto('/?layout=instagram.story#/');
  await expect(page).toHaveURL(/\?layout=instagram\.story#\/instagram$/);
  await expect(layoutButton).toContainText('540 x 960');

  await page.goto('/?layout=facebook.post#/');
  await expect(page).toHaveURL(/#\/templates$/);
  await expect(layoutButton).toContainText('940 x 788');

  await page.goto('/?layout=default#/');
  await expect(page).toHaveURL(/#\/templates$/);
});
