import { describe, expect, it } from 'vitest';
import { chooseLocale } from './i18n';
import { PICKED_LANGUAGE_STORAGE_KEY, readPickedLanguage, rememberPickedLanguage } from './pickedLanguage';

describe('interface language (SPEC §1)', () => {
  it("prefers the signed-in user's language over the browser's", () => {
    expect(chooseLocale('es', ['en-US', 'en'], 'en')).toBe('es');
    expect(chooseLocale('en', ['es-ES'], 'es')).toBe('en');
  });

  it("uses the browser's first supported language for visitors", () => {
    expect(chooseLocale(null, ['fr-FR', 'es-MX', 'en'], 'en')).toBe('es');
  });

  it('falls back to what the server said, then English', () => {
    expect(chooseLocale(undefined, ['de-DE'], 'es')).toBe('es');
    expect(chooseLocale(undefined, ['de-DE'])).toBe('en');
    expect(chooseLocale('pt', [], 'xx')).toBe('en');
  });

  it("keeps a visitor's picked language over the browser's, below a signed-in user's own", () => {
    expect(chooseLocale(null, ['en-US', 'en'], 'en', 'es')).toBe('es');
    expect(chooseLocale(undefined, ['es-ES'], 'es', 'en')).toBe('en');
    expect(chooseLocale('en', ['en-US'], 'en', 'es')).toBe('en');
  });
});

describe('the language picked in this browser', () => {
  it('is remembered and read back; anything else stored reads as none', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    expect(readPickedLanguage(storage)).toBeNull();
    rememberPickedLanguage(storage, 'es');
    expect(stored.get(PICKED_LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(readPickedLanguage(storage)).toBe('es');
    stored.set(PICKED_LANGUAGE_STORAGE_KEY, 'fr');
    expect(readPickedLanguage(storage)).toBeNull();
  });
});
