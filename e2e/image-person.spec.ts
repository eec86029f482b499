import { resolve } from 'node:path';
import { expect, test, type Locator, type Page } from './support/test';
import { openSignedUp } from './support/account';
import { firstPage, type PagedDocument } from './support/document';
import { differentRatio } from './support/golden';

// A real photograph the server bundles (apps/server/assets/photos): 1600 × 900.
const PHOTO = resolve(import.meta.dirname, '../apps/server/assets/photos/dandelions.jpg');

interface SavedObject {
  type: string;
  src?: string;
  left: number;
  top: number;
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
  cropX?: number;
  cropY?: number;
  filters?: { preset: string };
}
interface SavedPage {
  background: { image: { src: string; offsetX: number; offsetY: number } | null };
  pattern: { src: string } | null;
  settings: { overlayColor: string | null; overlayOpacity: number };
  objects: SavedObject[];
}

/** The Instagram story a new design is, shown at the zoom that fits the window. */
const LAYOUT = { width: 540, height: 960 };

/** Saves through the header (naming the design on its first save) and returns its hash and stored JSON. */
async function save(page: Page, title?: string): Promise<{ hash: string; editor: SavedPage }> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  if (title !== undefined) {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('button', { name: 'Save design' }).click();
  }
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const { hash, editor } = await page.evaluate(async () => {
    const feed = (await (await fetch('/api/feed?page=1', { cache: 'no-store' })).json()) as {
      data: { items: { hash: string }[] };
    };
    const hash = feed.data.items[0]!.hash;
    const record = (await (await fetch(`/api/getEditorByHash/${hash}`, { cache: 'no-store' })).json()) as {
      data: { editor: PagedDocument<SavedPage> };
    };
    return { hash, editor: record.data.editor };
  });
  // The one page of the design holds its background, pattern, settings and objects.
  return { hash, editor: firstPage(editor) };
}

/** The canvas on screen and how many screen pixels a layout pixel is. */
async function canvasBox(page: Page) {
  const box = await page.locator('canvas').last().boundingBox();
  if (!box) throw new Error('canvas not visible');
  const scale = box.width / LAYOUT.width;
  return { ...box, scale, at: (x: number, y: number) => ({ x: box.x + x * scale, y: box.y + y * scale }) };
}

async function mouseDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/**
 * The share of pixels where the design page's canvas, as drawn now, differs from the PNG the server hands
 * out for the design (drawn at the canvas's size in the same browser).
 */
async function canvasDifference(page: Page, hash: string): Promise<number> {
  const download = await page.request.get(`/download/${hash}?format=png`);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('image/png');
  const [shown, saved] = await page.evaluate(
    async (base64) => {
      const lower = document.querySelector<HTMLCanvasElement>('canvas.lower-canvas');
      if (!lower) throw new Error('no canvas');
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const resized = document.createElement('canvas');
      resized.width = lower.width;
      resized.height = lower.height;
      resized.getContext('2d')!.drawImage(image, 0, 0, resized.width, resized.height);
      const data = (canvas: HTMLCanvasElement) => canvas.toDataURL('image/png').split(',')[1]!;
      return [data(lower), data(resized)];
    },
    (await download.body()).toString('base64'),
  );
  return differentRatio(page, Buffer.from(shown, 'base64'), Buffer.from(saved, 'base64'));
}

/** Opens the saved design again from scratch and waits for its canvas to match the saved PNG. */
async function expectReopenedToMatch(page: Page, hash: string) {
  await page.goto('/');
  await page.goto(`/#/design/${hash}`);
  await expect(page.locator('[data-editor-ready="true"]')).toBeVisible();
  // Pictures arrive after the canvas is ready: it matches once they are drawn.
  await expect.poll(() => canvasDifference(page, hash)).toBeLessThan(0.02);
}

const uploads = (page: Page) =>
  page.getByRole('list', { name: 'Your uploaded images' }).getByRole('listitem');

test('a person uploads a JPG, filters and crops it, makes it the background, drags it, overlays it, switches to a pattern; each saved design reopens as its PNG', async ({
  page,
}) => {
  await openSignedUp(page, '/');
  await page.goto('/#/images/uploads');
  await page.getByLabel('Upload your images').setInputFiles(PHOTO);
  await expect(uploads(page)).toHaveCount(1);
  await uploads(page).first().getByRole('button', { name: 'Add to the design' }).click();

  const toolbar = page.getByRole('toolbar', { name: 'Image toolbar' });
  await expect(toolbar).toBeVisible();
  await toolbar.getByRole('button', { name: 'Filters' }).click();
  await toolbar.getByRole('button', { name: 'Sepia' }).click();
  await expect(toolbar.getByRole('button', { name: 'Sepia' })).toHaveAttribute('aria-pressed', 'true');
  await toolbar.getByRole('button', { name: 'Back', exact: true }).click();

  // 1600 × 900 at 0.27 is 432 × 243, centred: its bottom-right corner is at (486, 601.5).
  await toolbar.getByRole('button', { name: 'Crop', exact: true }).click();
  await expect(toolbar.getByRole('button', { name: 'Apply' })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Crop', exact: true })).toHaveCount(0);
  const canvas = await canvasBox(page);
  const corner = canvas.at(486, 601.5);
  // The handle sits a few screen pixels out of the corner; drag it 108 × 54 layout pixels in.
  await mouseDrag(page, { x: corner.x + 3, y: corner.y + 3 }, canvas.at(486 - 108, 601.5 - 54));
  await toolbar.getByRole('button', { name: 'Apply' }).click();
  await expect(toolbar.getByRole('button', { name: 'Crop', exact: true })).toBeVisible();

  const first = await save(page, 'Dandelions cropped');
  const image = first.editor.objects.find((object) => object.type === 'pz-image')!;
  expect(image.src).toMatch(/^\/uploads\/[a-f0-9]{24}\.jpg$/);
  expect(image.filters?.preset).toBe('sepia');
  // 108 / 0.27 = 400 and 54 / 0.27 = 200 source pixels off the right and bottom, the corner kept; the
  // handle was grabbed a few screen pixels off the corner, each some 5 source pixels.
  expect(image).toMatchObject({ cropX: 0, cropY: 0, left: 54, top: 358.5, scaleX: 0.27 });
  expect(Math.abs(image.width - 1200)).toBeLessThanOrEqual(40);
  expect(Math.abs(image.height - 700)).toBeLessThanOrEqual(40);

  // The same upload as the background, from /backgrounds.
  await page.goto('/#/backgrounds/uploads');
  await uploads(page).first().getByRole('button', { name: 'Set as background' }).click();
  // A press on the canvas where no object is unselects the image: the background's toolbar shows.
  await page.mouse.click(canvas.at(270, 150).x, canvas.at(270, 150).y);
  const bgToolbar = page.getByRole('toolbar', { name: 'Background image toolbar' });
  await expect(bgToolbar).toBeVisible();
  // Selected with "Move image", the picture covers the story 1707 × 960 wide, centred: a drag to the right
  // shows more of its left.
  const move = bgToolbar.getByRole('button', { name: 'Move image' });
  await move.click();
  await expect(move).toHaveAttribute('aria-pressed', 'true');
  await mouseDrag(page, canvas.at(270, 150), canvas.at(270 + 200, 150));

  await bgToolbar.getByRole('button', { name: 'Overlay', exact: true }).click();
  const colour = bgToolbar.getByLabel('Overlay color value');
  await colour.fill('#112233');
  await colour.press('Enter');
  await bgToolbar.getByRole('slider', { name: 'Overlay opacity' }).fill('70');
  await bgToolbar.getByRole('button', { name: 'Back', exact: true }).click();

  const second = await save(page);
  expect(second.hash).toBe(first.hash);
  expect(second.editor.background.image?.src).toBe(image.src);
  // Centred, the offset was about -583; the drag moved the picture right by about 200.
  expect(second.editor.background.image!.offsetX).toBeGreaterThan(-420);
  expect(second.editor.background.image!.offsetX).toBeLessThan(-350);
  expect(second.editor.settings).toMatchObject({ overlayColor: '#112233', overlayOpacity: 30 });
  await expectReopenedToMatch(page, second.hash);

  // Switch to a pattern: the picture gives way to the tile (SPEC §4, one background at a time).
  await expect(bgToolbar).toBeVisible();
  await bgToolbar.getByRole('button', { name: 'Delete image' }).click();
  const background = page.getByRole('toolbar', { name: 'Background toolbar' });
  await background.getByRole('button', { name: 'Patterns' }).click();
  await background.getByRole('button', { name: 'Stripes', exact: true }).click();
  await expect(page.getByRole('toolbar', { name: 'Pattern toolbar' })).toBeVisible();
  const third = await save(page);
  expect(third.editor.background.image).toBeNull();
  expect(third.editor.pattern?.src).toMatch(/stripes/);
  await expectReopenedToMatch(page, third.hash);
  // The reopened design keeps the crop.
  expect(third.editor.objects.find((object) => object.type === 'pz-image')).toMatchObject({
    width: image.width,
    height: image.height,
  });
});

/** Drags `item` (a drawer button) with the mouse and drops it at `to`, as HTML5 drag and drop. */
async function dragOnto(page: Page, item: Locator, to: { x: number; y: number }) {
  const from = await item.boundingBox();
  if (!from) throw new Error('item not visible');
  await mouseDrag(page, { x: from.x + from.width / 2, y: from.y + from.height / 2 }, to);
}

test('pictures from the search and icons are dragged onto the canvas where they land; a drop elsewhere adds nothing', async ({
  page,
}) => {
  await openSignedUp(page, '/');
  await page.goto('/#/images/search');
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('button');
  await expect(results.first()).toBeVisible();
  const canvas = await canvasBox(page);

  // Dropped on the sidebar, outside the canvas: nothing is added.
  await dragOnto(page, results.first(), { x: 20, y: canvas.y + 100 });
  await dragOnto(page, results.first(), canvas.at(150, 250));
  await page.goto('/#/images/icons');
  const icons = page.getByRole('list', { name: 'Icons' }).getByRole('button');
  await expect(icons.first()).toBeVisible();
  await dragOnto(page, icons.first(), canvas.at(400, 800));

  const { editor } = await save(page, 'Dropped');
  expect(editor.objects).toHaveLength(2);
  const [picture, icon] = editor.objects;
  const centre = (object: SavedObject) => ({
    x: object.left + (object.width * object.scaleX) / 2,
    y: object.top + (object.height * object.scaleY) / 2,
  });
  expect(picture!.type).toBe('pz-image');
  // Within a screen pixel or two of the drop point, in layout pixels.
  const tolerance = 3 / canvas.scale;
  expect(Math.abs(centre(picture!).x - 150)).toBeLessThan(tolerance);
  expect(Math.abs(centre(picture!).y - 250)).toBeLessThan(tolerance);
  expect(['pz-vector', 'pz-illustration']).toContain(icon!.type);
  expect(Math.abs(centre(icon!).x - 400)).toBeLessThan(tolerance);
  expect(Math.abs(centre(icon!).y - 800)).toBeLessThan(tolerance);
});
