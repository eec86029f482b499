import { expect, test, type Page } from './support/test';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { openSignedUp } from './support/account';
import { openBlankDesign } from './support/design';
import { startExtraServer, type ExtraServer } from './support/extraServer';

/**
 * Issue 24: a normal visit leaves the console empty. Every page load used to log a Content-Security-Policy
 * error for zod's start-up `new Function` probe (see apps/web/src/zodWithoutEval.ts). Each test listens to the
 * page's console (its frames' too), its uncaught errors and every `securitypolicyviolation` event, from the
 * first script on, and fails on any error, warning or violation.
 */

interface Noise {
  console: string[];
  violations: string[];
}

/** Records from now on what the page (and any frame in it) says that a clean visit never says. */
async function listen(page: Page): Promise<Noise> {
  const noise: Noise = { console: [], violations: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      noise.console.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => noise.console.push(`uncaught: ${error.message}`));
  await page.exposeFunction('lienzoViolation', (text: string) => noise.violations.push(text));
  await page.context().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { lienzoViolation?: (text: string) => void }).lienzoViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return noise;
}

function expectQuiet(noise: Noise): void {
  expect(noise.violations, 'securitypolicyviolation events').toEqual([]);
  expect(noise.console, 'console errors and warnings').toEqual([]);
}

/** The editor has started and drawn its canvas. */
const editorReady = (page: Page) => expect(page.locator('[data-editor-ready="true"]')).toBeAttached();

test('a visitor: the editor, the templates and the sign-in offer, with a quiet console', async ({ page }) => {
  const noise = await listen(page);
  await page.goto('/#/templates');
  await editorReady(page);
  await expect(page.locator('.design-grid__image').first()).toHaveJSProperty('complete', true);
  // SPEC §6: the sign-in modal offers itself to a visitor shortly after the editor starts.
  await expect(page.getByRole('dialog', { name: 'Welcome to Lienzo' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expectQuiet(noise);
});

test('signed in: a saved design in the editor, My Designs, and its public share page, with a quiet console', async ({
  page,
}) => {
  const noise = await listen(page);
  await openSignedUp(page, '/#/texts');
  const hash = await openBlankDesign(page, { title: 'Quiet' });
  await editorReady(page);
  await page.getByRole('banner').getByRole('button', { name: 'My Designs' }).click();
  const tile = page.getByRole('link', { name: 'Quiet', exact: true }).locator('img');
  await expect(tile).toHaveJSProperty('complete', true);
  expect(await tile.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.goto(`/s/${hash}`);
  await expect(page.getByRole('img').first()).toBeVisible();
  await expect(page.getByRole('img').first()).toHaveJSProperty('complete', true);
  expectQuiet(noise);
});

test('the API documentation: Swagger UI lists the declared routes, with a quiet console', async ({
  page,
}) => {
  const noise = await listen(page);
  await page.goto('/api/docs');
  // Swagger UI drew the document it fetched from /api/docs/json: the operations, each path as declared.
  await expect(page.getByText('Lienzo API', { exact: false }).first()).toBeVisible();
  const save = page.locator('.opblock-summary-path', { hasText: /^\/api\/save$/ });
  await expect(save).toBeVisible();
  await expect(
    page.locator('.opblock-summary-path').filter({ hasText: '/api/getEditorByHash/{hash}' }),
  ).toHaveCount(1);
  await save.click();
  await expect(page.getByText('Create, update (the caller’s own id)')).toBeVisible();
  expectQuiet(noise);
});

test.describe('embedded in a host page', () => {
  const EXAMPLE = resolve(import.meta.dirname, '../docs/embed-example.html');
  let hostServer: Server;
  let hostPort: number;
  let editor: ExtraServer;
  let editorOrigin: string;

  test.beforeAll(async () => {
    const example = await readFile(EXAMPLE, 'utf8');
    hostServer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(example);
    });
    await new Promise<void>((done) => hostServer.listen(0, '127.0.0.1', done));
    hostPort = (hostServer.address() as { port: number }).port;
    editor = await startExtraServer({ EMBED_ORIGINS: `http://localhost:${hostPort}` });
    editorOrigin = editor.origin.replace('127.0.0.1', 'localhost');
  });

  test.afterAll(async () => {
    await editor?.stop();
    await new Promise((done) => hostServer?.close(done));
  });

  test('the framed editor started by the host keeps the console quiet', async ({ page, context }) => {
    await context.addInitScript(() => localStorage.setItem('lienzo.welcomeGuide.closed', '["visitor"]'));
    const noise = await listen(page);
    await openSignedUp(page, `${editorOrigin}/#/texts`);
    await page.goto(`http://localhost:${hostPort}/embed-example.html?editor=${editorOrigin}`);
    // The host may speak once the editor said it is ready.
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { lienzoReceived: { type: string }[] }).lienzoReceived.map(
            (message) => message.type,
          ),
        ),
      )
      .toEqual(['app.ready']);
    await page.getByRole('button', { name: 'Send app.init' }).click();
    const frame = page.frameLocator('iframe').first();
    await expect(frame.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem')).toHaveCount(1);
    await expect(frame.getByRole('button', { name: 'Use it' })).toBeVisible();
    expectQuiet(noise);
  });
});
