import { expect, type Page } from '@playwright/test';

let counter = 0;

/**
 * Creates a fresh account through the sign-in modal, as a person would. The modal opens by itself about
 * 800 ms after an anonymous visitor arrives (SPEC §4).
 */
export async function signUp(page: Page, name = 'Ana Designer'): Promise<string> {
  const email = `ana.${Date.now()}.${++counter}@example.com`;
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create account' }).first().click();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('correct horse battery');
  await dialog.getByRole('button', { name: 'Create account' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return email;
}
