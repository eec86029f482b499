import { expect, test, type Page } from './support/test';
import { openSignedUp } from './support/account';
import { expectReachable, runBarAction } from './support/overflow';
import { saveThroughApi, squareDesign } from './support/designs';
import { firstPage, type PagedDocument } from './support/document';

/** The one page of the design as the server stored it (GET /api/getEditorByHash): its background and objects. */
async function storedPage(page: Page, hash: string | undefined) {
  const editor = await page.evaluate(async (hash) => {
    const response = await fetch(`/api/getEditorByHash/${hash}`);
    return (
      (await response.json()) as {
        data: {
          editor: PagedDocument<{ background: { color: string }; objects: Record<string, unknown>[] }>;
        };
      }
    ).data.editor;
  }, hash);
  return firstPage(editor);
}

async function addTitle(page: Page) {
  await page.getByRole('link', { name: 'Text' }).click();
  await page.getByRole('button', { name: 'Add title' }).click();
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveCount(1);
}

async function clickCanvasCentre(page: Page) {
  const canvas = page.locator('canvas').last();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('canvas not visible');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('the toolbar follows the selection; text toolbar styles the text and the saved design keeps it', async ({
  page,
}) => {
  await openSignedUp(page, '/');
  await expect(page.getByRole('toolbar', { name: 'Background toolbar' })).toBeVisible();

  await addTitle(page);
  const toolbar = page.getByRole('toolbar', { name: 'Text toolbar' });
  await expect(toolbar).toBeVisible();

  // Layer actions.
  for (const name of ['Flip horizontal', 'Flip vertical', 'Bring forward', 'Send backward', 'Rotate']) {
    await expectReachable(page, toolbar, name);
  }
  const layers = page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');
  await runBarAction(page, toolbar, 'Duplicate');
  await expect(layers).toHaveCount(2);
  await runBarAction(page, page.getByRole('toolbar', { name: 'Text toolbar' }), 'Delete');
  await expect(layers).toHaveCount(1);
  await expect(page.getByRole('toolbar', { name: 'Background toolbar' })).toBeVisible();

  await clickCanvasCentre(page);
  await expect(toolbar).toBeVisible();
  await runBarAction(page, toolbar, 'Rotate');

  // Size section, then back.
  await toolbar.getByRole('button', { name: 'Size' }).click();
  await toolbar.getByRole('slider', { name: 'Text size' }).fill('64');
  await toolbar.getByRole('slider', { name: 'Letter spacing' }).fill('40');
  await toolbar.getByRole('button', { name: 'Back', exact: true }).click();

  // Colour section: a palette is generated when it opens; the picker takes hex, short hex, rgb, rgba.
  await toolbar.getByRole('button', { name: 'Text color' }).click();
  await expect(toolbar.getByRole('group', { name: 'Palette' }).getByRole('button')).toHaveCount(10);
  await expect(toolbar.getByRole('group', { name: 'Quick Colors' }).getByRole('button')).toHaveCount(15);
  const value = toolbar.getByLabel('Text color value');
  await value.fill('#12');
  await value.press('Enter');
  await expect(toolbar.getByRole('alert')).toHaveText('Bad Hex');
  await value.fill('rgb(255, 0, 0)');
  await value.press('Enter');
  await expect(value).toHaveValue('#ff0000');
  await expect(toolbar.getByRole('alert')).toHaveCount(0);
  await value.fill('#0f0');
  await value.press('Enter');
  await expect(value).toHaveValue('#00ff00');
  await expect(
    toolbar.getByRole('group', { name: 'Document Colors' }).getByRole('button', { name: 'Use #00ff00' }),
  ).toBeVisible();
  await toolbar.getByRole('button', { name: 'Back', exact: true }).click();

  // Opacity popover: 0–100 on screen.
  // (In the bar, or in its More menu when the bar is full.)
  await runBarAction(page, toolbar, 'Opacity');
  const opacity = page.getByRole('slider', { name: 'Opacity' });
  await opacity.fill('40');
  // Escape and a click elsewhere close the popover, and the value stays.
  await opacity.press('Escape');
  await expect(opacity).toBeHidden();
  await runBarAction(page, toolbar, 'Opacity');
  await expect(opacity).toHaveValue('40');
  await page.getByRole('banner').click({ position: { x: 400, y: 20 } });
  await expect(opacity).toBeHidden();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saveDialog = page.getByRole('dialog');
  await saveDialog.getByLabel('Title').fill('Styled title');
  await saveDialog.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();

  // Reopen it: what the toolbar shows can only come from the saved design.
  await page.goto('/');
  await page.getByRole('button', { name: 'My Designs' }).click();
  await page.getByRole('link', { name: 'Styled title' }).click();
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveCount(1);
  await clickCanvasCentre(page);
  await expect(toolbar).toBeVisible();
  await toolbar.getByRole('button', { name: 'Font', exact: true }).click();
  await expect(toolbar.getByRole('button', { name: 'Open Sans', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await toolbar.getByRole('button', { name: 'Back', exact: true }).click();
  await runBarAction(page, toolbar, 'Opacity');
  await expect(page.getByRole('slider', { name: 'Opacity' })).toHaveValue('40');
  await toolbar.getByRole('button', { name: 'Size' }).click();
  await expect(toolbar.getByRole('slider', { name: 'Text size' })).toHaveValue('64');
  await expect(toolbar.getByRole('slider', { name: 'Letter spacing' })).toHaveValue('40');
  await toolbar.getByRole('button', { name: 'Back', exact: true }).click();
  await toolbar.getByRole('button', { name: 'Text color' }).click();
  await expect(toolbar.getByLabel('Text color value')).toHaveValue('#00ff00');
});

/** Stores a design with a fancy text, an image and a vector through the API, as the editor would. */
async function saveSeedDesign(page: Page): Promise<string> {
  const [saved] = await saveThroughApi(page, [
    {
      title: 'Seed',
      editor: squareDesign([
        { id: 'fancy', type: 'pz-ftext', text: 'Fancy', left: 40, top: 40, width: 240, height: 90 },
        {
          id: 'picture',
          type: 'pz-image',
          src: '/favicon.svg',
          left: 450,
          top: 450,
          width: 200,
          height: 200,
        },
        { id: 'shape', type: 'pz-vector', src: '/favicon.svg', left: 450, top: 40, width: 150, height: 150 },
      ]),
    },
  ]);
  return saved!.hash;
}

async function clickDesignAt(page: Page, x: number, y: number) {
  const canvas = page.locator('canvas').last();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('canvas not visible');
  await page.mouse.click(box.x + (box.width * x) / 800, box.y + (box.height * y) / 800);
}

test('fancy text, image and vector toolbars change the saved design', async ({ page }) => {
  await openSignedUp(page, '/');
  const hash = await saveSeedDesign(page);
  expect(hash).toMatch(/^[a-z0-9]{16}$/);
  await page.goto(`/#/design/${hash}`);
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveCount(3);

  await clickDesignAt(page, 70, 60);
  const fancy = page.getByRole('toolbar', { name: 'Fancy text toolbar' });
  await expect(fancy).toBeVisible();
  await fancy.getByRole('button', { name: 'Alignment: centre' }).click();
  await expect(fancy.getByRole('button', { name: 'Alignment: right' })).toBeVisible();
  await fancy.getByRole('button', { name: 'Spacing: 1' }).click();
  await expect(fancy.getByRole('button', { name: 'Spacing: 1.4' })).toBeVisible();
  await fancy.getByRole('button', { name: 'Wrapping' }).click();
  await expect(fancy.getByRole('button', { name: 'Wrapping' })).toHaveAttribute('aria-pressed', 'true');
  await fancy.getByRole('button', { name: 'Shapes' }).click();
  const allShapes = await fancy.getByRole('list', { name: 'Shapes' }).getByRole('button').count();
  await fancy.getByLabel('Shape type').selectOption('bubble');
  const bubbles = fancy.getByRole('list', { name: 'Shapes' }).getByRole('button');
  expect(await bubbles.count()).toBeLessThan(allShapes);
  await bubbles.first().click();
  await expect(bubbles.first()).toHaveAttribute('aria-pressed', 'true');
  await fancy.getByRole('button', { name: 'Back', exact: true }).click();

  await clickDesignAt(page, 550, 550);
  const image = page.getByRole('toolbar', { name: 'Image toolbar' });
  await expect(image).toBeVisible();
  await image.getByRole('button', { name: 'Adjust' }).click();
  await image.getByRole('slider', { name: 'Blur' }).fill('12');
  await image.getByRole('slider', { name: 'Zoom' }).fill('150');
  await image.getByRole('slider', { name: 'Darkness' }).fill('20');
  await image.getByRole('slider', { name: 'Brightness' }).fill('30');
  await image.getByRole('button', { name: 'Back', exact: true }).click();
  await image.getByRole('button', { name: 'Filters' }).click();
  await image.getByRole('button', { name: 'Sepia' }).click();
  await image.getByRole('button', { name: 'Back', exact: true }).click();
  await image.getByRole('button', { name: 'Opacity' }).click();
  await image.getByRole('slider', { name: 'Opacity' }).fill('50');

  await clickDesignAt(page, 525, 115);
  const vector = page.getByRole('toolbar', { name: 'Vector toolbar' });
  await expect(vector).toBeVisible();
  await vector.getByRole('button', { name: 'Colors' }).click();
  const inputs = vector.getByRole('group', { name: 'Color inputs' }).getByRole('button');
  await expect(inputs.first()).toBeVisible();
  expect(await inputs.count()).toBeLessThanOrEqual(7);
  await vector.getByLabel('Color 1 value').fill('#123456');
  await vector.getByLabel('Color 1 value').press('Enter');
  await expect(vector.getByLabel('Color 1 value')).toHaveValue('#123456');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Our own design: saving it again asks nothing.
  await expect(page.getByText('Your design is ready!')).toBeVisible();

  const saved = await storedPage(page, hash);
  const byId = Object.fromEntries(saved.objects.map((object) => [object.id, object]));
  expect(byId.fancy).toMatchObject({ textAlign: 'right', spacing: 1.4, wrapping: true });
  expect(byId.fancy?.shapeId).not.toBe('rounded-box');
  expect(byId.picture).toMatchObject({
    zoom: 150,
    opacity: 0.5,
    filters: { preset: 'sepia', blur: 12, darkness: 20, brightness: 30 },
  });
  expect(byId.shape).toMatchObject({ colorsByTargets: { '0': '#123456' } });
});

test('group toolbar, image adapt and delete, transparent background', async ({ page }) => {
  await openSignedUp(page, '/');
  const hash = await saveSeedDesign(page);
  await page.goto(`/#/design/${hash}`);
  const layers = page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');
  await expect(layers).toHaveCount(3);

  await page
    .getByRole('toolbar', { name: 'Background toolbar' })
    .getByRole('button', { name: 'Make transparent' })
    .click();

  await clickDesignAt(page, 70, 60);
  await page.keyboard.down('Shift');
  await clickDesignAt(page, 525, 115);
  await page.keyboard.up('Shift');
  const group = page.getByRole('toolbar', { name: 'Group toolbar' });
  await expect(group).toBeVisible();
  await group.getByRole('button', { name: 'Group', exact: true }).click();
  await expect(group.getByRole('button', { name: 'Ungroup' })).toBeVisible();

  await clickDesignAt(page, 550, 550);
  const image = page.getByRole('toolbar', { name: 'Image toolbar' });
  await expect(image).toBeVisible();
  await image.getByRole('button', { name: 'Adapt to full canvas' }).click();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  const saved = await storedPage(page, hash);
  expect(saved.background.color).toBe('transparent');
  const byId = Object.fromEntries(saved.objects.map((object) => [object.id, object]));
  expect(byId.fancy?.groupIds).toHaveLength(1);
  expect(byId.fancy?.groupIds).toEqual(byId.shape?.groupIds);
  const picture = byId.picture as { width: number; scaleX: number; left: number };
  expect(picture.width * picture.scaleX).toBeGreaterThanOrEqual(800);

  // The image is still selected: its toolbar deletes it.
  await expect(image).toBeVisible();
  await runBarAction(page, image, 'Delete image');
  await expect(layers).toHaveCount(2);
  await expect(page.getByRole('toolbar', { name: 'Background toolbar' })).toBeVisible();
});

test('while editing, the text colour styles the selected characters alone', async ({ page }) => {
  await openSignedUp(page, '/');
  await addTitle(page);
  const canvas = page.locator('canvas').last();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('canvas not visible');
  await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Hello');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');

  const toolbar = page.getByRole('toolbar', { name: 'Text toolbar' });
  await toolbar.getByRole('button', { name: 'Text color' }).click();
  await toolbar
    .getByRole('group', { name: 'Quick Colors' })
    .getByRole('button', { name: 'Use #E71D36' })
    .click();
  await page.mouse.click(box.x + 10, box.y + 10);
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveText(['Hello']);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saveDialog = page.getByRole('dialog');
  await saveDialog.getByLabel('Title').fill('Partly red');
  await saveDialog.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  await page.goto('/');
  await page.getByRole('button', { name: 'My Designs' }).click();
  await page.getByRole('link', { name: 'Partly red' }).click();
  const hash = /#\/design\/([a-z0-9]{16})$/.exec(page.url())?.[1];
  expect(hash).toBeTruthy();
  const saved = await storedPage(page, hash);
  expect(saved.objects[0]).toMatchObject({
    // A new text is white on the default story teal, darker than SPEC §9's threshold 186.
    fill: '#FFFFFF',
    styles: [{ start: 3, end: 5, style: { fill: '#E71D36' } }],
  });
});

test('illustration toolbar recolours and fades the illustration; the group toolbar deletes the whole group', async ({
  page,
}) => {
  await openSignedUp(page, '/');
  const [saved] = await saveThroughApi(page, [
    {
      title: 'Illustrated',
      editor: squareDesign([
        {
          id: 'art',
          type: 'pz-illustration',
          src: '/favicon.svg',
          left: 100,
          top: 100,
          width: 200,
          height: 200,
        },
        { id: 'one', type: 'pz-text', text: 'One', left: 450, top: 500, width: 200, height: 60 },
        { id: 'two', type: 'pz-text', text: 'Two', left: 450, top: 650, width: 200, height: 60 },
      ]),
    },
  ]);
  await page.goto(`/#/design/${saved!.hash}`);
  const layers = page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');
  await expect(layers).toHaveCount(3);

  await clickDesignAt(page, 200, 200);
  const art = page.getByRole('toolbar', { name: 'Illustration toolbar' });
  await expect(art).toBeVisible();
  await art.getByRole('button', { name: 'Colors' }).click();
  await art.getByLabel('Color 1 value').fill('#00aa55');
  await art.getByLabel('Color 1 value').press('Enter');
  await art.getByRole('button', { name: 'Back', exact: true }).click();
  await art.getByRole('button', { name: 'Opacity' }).click();
  await art.getByRole('slider', { name: 'Opacity' }).fill('70');
  await art.getByRole('slider', { name: 'Opacity' }).press('Escape');

  await clickDesignAt(page, 550, 530);
  await page.keyboard.down('Shift');
  await clickDesignAt(page, 550, 680);
  await page.keyboard.up('Shift');
  const group = page.getByRole('toolbar', { name: 'Group toolbar' });
  await group.getByRole('button', { name: 'Group', exact: true }).click();
  await runBarAction(page, group, 'Delete');
  await expect(layers).toHaveCount(1);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  const stored = await storedPage(page, saved!.hash);
  expect(stored.objects).toHaveLength(1);
  expect(stored.objects[0]).toMatchObject({
    id: 'art',
    opacity: 0.7,
    colorsByTargets: { '0': '#00aa55' },
  });
});
