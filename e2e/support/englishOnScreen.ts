import type { Page } from '@playwright/test';

/** Names that are the same in any language: brands, networks, formats and words Spanish borrows. */
const PROPER_NAMES = new Set(
  [
    'Lienzo',
    'Instagram',
    'Facebook',
    'Twitter',
    'Twitter/X',
    'LinkedIn',
    'Pinterest',
    'Google',
    'YouTube',
    'TikTok',
    'WhatsApp',
    'Email',
    'Hashtag',
    'PNG',
    'JPEG',
    'JPG',
    'PDF',
    'GIF',
    'MP4',
    'WebM',
    'Emoji',
    'Emojis',
  ].map((name) => name.toLowerCase()),
);

type Locale = Record<string, unknown>;

const flatten = (node: unknown, prefix = ''): [string, string][] =>
  typeof node === 'string'
    ? [[prefix, node]]
    : Object.entries(node as Locale).flatMap(([key, value]) =>
        flatten(value, prefix ? `${prefix}.${key}` : key),
      );

/**
 * The English locale's strings that the Spanish locale says otherwise, and the English templates' words that
 * the Spanish templates do not use: none may be seen in Spanish.
 */
export interface EnglishStrings {
  /** Phrases (two words or more, 8 characters or more), looked for inside any text on screen. */
  phrases: string[];
  /** Every other English string (a word or a short phrase), matched against a whole text or label. */
  words: Set<string>;
}

/** Every text of the templates in `lang`: their titles and the words on their pages. */
async function templateTexts(page: Page, lang: 'en' | 'es'): Promise<string[]> {
  const texts: string[] = [];
  for (let number = 1; ; number++) {
    const listed = (await (await page.request.get(`/api/discover?page=${number}&lang=${lang}`)).json()) as {
      data: { hash: string; title: string }[];
    };
    if (listed.data.length === 0) return texts;
    for (const { hash, title } of listed.data) {
      texts.push(title);
      const template = (await (await page.request.get(`/api/template/${hash}?lang=${lang}`)).json()) as {
        data: { editor: { pages: { objects: { text?: string }[] }[] } };
      };
      for (const { objects } of template.data.editor.pages)
        for (const { text } of objects) if (text) texts.push(...text.split('\n'));
    }
  }
}

export async function englishStrings(page: Page): Promise<EnglishStrings> {
  const [en, es] = await Promise.all(
    ['en', 'es'].map(async (locale) => (await page.request.get(`/dist/i18n/locale-${locale}.json`)).json()),
  );
  const spanish = new Map(flatten(es));
  // Content is read in both languages too: what the English templates say and the Spanish ones do not.
  const [englishTemplates, spanishTemplates] = await Promise.all([
    templateTexts(page, 'en'),
    templateTexts(page, 'es'),
  ]);
  const spanishContent = new Set(spanishTemplates);
  const content = englishTemplates
    .filter((text) => !spanishContent.has(text))
    .map((text): [string, string] => ['', text]);
  const english = [...flatten(en).filter(([key, text]) => spanish.get(key) !== text), ...content]
    // A placeholder's text is not known here; its fixed parts are long enough to be phrases of their own.
    .flatMap(([, text]) => text.split(/\{\{[^}]*\}\}/))
    .map((text) => text.trim().replace(/[.:…]+$/, ''))
    .filter((text) => text.length >= 3 && !PROPER_NAMES.has(text.toLowerCase()));
  const spanishValues = new Set([...spanish.values(), ...spanishTemplates].map((text) => text.toLowerCase()));
  // A word both locales use (in Spanish under another key, such as "No") is not English.
  const foreign = english.filter((text) => !spanishValues.has(text.toLowerCase()));
  return {
    phrases: foreign.filter((text) => text.includes(' ') && text.length >= 8),
    words: new Set(foreign.map((text) => text.toLowerCase())),
  };
}

/**
 * The English found in what the page shows and says: each visible text and each visible element's accessible
 * name, description, title, placeholder and alternative text. Returns "what (where)" lines, empty when none.
 */
export async function englishOnScreen(
  page: Page,
  english: EnglishStrings,
  allow: string[] = [],
): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    const found: { text: string; where: string }[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (parent.closest('[aria-hidden="true"]') && !parent.closest('[role="dialog"]')) continue;
      if (visible(parent)) found.push({ text, where: describe(parent) });
    }
    for (const element of Array.from(
      document.body.querySelectorAll(
        '[aria-label], [aria-description], [title], [placeholder], img[alt], [aria-describedby]',
      ),
    )) {
      if (!visible(element)) continue;
      for (const attribute of ['aria-label', 'aria-description', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) found.push({ text: value, where: `${describe(element)}[${attribute}]` });
      }
      for (const id of element.getAttribute('aria-describedby')?.split(/\s+/) ?? []) {
        const text = document.getElementById(id)?.textContent?.trim();
        if (text) found.push({ text, where: `${describe(element)}[aria-describedby]` });
      }
    }
    // The options of a select are read out though not drawn until it opens.
    for (const option of Array.from(document.body.querySelectorAll('select option'))) {
      const select = option.closest('select');
      const text = option.textContent?.trim();
      if (select && text && visible(select)) found.push({ text, where: `${describe(select)} option` });
    }
    return found;
  });
  const allowed = new Set(allow.map((text) => text.toLowerCase()));
  const offences = new Set<string>();
  for (const { text, where } of shown) {
    if (allowed.has(text.toLowerCase())) continue;
    const bare = text.replace(/[.:…]+$/, '').toLowerCase();
    if (english.words.has(bare)) offences.add(`"${text}" (${where})`);
    for (const phrase of english.phrases)
      if (text.includes(phrase)) offences.add(`"${phrase}" in "${text.slice(0, 80)}" (${where})`);
  }
  return [...offences];
}
