import { resolve } from 'node:path';
import { expect, test, type Page } from './support/test';
import { openSignedUp } from './support/account';
import { seriousViolations } from './support/axe';
import { firstPage, type PagedDocument } from './support/document';
import { openAsVisitor } from './support/editor';

// Real photographs: the starter photos the server bundles (apps/server/assets/photos).
const PHOTO = resolve(import.meta.dirname, '../apps/server/assets/photos/dandelions.jpg');

interface SavedObject {
  type: string;
  src?: string;
  width: number;
  height: number;
  scaleX: number;
}
interface SavedEditor {
  layout: { width: number; height: number };
  background: { image: { src: string } | null };
  objects: SavedObject[];
}

/** Saves the design through the save modal, as a person would, and reads back what the server stored. */
async function saveAndRead(page: Page, title: string): Promise<SavedEditor> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  const editor = await page.evaluate(async (wanted) => {
    const feed = (await (await fetch('/api/feed?page=1')).json()) as {
      data: { items: Array<{ hash: string; title: string }> };
    };
    const design = feed.data.items.find((item) => item.title === wanted);
    if (!design) throw new Error(`no saved design called ${wanted}`);
    const record = (await (await fetch(`/api/getEditorByHash/${design.hash}`)).json()) as {
      data: { editor: Pick<SavedEditor, 'layout'> & PagedDocument<Omit<SavedEditor, 'layout'>> };
    };
    return record.data.editor;
  }, title);
  // The design's layout, and its one page's background and objects.
  return { layout: editor.layout, ...firstPage(editor) };
}

async function apiGet<T>(page: Page, url: string): Promise<{ status: number; body: T }> {
  return page.evaluate(async (address) => {
    // No cache: the server's answer now, not the browser's copy of an immutable file.
    const response = await fetch(address, { cache: 'no-store' });
    return { status: response.status, body: (await response.json().catch(() => null)) as T };
  }, url);
}

/** Reloads the app (closing whatever the save left open, starting a new design), then opens `path`. */
async function reopen(page: Page, path: string): Promise<void> {
  await page.goto('/');
  await page.goto(`/#${path}`);
}

const layers = (page: Page) => page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');
const uploads = (page: Page) =>
  page.getByRole('list', { name: 'Your uploaded images' }).getByRole('listitem');

test('routes: /images opens the image search and /backgrounds its search; the sidebar lists both in order', async ({
  page,
}) => {
  await openAsVisitor(page, '/#/images');
  await expect(page).toHaveURL(/#\/images\/search$/);
  await expect(page.getByRole('searchbox', { name: 'Search images' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('button').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const tabs = page.getByRole('navigation', { name: 'Image sources' }).getByRole('link');
  await expect(tabs).toHaveText(['Images', 'Uploads', 'Icons']);
  await expect(
    page.getByRole('navigation', { name: 'Image sources' }).getByRole('link', { name: 'Icons' }),
  ).toHaveAttribute('href', '#/images/icons');

  await page.goto('/#/backgrounds');
  await expect(page).toHaveURL(/#\/backgrounds\/search$/);
  await expect(page.getByRole('navigation', { name: 'Background sources' }).getByRole('link')).toHaveText([
    'Search',
    'Uploads',
  ]);

  const sidebar = page.getByRole('navigation', { name: 'Tools' }).getByRole('link');
  const names = await sidebar.allTextContents();
  expect(names.slice(0, 3)).toEqual(['My Gallery', 'Images', 'Backgrounds']);

  // A visitor's uploads tab asks to sign in.
  await page.goto('/#/images/uploads');
  await expect(page.getByText('Sign in to upload your own images.')).toBeVisible();
});

test('upload a real JPG, insert it, save: the saved design points at /uploads; then delete the upload', async ({
  page,
}) => {
  await openSignedUp(page, '/#/images/uploads');
  await expect(page.getByText('You have not uploaded any images yet.')).toBeVisible();

  await page.getByLabel('Upload your images').setInputFiles(PHOTO);
  await expect(uploads(page)).toHaveCount(1);
  await expect(page.getByText('You have not uploaded any images yet.')).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);

  await uploads(page).first().getByRole('button', { name: 'Add to the design' }).click();
  await expect(layers(page)).toHaveCount(1);

  const saved = await saveAndRead(page, 'Dandelion upload');
  const [image] = saved.objects;
  expect(image?.type).toBe('pz-image');
  expect(image?.src).toMatch(/^\/uploads\/[a-f0-9]{24}\.jpg$/);
  // SPEC §9: 80 % of the canvas wide, at most 900 × 800 (SPEC §5).
  const wanted = Math.min((0.8 * saved.layout.width) / image!.width, 900 / image!.width, 800 / image!.height);
  expect(image!.scaleX).toBeCloseTo(wanted, 3);
  expect((await apiGet(page, image!.src!)).status).toBe(200);

  // A second upload shows first.
  await reopen(page, '/images/uploads');
  await page.getByLabel('Upload your images').setInputFiles({
    name: 'second.png',
    mimeType: 'image/png',
    buffer: await pngBytes(page),
  });
  await expect(uploads(page)).toHaveCount(2);
  await expect(uploads(page).first().locator('img')).toHaveAttribute('src', /_t\.png$/);

  await uploads(page).nth(1).getByRole('button', { name: 'Delete this image' }).click();
  await expect(uploads(page)).toHaveCount(1);
  await uploads(page).first().getByRole('button', { name: 'Delete this image' }).click();
  await expect(page.getByText('You have not uploaded any images yet.')).toBeVisible();
  const listed = await apiGet<{ data: { items: unknown[] } }>(page, '/api/editor/uploads?page=1');
  expect(listed.body.data.items).toEqual([]);
  expect((await apiGet(page, image!.src!)).status).toBe(404);
});

/** A small real PNG, drawn by the browser. */
async function pngBytes(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#e8553f';
    context.fillRect(0, 0, 120, 80);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

test('bad uploads show the exact message and add nothing', async ({ page }) => {
  await openSignedUp(page, '/#/images/uploads');
  const input = page.getByLabel('Upload your images');
  const cases = [
    {
      file: { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(6 * 1024 * 1024, 0xff) },
      message: 'Maximum file size to upload is 5MB',
    },
    {
      file: {
        name: 'anim.gif',
        mimeType: 'image/gif',
        buffer: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
      },
      message: 'Only JPG & PNG pictures are allowed',
    },
    {
      file: { name: 'empty.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) },
      message: 'Maximum file size to upload is 5MB',
    },
    {
      file: { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all\n') },
      message: 'Invalid image. Only JPG and PNG are allowed, up to 5MB',
    },
  ];
  for (const { file, message } of cases) {
    await input.setInputFiles(file);
    await expect(page.getByRole('region', { name: 'Images' }).getByRole('alert')).toHaveText(message);
    await expect(page.getByText('You have not uploaded any images yet.')).toBeVisible();
  }
  const listed = await apiGet<{ data: { items: unknown[] } }>(page, '/api/editor/uploads?page=1');
  expect(listed.body.data.items).toEqual([]);
});

test('search bundled photos in English and Spanish, insert one, then use another image from the toolbar', async ({
  page,
}) => {
  await openSignedUp(page, '/#/images/search');
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('button');
  await expect(results.first()).toBeVisible();
  expect(await results.count()).toBeGreaterThanOrEqual(12);

  const search = page.getByRole('searchbox', { name: 'Search images' });
  await search.fill('perro');
  await search.press('Enter');
  await expect(results).toHaveCount(1);
  await expect(results.first()).toHaveAccessibleName('Two dogs at the window');

  await search.fill('zzzz');
  await search.press('Enter');
  await expect(page.getByText('No results founds.')).toBeVisible();

  await search.fill('mountains snow');
  await search.press('Enter');
  await expect(results).toHaveCount(1);
  await results.first().click();
  await expect(layers(page)).toHaveCount(1);

  // The new image is selected: its toolbar swaps the picture for another one from the search.
  const toolbar = page.getByRole('toolbar', { name: 'Image toolbar' });
  await expect(toolbar).toBeVisible();
  await toolbar.getByRole('button', { name: 'Use another image' }).click();
  const chooser = toolbar.getByRole('group', { name: 'Use another image' });
  await chooser.getByRole('button', { name: 'Images', exact: true }).click();
  await chooser.getByRole('searchbox', { name: 'Search images' }).fill('mariquita');
  await chooser.getByRole('searchbox', { name: 'Search images' }).press('Enter');
  await chooser.getByRole('button', { name: 'Ladybird among flowers' }).click();
  await toolbar.getByRole('button', { name: 'Back', exact: true }).click();

  // "Upload your images" in the toolbar: the uploads tab opens and the new picture shows there.
  await toolbar.getByLabel('Upload your images').setInputFiles(PHOTO);
  await expect(page).toHaveURL(/#\/images\/uploads$/);
  await expect(uploads(page)).toHaveCount(1);

  const saved = await saveAndRead(page, 'Photo search');
  expect(saved.objects).toHaveLength(1);
  expect(saved.objects[0]).toMatchObject({ type: 'pz-image', src: '/photos/ladybird.jpg' });
});

test('/backgrounds sets the background image from the search and from the uploads', async ({ page }) => {
  await openSignedUp(page, '/#/backgrounds');
  const search = page.getByRole('searchbox', { name: 'Search images' });
  await search.fill('atardecer');
  await search.press('Enter');
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('button');
  await expect(results.first()).toBeVisible();
  await page.getByRole('button', { name: 'Sunset over the mountains' }).click();
  let saved = await saveAndRead(page, 'Sunset background');
  expect(saved.background.image?.src).toBe('/photos/mountain-sunset.jpg');
  expect(saved.objects).toEqual([]);

  await reopen(page, '/backgrounds/uploads');
  await page.getByLabel('Upload your images').setInputFiles(PHOTO);
  await expect(uploads(page)).toHaveCount(1);
  await uploads(page).first().getByRole('button', { name: 'Set as background' }).click();
  saved = await saveAndRead(page, 'Uploaded background');
  expect(saved.background.image?.src).toMatch(/^\/uploads\/[a-f0-9]{24}\.jpg$/);
});

test('the uploads tab shows 20 images, newest first, and the rest when scrolled to the end', async ({
  page,
}) => {
  await openSignedUp(page, '/#/images/uploads');
  // 21 uploads straight through the API, as the upload button sends them.
  const status = await page.evaluate(async () => {
    const token = /(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const canvas = document.createElement('canvas');
      canvas.width = 40 + index;
      canvas.height = 30;
      canvas.getContext('2d')!.fillRect(0, 0, 10, 10);
      const blob = await new Promise<Blob>((done) => canvas.toBlob((made) => done(made!), 'image/png'));
      const form = new FormData();
      form.append('file', blob, `${index}.png`);
      const response = await fetch('/api/uploadBackground', {
        method: 'POST',
        headers: { 'x-xsrf-token': decodeURIComponent(token) },
        body: form,
      });
      statuses.push(response.status);
    }
    return statuses;
  });
  expect(status).toEqual(Array(21).fill(200));

  await page.reload();
  await expect(uploads(page)).toHaveCount(20);
  // Newest first: the last upload (60 px wide) leads.
  await expect(uploads(page).first().locator('img')).toHaveAttribute('width', '60');
  await page.getByRole('button', { name: 'View more' }).scrollIntoViewIfNeeded();
  await expect(uploads(page)).toHaveCount(21);
  await expect(uploads(page).last().locator('img')).toHaveAttribute('width', '40');
  await expect(page.getByRole('button', { name: 'View more' })).toHaveCount(0);
});
