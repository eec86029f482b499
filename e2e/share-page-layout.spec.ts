import { expect, test } from './support/test';
import { openSignedUp } from './support/account';
import { openBlankDesign } from './support/design';

// Issue 24: on a story's public page the link into the editor came under the picture, below the fold.
for (const { language, open } of [
  { language: 'en', open: 'Open in the editor' },
  { language: 'es', open: 'Abrir en el editor' },
]) {
  test(`${language}: a story's public page shows "${open}" without scrolling, and the whole story`, async ({
    page,
  }) => {
    await openSignedUp(page, '/#/texts');
    const hash = await openBlankDesign(page);
    // The public page speaks its owner's language.
    if (language === 'es') {
      const saved = page.waitForResponse(
        (response) => response.url().endsWith('/api/me/language') && response.ok(),
      );
      await page.getByLabel('Language').first().selectOption('es');
      await saved;
    }

    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 375, height: 812 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`/s/${hash}`);
      const link = page.getByRole('link', { name: open });
      await expect(link).toBeInViewport({ ratio: 1 });
      const picture = page.getByRole('img', { name: 'Story' });
      await expect(picture).toHaveJSProperty('complete', true);
      // No scrolling: the page is the window's height, the picture wholly in it, its shape kept.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
        viewport.height,
      );
      await expect(picture).toBeInViewport({ ratio: 1 });
      const box = (await picture.boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(540 / 960, 2);
    }
  });
}
