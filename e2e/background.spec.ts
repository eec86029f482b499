import { expect, test, type Locator, type Page } from './support/test';
import { openSignedUp } from './support/account';
import { openAsVisitor } from './support/editor';
import { firstPage, type PagedDocument } from './support/document';
import { openSavedDesign } from './support/design';

interface SavedPage {
  background: { color: string; image: { src: string; offsetX: number; offsetY: number } | null };
  pattern: { src: string; zoom: number } | null;
  settings: Record<string, unknown>;
}

/** Stores a square design with a background picture (or none) through the API, as the editor would. */
async function saveSeedDesign(page: Page, image: string | null): Promise<string> {
  const editor = {
    version: 1,
    layout: { key: 'pozters.squared', width: 800, height: 800, name: 'Squared' },
    viewport: { width: 800, height: 800, scale: 0.5 },
    background: { color: '#ffffff', image: image && { src: image, offsetX: 0, offsetY: 0 } },
    objects: [],
  };
  return page.evaluate(
    async ({ editor }) => {
      const token = /(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      // The picture is a canvas of the layout's size, as the editor exports it: the server takes no other.
      const canvas = Object.assign(document.createElement('canvas'), { width: 800, height: 800 });
      const response = await fetch('/api/save', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(token) },
        body: JSON.stringify({
          image: canvas.toDataURL('image/png'),
          layout: 'pozters.squared',
          width: 800,
          height: 800,
          editor,
          app_version: '1.0',
          title: 'Background seed',
        }),
      });
      if (!response.ok) throw new Error(`save: HTTP ${response.status} ${await response.text()}`);
      const body = (await response.json()) as { data?: { hash: string }; hash?: string };
      return body.data?.hash ?? body.hash ?? '';
    },
    { editor },
  );
}

async function saveAndRead(page: Page, hash: string): Promise<SavedPage> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  const editor = await page.evaluate(async (hash) => {
    const response = await fetch(`/api/getEditorByHash/${hash}`);
    return ((await response.json()) as { data: { editor: PagedDocument<SavedPage> } }).data.editor;
  }, hash);
  // The one page of the design holds its background, pattern and settings.
  return firstPage(editor);
}

/** A click on `button` goes to the backgrounds gallery route (SPEC §2 /backgrounds). */
async function expectToOpenBackgrounds(page: Page, button: Locator) {
  const opened = page.waitForURL(/#\/backgrounds$/);
  await button.click();
  await opened;
}

async function openSeed(page: Page, image: string | null): Promise<string> {
  await openSignedUp(page, '/');
  const hash = await saveSeedDesign(page, image);
  await openSavedDesign(page, hash);
  return hash;
}

test('the bg-image toolbar adjusts, filters, overlays and deletes the background picture', async ({
  page,
}) => {
  const hash = await openSeed(page, '/favicon.svg');
  const toolbar = page.getByRole('toolbar', { name: 'Background image toolbar' });
  await expect(toolbar).toBeVisible();

  await toolbar.getByRole('button', { name: 'Adjust' }).click();
  await toolbar.getByRole('slider', { name: 'Blur' }).fill('12');
  await toolbar.getByRole('slider', { name: 'Zoom' }).fill('150');
  await toolbar.getByRole('slider', { name: 'Darkness' }).fill('20');
  await toolbar.getByRole('slider', { name: 'Brightness' }).fill('30');
  await toolbar.getByRole('button', { name: 'Back', exact: true }).click();

  await toolbar.getByRole('button', { name: 'Filters' }).click();
  await toolbar.getByRole('button', { name: 'Sepia' }).click();
  await expect(toolbar.getByRole('button', { name: 'Sepia' })).toHaveAttribute('aria-pressed', 'true');
  await toolbar.getByRole('button', { name: 'Back', exact: true }).click();

  // Overlay: a colour at opacity 0 brings the opacity to 50; the slider shows it inverted.
  await toolbar.getByRole('button', { name: 'Overlay', exact: true }).click();
  const opacity = toolbar.getByRole('slider', { name: 'Overlay opacity' });
  await expect(opacity).toHaveValue('100');
  const colour = toolbar.getByLabel('Overlay color value');
  await colour.fill('#zz');
  await colour.press('Enter');
  await expect(toolbar.getByRole('alert')).toHaveText('Bad Hex');
  await colour.fill('#112233');
  await colour.press('Enter');
  await expect(opacity).toHaveValue('50');
  await opacity.fill('70');
  await expect(opacity).toHaveValue('70');
  await toolbar.getByRole('button', { name: 'Back', exact: true }).click();

  // Selected with "Move image", the picture is the target: a drag moves it (zoomed, it has spare).
  const move = toolbar.getByRole('button', { name: 'Move image' });
  await move.click();
  await expect(move).toHaveAttribute('aria-pressed', 'true');
  const canvas = page.locator('canvas').last();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('canvas not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30, { steps: 5 });
  await page.mouse.up();

  let saved = await saveAndRead(page, hash);
  expect(saved.settings).toMatchObject({
    blur: 12,
    zoomImage: 150,
    darkness: 20,
    brightness: 30,
    preset: { value: 'sepia' },
    overlayColor: '#112233',
    overlayOpacity: 30,
  });
  const image = saved.background.image;
  expect(image?.src).toBe('/favicon.svg');
  // Zoomed 150 % about the centre the offset was (-200, -200); the drag moved it right and down, never above 0.
  expect(image!.offsetX).toBeGreaterThan(-200);
  expect(image!.offsetY).toBeGreaterThan(-200);
  expect(image!.offsetX).toBeLessThanOrEqual(0);
  expect(image!.offsetY).toBeLessThanOrEqual(0);

  // The saved design shows the same values when opened again.
  await page.goto('/');
  await page.goto(`/#/design/${hash}`);
  await expect(toolbar).toBeVisible();
  await toolbar.getByRole('button', { name: 'Overlay', exact: true }).click();
  await expect(toolbar.getByRole('slider', { name: 'Overlay opacity' })).toHaveValue('70');
  // Clearing the colour takes the overlay away.
  await toolbar.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(toolbar.getByRole('slider', { name: 'Overlay opacity' })).toHaveValue('100');
  await toolbar.getByRole('button', { name: 'Back', exact: true }).click();

  await expectToOpenBackgrounds(page, toolbar.getByRole('button', { name: 'Use another image' }));

  await toolbar.getByRole('button', { name: 'Delete image' }).click();
  await expect(page.getByRole('toolbar', { name: 'Background toolbar' })).toBeVisible();
  saved = await saveAndRead(page, hash);
  expect(saved.background.image).toBeNull();
  expect(saved.settings).toMatchObject({ overlayColor: null, overlayOpacity: 0 });
});

test('patterns: pick one on the background toolbar, zoom, change and remove it', async ({ page }) => {
  const hash = await openSeed(page, null);
  const background = page.getByRole('toolbar', { name: 'Background toolbar' });
  await expect(background).toBeVisible();

  await background.getByRole('button', { name: 'Patterns' }).click();
  const patterns = background.getByRole('group', { name: 'Patterns' }).getByRole('button');
  expect(await patterns.count()).toBeGreaterThanOrEqual(12);
  await background.getByRole('button', { name: 'Stripes', exact: true }).click();

  const toolbar = page.getByRole('toolbar', { name: 'Pattern toolbar' });
  await expect(toolbar).toBeVisible();
  await toolbar.getByRole('button', { name: 'Pattern zoom' }).click();
  await toolbar.getByRole('slider', { name: 'Pattern zoom' }).fill('200');
  await toolbar.getByRole('button', { name: 'Back', exact: true }).click();
  await toolbar.getByRole('button', { name: 'Change pattern' }).click();
  await expect(toolbar.getByRole('button', { name: 'Stripes', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await toolbar.getByRole('button', { name: 'Polka dots' }).click();
  await expect(toolbar.getByRole('button', { name: 'Polka dots' })).toHaveAttribute('aria-pressed', 'true');

  let saved = await saveAndRead(page, hash);
  expect(saved.pattern).toEqual({ src: '/patterns/polka.svg', zoom: 200 });
  expect(saved.background.image).toBeNull();

  await toolbar.getByRole('button', { name: 'Remove pattern' }).click();
  await expect(background).toBeVisible();
  saved = await saveAndRead(page, hash);
  expect(saved.pattern).toBeNull();

  await expectToOpenBackgrounds(page, background.getByRole('button', { name: 'Pick image from gallery' }));
});

test('a drag from empty canvas over a photo background selects the texts it touches, the photo stays', async ({
  page,
}) => {
  const hash = await openSeed(page, '/photos/bridge-cables-beach.jpg');
  const toolbar = page.getByRole('toolbar', { name: 'Background image toolbar' });
  await expect(toolbar).toBeVisible();
  await page.getByRole('link', { name: 'Text' }).click();
  await page.getByRole('button', { name: 'Add title', exact: true }).click();
  await page.getByRole('button', { name: 'Add subtitle', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(toolbar).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Move image' })).toHaveAttribute('aria-pressed', 'false');

  const box = await page.locator('canvas').last().boundingBox();
  if (!box) throw new Error('canvas not visible');
  await page.mouse.move(box.x + 4, box.y + 4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 4, box.y + box.height - 4, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByRole('toolbar', { name: 'Group toolbar' })).toBeVisible();

  const saved = await saveAndRead(page, hash);
  expect(saved.background.image).toMatchObject({ offsetX: 0, offsetY: 0 });
});

test('Make transparent shows a checkerboard swatch that says Transparent, in English and Spanish', async ({
  page,
}) => {
  await openAsVisitor(page, '/#/texts');
  await page
    .getByRole('toolbar', { name: 'Background toolbar' })
    .getByRole('button', { name: 'Make transparent' })
    .click();
  const hex = page.getByRole('textbox', { name: 'Background color hex' });
  await expect(hex).toHaveValue('Transparent');
  await expect(page.getByLabel('Background color', { exact: true })).toHaveAttribute('title', 'Transparent');
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  const campo = page.getByRole('textbox', { name: 'Color de fondo en hexadecimal' });
  await expect(campo).toHaveValue('Transparente');
  await expect(page.getByLabel('Color de fondo', { exact: true })).toHaveAttribute('title', 'Transparente');
  // Typing a colour replaces it.
  await campo.fill('#ffcc00');
  await expect(campo).toHaveValue('#ffcc00');
});
