import { describe, expect, it } from 'vitest';
import { chooseLocale } from './i18n';

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
});
