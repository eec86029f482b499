import { expect, test, type Page } from '@playwright/test';
import { openAsVisitor } from './support/editor';

test('switching to Español translates the header, sidebar and drawers, and back', async ({ page }) => {
  await openAsVisitor(page, '/#/texts');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'Guardar', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mis diseños' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Texto' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Añadir título' })).toBeVisible();

  await page.getByRole('link', { name: 'Plantillas' }).click();
  await expect(page.getByRole('heading', { name: 'Plantillas destacadas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Capas' })).toBeVisible();

  await page.getByLabel('Idioma').selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { name: 'Featured Templates' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
});

async function meWithUser(page: Page, language: 'en' | 'es') {
  await page.route('**/api/me', (route) =>
    route.fulfill({
      json: {
        data: {
          lang: 'en',
          user: {
            id: 1,
            name: 'Ana',
            email: 'ana@example.com',
            boards: [],
            language,
            last_login: null,
            fonts: [],
            quotes_count: 0,
          },
        },
      },
    }),
  );
}

test.describe('with a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('a visitor gets the browser language', async ({ page }) => {
    await page.goto('/#/templates');
    await expect(page.getByRole('heading', { name: 'Plantillas destacadas' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test("the signed-in user's language wins over the browser's", async ({ page }) => {
    await meWithUser(page, 'en');
    await page.goto('/#/templates');
    await expect(page.getByRole('heading', { name: 'Featured Templates' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('a Spanish-speaking user gets Spanish in an English browser', async ({ page }) => {
  await meWithUser(page, 'es');
  await page.goto('/#/templates');
  await expect(page.getByRole('heading', { name: 'Plantillas destacadas' })).toBeVisible();
});
