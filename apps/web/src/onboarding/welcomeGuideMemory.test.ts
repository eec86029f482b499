import { describe, expect, it } from 'vitest';
import {
  isWelcomeGuideDue,
  rememberWelcomeGuideClosed,
  WELCOME_GUIDE_STORAGE_KEY,
} from './welcomeGuideMemory';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const newUser = { id: 3, quotes_count: 0 };

describe('the welcome guide is due (SPEC §2/§4 onboarding)', () => {
  it('for a visitor and for a user with zero designs, never for a user with designs', () => {
    expect(isWelcomeGuideDue(null, memoryStorage())).toBe(true);
    expect(isWelcomeGuideDue(newUser, memoryStorage())).toBe(true);
    expect(isWelcomeGuideDue({ id: 3, quotes_count: 1 }, memoryStorage())).toBe(false);
  });

  it('not again once closed, remembered per user', () => {
    const storage = memoryStorage();
    rememberWelcomeGuideClosed(newUser, storage);
    expect(isWelcomeGuideDue(newUser, storage)).toBe(false);
    expect(isWelcomeGuideDue({ id: 4, quotes_count: 0 }, storage)).toBe(true);
    expect(isWelcomeGuideDue(null, storage)).toBe(true);
  });

  it('closed by the visitor, it stays closed for whoever signs in on this browser', () => {
    const storage = memoryStorage();
    rememberWelcomeGuideClosed(null, storage);
    expect(isWelcomeGuideDue(null, storage)).toBe(false);
    expect(isWelcomeGuideDue(newUser, storage)).toBe(false);
  });

  it('treats an unreadable or foreign stored value as never closed, and replaces it when closed', () => {
    for (const value of ['not json', '{"a":1}', '[1,2]']) {
      const storage = memoryStorage({ [WELCOME_GUIDE_STORAGE_KEY]: value });
      expect(isWelcomeGuideDue(null, storage), value).toBe(true);
      rememberWelcomeGuideClosed(null, storage);
      expect(isWelcomeGuideDue(null, storage), value).toBe(false);
    }
  });

  it('survives a storage that refuses to be read or written', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(isWelcomeGuideDue(null, blocked)).toBe(true);
    expect(() => rememberWelcomeGuideClosed(null, blocked)).not.toThrow();
  });
});
