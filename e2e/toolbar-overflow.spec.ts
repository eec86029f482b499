import { expect, test } from './support/test';
import { openAsVisitor } from './support/editor';
import { expectReachable, runBarAction } from './support/overflow';

const TEXT_ACTIONS = [
  'Font',
  'Size',
  'Text color',
  'Text background',
  'Opacity',
  'Flip horizontal',
  'Flip vertical',
  'Duplicate',
  'Bring forward',
  'Send backward',
  'Rotate',
  'Delete',
];

for (const size of [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 375, height: 740 },
]) {
  test(`${size.name}: every text toolbar action is on screen or in its More menu, and runs from there`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openAsVisitor(page, '/#/texts');
    await page.getByRole('button', { name: 'Add title', exact: true }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Text toolbar' });
    await expect(toolbar).toBeVisible();
    const reached: Record<string, 'bar' | 'menu'> = {};
    for (const name of TEXT_ACTIONS) reached[name] = await expectReachable(page, toolbar, name);
    // Not everything fits a 1366 px window beside the drawer and the layers panel.
    expect(Object.values(reached)).toContain('menu');

    // Opacity opens its popover from wherever it is.
    await runBarAction(page, toolbar, 'Opacity');
    await expect(page.getByRole('slider', { name: 'Opacity' })).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('slider', { name: 'Opacity' })).toHaveCount(0);

    // An action run from the menu does what its button does: Duplicate adds a layer, Delete removes it.
    const layers = page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');
    for (const [name, count] of [
      ['Duplicate', 2],
      ['Delete', 1],
    ] as const) {
      await runBarAction(page, toolbar, name);
      await expect(layers).toHaveCount(count);
    }
  });

  test(`${size.name}: the canvas bar keeps its controls inside it; Keyboard shortcuts is reachable and clear of the layers panel`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openAsVisitor(page, '/#/texts');
    // On a phone the canvas shows once something is added to it.
    await page.getByRole('button', { name: 'Add title', exact: true }).click();
    const bar = page.getByRole('toolbar', { name: 'Canvas options' });
    await expect(bar).toBeVisible();
    for (const name of ['Zoom out', 'Zoom in', 'Fit', 'Keyboard shortcuts']) {
      await expectReachable(page, bar, name);
    }
    const heading = page.getByRole('heading', { name: 'Layers' });
    if (await heading.isVisible()) {
      const [barBox, headingBox] = [await bar.boundingBox(), await heading.boundingBox()];
      expect(barBox!.x + barBox!.width).toBeLessThanOrEqual(headingBox!.x + 0.5);
    }
  });
}

test('the More menu is named in Spanish too', async ({ page }) => {
  await openAsVisitor(page, '/#/texts');
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await page.getByRole('button', { name: 'Añadir título', exact: true }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Barra de texto' });
  await expect(toolbar.getByRole('button', { name: 'Más', exact: true })).toBeInViewport({ ratio: 1 });
});

test("1366 px: Opacity, a popover in the text toolbar's More menu, opens under the More button, on screen", async ({
  page,
}) => {
  await openAsVisitor(page, '/#/texts');
  await page.getByRole('button', { name: 'Add title', exact: true }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Text toolbar' });
  expect(await expectReachable(page, toolbar, 'Opacity')).toBe('menu');
  await runBarAction(page, toolbar, 'Opacity');
  const panel = page.getByRole('dialog', { name: 'Opacity' });
  await expect(panel).toBeInViewport({ ratio: 1 });
  const more = (await toolbar.getByRole('button', { name: 'More', exact: true }).boundingBox())!;
  const box = (await panel.boundingBox())!;
  // Placed by its anchor, the "More" button: just under it, overlapping it sideways.
  expect(box.y).toBeGreaterThanOrEqual(more.y + more.height - 1);
  expect(box.y).toBeLessThan(more.y + more.height + 24);
  expect(box.x).toBeLessThan(more.x + more.width);
  expect(box.x + box.width).toBeGreaterThan(more.x);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the colour of a text background, from the More menu, opens on screen by its anchor', async ({
    page,
  }) => {
    await openAsVisitor(page, '/#/texts');
    await page.getByRole('button', { name: 'Add title', exact: true }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Text toolbar' });
    expect(await expectReachable(page, toolbar, 'Text background')).toBe('menu');
    await runBarAction(page, toolbar, 'Text background');
    const colours = page.getByRole('group', { name: 'Text background' }).first();
    await expect(colours).toBeInViewport({ ratio: 1 });
    // Under the toolbar it belongs to, not at the top left corner of the page.
    const bar = (await toolbar.boundingBox())!;
    const box = (await colours.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(bar.y);

    // The canvas bar's layout selector, a popover, opens from its More menu under that menu's button.
    const canvasBar = page.getByRole('toolbar', { name: 'Canvas options' });
    expect(await expectReachable(page, canvasBar, 'Layout: Instagram Story (540 x 960)')).toBe('menu');
    await runBarAction(page, canvasBar, 'Layout: Instagram Story (540 x 960)');
    const layouts = page.getByRole('dialog', { name: 'Choose a layout' });
    await expect(layouts).toBeVisible();
    const more = (await canvasBar.getByRole('button', { name: 'More', exact: true }).boundingBox())!;
    const placed = (await layouts.boundingBox())!;
    expect(placed.y).toBeGreaterThanOrEqual(more.y + more.height - 1);
    expect(placed.x).toBeGreaterThanOrEqual(0);
    expect(placed.x + placed.width).toBeLessThanOrEqual(375);
  });

  test("the header's More menu names a checked entry without its check mark", async ({ page }) => {
    await openAsVisitor(page, '/#/texts');
    const more = page.getByRole('banner').getByRole('button', { name: 'More actions' });
    await more.click();
    await page.getByRole('menuitemcheckbox', { name: 'Video', exact: true }).click();
    await more.click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Video', exact: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});

// Issue 24: on a story, beside a drawer, the canvas bar's zoom buttons covered the Layers heading; once they went
// into "More", they all went there whenever the bar was first measured, room or not.
for (const { language, names } of [
  {
    language: 'en',
    names: {
      bar: 'Canvas options',
      layers: 'Layers',
      hex: 'Background color hex',
      zoom: ['Zoom out', 'Zoom in', 'Fit', 'Keyboard shortcuts'],
    },
  },
  {
    language: 'es',
    names: {
      bar: 'Opciones del lienzo',
      layers: 'Capas',
      hex: 'Color de fondo en hexadecimal',
      zoom: ['Alejar', 'Acercar', 'Ajustar', 'Atajos de teclado'],
    },
  },
]) {
  for (const width of [1280, 1366]) {
    test(`${language}, ${width} px, a story beside a drawer: the canvas bar keeps clear of the Layers heading, a bad hex too, and shows zoom where it has room`, async ({
      page,
    }) => {
      const bar = page.getByRole('toolbar', { name: names.bar });
      // From a wide window, where the whole bar fits, to this one: the bar is measured again as it narrows.
      await page.setViewportSize({ width: 1920, height: 768 });
      await openAsVisitor(page, '/#/instagram');
      if (language === 'es') await page.getByLabel('Language').first().selectOption('es');
      await expect(page.locator('canvas.upper-canvas')).toBeVisible();
      await expect(bar.getByRole('button', { name: names.zoom[2], exact: true })).toBeVisible();
      await page.setViewportSize({ width, height: 768 });
      const heading = page.getByRole('heading', { name: names.layers, exact: true });
      /**
       * Every control the bar shows ends inside it, left of the Layers heading. The controls are measured at once:
       * the bar lays itself out again at its next frame, and a control it hides meanwhile would leave a locator of
       * one of them waiting for an element that is gone (it failed CI so).
       */
      const clear = async () => {
        const limit = Math.min(
          (await bar.boundingBox())!.x + (await bar.boundingBox())!.width,
          (await heading.boundingBox())!.x,
        );
        const ends = await bar
          .getByRole('button')
          .or(bar.getByRole('textbox'))
          .evaluateAll((controls) =>
            controls.map((control) => ({
              name: control.getAttribute('aria-label') ?? control.textContent,
              end: control.getBoundingClientRect().right,
            })),
          );
        expect(ends.length).toBeGreaterThan(0);
        for (const { name, end } of ends)
          expect(end, `${name} ends by ${limit}`).toBeLessThanOrEqual(limit + 0.5);
      };
      // The default layout is a story (Instagram Story, 540 x 960).
      await expect(clear).toPass();
      if (width === 1366) {
        for (const name of names.zoom)
          await expect(bar.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
      }
      // A bad hex value brings its message into the bar: what no longer fits goes into "More".
      const hex = bar.getByRole('textbox', { name: names.hex });
      await hex.fill('#zz');
      await hex.press('Enter');
      await expect(hex).toHaveAttribute('aria-invalid', 'true');
      await expect(bar.getByRole('alert')).toBeVisible();
      await expect(clear).toPass();
      for (const name of names.zoom) await expectReachable(page, bar, name);
    });
  }
}
