import { expect, test, type Page } from './support/test';
import { openAsVisitor } from './support/editor';

// What crosses the wire on a first visit: a browser whose HTTP cache is empty.
test.use({ coldCache: true });

/** The chunks the first screen (the templates drawer beside an empty canvas) must not wait for. */
const NOT_BEFORE_READY = [
  'TextDrawer',
  'GalleryDrawer',
  'ImagesDrawer',
  'AudioDrawer',
  'SaveModal',
  'ScheduleModal',
  'DownloadModal',
  'TimelinePanel',
  'LayersPanel',
  'ToolbarHost',
  'exportWebm',
  // The first screen's menus and popovers: stand-ins until after ready (lazy-popups.spec.ts).
  'LayoutPopover',
  'ShortcutsPopover',
  'OverflowMenuPopup',
  'MoreMenuPopup',
  'CanvasMenu',
];

/** The JS files a page requested before the editor said it was ready (issue 22: nothing ready does not need). */
async function scriptsBeforeReady(page: Page): Promise<string[]> {
  await expect(page.locator('[data-editor-ready="true"]')).toBeVisible();
  return page.evaluate(() => {
    const readyAt = Number(document.querySelector<HTMLElement>('[data-editor-ready]')?.dataset.readyAt);
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < readyAt && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname.split('/').pop() ?? '');
  });
}

const chunkOf = (files: readonly string[], name: string) =>
  files.find((file) => file.startsWith(`${name}-`)) ?? null;

test('the first visit loads the engine and the drawer in view, and the rest only after ready', async ({
  page,
}) => {
  // A visitor is offered to sign in after 800 ms, which may come before ready on a loaded machine.
  await openAsVisitor(page, '/#/templates');
  const before = await scriptsBeforeReady(page);
  expect(chunkOf(before, 'TemplatesDrawer')).not.toBeNull();
  expect(NOT_BEFORE_READY.filter((name) => chunkOf(before, name))).toEqual([]);

  // What was left out comes on demand: the text drawer, the layers list.
  await page.getByRole('link', { name: 'Text' }).click();
  await page.getByRole('button', { name: 'Add title' }).click();
  await expect(page.getByRole('region', { name: 'Layers' }).getByRole('listitem')).toHaveCount(1);
});

test('a page opened on another drawer loads that one before ready instead', async ({ page }) => {
  await openAsVisitor(page, '/#/texts');
  const before = await scriptsBeforeReady(page);
  expect(chunkOf(before, 'TextDrawer')).not.toBeNull();
  expect(chunkOf(before, 'TemplatesDrawer')).toBeNull();
  // No loading line: the drawer in view came with the first render.
  await expect(page.getByRole('button', { name: 'Add title' })).toBeVisible();
});

test('the page itself asks for the engine, the interface fonts and the user while it loads, and the user once', async ({
  page,
}) => {
  const userRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/me') userRequests.push(request.url());
  });
  await openAsVisitor(page, '/#/templates');
  await expect(page.locator('[data-editor-ready="true"]')).toBeVisible();
  const preloads = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLLinkElement>('head link[rel="modulepreload"], head link[rel="preload"]'),
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(preloads.filter((path) => /\/assets\/startEngine-/.test(path))).toHaveLength(1);
  expect(
    preloads.filter((path) => /\/assets\/open-sans-latin-(400|600|700)-normal-/.test(path)),
  ).toHaveLength(3);
  expect(preloads).toContain('/api/me');
  // The preloaded answer is the one boot reads: no second request for it.
  expect(userRequests).toHaveLength(1);
});
