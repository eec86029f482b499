import { devices, expect, test, type Page } from './support/test';
import { createAccount, openSignedUp } from './support/account';
import { openBlankDesign } from './support/design';

// Issue 24: with the timeline open, the story's bottom was cut off (the fit kept the canvas 300 px tall, more
// than the area had left), and on a phone the timeline showed only 0–6 s of 15.

const TEXTS = ['Add title', 'Add subtitle', 'Add text'];

/** Whether the whole design lies inside what the canvas area shows, above the timeline and on screen. */
function designInSight(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
    const design = box('.engine-canvas .canvas-container');
    const stage = box('.canvas-area__stage');
    const timeline = box('.timeline');
    if (!design || !stage || !timeline || design.height === 0) return false;
    return (
      design.top >= stage.top &&
      design.bottom <= Math.min(stage.bottom, timeline.top) &&
      design.left >= Math.max(0, stage.left) &&
      design.right <= Math.min(stage.right, window.innerWidth)
    );
  });
}

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
    userAgent: devices['iPhone 13'].userAgent,
  });

  for (const { language, timeline } of [
    { language: 'en', timeline: 'Timeline' },
    { language: 'es', timeline: 'Línea de tiempo' },
  ]) {
    test(`${language}: a 15 s story with the timeline open shows the whole design above it and all 15 s`, async ({
      page,
    }) => {
      await page.goto('/');
      // The phone's header keeps Sign out in its More menu, so signUp's check of it does not apply.
      const signIn = page.getByRole('dialog');
      await expect(signIn).toBeVisible();
      await createAccount(page, `ana.timeline.${Date.now()}@example.com`);
      await expect(signIn).toBeHidden();
      await openBlankDesign(page, { duration: 15, postType: 'video' });
      const menu = page.getByRole('navigation', { name: 'Mobile menu' });
      // Three rows: the timeline as tall as it gets on a phone.
      for (const text of TEXTS) {
        await menu.getByRole('button', { name: 'Text', exact: true }).tap();
        await page.getByRole('button', { name: text, exact: true }).tap();
      }
      if (language === 'es') await page.getByLabel('Language').first().selectOption('es');
      const panel = page.getByRole('region', { name: timeline });
      await expect(panel.getByRole('listitem')).toHaveCount(TEXTS.length);

      await expect.poll(() => designInSight(page)).toBe(true);
      // The ruler, 0 to 15 s, is on screen without scrolling the timeline.
      await expect(panel.locator('.timeline__ruler')).toBeInViewport({ ratio: 1 });
    });
  }
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a story with the timeline open shows the whole design above it', async ({ page }) => {
    await openSignedUp(page, '/');
    await openBlankDesign(page, { duration: 15, postType: 'video' });
    await page.getByRole('link', { name: 'Text' }).click();
    for (const text of TEXTS) await page.getByRole('button', { name: text, exact: true }).click();
    const panel = page.getByRole('region', { name: 'Timeline' });
    await expect(panel.getByRole('listitem')).toHaveCount(TEXTS.length);

    await expect.poll(() => designInSight(page)).toBe(true);
  });
});
