import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from './support/test';
import { FakePlacesServer } from '../apps/server/src/test/fake-places-server';
import { openSignedUp } from './support/account';
import { openBlankDesign, saveAndRead } from './support/design';
import { openAsVisitor } from './support/editor';
import { seriousViolations } from './support/axe';
import { startExtraServer, type ExtraServer } from './support/extraServer';

/** Every call the page makes to `path`, as its query parameters. */
function recordCalls(page: Page, path: string): Array<Record<string, string>> {
  const calls: Array<Record<string, string>> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === path) calls.push(Object.fromEntries(url.searchParams));
  });
  return calls;
}

/** Adds an Instagram button (Location or Mention) and opens its text sub-section. */
async function addButton(page: Page, kind: 'Location' | 'Mention'): Promise<Locator> {
  await page.getByRole('link', { name: 'Instagram' }).click();
  await page.getByRole('group', { name: 'Instagram elements' }).getByRole('button', { name: kind }).click();
  const toolbar = page.getByRole('toolbar', { name: `${kind} toolbar` });
  await toolbar.getByRole('button', { name: kind, exact: true }).click();
  return toolbar;
}

const buttonOf = (objects: Array<Record<string, unknown>>, kind: string) =>
  objects.find((object) => (object.instagram as { type?: string } | undefined)?.type === kind);

test('the location search: one request per pause, places to pick by mouse or keyboard, no results', async ({
  page,
}) => {
  const calls = recordCalls(page, '/api/editor/searchLocations');
  await openSignedUp(page, '/');
  const hash = await openBlankDesign(page);
  const toolbar = await addButton(page, 'Location');
  const field = toolbar.getByRole('searchbox', { name: 'Enter a location name or address to search' });
  const places = toolbar.getByRole('list', { name: 'Places found' }).getByRole('button');

  // Nothing is asked for a blank query.
  await field.fill('   ');
  await field.fill('');
  await expect(toolbar.getByRole('status')).toHaveCount(0);
  expect(calls).toEqual([]);

  // Five characters typed in a row are one search, made once typing pauses.
  await field.pressSequentially('sevil');
  await expect(places.first()).toHaveText('Sevilla, Spain');
  expect(calls).toEqual([{ query: 'sevil', locale: 'en' }]);
  expect(await places.count()).toBeLessThanOrEqual(20);
  expect(await seriousViolations(page)).toEqual([]);

  await places.first().click();
  await expect(field).toHaveValue('Sevilla, Spain');
  await expect(toolbar.getByRole('list', { name: 'Places found' })).toHaveCount(0);

  // A name no place has.
  await field.fill('zzqqxx');
  await expect(toolbar.getByText('No results founds.')).toBeVisible();
  expect(calls.at(-1)).toEqual({ query: 'zzqqxx', locale: 'en' });

  // The keyboard: Down from the field to the results, Down again, Enter picks.
  await field.fill('méxico');
  await expect(places.first()).toHaveText('Mexico City, Mexico');
  await field.press('ArrowDown');
  await expect(places.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(places.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('Mexico City, Mexico');
  expect(calls.map((call) => call.query)).toEqual(['sevil', 'zzqqxx', 'méxico']);

  const objects = await saveAndRead(page, hash);
  expect(buttonOf(objects, 'LOCATION')).toMatchObject({
    location: { name: 'Mexico City, Mexico' },
    text: 'MEXICO CITY, MEXICO',
  });
});

test('in Spanish the search is labelled in Spanish and names countries in Spanish', async ({ page }) => {
  const calls = recordCalls(page, '/api/editor/searchLocations');
  await openAsVisitor(page, '/#/instagram');
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await page
    .getByRole('group', { name: 'Elementos de Instagram' })
    .getByRole('button', { name: 'Ubicación' })
    .click();
  const toolbar = page.getByRole('toolbar', { name: 'Barra de la ubicación' });
  await toolbar.getByRole('button', { name: 'Ubicación', exact: true }).click();
  const field = toolbar.getByRole('searchbox', {
    name: 'Escribe el nombre de un lugar o una dirección para buscar',
  });
  await field.pressSequentially('sevil');
  const found = toolbar.getByRole('list', { name: 'Lugares encontrados' }).getByRole('button');
  await expect(found.first()).toHaveText('Sevilla, España');
  expect(calls).toEqual([{ query: 'sevil', locale: 'es' }]);
  await field.fill('zzqqxx');
  await expect(toolbar.getByText('No se encontraron resultados.')).toBeVisible();
});

test.describe('with an account list and the scheduler’s places endpoint (a loopback one)', () => {
  let dir: string;
  let places: FakePlacesServer;
  let server: ExtraServer;
  const contexts: BrowserContext[] = [];
  test.beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lienzo-e2e-instagram-'));
    await writeFile(join(dir, 'accounts.json'), JSON.stringify(['lienzo.app']));
    places = await new FakePlacesServer().start();
    server = await startExtraServer({
      INSTAGRAM_ACCOUNTS_FILE: join(dir, 'accounts.json'),
      PLACES_API_URL: places.url,
    });
  });
  test.afterAll(async () => {
    // Pages left open keep requests to the server in flight: they go before the server stops.
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    await server?.stop();
    await places?.close();
    await rm(dir, { recursive: true, force: true });
  });
  /** A page of the extra server (its own origin), with the welcome guide closed as on the main one. */
  async function pageOfServer(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.origin });
    contexts.push(context);
    await context.addInitScript(() => localStorage.setItem('lienzo.welcomeGuide.closed', '["visitor"]'));
    return context.newPage();
  }
  test.beforeEach(() => {
    places.mode = 'ok';
  });

  test('a mention of an unknown account says so; a known one is kept', async ({ browser }) => {
    const page = await pageOfServer(browser);
    const calls = recordCalls(page, '/api/editor/checkInstagramAccount');
    await openSignedUp(page, '/');
    const hash = await openBlankDesign(page);
    const toolbar = await addButton(page, 'Mention');
    const field = toolbar.getByLabel('Enter an @mention to search users');
    const notFound = toolbar.getByText('Instagram user not found. Try again.');

    await field.pressSequentially('@nobody_here');
    await expect(field).toHaveValue('nobody_here');
    await expect(notFound).toBeVisible();
    expect(calls).toEqual([{ username: 'nobody_here' }]);

    await field.fill('');
    await field.pressSequentially('Lienzo.App');
    await expect(toolbar.getByRole('status')).toHaveCount(0);
    await expect(notFound).toHaveCount(0);
    expect(calls).toEqual([{ username: 'nobody_here' }, { username: 'Lienzo.App' }]);

    const objects = await saveAndRead(page, hash);
    expect(buttonOf(objects, 'MENTION')).toMatchObject({ mention: 'Lienzo.App', text: '@LIENZO.APP' });
  });

  test('the endpoint’s places are offered, a late answer is ignored, and a failure is said', async ({
    browser,
  }) => {
    const page = await pageOfServer(browser);
    await openSignedUp(page, '/');
    const hash = await openBlankDesign(page);
    const toolbar = await addButton(page, 'Location');
    const field = toolbar.getByRole('searchbox', { name: 'Enter a location name or address to search' });

    places.mode = 'server-error';
    await field.fill('Sevilla');
    await expect(toolbar.getByRole('alert')).toHaveText(
      'The places could not be searched. Please try again.',
    );
    expect(places.last?.params).toEqual({ query: 'Sevilla' });

    places.mode = 'ok';
    // An answer that comes after the query changed is ignored: the held 'sevilla' answer lands after 'madrid'.
    places.holdNext();
    await field.fill('sevilla');
    await expect.poll(() => places.last?.params.query).toBe('sevilla');
    await field.fill('madrid');
    const found = toolbar.getByRole('list', { name: 'Places found' }).getByRole('button');
    await expect(found).toHaveText(['Madrid, España']);
    const late = page.waitForResponse((response) => response.url().includes('query=sevilla'));
    places.release();
    await late;
    await expect(found).toHaveText(['Madrid, España']);

    await field.fill('sevilla');
    await expect(found).toHaveText(['Sevilla, Andalucía, España', 'Sevilla la Nueva, Madrid, España']);
    await found.nth(1).click();

    const objects = await saveAndRead(page, hash);
    expect(buttonOf(objects, 'LOCATION')).toMatchObject({
      location: { name: 'Sevilla la Nueva, Madrid, España' },
      text: 'SEVILLA LA NUEVA, MADRID, ESPAÑA',
    });
  });
});
