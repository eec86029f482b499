import { expect, test, type Page } from './support/test';
import { openAsVisitor } from './support/editor';
import { inkBox, surrounds, type ScreenBox } from './support/canvasPixels';

/** The handles' frame once it holds the whole text, as drawn on the canvas. */
async function frameAroundText(page: Page): Promise<{ frame: ScreenBox; text: ScreenBox }> {
  let seen: { frame: ScreenBox | null; text: ScreenBox | null } = { frame: null, text: null };
  await expect
    .poll(async () => {
      const frame = await inkBox(page, 'selection');
      // A new title is dark or white by the background it lands on; white is also the handles' fill, so the
      // text is looked for inside the frame, clear of the handles (5 px round) on its edges. Handles drawn away
      // from the text leave no text inside them.
      const clear = frame && {
        left: frame.left + 7,
        top: frame.top + 7,
        right: frame.right - 7,
        bottom: frame.bottom - 7,
      };
      seen = { frame, text: clear ? await inkBox(page, 'text', clear) : null };
      return surrounds(seen.frame, seen.text);
    })
    .toBe(true);
  return { frame: seen.frame!, text: seen.text! };
}

for (const size of [
  // 768 px of window and the page strip's 86 px under the canvas: the story at the zoom this test was made for.
  { name: 'desktop', width: 1366, height: 854 },
  { name: 'phone', width: 375, height: 740 },
]) {
  test(`${size.name}: type in a new title, Escape, then drag its corner handle: the text grows and stays selected`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openAsVisitor(page, '/#/texts');
    await page.getByRole('button', { name: 'Add title', exact: true }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Text toolbar' });
    await expect(toolbar).toBeVisible();

    const { text: added } = await frameAroundText(page);
    await page.mouse.dblclick((added.left + added.right) / 2, (added.top + added.bottom) / 2);
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('A much longer title that wraps onto lines');
    await page.keyboard.press('Escape');
    await expect(toolbar).toBeVisible();

    // The handles are drawn around the text as typed, not where the text was or elsewhere.
    const { frame, text } = await frameAroundText(page);
    expect(text.bottom - text.top).toBeGreaterThan(added.bottom - added.top);

    // The bottom-right handle is a circle centred on the frame's corner (its radius is 5 px).
    const handle = { x: frame.right - 5, y: frame.bottom - 5 };
    await page.mouse.move(handle.x, handle.y);
    await page.mouse.down();
    await page.mouse.move(handle.x + 30, handle.y + 30, { steps: 8 });
    await page.mouse.up();

    await expect(toolbar).toBeVisible();
    const grown = await frameAroundText(page);
    expect(grown.text.right - grown.text.left).toBeGreaterThan(text.right - text.left + 10);
    expect(grown.text.bottom - grown.text.top).toBeGreaterThan(text.bottom - text.top + 10);
  });
}
