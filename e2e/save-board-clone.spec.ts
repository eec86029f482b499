import { expect, test, type Page } from './support/test';
import { openSignedUp, signUp } from './support/account';
import { readApi } from './support/api';
import { addText, retypeCentreText } from './support/editor';
import { firstPage, type PagedDocument } from './support/document';

interface StoredDesign {
  id: number;
  hash: string;
  title: string;
  user_id: number;
  board: { id: number; name: string } | null;
  editor: PagedDocument<{ objects: { type: string; text?: string }[] }>;
}

const readDesign = (page: Page, hash: string) => readApi<StoredDesign>(page, `/api/getEditorByHash/${hash}`);

/** Saves the open design under `title` from the save dialog, then answers the titles and hashes the feed lists. */
async function saveAndList(page: Page, title: string): Promise<{ hash: string; title: string }[]> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog').getByLabel('Title').fill(title);
  await page.getByRole('dialog').getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  return (await readApi<{ items: { hash: string; title: string }[] }>(page, '/api/feed')).items;
}

/** Adds a title and types `text` into it on the canvas, as a person would. */
async function typeTitle(page: Page, text: string): Promise<void> {
  await page.getByRole('link', { name: 'Text' }).click();
  await addText(page, 'Add title', text);
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveText([text]);
}

test('save into a folder made on the spot, find it in that folder of the gallery and reopen it', async ({
  page,
}) => {
  await openSignedUp(page, '/');
  await typeTitle(page, 'Autumn menu');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save your design' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Autumn menu');
  await dialog.getByLabel('Select a Folder').selectOption({ label: 'New folder…' });
  await dialog.getByLabel('Folder name').fill('Campaign 2027');
  await dialog.getByRole('button', { name: 'Create folder' }).click();
  await expect(dialog.getByLabel('Select a Folder')).toHaveValue(/^\d+$/);
  await expect(dialog.getByLabel('Select a Folder').locator('option:checked')).toHaveText('Campaign 2027');
  await dialog.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  await expect(page).toHaveURL(/#\/gallery\/designs$/);

  // A fresh start, so that what is seen next comes from the server.
  await page.goto('/?layout=default');
  await page.getByRole('button', { name: 'My Designs' }).click();
  await page.getByLabel('Select a Folder').selectOption({ label: 'Campaign 2027' });
  // The folder is the route's own query, inside the hash: the page's query (a host's parameters) stays.
  await expect(page).toHaveURL(/\/\?layout=default#\/gallery\/designs\?board=\d+$/);
  await page.reload();
  await expect(page.getByLabel('Select a Folder').locator('option:checked')).toHaveText('Campaign 2027');
  await page.getByRole('link', { name: 'Autumn menu' }).click();
  await expect(page).toHaveURL(/#\/design\/[a-z0-9]{16}$/);
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveText([
    'Autumn menu',
  ]);
  const hash = /#\/design\/([a-z0-9]{16})$/.exec(page.url())![1]!;
  const stored = await readDesign(page, hash);
  expect(stored.title).toBe('Autumn menu');
  expect(stored.board?.name).toBe('Campaign 2027');
});

test('another user’s design is cloned when they save it: the original stays as it was', async ({
  page,
  browser,
}) => {
  await openSignedUp(page, '/', 'Ana Owner');
  await typeTitle(page, 'Original words');
  const original = (await saveAndList(page, 'The original')).find((item) => item.title === 'The original')!;
  const before = await readDesign(page, original.hash);

  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto(`/#/design/${original.hash}`);
  await signUp(visitor, 'Bea Cloner');
  const layers = visitor.getByRole('list', { name: 'Canvas layers' });
  await expect(layers.getByRole('listitem')).toHaveText(['Original words']);
  // The title sits in the middle of the canvas where it was added.
  await retypeCentreText(visitor, 'Bea’s words');
  await expect(layers.getByRole('listitem')).toHaveText(['Bea’s words']);

  const mine = await saveAndList(visitor, 'Bea’s copy');
  expect(mine.map((item) => item.title)).toEqual(['Bea’s copy']);
  const copy = await readDesign(visitor, mine[0]!.hash);
  expect(copy.hash).not.toBe(original.hash);
  expect(copy.user_id).not.toBe(before.user_id);
  expect(firstPage(copy.editor).objects.map((object) => object.text)).toEqual(['Bea’s words']);

  const after = await readDesign(page, original.hash);
  expect(after).toEqual(before);
  expect(firstPage(after.editor).objects.map((object) => object.text)).toEqual(['Original words']);
  await other.close();
});
