import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCALES, type Locale } from '@lienzo/core';

/** The public share page's words, from the web app's own locale files (`share.page.*` and `app.name`). */
export interface SharePageTexts {
  lang: Locale;
  appName: string;
  description: string;
  open: string;
  missingTitle: string;
  missingText: string;
  home: string;
  /** A carousel page's alt text, `{{title}}`, `{{n}}` and `{{count}}` in it (issue 23). */
  pageAlt: string;
}

/** A carousel page's alt text in the page's language: "Spring sale — page 2 of 5". */
export function pageAltText(texts: SharePageTexts, title: string, n: number, count: number): string {
  const values: Record<string, string> = { title, n: String(n), count: String(count) };
  return texts.pageAlt.replace(/\{\{(title|n|count)\}\}/g, (_, name: string) => values[name] ?? '');
}

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

function text(tree: unknown, path: string): string {
  let node = tree;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  if (typeof node !== 'string') throw new Error(`the locale file has no text at ${path}`);
  return node;
}

/**
 * Reads `dist/i18n/locale-{lang}.json` of the built web app (read on each request, like index.html, so a
 * rebuild is picked up); a language the app does not have falls back to English.
 */
export async function readSharePageTexts(webDist: string, language: string): Promise<SharePageTexts> {
  const lang: Locale = isLocale(language) ? language : 'en';
  const tree: unknown = JSON.parse(
    await readFile(join(webDist, 'dist', 'i18n', `locale-${lang}.json`), 'utf8'),
  );
  return {
    lang,
    appName: text(tree, 'app.name'),
    description: text(tree, 'share.page.description'),
    open: text(tree, 'share.page.open'),
    missingTitle: text(tree, 'share.page.missing_title'),
    missingText: text(tree, 'share.page.missing_text'),
    home: text(tree, 'share.page.home'),
    pageAlt: text(tree, 'share.page.page_alt'),
  };
}
