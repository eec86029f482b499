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

/**
 * The page's serious and critical axe-core violations, with the elements they concern.
 *
 * axe runs in the page itself, with its frames of the same origin (AxeBuilder's "legacy mode"). By default
 * AxeBuilder runs `axe.runPartial` in every frame, then `axe.finishRun` in a new blank page of the context, which
 * it opens and closes for each check: 3.2 s of CPU a check on the editor, against 1.2 s here (six checks each, a
 * cpuacct cgroup around the run), for the same violations. Only a cross-origin frame would go unchecked this way,
 * so a page with one is refused rather than half checked.
 */
export async function seriousViolations(page: Page) {
  await whenStill(page);
  const origin = new URL(page.url()).origin;
  const foreign = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  if (foreign.length > 0)
    throw new Error(`axe checks only same-origin frames here; this page has others: ${foreign.join(', ')}`);
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
