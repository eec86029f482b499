import type { Locale } from '@lienzo/core';
import { isLocale } from './i18n';

/** Where this browser remembers the language last picked in the interface (a visitor's choice, SPEC §1). */
export const PICKED_LANGUAGE_STORAGE_KEY = 'lienzo.language';

/** The language last picked in this browser; null when none was, or what is stored is not a language. */
export function readPickedLanguage(storage: Pick<Storage, 'getItem'>): Locale | null {
  const stored = storage.getItem(PICKED_LANGUAGE_STORAGE_KEY);
  return isLocale(stored) ? stored : null;
}

export function rememberPickedLanguage(storage: Pick<Storage, 'setItem'>, locale: Locale): void {
  storage.setItem(PICKED_LANGUAGE_STORAGE_KEY, locale);
}
