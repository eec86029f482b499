import { expect, type Page } from '@playwright/test';
import { CSRF_COOKIE, CSRF_HEADER } from '@lienzo/core';

let counter = 0;
/** An address no other test has: the workers are processes of their own, so their ids keep them apart. */
const newEmail = () => `ana.${Date.now()}.${process.pid}.${++counter}@example.com`;

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
  const email = newEmail();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await createAccount(page, email, name);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return email;
}

/**
 * Opens `url` (relative to the base URL, or on another server's origin) signed in to a new account made through
 * the API, for tests about something other than signing up: the sign-up modal's own steps are proved in
 * signin-screens.spec.ts, and going through them in every test cost each a few seconds. The browser counts as
 * greeted, so no account-created modal shows (SPEC §4 shows it once per browser).
 */
export async function openSignedUp(page: Page, url = '/', name = 'Ana Designer'): Promise<string> {
  // A relative address goes where the page's own would: to its context's base URL.
  const api = (path: string) => (/^https?:/.test(url) ? new URL(path, url).href : path);
  const email = newEmail();
  // The first call picks up the anti-forgery cookie, which the sign-up then sends back as a header.
  const me = await page.request.get(api('/api/me'));
  expect(me.ok()).toBe(true);
  const origin = new URL(me.url()).origin;
  const token = (await page.context().cookies(origin)).find((cookie) => cookie.name === CSRF_COOKIE)?.value;
  const signedUp = await page.request.post(api('/api/auth/signup'), {
    data: { name, email, password: 'correct horse battery' },
    headers: { [CSRF_HEADER]: decodeURIComponent(token ?? '') },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  await page.context().addCookies([{ name: ACCOUNT_CREATED_COOKIE, value: '1', url: origin }]);
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return email;
}
