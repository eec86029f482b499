import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { openSignedUp } from './support/account';

async function dismissSignIn(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Password')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const selector = (page: Page) => page.getByRole('button', { name: /^Layout: / });

test('the layout selector lists layouts by group, marks the active one and applies a click', async ({
  page,
}) => {
  await page.goto('/');
  await dismissSignIn(page);
  await expect(selector(page)).toHaveText(/\(\d+ x \d+\)/);
  await selector(page).click();
  const popover = page.getByRole('dialog', { name: 'Choose a layout' });
  await expect(popover).toBeVisible();
  for (const group of ['Posts', 'Stories', 'Covers', 'Ads', 'Documents']) {
    await expect(popover.getByRole('heading', { name: group })).toBeVisible();
  }
  // Pozters is hidden.
  await expect(popover.getByRole('button', { name: 'Default (1200 x 800)' })).toHaveCount(0);
  await expect(popover.locator('[aria-pressed="true"]')).toHaveCount(1);

  await popover.getByRole('button', { name: 'Facebook Post (940 x 788)' }).click();
  await expect(popover).toBeHidden();
  await expect(selector(page)).toHaveText(/Facebook Post \(940 x 788\)/);

  await selector(page).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Choose a layout' })
      .getByRole('button', { name: 'Facebook Post (940 x 788)' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('visitors get the upgrade prompt instead of the custom layout modal', async ({ page }) => {
  await page.goto('/');
  await dismissSignIn(page);
  await selector(page).click();
  await page.getByRole('button', { name: 'Custom layout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Custom layout' })).toHaveCount(0);
});

test('a signed-in user applies a custom layout; bad sizes and empty names are checked', async ({ page }) => {
  await openSignedUp(page, '/');
  const before = await selector(page).textContent();

  await selector(page).click();
  await page.getByRole('button', { name: 'Custom layout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Custom layout' });
  await dialog.getByLabel('Name').fill('Banner');
  await dialog.getByLabel('Width').fill('50');
  await dialog.getByLabel('Height').fill('600');
  await dialog.getByRole('button', { name: 'Apply layout' }).click();
  await expect(page.getByText('min 100, max 1500')).toBeVisible();
  await expect(dialog).toBeVisible();
  // Nothing applied (the page behind the modal is hidden from the accessibility tree, so look at the DOM).
  await expect(page.locator('.layout-selector__trigger')).toHaveText(before ?? '');

  await dialog.getByLabel('Width').fill('1200');
  await dialog.getByLabel('Height').fill('400');
  await dialog.getByRole('button', { name: 'Apply layout' }).click();
  await expect(dialog).toBeHidden();
  await expect(selector(page)).toHaveText(/Banner \(1200 x 400\)/);

  await selector(page).click();
  await page.getByRole('button', { name: 'Custom layout' }).click();
  await dialog.getByLabel('Width').fill('800');
  await dialog.getByLabel('Height').fill('600');
  await dialog.getByRole('button', { name: 'Apply layout' }).click();
  await expect(page.getByText('name required')).toBeVisible();
  await expect(selector(page)).toHaveText(/Custom Layout \(800 x 600\)/);

  // Both are kept on the server (POST /api/layouts/save), the refused size is not.
  const saved = async () =>
    page.evaluate(async () => {
      const response = await fetch('/api/layouts');
      const { data } = (await response.json()) as {
        data: { items: { hash: string; label: string; width: number; height: number }[] };
      };
      return data.items.map(({ label, width, height, hash }) => ({ label, width, height, hash }));
    });
  await expect.poll(saved).toEqual([
    {
      label: 'Custom Layout',
      width: 800,
      height: 600,
      hash: expect.stringMatching(/^custom\.[a-z0-9]{13}$/i),
    },
    { label: 'Banner', width: 1200, height: 400, hash: expect.stringMatching(/^custom\.[a-z0-9]{13}$/i) },
  ]);
});

test('zoom in, zoom out and fit change the shown percentage', async ({ page }) => {
  await page.goto('/');
  await dismissSignIn(page);
  const level = page.getByRole('status', { name: 'Current zoom' });
  await expect(level).toHaveText(/^\d+%$/);
  const percent = async () => Number((await level.textContent())?.replace('%', ''));
  const fitted = await percent();

  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(percent).toBeGreaterThan(fitted);
  expect(Math.abs((await percent()) - fitted * 1.2)).toBeLessThanOrEqual(1);

  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(percent).toBeLessThan(fitted * 1.2 - 1);
  expect(Math.abs((await percent()) - fitted * 1.2 * 0.8)).toBeLessThanOrEqual(1);

  await page.getByRole('button', { name: 'Fit' }).click();
  await expect.poll(percent).toBe(fitted);
});

test('the keyboard shortcuts popover lists the commands with their keys', async ({ page }) => {
  await page.goto('/');
  await dismissSignIn(page);
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('term').filter({ hasText: /^Undo$/ })).toBeVisible();
  await expect(help).toContainText('Ctrl+Z');
  await expect(help).toContainText('Duplicate');
  await expect(help).toContainText('Ctrl+D');
  await expect(help.getByRole('term').filter({ hasText: /^Zoom in$/ })).toBeVisible();
  await expect(help).toContainText('Ctrl+=');
});

test('the zoom shortcuts zoom the canvas', async ({ page }) => {
  await page.goto('/');
  await dismissSignIn(page);
  const level = page.getByRole('status', { name: 'Current zoom' });
  await expect(level).toHaveText(/^\d+%$/);
  const percent = async () => Number((await level.textContent())?.replace('%', ''));
  const fitted = await percent();
  await page.keyboard.press('Control+=');
  await expect.poll(percent).toBeGreaterThan(fitted);
  await page.keyboard.press('Control+0');
  await expect.poll(percent).toBe(fitted);
  await page.keyboard.press('Control+-');
  await expect.poll(percent).toBeLessThan(fitted);
});

test('the canvas area keeps its size from the first paint: the drawer and the toolbar bar do not push it', async ({
  page,
}) => {
  // Every size the canvas area has, from the moment it is in the page.
  await page.addInitScript(() => {
    const sizes: string[] = [];
    (window as unknown as { stageSizes: string[] }).stageSizes = sizes;
    new MutationObserver((_, watcher) => {
      const stage = document.querySelector('.canvas-area__stage');
      if (!stage) return;
      watcher.disconnect();
      new ResizeObserver(([entry]) => {
        const { width, height } = entry!.contentRect;
        sizes.push(`${Math.round(width)}x${Math.round(height)}`);
      }).observe(stage);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await dismissSignIn(page);
  await expect(page.getByRole('status', { name: 'Current zoom' })).toHaveText(/^\d+%$/);
  await expect(page.locator('.toolbar-host[data-toolbar]')).toBeVisible();
  await expect(page.locator('.template-card').first()).toBeVisible();
  const sizes = await page.evaluate(() => (window as unknown as { stageSizes: string[] }).stageSizes);
  expect(sizes.length).toBeGreaterThan(0);
  expect(new Set(sizes).size, `the canvas area changed size: ${sizes.join(' → ')}`).toBe(1);

  // With nothing resized, the person's first zoom is theirs: no refit takes it back.
  const level = page.getByRole('status', { name: 'Current zoom' });
  const fitted = Number((await level.textContent())?.replace('%', ''));
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect
    .poll(async () => Number((await level.textContent())?.replace('%', '')))
    .toBeGreaterThan(fitted);
});

test('the canvas bar and its popovers speak Spanish', async ({ page }) => {
  await page.goto('/');
  await dismissSignIn(page);
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Deshacer' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Rehacer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Acercar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alejar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajustar', exact: true })).toBeVisible();

  await page.getByRole('button', { name: /^Formato: / }).click();
  const popover = page.getByRole('dialog', { name: 'Elige un formato' });
  await expect(popover.getByRole('heading', { name: 'Historias' })).toBeVisible();
  await popover.getByRole('button', { name: 'Formato personalizado' }).click();
  await expect(page.getByRole('dialog', { name: 'Hazte Premium' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Atajos de teclado' }).click();
  const help = page.getByRole('dialog', { name: 'Atajos de teclado' });
  await expect(help.getByRole('term').filter({ hasText: /^Deshacer$/ })).toBeVisible();
  await expect(help).toContainText('Ctrl+Mayús+Z');
});

test('a custom layout name of any Unicode and 10,000 characters keeps the bar usable and the save working', async ({
  page,
}) => {
  await openSignedUp(page, '/');
  const name = '🎨 مرحبا Lienzo '.repeat(700).slice(0, 10_000);
  await selector(page).click();
  await page.getByRole('button', { name: 'Custom layout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Custom layout' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Width').fill('600');
  await dialog.getByLabel('Height').fill('600');
  await dialog.getByRole('button', { name: 'Apply layout' }).click();
  await expect(dialog).toBeHidden();
  await expect(selector(page)).toHaveText(/^🎨 مرحبا Lienzo .*\(600 x 600\)/);
  const box = await selector(page).boundingBox();
  expect(box?.width).toBeLessThan(400);
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeInViewport();

  await page.getByRole('banner').getByRole('button', { name: 'Save', exact: true }).click();
  const saveDialog = page.getByRole('dialog');
  await saveDialog.getByLabel('Title').fill('Unicode layout');
  await saveDialog.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

test('the layout popover, the custom layout modal and the shortcuts help have no serious axe violations', async ({
  page,
}) => {
  await openSignedUp(page, '/');
  await selector(page).click();
  await expect(page.getByRole('dialog', { name: 'Choose a layout' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Custom layout' }).click();
  await expect(page.getByRole('dialog', { name: 'Custom layout' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
