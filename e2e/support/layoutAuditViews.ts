import { expect, type Page, type TestInfo } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { layoutOffences, whenSettled } from './layoutAudit';
import { runBarAction } from './overflow';

/** The window sizes of issue 24: a phone, a tablet, and the common laptop and desktop screens. */
export const WIDTHS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 768 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

export const LANGUAGES = ['en', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];

export interface AuditContext {
  page: Page;
  /** The saved design the views are opened on. */
  hash: string;
  lang: Lang;
  width: number;
  height: number;
  testInfo: TestInfo;
  /** Names the view being visited, for the console errors met there. */
  setView: (name: string) => void;
}

const locales: Record<Lang, Record<string, unknown>> = {
  en: JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../apps/web/public/dist/i18n/locale-en.json'), 'utf8'),
  ),
  es: JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../apps/web/public/dist/i18n/locale-es.json'), 'utf8'),
  ),
};

/** The interface text of `key` (dotted) in `lang`, as the app shows it. */
export function t(lang: Lang, key: string): string {
  let value: unknown = locales[lang];
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return value;
}

const phone = (ctx: AuditContext) => ctx.width <= 768;
const compactHeader = (ctx: AuditContext) => ctx.width < 1024;
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Taps or clicks the phone's bottom-bar entry `key` (mobile.*, sidebar.*). */
async function mobileMenu(ctx: AuditContext, key: string): Promise<void> {
  await ctx.page
    .locator('.mobile-menu')
    .getByRole('button', { name: exactly(t(ctx.lang, key)) })
    .click();
}

/** Opens the drawer at `to` through the sidebar (the phone's bottom bar), then its tab `tab` if any. */
async function openDrawer(ctx: AuditContext, labelKey: string, to: string, tab?: string): Promise<void> {
  const { page } = ctx;
  if (phone(ctx)) await mobileMenu(ctx, labelKey);
  else await page.locator(`.sidebar a[href$="${to}"]`).click();
  if (tab) await page.locator(`.tabs a[href$="${tab}"]`).click();
  await expect(page).toHaveURL(new RegExp(`#${tab ?? to}$`));
}

/** Runs the header command `key` (header.*): its button, or its entry in the compact header's "More" menu. */
async function headerCommand(ctx: AuditContext, key: string): Promise<void> {
  const { page } = ctx;
  const name = exactly(t(ctx.lang, key));
  const header = page.locator('header.header');
  if (compactHeader(ctx) && key !== 'header.save') {
    await header.getByRole('button', { name: t(ctx.lang, 'header.more') }).click();
    await page.getByRole('menuitem', { name }).click();
  } else await header.getByRole('button', { name }).click();
}

/** Opens the layout selector's popover (its button reads "Layout: Story (540 x 960)"). */
async function openLayouts(ctx: AuditContext): Promise<void> {
  const name = new RegExp(`^${t(ctx.lang, 'layouts.selector').split('{{')[0]!}`);
  const bar = ctx.page.getByRole('toolbar', { name: t(ctx.lang, 'canvas.toolbar'), exact: true });
  // In the canvas options bar, or in its "More" menu when the bar is narrow.
  const shown = await bar
    .getByRole('button', { name })
    .click({ timeout: 2_000 })
    .then(
      () => true,
      () => false,
    );
  if (!shown) {
    await bar.getByRole('button', { name: /^(More|Más)$/ }).click();
    await ctx.page.getByRole('menuitem', { name }).click();
  }
  await expect(dialog(ctx, 'layouts.selector_title')).toBeVisible();
}

const dialog = (ctx: AuditContext, key: string) =>
  ctx.page.getByRole('dialog', { name: exactly(t(ctx.lang, key)) });

/** Closes whatever popup or modal is open, back to the editor. */
async function closePopups(ctx: AuditContext): Promise<void> {
  const popups = ctx.page.locator('[role="dialog"], [role="menu"], [role="alertdialog"]');
  for (let tries = 0; tries < 3 && (await popups.count()) > 0; tries += 1)
    await ctx.page.keyboard.press('Escape');
  await expect(popups).toHaveCount(0);
}

/** Selects the layer in row `index` of the layers list (on a phone, in its Layers view, then back to the canvas). */
async function selectLayer(ctx: AuditContext, index: number): Promise<void> {
  if (phone(ctx)) await mobileMenu(ctx, 'mobile.layers');
  const row = ctx.page.locator('.layers-panel .layer-select').nth(index);
  await row.click();
  await expect(row).toHaveAttribute('aria-pressed', 'true');
  if (phone(ctx)) await mobileMenu(ctx, 'mobile.canvas');
}

/**
 * A view of the audit: `open` brings it on screen from the editor (false when the view does not exist at
 * this width), `close` goes back to the editor (closing popups by default).
 */
export interface View {
  name: string;
  open: (ctx: AuditContext) => Promise<boolean | void>;
  close?: (ctx: AuditContext) => Promise<void>;
}

const drawer = (name: string, labelKey: string, to: string, tab?: string, ready?: string): View => ({
  name: `drawer ${name}`,
  open: async (ctx) => {
    await openDrawer(ctx, labelKey, to, tab);
    if (ready) await expect(ctx.page.locator(ready).first()).toBeVisible();
  },
  close: async () => {},
});

/** The toolbars of the objects of the audited design, by the row their object takes in the layers list. */
const TOOLBAR_ROWS = 8;

/**
 * The views of the audit, in the order they are visited. Each is audited at every width and in both
 * languages; a view that does not exist at a width (the layers list of a phone) says so by returning false.
 *
 * - editor: the design open, nothing selected (the background toolbar);
 * - toolbar <kind>: one object of each toolbar selected (text, fancy text, image, vector icon, the
 *   Instagram slider, poll, question and hashtag elements), and all of them together (group);
 * - drawer templates, text, images (search, uploads, icons), backgrounds (search, uploads), audio, Instagram,
 *   gallery (my designs, following, favorites, scheduled);
 * - phone layers and pages views;
 * - header menu: the compact header's "More" menu (below 1024 px);
 * - layout popover, custom layout modal, other sizes modal, keyboard shortcuts help;
 * - save (its "Your design is ready!" modal), share, download, schedule and explore modals;
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
  ...Array.from({ length: TOOLBAR_ROWS }, (_, index): View => ({
    name: `toolbar of layer ${index + 1}`,
    open: async (ctx) => {
      await selectLayer(ctx, index);
    },
    close: async (ctx) => {
      await ctx.page.keyboard.press('Escape');
      await expect(ctx.page.locator('.toolbar-host')).toHaveAttribute('data-toolbar', 'background');
    },
  })),
  {
    name: 'toolbar group',
    open: async (ctx) => {
      await selectLayer(ctx, 0);
      await ctx.page.keyboard.press('Control+A');
      await expect(ctx.page.locator('.toolbar-host')).toHaveAttribute('data-toolbar', 'group');
    },
    close: async (ctx) => {
      await ctx.page.keyboard.press('Escape');
      await expect(ctx.page.locator('.toolbar-host')).toHaveAttribute('data-toolbar', 'background');
    },
  },
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
  const { data } = await session.send('Page.captureScreenshot', { format: 'jpeg', quality: 60 });
  await session.detach();
  writeFileSync(file, Buffer.from(data, 'base64'));
}

/** Opens the audited design in the editor, afresh, in the context's language. */
async function openEditor(ctx: AuditContext): Promise<void> {
  const { page } = ctx;
  await page.goto('about:blank');
  await page.goto(`/#/design/${ctx.hash}`);
  await expect(page.locator('html')).toHaveAttribute('lang', ctx.lang);
  await expect(page).toHaveTitle(/^Spring collection launch · /);
  await expect(page.locator('.toolbar-host')).toHaveAttribute('data-toolbar', 'background');
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
 * Visits every view at the context's width and language, auditing each and keeping its screenshot; returns
 * the offences found, each line naming the view, the width and the language. `errors` fills with the
 * console errors met meanwhile (see watchErrors), which are offences too.
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
      for (const offence of await layoutOffences(page))
        offences.push(`${where()} ${offence.rule}: ${offence.what}`);
      if (process.env.AUDIT_DEBUG) console.log(`  audit ${Date.now() - t1} ms, opened in ${t1 - t0} ms`);
      const file = testInfo.outputPath(`${name.replace(/\W+/g, '-')}-${width}-${lang}.jpeg`);
      const t2 = Date.now();
      await screenshot(page, file);
      const t3 = Date.now();
      await testInfo.attach(`${name} ${width} ${lang}`, { path: file, contentType: 'image/jpeg' });
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
