import { expect, test, type Locator, type Page } from './support/test';
import { openSignedUp } from './support/account';
import { pressAnyway, runBarAction } from './support/overflow';

/**
 * Issue 24: a control that cannot act says why. Share, Download and Schedule of a design not saved (SPEC §4
 * 'Save design before Share.' and 'Save design before download.') and Undo with nothing to undo show the reason
 * in a tooltip on hover and on focus, carry it as their accessible description, and say it in a notice when
 * pressed; in English and in Spanish.
 */

interface Expected {
  name: string;
  reason: string;
}

/** The button's reason: its description, its tooltip when hovered and when focused, and a notice when pressed. */
async function expectReason(page: Page, button: Locator, reason: string): Promise<void> {
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveAccessibleDescription(reason);
  const tooltip = page.getByRole('tooltip').filter({ hasText: reason });

  await button.hover();
  await expect(tooltip).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();

  await button.focus();
  await expect(tooltip).toBeVisible();
  // The tooltip sits next to its button, inside the window.
  const [tip, own] = [await tooltip.boundingBox(), await button.boundingBox()];
  if (!tip || !own) throw new Error('no box');
  expect(Math.abs(tip.x + tip.width / 2 - (own.x + own.width / 2)) <= own.width / 2 + tip.width / 2).toBe(
    true,
  );
  expect(tip.x).toBeGreaterThanOrEqual(0);
  expect(tip.x + tip.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  // Escape hides it without moving the focus (WCAG 1.4.13).
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(button).toBeFocused();

  // Pressed (Enter, as a click on an aria-disabled button waits for it to be enabled): the reason as a notice.
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: reason }).first()).toBeVisible();
  await button.blur();
}

async function expectReasons(page: Page, expected: Expected[]): Promise<void> {
  const header = page.getByRole('banner');
  for (const { name, reason } of expected)
    await expectReason(page, header.getByRole('button', { name, exact: true }), reason);
}

test('an unsaved design: Share, Download, Schedule and Undo say why they cannot act', async ({ page }) => {
  await openSignedUp(page, '/#/texts');
  await expect(page.locator('[data-editor-ready="true"]')).toBeAttached();
  await expectReasons(page, [
    { name: 'Share', reason: 'Save design before Share.' },
    { name: 'Download', reason: 'Save design before download.' },
    { name: 'Schedule', reason: 'Save design before scheduling.' },
    { name: 'Undo', reason: 'Nothing to undo.' },
  ]);
  // Nothing was opened by pressing them.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Once there is something to undo, Undo acts and has no reason to give.
  await page.getByRole('button', { name: 'Add title' }).click();
  const undo = page.getByRole('banner').getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toBeEnabled();
  await expect(undo).not.toHaveAttribute('aria-describedby');
});

test('in Spanish the reasons are Spanish', async ({ page }) => {
  await openSignedUp(page, '/#/texts');
  await expect(page.locator('[data-editor-ready="true"]')).toBeAttached();
  await page.getByLabel('Language').first().selectOption('es');
  await expectReasons(page, [
    { name: 'Compartir', reason: 'Guarda el diseño antes de compartirlo.' },
    { name: 'Descargar', reason: 'Guarda el diseño antes de descargarlo.' },
    { name: 'Deshacer', reason: 'No hay nada que deshacer.' },
  ]);
});

/**
 * The reason of the toolbar control `name`: as a button's when the bar shows it, else as its entry's in the
 * bar's "More" menu: muted, the reason its description and shown under it when pointed at, and a notice when
 * chosen.
 */
async function expectBarReason(page: Page, bar: Locator, name: string, reason: string): Promise<void> {
  const button = bar.getByRole('button', { name, exact: true });
  if ((await button.count()) === 1) {
    await expectReason(page, button, reason);
    return;
  }
  await bar.getByRole('button', { name: 'More', exact: true }).click();
  const entry = page.getByRole('menuitem', { name, exact: true });
  await expect(entry).toHaveAttribute('aria-disabled', 'true');
  await expect(entry).toHaveAccessibleDescription(reason);
  await entry.hover();
  await expect(entry.getByText(reason)).toBeVisible();
  await pressAnyway(entry);
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: reason }).first()).toBeVisible();
}

test("the top layer's Bring forward and the bottom one's Send backward say why, in the bar or its More menu", async ({
  page,
}) => {
  await openSignedUp(page, '/#/texts');
  await page.getByRole('button', { name: 'Add title' }).click();
  await page.getByRole('button', { name: 'Add text' }).click();
  const rows = page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  const order = await rows.allTextContents();
  const toolbar = page.getByRole('toolbar', { name: 'Text toolbar' });
  // The text added last is selected, on top.
  await expectBarReason(page, toolbar, 'Bring forward', 'This layer is already at the top.');
  await expect(rows).toHaveText(order);
  await runBarAction(page, toolbar, 'Send backward');
  await expect(rows).toHaveText([...order].reverse());
  await expectBarReason(page, toolbar, 'Send backward', 'This layer is already at the bottom.');
});
