/** Test pictures and SVGs, served by the Vitest browser server as paths on this site. */
const BASE = '/packages/editor/src/test/assets';

export const TEST_ASSETS = {
  /** 160 × 100: red, orange, teal and navy quadrants with a white diagonal band. */
  quadrantsPng: `${BASE}/quadrants.png`,
  /** 160 × 100: navy #1d3557 top half, yellow #ffd166 bottom half. */
  halvesPng: `${BASE}/halves.png`,
  /** 40 × 120, plain purple #7b2cbf. */
  tallPng: `${BASE}/tall.png`,
  /** 100 × 80, fills #264653 (twice), #e9c46a, #e76f51. */
  threeFillsSvg: `${BASE}/three-fills.svg`,
  /** 60 × 60 star, one fill #1a1a1a. */
  oneFillSvg: `${BASE}/one-fill.svg`,
  /** 120 × 100 landscape, fills #8ab17d, #f4a261 (twice), #6d597a. */
  sceneSvg: `${BASE}/scene.svg`,
  /** 20 × 20 pattern tile: a red #e63946 10 × 10 square in its top-left corner, the rest transparent. */
  tileSvg: `${BASE}/tile.svg`,
  /** Script, handlers, foreign links and styles, foreignObject: everything a sanitiser must remove. */
  hostileSvg: `${BASE}/hostile.svg`,
  /** 1365 × 1074 JPEG photo of paint brushes (lomiri-wallpapers), one the server bundles. */
  brushesPhotoJpg: '/apps/server/assets/photos/colourful-brushes.jpg',
} as const;
