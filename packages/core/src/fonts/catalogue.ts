// The free fonts the editor ships (SPEC §3 "Font entry": name, optional weight, optional custom flag).

export const FONT_CATEGORIES = ['sans-serif', 'serif', 'display', 'slab-serif'] as const;
export type FontCategory = (typeof FONT_CATEGORIES)[number];

export interface FontEntry {
  /** The CSS family name, also what a text's `fontFamily` holds. */
  name: string;
  /** A weight the picker applies with the family (e.g. Open Sans at 600); none keeps the text's weight. */
  weight?: number;
  /** A font the user uploaded rather than one of the catalogue. */
  custom?: boolean;
  category: FontCategory;
}

/** The catalogue, in the order the font picker lists it. */
export const FREE_FONTS: readonly FontEntry[] = [
  { name: 'Open Sans', category: 'sans-serif' },
  { name: 'Open Sans', weight: 600, category: 'sans-serif' },
  { name: 'Raleway', category: 'sans-serif' },
  { name: 'Lora', category: 'serif' },
  { name: 'Glegoo', category: 'slab-serif' },
  { name: 'Lilita One', category: 'display' },
  { name: 'Fredoka One', category: 'display' },
];

/** True for a family of the catalogue (an uploaded font may use any other name). */
export function isFreeFont(name: string): boolean {
  return FREE_FONTS.some((font) => font.name === name);
}

/** An uploaded font file name must contain "ttf" (SPEC §5). */
export function isFontFileName(name: string): boolean {
  return name.toLowerCase().includes('ttf');
}
