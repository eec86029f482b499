import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatShortcut, isMac } from './formatShortcut';

const keys: Record<string, string> = {
  'shortcuts.keys.ctrl': 'Ctrl',
  'shortcuts.keys.shift': 'Mayús',
  'shortcuts.keys.alt': 'Alt',
  'shortcuts.keys.delete': 'Supr',
};
const t = ((key: string) => keys[key] ?? key) as unknown as TFunction;

describe('formatShortcut', () => {
  it('spells modifiers, arrows, named keys and letters as people read them', () => {
    expect(formatShortcut('Mod+Shift+Z', t)).toBe('Ctrl+Mayús+Z');
    expect(formatShortcut('Mod+Shift+Z', t, true)).toBe('⌘+Mayús+Z');
    expect(formatShortcut('Mod+ArrowUp', t)).toBe('Ctrl+↑');
    expect(formatShortcut('Delete', t)).toBe('Supr');
  });

  it('knows a Mac by its platform', () => {
    expect(isMac('MacIntel')).toBe(true);
    expect(isMac('Win32')).toBe(false);
  });
});
