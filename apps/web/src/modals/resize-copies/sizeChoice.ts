import type { LayoutChoice } from '@lienzo/editor';

/** The key a custom size is chosen by in the resize modal. */
export function customSizeKey({ width, height }: { width: number; height: number }): string {
  return `custom.${width}x${height}`;
}

/** The chosen sizes with `key` checked or not, each once, in the order they were chosen. */
export function toggleSize(keys: readonly string[], key: string, checked: boolean): string[] {
  const without = keys.filter((chosen) => chosen !== key);
  return checked ? [...without, key] : without;
}

/** What the engine is given for a chosen key: a catalogue layout's key, or a custom width and height. */
export function layoutChoiceOf(key: string): LayoutChoice {
  const custom = /^custom\.(\d+)x(\d+)$/.exec(key);
  return custom ? { width: Number(custom[1]), height: Number(custom[2]) } : key;
}
