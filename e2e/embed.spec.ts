import { expect, test, type Frame, type Page } from './support/test';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { openSignedUp, signUp } from './support/account';
import { barControlText } from './support/overflow';
import { startExtraServer, type ExtraServer } from './support/extraServer';
import { firstPage, type PagedDocument } from './support/document';
import { layoutOffences, whenSettled } from './support/layoutAudit';

/**
 * The embedded mode (SPEC §1, §4; docs/EMBED.md). The example host page (docs/embed-example.html) is served on
 * http://localhost:{host port} and frames an editor started with EMBED_ORIGINS naming that origin, reached as
 * http://localhost:{editor port}: another origin, but the same site (a site ignores the port), so the
 * SameSite=Lax session cookie goes with the framed editor without EMBED_CROSS_SITE. A third origin,
 * http://127.0.0.1:{host port}, plays a page that is not allowed.
 */

/**
 * The layout the framed editor shows, read as a person reads it: the canvas bar's layout button, or its entry in
 * the bar's "More" menu where the host's narrow frame put it.
 */
async function layoutShown(frame: Frame): Promise<string> {
  return (
    (await barControlText(frame, frame.getByRole('toolbar', { name: 'Canvas options' }), /^Layout: /)) ?? ''
  );
}

const EXAMPLE = resolve(import.meta.dirname, '../docs/embed-example.html');
/** A frame on the third origin that speaks to the editor (its sibling, at `editor`) and keeps whatever comes back. */
const intruder = (editor: string) => `<!doctype html><title>intruder</title><script>
  window.heard = [];
  addEventListener('message', (event) => window.heard.push(event.data));
  const editor = ${JSON.stringify(editor)};
  parent.frames[0].postMessage({ type: 'app.reset', layout: 'facebook.post' }, editor);
  parent.frames[0].postMessage({ type: 'app.init', layout: 'facebook.post', image: '/photos/dandelions.jpg' }, editor);
</script>`;

let hostServer: Server;
let hostPort: number;
let editor: ExtraServer;
let editorOrigin: string;

test.beforeAll(async () => {
  const example = await readFile(EXAMPLE, 'utf8');
  hostServer = createServer((request, response) => {
    const page = request.url?.startsWith('/intruder.html') ? intruder(editorOrigin) : example;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
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

test.beforeEach(async ({ context }) => {
  // The welcome guide counts as closed on the editor's origin too (see playwright.config.ts).
  await context.addInitScript(() => localStorage.setItem('lienzo.welcomeGuide.closed', '["visitor"]'));
});

const received = (host: Page) =>
  host.evaluate(() => (window as unknown as { lienzoReceived: { type: string }[] }).lienzoReceived);

async function editorFrame(host: Page): Promise<Frame> {
  await expect.poll(async () => (await received(host)).map((message) => message.type)).toEqual(['app.ready']);
  const frame = host.frame({ url: (url) => url.origin === editorOrigin });
  if (!frame) throw new Error('the editor frame is missing');
  return frame;
}

test('the host inits the editor, the user adds a text and "Use it" hands back the saved design', async ({
  page,
}) => {
  // Signed up on the editor's own origin first: the framed editor then shares the session cookie.
  await openSignedUp(page, `${editorOrigin}/#/texts`);

  await page.goto(`http://localhost:${hostPort}/embed-example.html?editor=${editorOrigin}`);
  const frame = await editorFrame(page);
  // Nothing of the editor shows until the host has spoken (SPEC §4: it waits for app.init or app.reset).
  await expect(frame.getByRole('button', { name: 'Use it' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Send app.init' }).click();
  await expect.poll(() => layoutShown(frame)).toMatch(/Instagram Story \(540 x 960\)/);
  const layers = frame.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');
  await expect(layers).toHaveCount(1);

  await frame.getByRole('link', { name: 'Text' }).click();
  await frame.getByRole('button', { name: 'Add title' }).click();
  await expect(layers).toHaveCount(2);

  // A page on another origin tries to reset the design and change its layout: ignored, and never answered.
  await page.evaluate((src) => {
    const intruder = document.createElement('iframe');
    intruder.src = src;
    intruder.title = 'intruder';
    document.body.append(intruder);
  }, `http://127.0.0.1:${hostPort}/intruder.html`);
  const intruder = () => page.frame({ url: /intruder\.html/ });
  // It has sent its messages once its script ran.
  await expect.poll(() => intruder()?.evaluate(() => 'heard' in window) ?? false).toBe(true);

  // Not saved yet: "Use it" saves first (the save modal), then hands the design to the host.
  await frame.getByRole('button', { name: 'Use it' }).click();
  const saveDialog = frame.getByRole('dialog');
  await saveDialog.getByLabel('Title').fill('Embedded story');
  await saveDialog.getByRole('button', { name: 'Save design' }).click();
  await expect
    .poll(async () => (await received(page)).map((message) => message.type))
    .toEqual(['app.ready', 'app.result']);
  const [, result] = (await received(page)) as [
    unknown,
    { design: { hash: string; image: string; post_type: string } },
  ];
  expect(result.design.post_type).toBe('IMAGE');
  expect(result.design.image.startsWith(`${editorOrigin}/`)).toBe(true);

  // The saved design is the one the user made: the host's picture and the title, on the story layout.
  const saved = await frame.evaluate(async (hash) => {
    const response = await fetch(`/api/getEditorByHash/${hash}`);
    return (
      (await response.json()) as {
        data: { layout: string; editor: PagedDocument<{ objects: { type: string }[] }> };
      }
    ).data;
  }, result.design.hash);
  expect(saved.layout).toBe('instagram.story');
  const types = firstPage(saved.editor).objects.map((object) => object.type);
  expect(types.sort()).toEqual(['pz-image', 'pz-text']);

  // The intruder's messages changed nothing and got no answer.
  await expect.poll(() => layoutShown(frame)).toMatch(/Instagram Story/);
  await expect(layers).toHaveCount(2);
  expect(await intruder()?.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([]);

  // Saved and untouched: "Use it" hands the same design over at once, without saving again.
  await frame.getByRole('button', { name: 'Use it' }).click();
  await expect.poll(async () => (await received(page)).length).toBe(3);
  expect(((await received(page))[2] as unknown as typeof result).design.hash).toBe(result.design.hash);
  await expect(frame.getByRole('dialog')).toHaveCount(0);
});

test('app.reset clears the editor onto its layout and opens the matching drawer', async ({ page }) => {
  await openSignedUp(page, `${editorOrigin}/#/texts`);
  await page.goto(`http://localhost:${hostPort}/embed-example.html?editor=${editorOrigin}`);
  const frame = await editorFrame(page);
  await page.getByLabel('Layout').fill('facebook.post');
  await page.getByLabel("Image (a path on the editor's site)").fill('');
  await page.getByRole('button', { name: 'Send app.init' }).click();
  await expect.poll(() => layoutShown(frame)).toMatch(/Facebook Post \(940 x 788\)/);
  await expect.poll(() => new URL(frame.url()).hash).toBe('#/templates');

  await frame.getByRole('link', { name: 'Text' }).click();
  await frame.getByRole('button', { name: 'Add title' }).click();
  const layers = frame.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');
  await expect(layers).toHaveText(['Add a title']);

  // A reset to a story: the text is gone, the host's picture is in, and the Instagram drawer opens (SPEC §2).
  await page.getByLabel('Layout').fill('instagram.story');
  await page.getByLabel("Image (a path on the editor's site)").fill('/photos/dandelions.jpg');
  await page.getByRole('button', { name: 'Send app.reset' }).click();
  await expect.poll(() => layoutShown(frame)).toMatch(/Instagram Story \(540 x 960\)/);
  await expect.poll(() => new URL(frame.url()).hash).toBe('#/instagram');
  // One layer left, the host's picture: the title is gone.
  await expect(layers).toHaveText(['Photo: dandelions']);
});

/**
 * Issue 24: the framed editor (whose frame is narrower than the window) lays out as the editor does: a story
 * with its picture selected (on a phone, as it opens), at 375, 1280 and 1366 px, in English and Spanish, has no overlapping controls or
 * headings, no control out of reach and no cut text (the layout audit's rules, support/layoutAudit.ts).
 */
for (const lang of ['en', 'es'] as const)
  test(`framed, a story passes the layout audit at 375, 1280 and 1366 px in ${lang}`, async ({
    page: signUpPage,
    browser,
  }) => {
    await signUpPage.goto(`${editorOrigin}/#/texts`);
    await signUp(signUpPage);
    if (lang === 'es') {
      await signUpPage.getByLabel('Language').first().selectOption('es');
      await expect(signUpPage.locator('html')).toHaveAttribute('lang', 'es');
    }
    // Each width in a context of its own, as the account left the sign-up page (session, welcome guide seen):
    // no draft of the last width's design is offered back.
    const state = await signUpPage.context().storageState();
    for (const width of [1366, 1280, 375]) {
      const context = await browser.newContext({
        viewport: { width, height: width === 375 ? 812 : 768 },
        storageState: state,
      });
      const page = await context.newPage();
      await page.goto(`http://localhost:${hostPort}/embed-example.html?editor=${editorOrigin}`);
      const frame = await editorFrame(page);
      await page.getByRole('button', { name: 'Send app.init' }).click();
      await expect(frame.locator('html')).toHaveAttribute('lang', lang);
      await expect(frame.locator('[data-editor-ready="true"]')).toBeAttached();
      if (width > 768) {
        // The host's picture, selected from the layers panel: its toolbar shows.
        const layers = frame.locator('.layers-panel .layer-select');
        await expect(layers).toHaveCount(1);
        await layers.first().click();
        await expect(frame.locator('.toolbar-host')).toHaveAttribute('data-toolbar', 'image');
      }
      await whenSettled(frame);
      const offences = (await layoutOffences(frame)).map(({ rule, what }) => `${width} px: ${rule}: ${what}`);
      await context.close();
      expect(offences).toEqual([]);
    }
  });
