import { devices, expect, test } from './support/test';
import { twoFramesLater } from './support/editor';

test.use({
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  isMobile: true,
  userAgent: devices['iPhone 13'].userAgent,
});

test('mobile: one tool at a time, a bottom menu, the canvas fits, a title is added and dragged', async ({
  page,
}) => {
  await page.goto('/#/texts');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const menu = page.getByRole('navigation', { name: 'Mobile menu' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Tools' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add title' })).toBeVisible();
  const canvasArea = page.getByRole('region', { name: 'Canvas area' });
  await expect(canvasArea).toBeHidden();

  // Adding a title switches to the canvas; the drawer is then hidden.
  await page.getByRole('button', { name: 'Add title' }).tap();
  await expect(canvasArea).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add title' })).toBeHidden();
  await expect(menu.getByRole('button', { name: 'Canvas' })).toHaveAttribute('aria-pressed', 'true');

  // The canvas fits the screen.
  const canvas = page.locator('canvas').last();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('canvas not visible');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(box.y + box.height).toBeLessThanOrEqual(812);

  // Layers are one tap away, and the drawers come back through the menu.
  await menu.getByRole('button', { name: 'Layers' }).tap();
  await expect(menu.getByRole('button', { name: 'Layers' })).toHaveAttribute('aria-pressed', 'true');
  const layerRows = page.getByRole('list', { name: 'Layers', exact: true }).getByRole('listitem');
  await expect(layerRows).toHaveCount(1);
  await expect(canvasArea).toBeHidden();
  // A layer that comes back (the add undone, then redone) keeps the layers list in view.
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Undo', exact: true }).tap();
  await expect(layerRows).toHaveCount(0);
  await header.getByRole('button', { name: 'Redo', exact: true }).tap();
  await expect(layerRows).toHaveCount(1);
  await expect(menu.getByRole('button', { name: 'Layers' })).toHaveAttribute('aria-pressed', 'true');
  await expect(canvasArea).toBeHidden();
  await menu.getByRole('button', { name: 'Templates' }).tap();
  await expect(page).toHaveURL(/#\/templates$/);
  await expect(page.getByRole('heading', { name: 'Featured Templates' })).toBeVisible();

  // The language switcher lives in the mobile menu.
  await menu.getByLabel('Language').selectOption({ label: 'Español' });
  await expect(page.getByRole('heading', { name: 'Plantillas destacadas' })).toBeVisible();
  const canvasTab = page
    .getByRole('navigation', { name: 'Menú móvil' })
    .getByRole('button', { name: 'Lienzo' });
  await expect(canvasTab).toBeVisible();

  // Back on the canvas, a finger drags the title (and its selection frame). It is selected (its toolbar shows):
  // a tap on a selected text would start editing it, and the drag would then select characters. The drag comes
  // last: a tap sent through CDP right after a CDP touch drag is now and then not turned into a click by
  // Chromium's touch emulation (the page gets touchstart and touchend, not cancelled, and no click), which failed
  // this test 1 run in 20.
  await canvasTab.tap();
  await expect(page.getByRole('region', { name: 'Área del lienzo' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Barra de texto' })).toBeVisible();
  const shown = await canvas.boundingBox();
  if (!shown) throw new Error('canvas not visible');
  const x = shown.x + shown.width / 2;
  const y = shown.y + shown.height / 2;
  await twoFramesLater(page);
  const selected = await canvas.screenshot();
  const client = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', px: number, py: number) =>
    client.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: px, y: py }],
    });
  await touch('touchStart', x, y);
  for (let step = 1; step <= 8; step += 1) await touch('touchMove', x + step * 4, y + step * 6);
  await touch('touchEnd', x + 32, y + 48);
  await expect.poll(async () => (await canvas.screenshot()).equals(selected)).toBe(false);
  await expect(page.getByRole('list', { name: 'Capas del lienzo' }).getByRole('listitem')).toHaveCount(1);
});

test('mobile header: everything fits 375 px; the other commands and the account live in "More"', async ({
  page,
}) => {
  await page.goto('/#/texts');
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');

  const header = page.getByRole('banner');
  const fits = await header.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(fits).toBe(true);
  // Nor does anything else widen the page: bars scroll sideways inside it.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  for (const name of ['Undo', 'Redo', 'Save', 'More actions']) {
    const button = header.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  }

  await page.getByRole('navigation', { name: 'Mobile menu' }).getByRole('button', { name: 'Text' }).tap();
  await page.getByRole('button', { name: 'Add title' }).tap();

  await header.getByRole('button', { name: 'More actions' }).tap();
  const menu = page.getByRole('menu');
  for (const name of ['My Designs', 'Explore', 'New', 'Video', 'Share', 'Download', 'Sign in'])
    await expect(
      menu.getByRole(/^Video$/.test(name) ? 'menuitemcheckbox' : 'menuitem', { name }),
    ).toBeVisible();
  // Not saved: Share says why under its name (issue 24: a phone has no hover for a tooltip).
  const share = menu.getByRole('menuitem', { name: 'Share' });
  await expect(share).toHaveAttribute('aria-disabled', 'true');
  await expect(share).toHaveAccessibleDescription('Save design before Share.');
  await menu.getByRole('menuitem', { name: 'New' }).tap();
  const confirm = page.getByRole('dialog', { name: 'Reset editor content' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Reset' }).tap();
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveCount(0);

  await header.getByRole('button', { name: 'More actions' }).tap();
  await page.getByRole('menuitem', { name: 'Sign in' }).tap();
  await expect(page.getByRole('dialog', { name: 'Welcome to Lienzo' })).toBeVisible();
});

// Issue 24: the first screen opens on Templates, and the bottom bar's Canvas and Layers tabs sat past the
// right edge (x = 517 and 580).
for (const { language, names } of [
  {
    language: 'en',
    names: {
      menu: 'Mobile menu',
      views: { canvas: 'Canvas', pages: 'Pages', layers: 'Layers' },
      area: 'Canvas area',
      drawers: ['My Gallery', 'Images', 'Backgrounds', 'Text', 'Templates', 'Audio', 'Instagram'],
    },
  },
  {
    language: 'es',
    names: {
      menu: 'Menú móvil',
      views: { canvas: 'Lienzo', pages: 'Páginas', layers: 'Capas' },
      area: 'Área del lienzo',
      drawers: ['Mi galería', 'Imágenes', 'Fondos', 'Texto', 'Plantillas', 'Audio', 'Instagram'],
    },
  },
]) {
  test(`${language}: the phone's bottom bar reaches Canvas and Layers, and every drawer`, async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    if (language === 'es') await page.getByLabel('Language').first().selectOption('es');
    const menu = page.getByRole('navigation', { name: names.menu });
    const tab = (name: string) => menu.getByRole('button', { name, exact: true });
    // The view tabs are on screen as the first screen opens, without scrolling the bar.
    for (const name of Object.values(names.views)) await expect(tab(name)).toBeInViewport({ ratio: 1 });

    await tab(names.views.canvas).tap();
    await expect(tab(names.views.canvas)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: names.area })).toBeInViewport();
    await tab(names.views.layers).tap();
    await expect(tab(names.views.layers)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: names.views.layers, exact: true })).toBeInViewport();
    await expect(page.getByRole('region', { name: names.area })).toBeHidden();
    await tab(names.views.pages).tap();
    await expect(tab(names.views.pages)).toHaveAttribute('aria-pressed', 'true');

    // Each drawer's tab comes into sight as a finger scrolls the bar to it, and opens its drawer.
    for (const name of names.drawers) {
      await tab(name).scrollIntoViewIfNeeded();
      // Less a sub-pixel: the scrolled bar may end a fraction of a pixel past the tab.
      await expect(tab(name)).toBeInViewport({ ratio: 0.95 });
      await tab(name).tap();
      await expect(tab(name)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('complementary')).toBeInViewport();
    }
  });
}
