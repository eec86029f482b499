import { expect, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { layoutOffences, whenSettled } from './layoutAudit';
import { NEW_DESIGN_VIEWS, PANELS, TOOLBAR_ROWS } from './layoutAuditPanels';
import {
  closePopups,
  dialog,
  exactly,
  headerCommand,
  mobileMenu,
  openEditor,
  phone,
  compactHeader,
  selectLayer,
  t,
  type AuditContext,
  type Lang,
  type View,
} from './layoutAuditSteps';
import { runBarAction } from './overflow';

export { LANGUAGES, WIDTHS, type AuditContext } from './layoutAuditSteps';

/** Opens the drawer at `to` through the sidebar (the phone's bottom bar), then its tab `tab` if any. */
async function openDrawer(ctx: AuditContext, labelKey: string, to: string, tab?: string): Promise<void> {
  const { page } = ctx;
  if (phone(ctx)) await mobileMenu(ctx, labelKey);
  else await page.locator(`.sidebar a[href$="${to}"]`).click();
  if (tab) await page.locator(`.tabs a[href$="${tab}"]`).click();
  await expect(page).toHaveURL(new RegExp(`#${tab ?? to}$`));
}

/** Opens the layout selector's popover (its button reads "Layout: Story (540 x 960)"). */
async function openLayouts(ctx: AuditContext): Promise<void> {
  const name = new RegExp(`^${t(ctx.lang, 'layouts.selector').split('{{')[0]!}`);
  const bar = ctx.page.getByRole('toolbar', { name: t(ctx.lang, 'canvas.toolbar'), exact: true });
  // In the canvas options bar, or in its "More" menu when the bar is narrow.
  await runBarAction(ctx.page, bar, name);
  await expect(dialog(ctx, 'layouts.selector_title')).toBeVisible();
}

const drawer = (name: string, labelKey: string, to: string, tab?: string, ready?: string): View => ({
  name: `drawer ${name}`,
  open: async (ctx) => {
    await openDrawer(ctx, labelKey, to, tab);
    if (ready) await expect(ctx.page.locator(ready).first()).toBeVisible();
  },
  close: async () => {},
});

/**
 * The views of the audit, in the order they are visited. Each is audited at every width and in both
 * languages; a view that does not exist at a width (the layers list of a phone) says so by returning false.
 *
 * - editor: the design open, nothing selected (the background toolbar); panel background patterns;
 * - toolbar <kind>: one object of each toolbar selected (the Instagram hashtag, question, poll and slider
 *   elements, a vector icon, an image, fancy text, text), each followed by its panels (panel <kind> <name>, see
 *   layoutAuditPanels.ts: each section of the toolbar, its opacity popover and align menu, the image's crop
 *   mode); then all of them together (group), with its rotation, animation and align panels;
 * - drawer templates, text, images (search, uploads, icons), backgrounds (search, uploads), audio, Instagram,
 *   gallery (my designs, following, favorites, scheduled);
 * - phone layers and pages views;
 * - header menu: the compact header's "More" menu (below 1024 px);
 * - layout popover, custom layout modal, other sizes modal, keyboard shortcuts help;
 * - save (its "Your design is ready!" modal), share, download, schedule and explore modals;
 * - new design confirm, save as modal: the header's New, then the first Save of the new design;
 * - the public share page of the design (/s/<hash>).
 */
export const VIEWS: readonly View[] = [
  {
    name: 'editor',
    open: async (ctx) => {
      await expect(ctx.page.locator('.toolbar-host')).toHaveAttribute('data-toolbar', 'background');
    },
    close: async () => {},
  },
  ...PANELS.background,
  // Each object's toolbar, then its panels on the same selection (the next toolbar's view selects another).
  ...Object.entries(TOOLBAR_ROWS).flatMap(([kind, index]): View[] => [
    {
      name: `toolbar of layer ${index + 1}`,
      open: async (ctx) => {
        await selectLayer(ctx, index);
        await expect(ctx.page.locator('.toolbar-host')).toHaveAttribute('data-toolbar', kind);
      },
      close: async () => {},
    },
    ...PANELS[kind as keyof typeof TOOLBAR_ROWS],
  ]),
  {
    name: 'toolbar group',
    open: async (ctx) => {
      await selectLayer(ctx, 0);
      await ctx.page.keyboard.press('Control+A');
      await expect(ctx.page.locator('.toolbar-host')).toHaveAttribute('data-toolbar', 'group');
    },
    close: async () => {},
  },
  // The last closes the selection: the background toolbar shows under the drawers.
  ...PANELS.group,
  drawer('templates', 'sidebar.templates', '/templates'),
  drawer('text', 'sidebar.text', '/texts', undefined, '.fancy-texts__grid button'),
  drawer('images', 'sidebar.images', '/images/search', undefined, '.photo-grid button'),
  drawer('images uploads', 'sidebar.images', '/images/search', '/images/uploads'),
  drawer('icons', 'sidebar.images', '/images/search', '/images/icons', '.catalogue__grid button'),
  drawer('backgrounds', 'sidebar.backgrounds', '/backgrounds/search', undefined, '.photo-grid button'),
  drawer('backgrounds uploads', 'sidebar.backgrounds', '/backgrounds/search', '/backgrounds/uploads'),
  drawer('audio', 'sidebar.audio', '/audios'),
  drawer('instagram', 'sidebar.instagram', '/instagram', undefined, '.catalogue__grid button'),
  drawer('gallery designs', 'sidebar.gallery', '/gallery/designs'),
  drawer('gallery following', 'sidebar.gallery', '/gallery/designs', '/gallery/following'),
  drawer('gallery favorites', 'sidebar.gallery', '/gallery/designs', '/gallery/favorites'),
  drawer('gallery scheduled', 'sidebar.gallery', '/gallery/designs', '/gallery/scheduled'),
  {
    name: 'phone layers',
    open: async (ctx) => {
      if (!phone(ctx)) return false;
      await mobileMenu(ctx, 'mobile.layers');
    },
    close: async () => {},
  },
  {
    name: 'phone pages',
    open: async (ctx) => {
      if (!phone(ctx)) return false;
      await mobileMenu(ctx, 'mobile.pages');
    },
    close: async (ctx) => mobileMenu(ctx, 'mobile.canvas'),
  },
  {
    name: 'header menu',
    open: async (ctx) => {
      if (!compactHeader(ctx)) return false;
      await ctx.page
        .locator('header.header')
        .getByRole('button', { name: t(ctx.lang, 'header.more') })
        .click();
      await expect(ctx.page.getByRole('menu')).toBeVisible();
    },
  },
  {
    name: 'layout popover',
    open: async (ctx) => {
      await openLayouts(ctx);
      await expect(dialog(ctx, 'layouts.selector_title')).toBeVisible();
    },
  },
  {
    name: 'custom layout modal',
    open: async (ctx) => {
      await openLayouts(ctx);
      await ctx.page.getByRole('button', { name: exactly(t(ctx.lang, 'layouts.custom_button')) }).click();
      await expect(dialog(ctx, 'custom_layout.title')).toBeVisible();
    },
  },
  {
    name: 'other sizes modal',
    open: async (ctx) => {
      await openLayouts(ctx);
      await ctx.page.getByRole('button', { name: exactly(t(ctx.lang, 'resize_copies.open_button')) }).click();
      await expect(dialog(ctx, 'resize_copies.title')).toBeVisible();
    },
  },
  {
    name: 'keyboard shortcuts',
    open: async (ctx) => {
      // In the canvas options bar, or in its "More" menu when the bar is narrow (a drawer open beside it).
      const bar = ctx.page.getByRole('toolbar', { name: t(ctx.lang, 'canvas.toolbar'), exact: true });
      await runBarAction(ctx.page, bar, t(ctx.lang, 'shortcuts.button'));
      await expect(dialog(ctx, 'shortcuts.title')).toBeVisible();
    },
  },
  {
    name: 'save modal',
    open: async (ctx) => {
      // A change to save: the background a shade off white, or back to white.
      const hex = ctx.page.getByRole('textbox', { name: exactly(t(ctx.lang, 'canvas.background_hex')) });
      await hex.fill((await hex.inputValue()) === '#ffffff' ? '#fefefe' : '#ffffff');
      await hex.press('Enter');
      await headerCommand(ctx, 'header.save');
      await expect(ctx.page.getByText(t(ctx.lang, 'saving.done_title'))).toBeVisible();
    },
  },
  {
    name: 'share modal',
    open: async (ctx) => {
      await headerCommand(ctx, 'header.share');
      await expect(dialog(ctx, 'share.title')).toBeVisible();
    },
  },
  {
    name: 'download modal',
    open: async (ctx) => {
      await headerCommand(ctx, 'header.download');
      await expect(dialog(ctx, 'download.title')).toBeVisible();
    },
  },
  {
    name: 'schedule modal',
    open: async (ctx) => {
      await headerCommand(ctx, 'header.schedule');
      await expect(dialog(ctx, 'schedule.title')).toBeVisible();
    },
  },
  {
    name: 'explore modal',
    open: async (ctx) => {
      await headerCommand(ctx, 'header.explore');
      await expect(dialog(ctx, 'discover.title')).toBeVisible();
      await expect(dialog(ctx, 'discover.title').locator('img').first()).toBeVisible();
    },
  },
  ...NEW_DESIGN_VIEWS,
  {
    name: 'public share page',
    open: async (ctx) => {
      await ctx.page.goto(`/s/${ctx.hash}`);
      await expect(ctx.page.getByRole('heading', { level: 1 })).toBeVisible();
    },
    // The last view: the next test opens the editor afresh.
    close: async () => {},
  },
];

/**
 * Keeps a picture of the window in `file`. Through the DevTools protocol: Playwright's own screenshot waits
 * for the page to be still, which the audit has already waited for, and took seconds a view on a busy machine.
 */
async function screenshot(page: Page, file: string): Promise<void> {
  const session = await page.context().newCDPSession(page);
  // Encoded for speed: with AUDIT_SCREENSHOTS=1, 840 pictures a run, for a person to look at.
  const { data } = await session.send('Page.captureScreenshot', {
    format: 'jpeg',
    quality: 60,
    optimizeForSpeed: true,
  });
  await session.detach();
  writeFileSync(file, Buffer.from(data, 'base64'));
}

/** Stores the account's language (the editor opens in it, and the public page speaks it). */
async function setLanguage(page: Page, lang: Lang): Promise<void> {
  await page.evaluate(async (language) => {
    const token = /(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/me/language', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(token) },
      body: JSON.stringify({ language }),
    });
    if (!response.ok) throw new Error(`language: HTTP ${response.status}`);
  }, lang);
}

/**
 * Visits every view at the context's width and language, auditing each; returns the offences found, each line
 * naming the view, the width and the language. `errors` fills with the console errors met meanwhile (see
 * watchErrors), which are offences too. A view with an offence keeps its screenshot, and with AUDIT_SCREENSHOTS=1
 * every view does: at 0.05 s each on a quiet machine, 840 pictures were a sixth of the audit's time.
 */
export async function auditViews(ctx: AuditContext, errors: string[]): Promise<string[]> {
  const { page, width, height, lang, testInfo } = ctx;
  const offences: string[] = [];
  ctx.setView('editor');
  await page.setViewportSize({ width, height });
  await setLanguage(page, lang);
  await openEditor(ctx);
  for (const view of VIEWS) {
    let name = view.name;
    const where = () => `[${name} · ${width} px · ${lang}]`;
    ctx.setView(name);
    const t0 = Date.now();
    try {
      if ((await view.open(ctx)) === false) continue;
      // A selected object's view is named by its toolbar ("Text toolbar", "Barra de texto").
      if (name.startsWith('toolbar of'))
        name = `toolbar ${await page.locator('.toolbar-host').getAttribute('data-toolbar')} (${name.slice(8)})`;
      await whenSettled(page);
      const t1 = Date.now();
      const found = await layoutOffences(page);
      for (const offence of found) offences.push(`${where()} ${offence.rule}: ${offence.what}`);
      if (process.env.AUDIT_DEBUG) console.log(`  audit ${Date.now() - t1} ms, opened in ${t1 - t0} ms`);
      const t2 = Date.now();
      if (found.length > 0 || process.env.AUDIT_SCREENSHOTS) {
        const file = testInfo.outputPath(`${name.replace(/\W+/g, '-')}-${width}-${lang}.jpeg`);
        await screenshot(page, file);
        await testInfo.attach(`${name} ${width} ${lang}`, { path: file, contentType: 'image/jpeg' });
      }
      const t3 = Date.now();
      await (view.close ?? closePopups)(ctx);
      if (process.env.AUDIT_DEBUG)
        console.log(`${name}: ${Date.now() - t0} ms (shot ${t3 - t2}, close ${Date.now() - t3})`);
    } catch (error) {
      if (process.env.AUDIT_DEBUG)
        console.log(`${name}: FAILED ${Date.now() - t0} ms`, (error as Error).message);
      offences.push(`${where()} could not be visited: ${(error as Error).message.split('\n')[0]}`);
      await openEditor(ctx);
    }
  }
  return [...offences, ...errors.map((error) => `[console] ${error}`)];
}
