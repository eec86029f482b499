/** A parsed keyboard shortcut such as "Mod+Shift+Z" (Mod is Ctrl, or Cmd on a Mac). */
export interface Shortcut {
  key: string;
  mod: boolean;
  shift: boolean;
  alt: boolean;
}

const MODIFIERS = new Set(['mod', 'shift', 'alt']);

/** Parses "Mod+Shift+Z", "Delete", "ArrowLeft"; the last part is the key, compared case-insensitively. */
export function parseShortcut(text: string): Shortcut {
  const parts = text.split('+').map((part) => part.trim().toLowerCase());
  const key = parts.pop();
  if (!key || parts.some((part) => !MODIFIERS.has(part))) {
    throw new RangeError(`Not a shortcut: "${text}" (expected e.g. "Mod+Shift+Z")`);
  }
  return { key, mod: parts.includes('mod'), shift: parts.includes('shift'), alt: parts.includes('alt') };
}

/** One spelling per shortcut, so two that press the same keys compare equal. */
export function shortcutId(shortcut: Shortcut): string {
  return [shortcut.mod && 'mod', shortcut.alt && 'alt', shortcut.shift && 'shift', shortcut.key]
    .filter(Boolean)
    .join('+');
}

export function matchesShortcut(shortcut: Shortcut, event: KeyboardEvent): boolean {
  return (
    event.key.toLowerCase() === shortcut.key &&
    (event.ctrlKey || event.metaKey) === shortcut.mod &&
    event.shiftKey === shortcut.shift &&
    event.altKey === shortcut.alt
  );
}
