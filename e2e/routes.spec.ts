import { expect, test } from './support/test';
import { openAsVisitor } from './support/editor';

const redirects: [string, RegExp][] = [
  ['/', /#\/templates$/],
  ['/#/', /#\/templates$/],
  ['/#/_=_', /#\/templates$/],
  ['/#/gallery', /#\/gallery\/designs$/],
  ['/#/images', /#\/images\/search$/],
  ['/#/backgrounds', /#\/backgrounds\/search$/],
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
    // The sign-in offer opens after 800 ms and hides the page from assistive technology until it closes.
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Tools' })).toBeVisible();
    await expect(page).toHaveURL(to);
    expect(dialogs).toEqual([]);
  });
}

test('every drawer route shows its drawer', async ({ page }) => {
  await openAsVisitor(page, '/#/templates');
  await expect(page.getByRole('heading', { name: 'Featured Templates' })).toBeVisible();
  const routes: [string, RegExp, string][] = [
    ['/#/texts', /#\/texts$/, 'Text'],
    ['/#/gallery/designs', /#\/gallery\/designs$/, 'My Gallery'],
    ['/#/gallery/following', /#\/gallery\/following$/, 'My Gallery'],
    ['/#/gallery/favorites', /#\/gallery\/favorites$/, 'My Gallery'],
    ['/#/images/search', /#\/images\/search$/, 'Images'],
    ['/#/images/uploads', /#\/images\/uploads$/, 'Images'],
    ['/#/images/icons', /#\/images\/icons$/, 'Images'],
    ['/#/backgrounds/search', /#\/backgrounds\/search$/, 'Backgrounds'],
    ['/#/backgrounds/uploads', /#\/backgrounds\/uploads$/, 'Backgrounds'],
    ['/#/audios', /#\/audios$/, 'Audio'],
    ['/#/instagram', /#\/instagram$/, 'Instagram'],
  ];
  for (const [path, url, section] of routes) {
    await page.goto(path);
    await expect(page).toHaveURL(url);
    await expect(
      page.getByRole('navigation', { name: 'Tools' }).getByRole('link', { name: section, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  }
  await page.goto('/#/texts');
  await expect(page.getByRole('button', { name: 'Add title', exact: true })).toBeVisible();
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
  await openAsVisitor(page, '/?layout=instagram.story#/');
  await expect(page).toHaveURL(/\?layout=instagram\.story#\/instagram$/);
  await expect(layoutButton).toContainText('540 x 960');

  await openAsVisitor(page, '/?layout=facebook.post#/');
  await expect(page).toHaveURL(/#\/templates$/);
  await expect(layoutButton).toContainText('940 x 788');

  await openAsVisitor(page, '/?layout=default#/');
  await expect(page).toHaveURL(/#\/templates$/);
});
