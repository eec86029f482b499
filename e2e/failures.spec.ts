import { expect, test } from './support/test';
import { createAccount, openSignedUp } from './support/account';

test('app init failure: the error modal with Refresh, which cannot be dismissed, app in English', async ({
  page,
}) => {
  // A clock the test moves: the visitor's sign-in offer is due 800 ms after the start (SPEC §4).
  await page.clock.install();
  await page.route('**/api/me', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto('/#/templates');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
  await expect(
    dialog.getByText('The application has encountered an unknown error. Please reload the page.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // preventClose: neither Escape nor a close button dismisses it, and the sign-in offer does not replace it.
  await page.keyboard.press('Escape');
  await page.clock.runFor(1200);
  await expect(dialog.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);

  // Refresh reloads; with the server answering again the editor starts normally.
  await page.unroute('**/api/me');
  await dialog.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong!' })).toBeHidden();
  // The visitor is offered to sign in, as on any start; closed, the templates are there.
  await page.clock.runFor(1200);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Lienzo' });
  await expect(welcome).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Featured Templates' })).toBeVisible();
});

test('modal rules: Escape closes, and showing one modal hides the open one', async ({ page }) => {
  await page.goto('/#/texts');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Save as a visitor asks to sign in first; signing in then shows the save modal in its place.
  await page.getByRole('button', { name: 'Add title' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toHaveCount(1);
  // The new account is greeted once ('Start editing'), then the save goes on.
  await createAccount(page, `modal.${Date.now()}@example.com`);
  await expect(page.getByRole('dialog').getByLabel('Title')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Save design' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a request that fails without a handler of its own shows the "Something went wrong!" alert', async ({
  page,
}) => {
  await openSignedUp(page, '/#/texts');
  await page.route('**/api/auth/signout', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'API_ERROR_UNKNOWN', message: 'Something went wrong!' } }),
    }),
  );
  await page.getByRole('button', { name: 'Sign out' }).click();
  const alert = page.getByRole('dialog', { name: 'Something went wrong!' });
  await expect(alert).toBeVisible();
  // Still signed in: nothing pretended to work.
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});
