import { expect, test, type Page } from './support/test';
import { openSignedUp } from './support/account';
import { openBlankDesign } from './support/design';
import { addText } from './support/editor';
import { firstPage, type PagedDocument } from './support/document';

interface Placed {
  type: string;
  left: number;
  top: number;
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
  angle?: number;
  fontSize?: number;
  text?: string;
}
interface Size {
  id: number;
  hash: string;
  layout: string;
  width: number;
  height: number;
}
type Saved = PagedDocument<{ objects: Placed[] }> & {
  layout: { key: string; width: number; height: number };
};

const COPIES = [
  { key: 'facebook.post', label: 'Facebook Post (940 x 788)' },
  { key: 'twitter.header', label: 'Twitter Header (1500 x 500)' },
  { key: 'linkedin.post', label: 'LinkedIn Post (1400 x 800)' },
];

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Other sizes' });
const layers = (page: Page) => page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');

async function read<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  }, url);
}

/** Drags the object under the centre of the story to a point of the story (design pixels), then deselects it. */
async function dragCentreTo(page: Page, x: number, y: number): Promise<void> {
  const box = await page.locator('canvas.upper-canvas').boundingBox();
  if (!box) throw new Error('canvas not visible');
  const scale = box.width / 540;
  const at = (px: number, py: number) => [box.x + px * scale, box.y + py * scale] as const;
  await page.mouse.move(...at(270, 480));
  await page.mouse.down();
  await page.mouse.move(...at(x, y), { steps: 10 });
  await page.mouse.up();
  await page.keyboard.press('Escape');
}

async function openOtherSizes(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Layout: / }).click();
  await page.getByRole('button', { name: 'Copy into other sizes…' }).click();
  await expect(dialog(page)).toBeVisible();
}

test('a story is copied into a Facebook post, a Twitter header and a LinkedIn post, each opened with nothing off its canvas, and all scheduled together', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedUp(page, '/');
  const storyHash = await openBlankDesign(page, { title: 'Spring sale' });
  await page.getByRole('link', { name: 'Text' }).click();
  // A title pushed over the top edge and a subtitle over the bottom right corner: under the story's bars.
  await addText(page, 'Add title', 'Spring sale');
  await dragCentreTo(page, 270, 20);
  await addText(page, 'Add subtitle', 'Only this week');
  await dragCentreTo(page, 470, 940);
  await expect(layers(page)).toHaveText(['Spring sale', 'Only this week']);
  // A second page: the copies are carousels too, their pages sent as a save sends them.
  const strip = page.getByRole('region', { name: 'Pages', exact: true });
  await strip.getByRole('button', { name: 'Add page' }).click();
  await expect(strip.getByText('Page 2 of 2')).toBeVisible();
  await addText(page, 'Add title', 'Page two');
  await expect(layers(page)).toHaveText(['Page two']);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  await page.keyboard.press('Escape');
  const gallery = page.getByRole('link', { name: 'My Gallery' });
  await gallery.click();
  await expect(page.getByRole('link', { name: 'Spring sale, 2 pages', exact: true })).toBeVisible();

  await openOtherSizes(page);
  for (const { label } of COPIES) await dialog(page).getByRole('checkbox', { name: label }).check();
  await dialog(page).getByRole('button', { name: 'Make copies (3)' }).click();
  await expect(dialog(page).getByRole('status')).toHaveText('Copies made: 3.');
  await expect(dialog(page).getByRole('heading', { name: 'Spring sale — 4 sizes' })).toBeVisible();
  await expect(dialog(page).getByText('This design', { exact: true })).toBeVisible();
  // The gallery lists each size at once, saying how many there are.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Spring sale, 2 pages, 4 sizes' })).toHaveCount(4);
  await expect(page.getByText('4 sizes')).toHaveCount(4);
  await openOtherSizes(page);

  const story = await read<{ id: number; editor: Saved }>(page, `/api/getEditorByHash/${storyHash}`);
  // The story's own texts reach over its edges: the copies bring them in.
  const [title, subtitle] = firstPage(story.editor).objects;
  expect(title!.top).toBeLessThan(0);
  expect(subtitle!.left + subtitle!.width * subtitle!.scaleX).toBeGreaterThan(540);
  const sizes = await read<{ items: Size[] }>(page, `/api/editor/designSizes?id=${story.id}`);
  expect(sizes.items.map((size) => size.layout)).toEqual([
    'instagram.story',
    ...COPIES.map((copy) => copy.key),
  ]);

  for (const [index, { key, label }] of COPIES.entries()) {
    // Each copy opens from the sizes of the one on the canvas.
    if (index > 0) await openOtherSizes(page);
    await expect(dialog(page).getByRole('heading', { name: 'Spring sale — 4 sizes' })).toBeVisible();
    await dialog(page)
      .getByRole('link', { name: `Open the ${label} size` })
      .click();
    await expect(page.getByRole('button', { name: `Layout: ${label}` })).toBeVisible();
    await expect(layers(page)).toHaveCount(2);
    const hash = sizes.items[index + 1]!.hash;
    await expect(page).toHaveURL(new RegExp(`#/design/${hash}$`));
    const { editor } = await read<{ editor: Saved }>(page, `/api/getEditorByHash/${hash}`);
    expect(editor.layout.key).toBe(key);
    const { width, height } = editor.layout;
    expect(editor.pages.map((each) => each.objects.length)).toEqual([2, 1]);
    for (const object of editor.pages.flatMap((each) => each.objects)) {
      expect(object.angle ?? 0).toBe(0);
      const right = object.left + object.width * object.scaleX;
      const bottom = object.top + object.height * object.scaleY;
      expect(object.left, `${key}: ${object.text}`).toBeGreaterThanOrEqual(-0.5);
      expect(object.top).toBeGreaterThanOrEqual(-0.5);
      expect(right).toBeLessThanOrEqual(width + 0.5);
      expect(bottom).toBeLessThanOrEqual(height + 0.5);
      expect((object.fontSize ?? 12) * object.scaleY).toBeGreaterThanOrEqual(12);
    }
  }

  // On the LinkedIn copy now: scheduled with its sizes, one caption, each network gets the size made for it.
  await page.getByRole('banner').getByRole('button', { name: 'Schedule' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule your post' });
  for (const network of ['Instagram', 'Facebook page', 'Twitter', 'LinkedIn'])
    await schedule.getByRole('checkbox', { name: network, exact: true }).check();
  await expect(
    schedule.getByRole('checkbox', { name: 'Send each network the size made for it' }),
  ).toBeChecked();
  await expect(schedule.getByText('Instagram: Instagram Story (540 x 960)')).toBeVisible();
  await expect(schedule.getByText('Facebook page: Facebook Post (940 x 788)')).toBeVisible();
  await expect(schedule.getByText('Twitter: Twitter Header (1500 x 500)')).toBeVisible();
  await expect(schedule.getByText('LinkedIn: LinkedIn Post (1400 x 800)')).toBeVisible();
  await schedule.getByLabel('Caption').fill('Spring is here');
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(schedule).toBeHidden();
  const { items } = await read<{ items: { design_id: number; networks: string[]; caption: string }[] }>(
    page,
    '/api/schedule/posts',
  );
  const [, facebookPost, twitterHeader, linkedinPost] = sizes.items;
  expect(
    items
      .map((post) => [post.design_id, post.networks, post.caption])
      .sort((a, b) => Number(a[0]) - Number(b[0])),
  ).toEqual([
    [story.id, ['instagram'], 'Spring is here'],
    [facebookPost!.id, ['fb_page'], 'Spring is here'],
    [twitterHeader!.id, ['twitter'], 'Spring is here'],
    [linkedinPost!.id, ['linkedin'], 'Spring is here'],
  ]);
});
