import { expect, test, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { createAccount } from './support/account';

// A browser that has never closed the welcome guide.
test.use({ storageState: { cookies: [], origins: [] } });

const TIPS = ['Pick a size', 'Add what you like', 'Make it yours', 'Save and share'];

async function dismissSignIn(page: Page) {
  const signin = page.getByRole('dialog', { name: 'Welcome to Lienzo' });
  await expect(signin.getByLabel('Password')).toBeVisible();
  await page.keyboard.press('Escape');
}

test('a visitor is walked through the welcome guide: intro, tips with dots, start now, then it stays closed', async ({
  page,
}) => {
  await page.goto('/#/texts');
  await dismissSignIn(page);
  const guide = page.getByRole('dialog', { name: "Let's get started" });
  await expect(guide).toContainText('Here are a few tips to get started.');
  await expect(guide.getByRole('group', { name: 'Tips' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Keyboard only: the Next button keeps the focus from one step to the next.
  const next = guide.getByRole('button', { name: 'Next' });
  await next.focus();
  for (const [index, title] of TIPS.entries()) {
    await page.keyboard.press('Enter');
    await expect(guide.getByRole('heading', { name: title })).toBeVisible();
    const dots = guide.getByRole('group', { name: 'Tips' }).getByRole('button');
    await expect(dots).toHaveCount(TIPS.length);
    await expect(dots.nth(index)).toHaveAttribute('aria-current', 'step');
    await expect(dots.nth(index)).toHaveAccessibleName(`Tip ${index + 1} of ${TIPS.length}`);
  }
  expect(await seriousViolations(page)).toEqual([]);
  // The last tip: next reads 'Start now'.
  await expect(guide.getByRole('button', { name: 'Next' })).toHaveCount(0);
  const startNow = guide.getByRole('button', { name: 'Start now' });
  await expect(startNow).toBeFocused();

  // Back and the dots move between tips too.
  await guide.getByRole('button', { name: 'Back' }).click();
  await expect(guide.getByRole('heading', { name: 'Make it yours' })).toBeVisible();
  await guide.getByRole('button', { name: 'Tip 4 of 4' }).click();
  await expect(guide.getByRole('heading', { name: 'Save and share' })).toBeVisible();

  // A further next closes it, for good.
  await startNow.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await dismissSignIn(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add title' })).toBeVisible();
});

test('a new user with zero designs gets the guide after Start editing; Escape closes it for good', async ({
  page,
}) => {
  await page.goto('/#/texts');
  await expect(page.getByRole('dialog', { name: 'Welcome to Lienzo' })).toBeVisible();
  await createAccount(page, `guide.${Date.now()}@example.com`);
  const guide = page.getByRole('dialog', { name: "Let's get started" });
  await expect(guide).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the welcome guide speaks Spanish', async ({ page }) => {
    await page.goto('/#/texts');
    await expect(page.getByRole('dialog', { name: 'Te damos la bienvenida a Lienzo' })).toBeVisible();
    await page.keyboard.press('Escape');
    const guide = page.getByRole('dialog', { name: 'Empecemos' });
    await guide.getByRole('button', { name: 'Siguiente' }).click();
    await expect(guide.getByRole('heading', { name: 'Elige un tamaño' })).toBeVisible();
    await expect(guide.getByRole('button', { name: 'Consejo 1 de 4' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    for (let step = 0; step < 3; step++) await guide.getByRole('button', { name: 'Siguiente' }).click();
    await guide.getByRole('button', { name: 'Empezar ahora' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
