// Business constants and limits of SPEC §9 (and the few of §5 that later issues share).

import { AVENYT_SUBSTITUTE } from './fonts/catalogue';

export const APP_VERSION = '1.0';
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Where the product runs: 'prod' turns on analytics events (SPEC §9); 'dev' is for development machines. */
export const ENVIRONMENTS = ['prod', 'dev'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const isEnvironment = (value: string): value is Environment =>
  (ENVIRONMENTS as readonly string[]).includes(value);

export const UPLOAD_MAX_BYTES = 5_767_168;
/** A design's recorded WebM; the server's VIDEO_UPLOAD_MAX_BYTES overrides it. */
export const DEFAULT_VIDEO_UPLOAD_MAX_BYTES = 64 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['jpg', 'jpeg', 'png'] as const;
export const UPLOAD_FONT_TYPES = ['ttf'] as const;
export const FONT_FORMATS = ['ttf', 'otf', 'woff', 'woff2'] as const;

export const MOBILE_BREAKPOINTS = { width: 768, widthWithMobileAgent: 770, narrowWidth: 765 } as const;

export const CANVAS = {
  initialScale: 0.5,
  zoomInFactor: 1.2,
  zoomOutFactor: 0.8,
  cloneOffset: 40,
  snapThreshold: 10,
  nudge: 2,
  /** Shift+arrow moves this far (issue 21, as in Canva and Figma). */
  nudgeFar: 10,
  guideDash: [5, 5] as readonly [number, number],
  rotateStep: 45,
} as const;

export const VIEWPORT = {
  minWidth: 350,
  maxWidth: 1000,
  minHeight: 300,
  areaWidthMargin: 170,
  areaHeightMargin: 120,
  externalPadding: 80,
  externalCentringOffset: 40,
  assetsWidth: 300,
} as const;

/** Default sizes of new objects, as a percentage or a scale (SPEC §9 "Default scales"). */
export const DEFAULT_SCALES = {
  sticker: 100,
  vector: 150,
  illustration: 100,
  imageWidthPercentOfCanvas: 80,
  questionAndSlider: 0.17,
  poll: 0.15,
} as const;

export const DEFAULT_BACKGROUND_COLOR = '#62CAD9';
export const DEFAULT_TEXT_COLOR = '#1a1a1a';
export const DEFAULT_FONT_FAMILY = 'Open Sans';

export const FONTS = {
  button: { fontSize: 18 },
  fancyText: { fontSize: 25, fontFamily: 'Fredoka One', fill: '#FFFFFF' },
  text: { fontSize: 30, fontFamily: DEFAULT_FONT_FAMILY },
  pollAnswers: { fontFamily: AVENYT_SUBSTITUTE },
} as const;

export const CUSTOM_LAYOUT_LIMITS = { min: 100, max: 1500 } as const;
export const INITIAL_IMAGE_MAX = { width: 900, height: 800 } as const;
export const STICKER_METADATA_FACTOR = 1.03;

export const TIMELINE = {
  defaultDuration: 15,
  tickSeconds: 1,
  handlerWidth: 290,
  gridHeight: 30,
  previewAudioVolume: 0.4,
  drawerAudioVolume: 1,
  animationInMs: 400,
  zoomAnimationInMs: 200,
  recordingCanvasZoom: 2,
  recorderStopMs: 100,
} as const;

export const ANIMATION_EFFECTS = ['fade', 'left', 'right', 'zoom'] as const;
export type AnimationEffect = (typeof ANIMATION_EFFECTS)[number];

export const TEXT_CONTRAST_THRESHOLD = 186;

export const CDN_WIDTHS = { o: null, m: 750, s: 400, t: 200, x: 80 } as const;
export type CdnSize = keyof typeof CDN_WIDTHS;
export const DEFAULT_CDN_SIZE: CdnSize = 'm';

/**
 * Design thumbnails made for the grids that show them (issue 22), each the box its picture fits in at 1× (CSS
 * pixels): `grid` is a tile of the templates drawer and the gallery (`.design-grid__image`: half the 312 px
 * drawer less its padding and gap, 140 px tall, `object-fit: contain`), `board` a column of the discover board
 * (`.discover-board`: at most 4 columns of at least 130 px in a 1080 px modal, height to the picture's
 * proportions, bounded for odd ones), `chip` the small square of a scheduled post (`.scheduled-post__image`,
 * `.schedule-modal__thumbnail`). Each comes at 1× and 2×, never larger than twice what is shown.
 */
export const THUMBNAIL_BOXES = {
  grid: { width: 132, height: 140 },
  board: { width: 240, height: 720 },
  chip: { width: 64, height: 64 },
} as const;
export type ThumbnailBox = keyof typeof THUMBNAIL_BOXES;
export const THUMBNAIL_DENSITIES = [1, 2] as const;
export type ThumbnailDensity = (typeof THUMBNAIL_DENSITIES)[number];
export const STOCK_PAGE_SIZE = 20;
export const GALLERY_PAGE_SIZE = 20;

export const TIMINGS = {
  notificationMs: 2700,
  signinModalDelayMs: 800,
  accountCreatedCookieDays: 200,
  fontApplyDelayMs: 100,
  searchDebounceMs: 500,
  externalSigninPollMs: 500,
} as const;

export const HEADER_SCROLL = { hideAbove: 120, showBelow: 10 } as const;

export const RESIZABLE = { defaultWidth: 200, defaultHeight: 200, minimum: 50, handles: 8 } as const;

/** Rounding used for export multipliers and stored geometry (2 decimals). */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export { TEXT_LIMITS } from './limits';
