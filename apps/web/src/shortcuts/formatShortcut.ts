import type { TFunction } from 'i18next';

const ARROWS: Record<string, string> = { arrowleft: '←', arrowright: '→', arrowup: '↑', arrowdown: '↓' };
const NAMED = new Set(['delete', 'backspace', 'escape', 'enter', 'tab', 'space']);

/**
 * "Mod+Shift+Z" as people read it: Ctrl+Shift+Z (⌘ on a Mac), arrows as arrows, named keys translated
 * (shortcuts.keys.*), letters upper-cased.
 */
export function formatShortcut(shortcut: string, t: TFunction, mac = false): string {
  return shortcut
    .split('+')
    .map((part) => {
      const key = part.trim().toLowerCase();
      if (key === 'mod') return mac ? '⌘' : t('shortcuts.keys.ctrl');
      if (key === 'shift' || key === 'alt') return t(`shortcuts.keys.${key}`);
      if (ARROWS[key]) return ARROWS[key];
      if (NAMED.has(key)) return t(`shortcuts.keys.${key}`);
      return key.length === 1 ? key.toUpperCase() : part.trim();
    })
    .join('+');
}

export function isMac(platform = typeof navigator === 'undefined' ? '' : navigator.platform): boolean {
  return /mac|iphone|ipad/i.test(platform);
}
