import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * What the layout audit's views share (see layoutAuditViews.ts): the widths and languages, the context a view
 * is opened in, the interface texts, and the steps a person takes to reach a view.
 */

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

/**
 * A view of the audit: `open` brings it on screen from the editor (false when the view does not exist at
 * this width), `close` goes back to the editor (closing popups by default).
 */
export interface View {
  name: string;
  open: (ctx: AuditContext) => Promise<boolean | void>;
  close?: (ctx: AuditContext) => Promise<void>;
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

export const phone = (ctx: AuditContext) => ctx.width <= 768;
export const compactHeader = (ctx: AuditContext) => ctx.width < 1024;
export const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Taps or clicks the phone's bottom-bar entry `key` (mobile.*, sidebar.*). */
export async function mobileMenu(ctx: AuditContext, key: string): Promise<void> {
  await ctx.page
    .locator('.mobile-menu')
    .getByRole('button', { name: exactly(t(ctx.lang, key)) })
    .click();
}

/** Runs the header command `key` (header.*): its button, or its entry in the compact header's "More" menu. */
export async function headerCommand(ctx: AuditContext, key: string): Promise<void> {
  const { page } = ctx;
  const name = exactly(t(ctx.lang, key));
  const header = page.locator('header.header');
  if (compactHeader(ctx) && key !== 'header.save') {
    await header.getByRole('button', { name: t(ctx.lang, 'header.more') }).click();
    await page.getByRole('menuitem', { name }).click();
  } else await header.getByRole('button', { name }).click();
}

export const dialog = (ctx: AuditContext, key: string) =>
  ctx.page.getByRole('dialog', { name: exactly(t(ctx.lang, key)) });

/** Closes whatever popup or modal is open, back to the editor. */
export async function closePopups(ctx: AuditContext): Promise<void> {
  const popups = ctx.page.locator('[role="dialog"], [role="menu"], [role="alertdialog"]');
  for (let tries = 0; tries < 3 && (await popups.count()) > 0; tries += 1)
    await ctx.page.keyboard.press('Escape');
  await expect(popups).toHaveCount(0);
}

/** Selects the layer in row `index` of the layers list (on a phone, in its Layers view, then back to the canvas). */
export async function selectLayer(ctx: AuditContext, index: number): Promise<void> {
  if (phone(ctx)) await mobileMenu(ctx, 'mobile.layers');
  const row = ctx.page.locator('.layers-panel .layer-select').nth(index);
  await row.click();
  await expect(row).toHaveAttribute('aria-pressed', 'true');
  if (phone(ctx)) await mobileMenu(ctx, 'mobile.canvas');
}

/** The toolbar shown for what is selected (the object's, the group's or the background's). */
export const toolbarOf = (page: Page): Locator => page.locator('.toolbar-host [role="toolbar"]');

/** Opens the audited design in the editor, afresh, in the context's language. */
export async function openEditor(ctx: AuditContext): Promise<void> {
  const { page } = ctx;
  await page.goto('about:blank');
  await page.goto(`/#/design/${ctx.hash}`);
  await expect(page.locator('html')).toHaveAttribute('lang', ctx.lang);
  await expect(page).toHaveTitle(/^Spring collection launch · /);
  await expect(page.locator('.toolbar-host')).toHaveAttribute('data-toolbar', 'background');
}
