import { allObjects, isCssColor, readColour, toHex } from '@lienzo/core';
import type { DesignDocument } from '@lienzo/core';

/** SPEC §9: quick colours, ten plus five greys. */
export const QUICK_COLOURS = [
  '#F25F5C',
  '#FFE066',
  '#247BA0',
  '#70C1B3',
  '#50514F',
  '#FF9F1C',
  '#2EC4B6',
  '#E71D36',
  '#8338EC',
  '#3A86FF',
] as const;
export const QUICK_GREYS = ['#FFFFFF', '#CCCCCC', '#999999', '#555555', '#000000'] as const;

const COLOUR_KEYS = ['fill', 'textBackgroundColor', 'backgroundColor', 'color'] as const;

/** SPEC §2 'Document Colors': every distinct colour the design's pages use, backgrounds first, as #rrggbb. */
export function documentColours(document: DesignDocument): string[] {
  const found = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string' && value !== 'transparent' && isCssColor(value))
      found.add(toHex(readColour(value)));
  };
  for (const page of document.pages) add(page.background.color);
  for (const object of allObjects(document)) {
    const record = object as unknown as Record<string, unknown>;
    for (const key of COLOUR_KEYS) add(record[key]);
    const byTargets = record.colorsByTargets;
    if (byTargets && typeof byTargets === 'object') for (const value of Object.values(byTargets)) add(value);
    const styles = record.styles;
    if (Array.isArray(styles)) {
      for (const range of styles as { style?: Record<string, unknown> }[]) {
        add(range.style?.fill);
        add(range.style?.textBackgroundColor);
      }
    }
  }
  return [...found];
}
