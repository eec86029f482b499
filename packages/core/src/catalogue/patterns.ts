/** The patterns Lienzo ships (SPEC §2 background toolbar): tileable SVGs drawn by us, in the web app's public/patterns/. */
export const PATTERNS = [
  'dots',
  'polka',
  'stripes',
  'diagonal',
  'grid',
  'checks',
  'zigzag',
  'waves',
  'crosses',
  'diamonds',
  'triangles',
  'rings',
  'bricks',
  'confetti',
] as const;
export type PatternId = (typeof PATTERNS)[number];

/** The tile's path on this site (the engine loads only same-site paths and allowed origins). */
export function patternSrc(id: PatternId): string {
  return `/patterns/${id}.svg`;
}
