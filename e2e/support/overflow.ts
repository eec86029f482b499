import { expect, type Frame, type Locator, type Page } from '@playwright/test';
import { closeWithEscape } from './editor';

/** How long a control is looked for in its bar before its bar's menu (ms). */
const SETTLE = 2_000;

/** A bar's "More" menu ("Más" in Spanish), which holds the controls that do not fit the bar. */
const moreOf = (bar: Locator) => bar.getByRole('button', { name: /^(More|Más)$/ });

/** The menu entry named `name` (a plain action or a toggle) of the open "More" menu. */
const entryOf = (page: Page | Frame, name: string | RegExp) =>
  page
    .getByRole('menuitem', { name, exact: true })
    .or(page.getByRole('menuitemcheckbox', { name, exact: true }));

/**
 * Clicks `control` as a person does, also when it says it cannot act (aria-disabled, so that pressing it
 * tells why): Playwright's own click waits for such a control to become enabled.
 */
export async function pressAnyway(control: Locator, timeout?: number): Promise<void> {
  const disabled = (await control.getAttribute('aria-disabled', { timeout })) === 'true';
  if (disabled) await untilStillAndOnTop(control, timeout);
  await control.click({ timeout, force: disabled });
}

/**
 * Scrolls `control` into view, rests the pointer on it, and waits, as Playwright's own click does before acting,
 * until it has kept its place for two animation frames and is what a click at its centre reaches: a forced click
 * skips those checks. A refused menu item grows when the pointer reaches it (its reason shows) and its menu may
 * move; clicked in the same gesture, the press and the release landed on different items and chose nothing.
 */
async function untilStillAndOnTop(control: Locator, timeout?: number): Promise<void> {
  await control.scrollIntoViewIfNeeded({ timeout });
  await control.hover({ timeout, force: true });
  await control.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        let last = '';
        const look = () => {
          const box = element.getBoundingClientRect();
          const place = [box.x, box.y, box.width, box.height].join();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          if (place === last && hit !== null && element.contains(hit)) return resolve();
          last = place;
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
    undefined,
    { timeout },
  );
}

/**
 * Runs the control `name` of `bar` as a person does: its button when the bar shows it, else its entry in
 * the bar's "More" menu (a control moved there is out of sight, so out of the accessibility tree). A name
 * that changes with the control's state ("Layout: Story (540 x 960)") is given as a pattern.
 */
export async function runBarAction(page: Page, bar: Locator, name: string | RegExp): Promise<void> {
  const control = bar.getByRole('button', { name, exact: true });
  // Once the bar shows the control or its menu: a control already moved into the menu is run from there at
  // once, not after looking for it in the bar for SETTLE ms.
  await expect(control.or(moreOf(bar)).first()).toBeVisible();
  if (!(await control.isVisible())) {
    await moreOf(bar).click();
    await pressAnyway(entryOf(page, name));
    return;
  }
  // The bar may still be settling (a drawer opening narrows it): a control that leaves it is in the menu.
  const clicked = await pressAnyway(control, SETTLE).then(
    () => true,
    () => false,
  );
  if (clicked) return;
  await moreOf(bar).click();
  await pressAnyway(entryOf(page, name));
}

/** Whether the toggle `name` of `bar` is on, read from the bar or from its "More" menu. */
export async function barTogglePressed(page: Page, bar: Locator, name: string): Promise<boolean> {
  const control = bar.getByRole('button', { name, exact: true });
  const shown = await control.getAttribute('aria-pressed', { timeout: SETTLE }).catch(() => null);
  if (shown !== null) return shown === 'true';
  await moreOf(bar).click();
  const checked = (await entryOf(page, name).getAttribute('aria-checked')) === 'true';
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  return checked;
}

/**
 * What the control named by `name` (a pattern: "Layout: Story (540 x 960)") of `bar` says, from its button when the
 * bar shows it, else from its entry in the bar's "More" menu; null when it was in neither while looked for: a bar
 * laying itself out again (its control's name grew) moves controls between the two, so poll it. Each look is bounded,
 * never a wait on a control that has just moved away.
 */
export async function barControlText(page: Page | Frame, bar: Locator, name: RegExp): Promise<string | null> {
  const inBar = await bar
    .getByRole('button', { name })
    .getAttribute('aria-label', { timeout: SETTLE })
    .catch(() => null);
  if (inBar !== null) return inBar;
  const opened = await moreOf(bar)
    .click({ timeout: SETTLE })
    .then(
      () => true,
      () => false,
    );
  if (!opened) return null;
  const inMenu = await entryOf(page, name)
    .textContent({ timeout: SETTLE })
    .catch(() => null);
  await closeWithEscape(page, page.getByRole('menu'));
  return inMenu;
}

/**
 * `name` is on screen in `bar`, wholly inside it, or else an entry of the bar's "More" menu, which is
 * on screen (and then not in the bar); returns how it was reached.
 */
export async function expectReachable(page: Page, bar: Locator, name: string): Promise<'bar' | 'menu'> {
  const control = bar.getByRole('button', { name, exact: true });
  if ((await control.count()) === 1) {
    await expect(control).toBeInViewport({ ratio: 1 });
    const [box, barBox] = [await control.boundingBox(), await bar.boundingBox()];
    expect(box!.x + box!.width).toBeLessThanOrEqual(barBox!.x + barBox!.width + 0.5);
    return 'bar';
  }
  await expect(moreOf(bar)).toBeInViewport({ ratio: 1 });
  await moreOf(bar).click();
  // A long menu scrolls, as a person scrolls it to the entry.
  await entryOf(page, name).scrollIntoViewIfNeeded();
  // Less a sub-pixel: a scrolled menu's last entry may end a fraction of a pixel under its edge.
  await expect(entryOf(page, name)).toBeInViewport({ ratio: 0.95 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  return 'menu';
}
