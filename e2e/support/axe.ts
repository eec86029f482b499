import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until no notice is shown and every finite animation and transition of the page has ended: axe
 * measures colour contrast on what is drawn, and a notice fading in or out is, for a moment, text of too little
 * contrast. A notice shown when the check starts would begin fading out (its time up) during the check, which
 * takes seconds on a loaded machine (download-share failed so on a fresh clone): every notice has a finite
 * time, so its end is waited for.
 */
async function whenStill(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-sonner-toast]') === null);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** The page's serious and critical axe-core violations, with the elements they concern. */
export async function seriousViolations(page: Page) {
  await whenStill(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
