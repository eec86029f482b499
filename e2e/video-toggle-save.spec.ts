import { expect, test, type Page } from './support/test';
import { openSignedUp } from './support/account';
import { openBlankDesign } from './support/design';

/**
 * Issue 24: a save that changed nothing but the Video toggle leaves the design saved and untouched, like any
 * other save: Share, Download and Schedule act, leaving asks nothing, and the next Save has nothing to do.
 */

async function saveWithHeader(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByText('Your design is ready!')).toHaveCount(0);
}

async function expectSavedAndUntouched(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  for (const name of ['Share', 'Download', 'Schedule']) {
    await expect(header.getByRole('button', { name, exact: true })).toBeEnabled();
  }
  // Nothing new: Save says so and sends nothing (no image save, no second recording).
  const sent: string[] = [];
  page.on('request', (request) => sent.push(new URL(request.url()).pathname));
  await header.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('No new changes to save.')).toBeVisible();
  expect(sent.filter((path) => path === '/api/save' || path === '/api/editor/saveVideo')).toEqual([]);
  // Download opens its modal now (before the fix it stayed off until a reload).
  await header.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Download' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Closing the page asks nothing (the server runs as production, where the leave warning is on). */
async function expectLeavingAsksNothing(page: Page): Promise<void> {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  // A click gives the page the user activation browsers need before they ask.
  const box = await page.locator('canvas').last().boundingBox();
  if (!box) throw new Error('canvas not visible');
  await page.mouse.click(box.x + 5, box.y + 5);
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
  expect(asked).toEqual([]);
}

test('an image design saved after only turning Video on is saved and untouched', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedUp(page, '/');
  const hash = await openBlankDesign(page, { duration: 1 });
  const header = page.getByRole('banner');
  const video = header.getByRole('button', { name: 'Video' });
  await expect(video).toHaveAttribute('aria-pressed', 'false');
  await expect(header.getByRole('button', { name: 'Share', exact: true })).toBeEnabled();

  await video.click();
  await expect(video).toHaveAttribute('aria-pressed', 'true');
  // Toggled: something to save.
  await expect(header.getByRole('button', { name: 'Share', exact: true })).toBeDisabled();
  await saveWithHeader(page);
  const stored = await page.request.get(`/api/getEditorByHash/${hash}`);
  expect(((await stored.json()) as { data: { post_type: string } }).data.post_type).toBe('video');

  await expectSavedAndUntouched(page);
  await expectLeavingAsksNothing(page);
});

test('a video design saved after only turning Video off is saved and untouched', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedUp(page, '/');
  const hash = await openBlankDesign(page, { duration: 1, postType: 'video' });
  const header = page.getByRole('banner');
  const video = header.getByRole('button', { name: 'Video' });
  await expect(video).toHaveAttribute('aria-pressed', 'true');
  await expect(header.getByRole('button', { name: 'Share', exact: true })).toBeEnabled();

  await video.click();
  await expect(video).toHaveAttribute('aria-pressed', 'false');
  await expect(header.getByRole('button', { name: 'Share', exact: true })).toBeDisabled();
  // Toggled back: the design is as saved again.
  await video.click();
  await expect(video).toHaveAttribute('aria-pressed', 'true');
  await expect(header.getByRole('button', { name: 'Share', exact: true })).toBeEnabled();
  await video.click();
  await expect(video).toHaveAttribute('aria-pressed', 'false');
  await saveWithHeader(page);
  const stored = await page.request.get(`/api/getEditorByHash/${hash}`);
  expect(((await stored.json()) as { data: { post_type: string } }).data.post_type).toBe('IMAGE');

  await expectSavedAndUntouched(page);
  await expectLeavingAsksNothing(page);
});
