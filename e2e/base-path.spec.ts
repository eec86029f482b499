import { expect, test } from './support/test';
import { createAccount } from './support/account';
import { startExtraServer, type ExtraServer } from './support/extraServer';
import { firstPage, type PagedDocument } from './support/document';

const BASE = '/lienzo';

let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer({ BASE_PATH: BASE });
});
test.afterAll(async () => {
  await server?.stop();
});

test('under BASE_PATH=/lienzo: text, icon and photo saved and reopened, every request under the prefix', async ({
  page,
}) => {
  const requested: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    // data: and blob: addresses are the page's own memory (canvas previews), not requests to any server.
    if (!/^(data|blob):/.test(request.url())) requested.push(request.url());
  });
  page.on('response', (response) => {
    if (response.status() === 404) failed.push(response.url());
  });
  const app = `${server.origin}${BASE}/`;

  // The host's root leads to the app.
  await page.goto(`${server.origin}/`);
  await expect(page).toHaveURL(`${app}#/templates`);

  await page.goto(`${app}#/texts`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Password')).toBeVisible();
  await page.keyboard.press('Escape');
  // This origin's storage is new: the welcome guide follows the sign-in modal (SPEC §4 onboarding).
  await expect(page.getByRole('dialog', { name: "Let's get started" })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const layers = page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');
  await page.getByRole('button', { name: 'Add title' }).click();
  await expect(layers).toHaveCount(1);

  await page.goto(`${app}#/images/icons`);
  await page.getByRole('searchbox', { name: 'Search icons' }).fill('heart');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Add icon: heart' }).first().click();
  await expect(layers).toHaveCount(2);

  await page.goto(`${app}#/images/search`);
  const photos = page.getByRole('list', { name: 'Search results' }).getByRole('button');
  await expect(photos.first()).toBeVisible();
  await photos.first().click();
  await expect(layers).toHaveCount(3);

  // Saving as a visitor asks for an account first, then for the title.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await createAccount(page, `ana.prefix.${Date.now()}@example.com`, 'Ana Prefix');
  await dialog.getByLabel('Title').fill('Under a prefix');
  await dialog.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();

  // Start over, so what shows next can only come from the saved design.
  await page.goto(app);
  await page.getByRole('button', { name: 'My Designs' }).click();
  const saved = page.getByRole('link', { name: 'Under a prefix' });
  // The thumbnail (`/designs/{hash}_grid-1x`) shows: it was fetched under the prefix.
  const thumbnail = saved.locator('img');
  await expect(thumbnail).toHaveJSProperty('complete', true);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await saved.click();
  await expect(page).toHaveURL(/#\/design\/[a-z0-9]{16}$/);
  await expect(layers).toHaveCount(3);
  const editor = await page.evaluate(async (base) => {
    const hash = location.hash.split('/').pop();
    const record = (await (await fetch(`${base}/api/getEditorByHash/${hash}`)).json()) as {
      data: { editor: PagedDocument<{ objects: Array<{ type: string; src?: string }> }> };
    };
    return record.data.editor;
  }, BASE);
  const types = firstPage(editor).objects.map((object) => [object.type, object.src ?? null]);
  // Stored paths stay app-relative: the design survives a change of BASE_PATH.
  expect(types).toEqual([
    ['pz-text', null],
    ['pz-vector', expect.stringMatching(/^\/icons\/[\w-]+\/heart\.svg$/)],
    ['pz-image', expect.stringMatching(/^\/photos\/[\w-]+\.jpg$/)],
  ]);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();

  expect(requested.length).toBeGreaterThan(20);
  expect(requested.filter((url) => url !== `${server.origin}/` && !url.startsWith(app))).toEqual([]);
  expect(failed).toEqual([]);
});
