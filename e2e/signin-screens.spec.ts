import { expect, test, type Locator, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { ACCOUNT_CREATED_COOKIE, createAccount, signUp } from './support/account';
import { startExtraServer } from './support/extraServer';
import { freePort } from './support/freePort';

const DAY_MS = 24 * 60 * 60 * 1000;

test('an anonymous visitor gets the sign-in modal by itself after about 800 ms, not at once', async ({
  page,
}) => {
  // The page's clock stands still, so "not at once" and "then" are steps of the test, not races.
  await page.clock.install({ time: new Date('2026-11-23T12:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-23T12:00:01Z'));
  await page.goto('/#/texts');
  await expect(page.getByRole('button', { name: 'Add title' })).toBeVisible();
  await page.clock.runFor(700);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.runFor(100);
  const dialog = page.getByRole('dialog', { name: 'Welcome to Lienzo' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Password')).toBeVisible();
  // No SCHEDULER_URL on this server: no way back to a scheduler is offered.
  await expect(dialog.getByRole('link', { name: 'Back to the scheduler' })).toHaveCount(0);
  // axe waits on timers of its own.
  await page.clock.resume();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the first login shows 'Start editing' once, and its cookie is kept 200 days", async ({ page }) => {
  await page.goto('/#/texts');
  const signin = page.getByRole('dialog', { name: 'Welcome to Lienzo' });
  await expect(signin).toBeVisible();
  await signin.getByRole('button', { name: 'Create account' }).first().click();
  await signin.getByLabel('Name').fill('Ana First');
  const email = `first.${Date.now()}@example.com`;
  await signin.getByLabel('Email').fill(email);
  await signin.getByLabel('Password').fill('correct horse battery');
  await signin.getByRole('button', { name: 'Create account' }).last().click();

  const created = page.getByRole('dialog', { name: 'Your account is ready!' });
  await expect(created).toBeVisible();
  await expect(created).toContainText('find them again from any device');
  expect(await seriousViolations(page)).toEqual([]);
  const cookie = (await page.context().cookies()).find(({ name }) => name === ACCOUNT_CREATED_COOKIE);
  const keptFor = (cookie?.expires ?? 0) * 1000 - Date.now();
  expect(keptFor).toBeGreaterThan(199 * DAY_MS);
  expect(keptFor).toBeLessThanOrEqual(200 * DAY_MS);
  await created.getByRole('button', { name: 'Start editing' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Signing out and in again, or reloading, never shows it again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signin.getByLabel('Email').fill(email);
  await signin.getByLabel('Password').fill('correct horse battery');
  await signin.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("a save that asked for an account goes on after 'Start editing', even when it is closed with Escape", async ({
  page,
}) => {
  await page.goto('/#/texts');
  const signin = page.getByRole('dialog');
  await expect(signin).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add title' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await signin.getByRole('button', { name: 'Create account' }).first().click();
  await signin.getByLabel('Name').fill('Ana Saver');
  await signin.getByLabel('Email').fill(`saver.${Date.now()}@example.com`);
  await signin.getByLabel('Password').fill('correct horse battery');
  await signin.getByRole('button', { name: 'Create account' }).last().click();
  await expect(page.getByRole('dialog', { name: 'Your account is ready!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog').getByLabel('Title')).toBeVisible();
});

test('a second new account in the same browser is not greeted again (the cookie is set)', async ({
  page,
}) => {
  await page.goto('/#/texts');
  await signUp(page, 'Ana One');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await createAccount(page, `second.${Date.now()}@example.com`, 'Ana Two');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

/** Saves a design, signs out, and asks to share it: the share-to-scheduler prompt. */
async function askToShareSignedOut(page: Page): Promise<Locator> {
  await signUp(page);
  await page.getByRole('button', { name: 'Add title' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog').getByLabel('Title').fill('To share');
  await page.getByRole('dialog').getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Your design is ready!')).toBeVisible();
  await page.keyboard.press('Escape');
  // Signed out, the saved and untouched design may still be shared: sign-in comes first.
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Share is asked for once the sign-out has ended: before, it opened the signed-in share modal.
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'Sign in to share' });
  await expect(prompt).toBeVisible();
  return prompt;
}

test('a visitor who asks to share is offered an email account, and no Twitter the server does not have', async ({
  page,
}) => {
  await page.goto('/#/texts');
  const prompt = await askToShareSignedOut(page);
  await expect(prompt.getByRole('button', { name: 'Continue with Twitter' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await prompt.getByRole('button', { name: 'Sign in with email' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome to Lienzo' }).getByLabel('Password')).toBeVisible();
});

test('with Twitter configured, the share prompt sends the visitor to Twitter with PKCE and back to where they were', async ({
  page,
}) => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Twitter's authorization page stands at a loopback address nobody answers: the request itself is the proof.
  const twitterApi = `http://127.0.0.1:${await freePort()}`;
  const server = await startExtraServer({
    PORT: String(port),
    PUBLIC_URL: origin,
    TWITTER_CLIENT_ID: 'e2e-twitter',
    TWITTER_CLIENT_SECRET: 'e2e-secret',
    TWITTER_API_URL: twitterApi,
  });
  try {
    // As on the main server (playwright.config.ts), the welcome guide counts as closed on this origin too.
    await page.goto(`${origin}/#/texts`);
    await page.evaluate(() => localStorage.setItem('lienzo.welcomeGuide.closed', '["visitor"]'));
    await page.reload();
    const prompt = await askToShareSignedOut(page);
    const where = new URL(page.url()).hash;
    const login = page.waitForRequest((request) => request.url().startsWith(`${origin}/twitter/login`));
    const authorize = page.waitForRequest((request) =>
      request.url().startsWith(`${twitterApi}/i/oauth2/authorize`),
    );
    await prompt.getByRole('button', { name: 'Continue with Twitter' }).click();
    // Back from Twitter, the visitor lands where they were.
    expect(new URL((await login).url()).searchParams.get('next')).toBe(`/${where}`);
    const address = new URL((await authorize).url());
    expect(address.searchParams.get('client_id')).toBe('e2e-twitter');
    expect(address.searchParams.get('redirect_uri')).toBe(`${origin}/twitter/callback`);
    expect(address.searchParams.get('code_challenge_method')).toBe('S256');
    expect(address.searchParams.get('state')).toBeTruthy();
  } finally {
    await server.stop();
  }
});

test("the language picked is stored and wins over the browser's on the next visit", async ({ page }) => {
  await page.goto('/#/templates');
  await signUp(page);
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/me/language'));
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  expect((await stored).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Plantillas destacadas' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');

  const back = page.waitForResponse((response) => response.url().endsWith('/api/me/language'));
  await page.getByLabel('Idioma').selectOption({ label: 'English' });
  expect((await back).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Featured Templates' })).toBeVisible();
});

test.describe('with a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('the sign-in screens speak Spanish', async ({ page }) => {
    await page.goto('/#/texts');
    const signin = page.getByRole('dialog', { name: 'Te damos la bienvenida a Lienzo' });
    await expect(signin).toBeVisible();
    await signin.getByRole('button', { name: 'Crear cuenta' }).first().click();
    await signin.getByLabel('Nombre').fill('Ana');
    await signin.getByLabel('Email').fill(`es.${Date.now()}@example.com`);
    await signin.getByLabel('Contraseña').fill('correct horse battery');
    await signin.getByRole('button', { name: 'Crear cuenta' }).last().click();
    const created = page.getByRole('dialog', { name: '¡Tu cuenta está lista!' });
    await created.getByRole('button', { name: 'Empezar a editar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The new account keeps the language its visitor was using.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const me = await page.evaluate(
      async () => (await (await fetch('/api/me')).json()) as { data: { lang: string } },
    );
    expect(me.data.lang).toBe('es');
  });
});

test('with SCHEDULER_URL set, the sign-in modal offers the way back to the scheduler', async ({ page }) => {
  const server = await startExtraServer({ SCHEDULER_URL: 'https://scheduler.example.com/app' });
  try {
    await page.goto(`${server.origin}/#/texts`);
    const back = page
      .getByRole('dialog', { name: 'Welcome to Lienzo' })
      .getByRole('link', { name: 'Back to the scheduler' });
    await expect(back).toHaveAttribute('href', 'https://scheduler.example.com/app');
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await server.stop();
  }
});
