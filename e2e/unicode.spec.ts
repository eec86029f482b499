import { expect, test, type Page } from './support/test';
import { createAccount } from './support/account';
import { addText } from './support/editor';
import { firstPage, type PagedDocument } from './support/document';

/** Emoji (surrogate pairs and a ZWJ family), right-to-left Arabic and Hebrew, combining marks: 10,000 units. */
const WILD = exactly(10_000, '👩‍👩‍👧 مرحبا שלום e\u0301 Lienzo 🎨 '.repeat(400));

/** `text` cut to whole characters, then padded with "x" to `length` UTF-16 units. */
function exactly(length: number, text: string): string {
  let result = '';
  for (const character of text) {
    if (result.length + character.length > length) break;
    result += character;
  }
  return result.padEnd(length, 'x');
}

async function fitsTheWindow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test('every text field takes 10,000 characters of any Unicode without breaking the layout or the save', async ({
  page,
}) => {
  await page.goto('/#/texts');
  // Sign up with the wild name: the account is created and the header still fits.
  await createAccount(page, `wild.${Date.now()}@example.com`, WILD);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(await page.getByRole('banner').evaluate((header) => header.scrollWidth <= header.clientWidth)).toBe(
    true,
  );

  // The text on the canvas: 10,000 characters typed in at once.
  await addText(page, 'Add text', WILD);
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveCount(1);
  expect(await fitsTheWindow(page)).toBe(true);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Save', exact: true })).toBeInViewport();

  // Title and a new folder named with it, then the save.
  await page.getByRole('banner').getByRole('button', { name: 'Save', exact: true }).click();
  const save = page.getByRole('dialog');
  await save.getByLabel('Title').fill(WILD);
  await save.getByLabel('Select a Folder').selectOption({ label: 'New folder…' });
  await save.getByLabel('Folder name').fill(WILD);
  await save.getByRole('button', { name: 'Create folder' }).click();
  await expect(save.getByLabel('Select a Folder')).toHaveValue(/\d+/);
  expect(await fitsTheWindow(page)).toBe(true);
  await save.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();

  // Stored whole: the text keeps all 10,000 units; the title is clipped without splitting a character.
  await expect(page).toHaveURL(/#\/gallery\/designs$/);
  const link = page.locator('.design-grid__item').first();
  await expect(link).toBeVisible();
  expect(await fitsTheWindow(page)).toBe(true);
  const href = (await link.getAttribute('href')) ?? '';
  const hash = /design\/([a-z0-9]{16})/.exec(href)?.[1];
  const stored = await page.evaluate(async (hash) => {
    const response = await fetch(`/api/getEditorByHash/${hash}`);
    return (await response.json()) as {
      data: { title: string; editor: PagedDocument<{ objects: { text?: string }[] }> };
    };
  }, hash);
  expect(firstPage(stored.data.editor).objects[0]?.text).toBe(WILD);
  expect(WILD.startsWith(stored.data.title)).toBe(true);
  expect(stored.data.title.length).toBeGreaterThan(290);
  expect(/[\uD800-\uDBFF]$/.test(stored.data.title)).toBe(false);
});
