/** The toolbars of SPEC §2, one shown per selected object type (background ones have no object). */
export const TOOLBAR_IDS = [
  'text',
  'image',
  'background',
  'bg-image',
  'pattern',
  'button',
  'ig-location',
  'ig-mention',
  'ig-poll',
  'ig-question',
  'ig-slider',
  'vector',
  'illustration',
  'fancy-text',
  'group',
] as const;
export type ToolbarId = (typeof TOOLBAR_IDS)[number];
