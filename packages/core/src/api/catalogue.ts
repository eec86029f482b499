/** An icon category of the Icons drawer (SPEC §2, §7 `GET /api/editor/iconsCategories`). */
export interface IconCategory {
  id: string;
  name: string;
  name_es: string;
}

/**
 * How the editor adds an icon (SPEC §3): a single-colour icon as a pz-vector with one recolourable fill, a
 * multi-colour one as a pz-illustration whose colours are edited one by one.
 */
export const ICON_KINDS = ['vector', 'illustration'] as const;
export type IconKind = (typeof ICON_KINDS)[number];

/** One icon of a category: a same-site SVG the editor adds as a vector or an illustration. */
export interface IconItem {
  id: string;
  name: string;
  url: string;
  kind: IconKind;
}

/** An emoji of the catalogue (SPEC §3): keywords in English and Spanish separated by ' | '. */
export interface EmojiEntry {
  no: number;
  codes: string;
  char: string;
  name: string;
  keywords: string;
  /** Its twemoji SVG on this site. */
  url: string;
}

export const ICONS_PAGE_SIZE = 40;
export const EMOJIS_PAGE_SIZE = 60;
export const DEFAULT_ICON_CATEGORY = 'featured';

/** Where the server serves an icon of an installed set. */
export const iconPath = (set: string, name: string) => `/icons/${set}/${name}.svg`;
