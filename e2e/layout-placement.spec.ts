import { expect, test, type Page } from './support/test';
import { openSignedUp } from './support/account';
import { openBlankDesign, saveAndRead, type SavedObject } from './support/design';

// The blank story of openBlankDesign is 540 × 960; Instagram covers its top 125 px and bottom 170 px.
const STORY = { width: 540, height: 960 };
const SAFE = { top: 125, bottom: STORY.height - 170 };

type Geometry = { left: number; top: number; width: number; height: number; scaleX: number; scaleY: number };

const geometryOf = (object: SavedObject) => object as unknown as Geometry;

function boxOf(object: SavedObject) {
  const { left, top, width, height, scaleX, scaleY } = geometryOf(object);
  return { left, top, right: left + width * scaleX, bottom: top + height * scaleY };
}

function overlaps(a: ReturnType<typeof boxOf>, b: ReturnType<typeof boxOf>) {
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}

const ENGLISH = { selector: 'Layout: ', popover: 'Choose a layout', text: 'Text', layers: 'Canvas layers' };
const SPANISH = {
  selector: 'Formato: ',
  popover: 'Elige un formato',
  text: 'Texto',
  layers: 'Capas del lienzo',
};
type Words = typeof ENGLISH;

async function chooseLayout(page: Page, name: string, words: Words = ENGLISH) {
  const selector = page.getByRole('button', { name: new RegExp(`^${words.selector}`) });
  await selector.click();
  const popover = page.getByRole('dialog', { name: words.popover });
  await popover.getByRole('button', { name, exact: true }).click();
  await expect(popover).toBeHidden();
  await expect(selector).toHaveAccessibleName(`${words.selector}${name}`);
}

async function addFromTextDrawer(page: Page, button: string, count: number, words: Words = ENGLISH) {
  await page.getByRole('link', { name: words.text, exact: true }).click();
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('list', { name: words.layers }).getByRole('listitem')).toHaveCount(count);
}

function expectSameGeometry(after: SavedObject[], before: SavedObject[]) {
  expect(after.map((object) => object.id)).toEqual(before.map((object) => object.id));
  after.forEach((object, index) => {
    const was = geometryOf(before[index]!);
    const now = geometryOf(object);
    expect(Math.abs(now.left - was.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(now.top - was.top)).toBeLessThanOrEqual(1);
    expect(now.scaleX).toBeCloseTo(was.scaleX, 2);
    expect(now.scaleY).toBeCloseTo(was.scaleY, 2);
  });
}

/** Drags with the mouse from one point of the story to another. */
async function dragOnStory(page: Page, from: [number, number], to: [number, number]) {
  const box = await page.locator('canvas.upper-canvas').boundingBox();
  if (!box) throw new Error('canvas not visible');
  const scale = box.width / STORY.width;
  await page.mouse.move(box.x + from[0] * scale, box.y + from[1] * scale);
  await page.mouse.down();
  await page.mouse.move(box.x + to[0] * scale, box.y + to[1] * scale, { steps: 10 });
  await page.mouse.up();
}

test('story → Facebook post → Twitter header → story gives every object back within 1 px', async ({
  page,
}) => {
  await openSignedUp(page, '/');
  const hash = await openBlankDesign(page);
  await addFromTextDrawer(page, 'Add title', 1);
  await addFromTextDrawer(page, 'Add text', 2);
  await page.goto('/#/images/icons');
  await page.getByRole('list', { name: 'Icons' }).getByRole('button').first().click();
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveCount(3);
  // The title goes to the top corner, so not every object is in the middle.
  await dragOnStory(page, [270, 480], [200, 200]);
  const before = await saveAndRead(page, hash);
  expect(geometryOf(before[0]!).top).toBeLessThan(300);

  await chooseLayout(page, 'Facebook Post (940 x 788)');
  await chooseLayout(page, 'Twitter Header (1500 x 500)');
  const onHeader = await saveAndRead(page, hash);
  for (const object of onHeader) {
    const box = boxOf(object);
    expect(box.left).toBeGreaterThanOrEqual(-1);
    expect(box.right).toBeLessThanOrEqual(1501);
    expect(box.top).toBeGreaterThanOrEqual(-1);
    expect(box.bottom).toBeLessThanOrEqual(501);
  }
  await chooseLayout(page, 'Instagram Story (540 x 960)');
  expectSameGeometry(await saveAndRead(page, hash), before);
});

test('in Spanish: texts added apart, and the same layout round trip gives them back', async ({ page }) => {
  await openSignedUp(page, '/');
  const hash = await openBlankDesign(page);
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await addFromTextDrawer(page, 'Añadir título', 1, SPANISH);
  await addFromTextDrawer(page, 'Añadir subtítulo', 2, SPANISH);
  await page.getByLabel('Idioma').selectOption({ label: 'English' });
  const before = await saveAndRead(page, hash);
  expect(overlaps(boxOf(before[0]!), boxOf(before[1]!))).toBe(false);

  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await chooseLayout(page, 'Publicación de Facebook (940 x 788)', SPANISH);
  await chooseLayout(page, 'Cabecera de Twitter (1500 x 500)', SPANISH);
  await chooseLayout(page, 'Historia de Instagram (540 x 960)', SPANISH);
  await page.getByLabel('Idioma').selectOption({ label: 'English' });
  expectSameGeometry(await saveAndRead(page, hash), before);
});

test('a second text does not cover the title, and a sticker lands inside the story safe area', async ({
  page,
}) => {
  await openSignedUp(page, '/');
  const hash = await openBlankDesign(page);
  await addFromTextDrawer(page, 'Add title', 1);
  await addFromTextDrawer(page, 'Add subtitle', 2);
  await page.getByRole('link', { name: 'Instagram' }).click();
  await page.getByRole('group', { name: 'Instagram elements' }).getByRole('button', { name: 'Poll' }).click();
  await expect(page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveCount(3);

  const [title, subtitle, poll] = await saveAndRead(page, hash);
  expect(overlaps(boxOf(title!), boxOf(subtitle!))).toBe(false);
  expect(poll!.type).toBe('pz-poll');
  const box = boxOf(poll!);
  expect(overlaps(box, boxOf(title!))).toBe(false);
  expect(overlaps(box, boxOf(subtitle!))).toBe(false);
  expect(box.top).toBeGreaterThanOrEqual(SAFE.top);
  expect(box.bottom).toBeLessThanOrEqual(SAFE.bottom);
  // On the white story a new text is the dark #1a1a1a of SPEC §9.
  expect(title).toMatchObject({ fill: '#1a1a1a' });
});
