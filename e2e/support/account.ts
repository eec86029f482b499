import { expect, type Page } from '@playwright/test';

let counter = 0;

export const ACCOUNT_CREATED_COOKIE = 'lienzo_account_created';

/** Whether this browser has already been shown the account-created modal (its cookie is set). */
export async function accountCreatedShown(page: Page): Promise<boolean> {
  return (await page.context().cookies()).some((cookie) => cookie.name === ACCOUNT_CREATED_COOKIE);
}

/**
 * Fills the open sign-in modal's sign-up form and sends it. A browser's first new account is then greeted
 * by the account-created modal (SPEC §4), which 'Start editing' closes.
 */
export async function createAccount(page: Page, email: string, name = 'Ana Designer'): Promise<void> {
  const greeted = await accountCreatedShown(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create account' }).first().click();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('correct horse battery');
  await dialog.getByRole('button', { name: 'Create account' }).last().click();
  if (!greeted)
    await page
      .getByRole('dialog', { name: 'Your account is ready!' })
      .getByRole('button', { name: 'Start editing' })
      .click();
}

/**
 * Creates a fresh account through the sign-in modal, as a person would. The modal opens by itself about
 * 800 ms after an anonymous visitor arrives (SPEC §4).
 */
export async function signUp(page: Page, name = 'Ana Designer'): Promise<string> {
  const email = `ana.${Date.now()}.${++counter}@example.com`;
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await createAccount(page, email, name);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return email;
}
