/**
 * How the editor adds an icon (SPEC §3): a single-colour icon as a pz-vector with one recolourable fill, a
 * multi-colour one as a pz-illustration whose colours are edited one by one.
 */
export const ICON_KINDS = ['vector', 'illustration'] as const;
export type IconKind = (typeof ICON_KINDS)[number];

export const ICONS_PAGE_SIZE = 40;
export const EMOJIS_PAGE_SIZE = 60;
export const DEFAULT_ICON_CATEGORY = 'featured';

/** Where the server serves an icon of an installed set. */
export const iconPath = (set: string, name: string) => `/icons/${set}/${name}.svg`;
