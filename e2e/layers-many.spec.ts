import { expect, test } from './support/test';
import { openSignedUp } from './support/account';
import { saveThroughApi, squareDesign } from './support/designs';
import { twoFramesLater } from './support/editor';

/** 500 texts, each its own words so each row has its own name. */
const objects = Array.from({ length: 500 }, (_, index) => ({
  id: `t${index}`,
  type: 'pz-text',
  left: 20 + (index % 20) * 38,
  top: 20 + Math.floor(index / 20) * 30,
  width: 36,
  height: 20,
  text: `Word ${index}`,
  fontSize: 12,
  fill: '#1a1a1a',
}));

test('500 layers: the panel renders the rows in view, and a change of one object draws one thumbnail again', async ({
  page,
}) => {
  // Counts thumbnails drawn: a layer thumbnail is a canvas of at most 64 px read back as a PNG.
  await page.addInitScript(() => {
    const counted = window as unknown as { thumbnailsDrawn: number };
    counted.thumbnailsDrawn = 0;
    const toDataURL = HTMLCanvasElement.prototype.toDataURL;
    HTMLCanvasElement.prototype.toDataURL = function (
      this: HTMLCanvasElement,
      type?: string,
      quality?: number,
    ) {
      if (this.width <= 64 && this.height <= 64) counted.thumbnailsDrawn += 1;
      return toDataURL.call(this, type, quality);
    };
  });
  await openSignedUp(page, '/');
  const [design] = await saveThroughApi(page, [{ title: 'Many words', editor: squareDesign(objects) }]);
  await page.goto(`/#/design/${design!.hash}`);
  await expect(page).toHaveTitle('Many words · Lienzo');
  const panel = page.getByRole('list', { name: 'Layers', exact: true });
  await expect(panel.getByRole('button', { name: 'Word 499', exact: true })).toBeVisible();
  const rendered = await panel.locator(':scope > li').count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(60);
  // Every rendered row gets its picture, and only those.
  await expect(panel.locator(':scope > li img.layer-label__thumb')).toHaveCount(rendered);
  const drawn = () => page.evaluate(() => (window as unknown as { thumbnailsDrawn: number }).thumbnailsDrawn);
  const before = await drawn();
  expect(before).toBeLessThanOrEqual(rendered);

  // One object changes (selected in the panel, nudged by a key): its thumbnail alone is drawn again.
  await panel.getByRole('button', { name: 'Word 499', exact: true }).click();
  await page.locator('canvas').last().focus();
  await page.keyboard.press('ArrowRight');
  const after = async () => (await drawn()) - before;
  await expect.poll(after).toBe(1);
  // The panel settles there: nothing else is drawn on the next frames.
  await twoFramesLater(page);
  expect(await after()).toBe(1);

  // The list scrolls to any row: the bottom layer is reached and drawn.
  await panel.evaluate((list) => list.closest('section')!.scrollTo(0, 1e6));
  await expect(panel.getByRole('button', { name: 'Word 0', exact: true })).toBeVisible();
});
