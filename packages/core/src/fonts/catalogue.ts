// The free fonts the editor ships (SPEC §3 "Font entry": name, optional weight, optional custom flag), each
// from an `@fontsource/*` npm package whose files the server serves (DESIGN.md: no remote font hosts).

export const FONT_CATEGORIES = [
  'sans-serif',
  'serif',
  'slab-serif',
  'display',
  'handwriting',
  'monospace',
] as const;
export type FontCategory = (typeof FONT_CATEGORIES)[number];

export interface FontEntry {
  /** The CSS family name, also what a text's `fontFamily` holds. */
  name: string;
  /** A weight the picker applies with the family (e.g. Open Sans at 600); none keeps the text's weight. */
  weight?: number;
  /** A font the user uploaded rather than one of the catalogue. */
  custom?: boolean;
  category: FontCategory;
  /** The npm package the family's files come from. */
  package: `@fontsource/${string}`;
  /** The upright weights served (always 400; 700 where the family has it). */
  weights: readonly number[];
  /** The italic weights served, if any (a missing italic is slanted by the browser). */
  italics?: readonly number[];
}

/**
 * AvenyT (SPEC §9 "poll answers AvenyT") is not free: poll answers use this geometric sans of the
 * catalogue instead.
 */
export const AVENYT_SUBSTITUTE = 'Montserrat';

/** The catalogue, grouped by category in the order the font picker lists it. */
export const FREE_FONTS: readonly FontEntry[] = [
  {
    name: 'Open Sans',
    category: 'sans-serif',
    package: '@fontsource/open-sans',
    weights: [400, 600, 700],
    italics: [400],
  },
  {
    name: 'Open Sans',
    weight: 600,
    category: 'sans-serif',
    package: '@fontsource/open-sans',
    weights: [400, 600, 700],
    italics: [400],
  },
  { name: 'Raleway', category: 'sans-serif', package: '@fontsource/raleway', weights: [300, 400, 700] },
  { name: 'Montserrat', category: 'sans-serif', package: '@fontsource/montserrat', weights: [400, 700] },
  { name: 'Poppins', category: 'sans-serif', package: '@fontsource/poppins', weights: [400, 700] },
  { name: 'Roboto', category: 'sans-serif', package: '@fontsource/roboto', weights: [400, 700] },
  { name: 'Lato', category: 'sans-serif', package: '@fontsource/lato', weights: [400, 700] },
  { name: 'Nunito', category: 'sans-serif', package: '@fontsource/nunito', weights: [400, 700] },
  { name: 'Nunito Sans', category: 'sans-serif', package: '@fontsource/nunito-sans', weights: [400, 700] },
  { name: 'Inter', category: 'sans-serif', package: '@fontsource/inter', weights: [400, 700] },
  { name: 'Work Sans', category: 'sans-serif', package: '@fontsource/work-sans', weights: [400, 700] },
  { name: 'Quicksand', category: 'sans-serif', package: '@fontsource/quicksand', weights: [400, 700] },
  { name: 'Josefin Sans', category: 'sans-serif', package: '@fontsource/josefin-sans', weights: [400, 700] },
  {
    name: 'Source Sans 3',
    category: 'sans-serif',
    package: '@fontsource/source-sans-3',
    weights: [400, 700],
  },
  { name: 'Rubik', category: 'sans-serif', package: '@fontsource/rubik', weights: [400, 700] },
  { name: 'Barlow', category: 'sans-serif', package: '@fontsource/barlow', weights: [400, 700] },
  { name: 'DM Sans', category: 'sans-serif', package: '@fontsource/dm-sans', weights: [400, 700] },
  { name: 'PT Sans', category: 'sans-serif', package: '@fontsource/pt-sans', weights: [400, 700] },
  { name: 'Manrope', category: 'sans-serif', package: '@fontsource/manrope', weights: [400, 700] },
  { name: 'Fira Sans', category: 'sans-serif', package: '@fontsource/fira-sans', weights: [400, 700] },
  { name: 'Karla', category: 'sans-serif', package: '@fontsource/karla', weights: [400, 700] },
  { name: 'Cabin', category: 'sans-serif', package: '@fontsource/cabin', weights: [400, 700] },
  {
    name: 'League Spartan',
    category: 'sans-serif',
    package: '@fontsource/league-spartan',
    weights: [400, 700],
  },

  {
    name: 'Lora',
    category: 'serif',
    package: '@fontsource/lora',
    weights: [400, 700],
    italics: [400, 700],
  },
  {
    name: 'Playfair Display',
    category: 'serif',
    package: '@fontsource/playfair-display',
    weights: [400, 700],
  },
  { name: 'Merriweather', category: 'serif', package: '@fontsource/merriweather', weights: [400, 700] },
  { name: 'EB Garamond', category: 'serif', package: '@fontsource/eb-garamond', weights: [400, 700] },
  {
    name: 'Libre Baskerville',
    category: 'serif',
    package: '@fontsource/libre-baskerville',
    weights: [400, 700],
  },
  {
    name: 'Cormorant Garamond',
    category: 'serif',
    package: '@fontsource/cormorant-garamond',
    weights: [400, 700],
  },
  { name: 'Crimson Text', category: 'serif', package: '@fontsource/crimson-text', weights: [400, 700] },
  { name: 'PT Serif', category: 'serif', package: '@fontsource/pt-serif', weights: [400, 700] },
  { name: 'DM Serif Display', category: 'serif', package: '@fontsource/dm-serif-display', weights: [400] },
  { name: 'Cinzel', category: 'serif', package: '@fontsource/cinzel', weights: [400, 700] },
  { name: 'Prata', category: 'serif', package: '@fontsource/prata', weights: [400] },
  { name: 'Spectral', category: 'serif', package: '@fontsource/spectral', weights: [400, 700] },

  { name: 'Glegoo', category: 'slab-serif', package: '@fontsource/glegoo', weights: [400, 700] },
  { name: 'Roboto Slab', category: 'slab-serif', package: '@fontsource/roboto-slab', weights: [400, 700] },
  { name: 'Arvo', category: 'slab-serif', package: '@fontsource/arvo', weights: [400, 700] },
  { name: 'Bitter', category: 'slab-serif', package: '@fontsource/bitter', weights: [400, 700] },
  { name: 'Zilla Slab', category: 'slab-serif', package: '@fontsource/zilla-slab', weights: [400, 700] },
  { name: 'Alfa Slab One', category: 'slab-serif', package: '@fontsource/alfa-slab-one', weights: [400] },

  { name: 'Lilita One', category: 'display', package: '@fontsource/lilita-one', weights: [400] },
  { name: 'Fredoka One', category: 'display', package: '@fontsource/fredoka-one', weights: [400] },
  { name: 'Bebas Neue', category: 'display', package: '@fontsource/bebas-neue', weights: [400] },
  { name: 'Anton', category: 'display', package: '@fontsource/anton', weights: [400] },
  { name: 'Oswald', category: 'display', package: '@fontsource/oswald', weights: [400, 700] },
  { name: 'Abril Fatface', category: 'display', package: '@fontsource/abril-fatface', weights: [400] },
  { name: 'Righteous', category: 'display', package: '@fontsource/righteous', weights: [400] },
  { name: 'Comfortaa', category: 'display', package: '@fontsource/comfortaa', weights: [400, 700] },
  { name: 'Bangers', category: 'display', package: '@fontsource/bangers', weights: [400] },
  { name: 'Lobster', category: 'display', package: '@fontsource/lobster', weights: [400] },
  { name: 'Bungee', category: 'display', package: '@fontsource/bungee', weights: [400] },
  { name: 'Archivo Black', category: 'display', package: '@fontsource/archivo-black', weights: [400] },
  { name: 'Passion One', category: 'display', package: '@fontsource/passion-one', weights: [400, 700] },
  { name: 'Titan One', category: 'display', package: '@fontsource/titan-one', weights: [400] },
  { name: 'Luckiest Guy', category: 'display', package: '@fontsource/luckiest-guy', weights: [400] },
  { name: 'Fjalla One', category: 'display', package: '@fontsource/fjalla-one', weights: [400] },
  { name: 'Staatliches', category: 'display', package: '@fontsource/staatliches', weights: [400] },
  { name: 'Monoton', category: 'display', package: '@fontsource/monoton', weights: [400] },
  { name: 'Chewy', category: 'display', package: '@fontsource/chewy', weights: [400] },
  { name: 'Press Start 2P', category: 'display', package: '@fontsource/press-start-2p', weights: [400] },

  { name: 'Pacifico', category: 'handwriting', package: '@fontsource/pacifico', weights: [400] },
  {
    name: 'Dancing Script',
    category: 'handwriting',
    package: '@fontsource/dancing-script',
    weights: [400, 700],
  },
  { name: 'Caveat', category: 'handwriting', package: '@fontsource/caveat', weights: [400, 700] },
  { name: 'Great Vibes', category: 'handwriting', package: '@fontsource/great-vibes', weights: [400] },
  { name: 'Satisfy', category: 'handwriting', package: '@fontsource/satisfy', weights: [400] },
  { name: 'Sacramento', category: 'handwriting', package: '@fontsource/sacramento', weights: [400] },
  { name: 'Kaushan Script', category: 'handwriting', package: '@fontsource/kaushan-script', weights: [400] },
  { name: 'Amatic SC', category: 'handwriting', package: '@fontsource/amatic-sc', weights: [400, 700] },
  { name: 'Indie Flower', category: 'handwriting', package: '@fontsource/indie-flower', weights: [400] },
  {
    name: 'Shadows Into Light',
    category: 'handwriting',
    package: '@fontsource/shadows-into-light',
    weights: [400],
  },
  { name: 'Patrick Hand', category: 'handwriting', package: '@fontsource/patrick-hand', weights: [400] },
  { name: 'Courgette', category: 'handwriting', package: '@fontsource/courgette', weights: [400] },
  { name: 'Allura', category: 'handwriting', package: '@fontsource/allura', weights: [400] },
  { name: 'Parisienne', category: 'handwriting', package: '@fontsource/parisienne', weights: [400] },
  { name: 'Yellowtail', category: 'handwriting', package: '@fontsource/yellowtail', weights: [400] },
  {
    name: 'Permanent Marker',
    category: 'handwriting',
    package: '@fontsource/permanent-marker',
    weights: [400],
  },

  { name: 'Roboto Mono', category: 'monospace', package: '@fontsource/roboto-mono', weights: [400, 700] },
  { name: 'Space Mono', category: 'monospace', package: '@fontsource/space-mono', weights: [400, 700] },
  {
    name: 'Source Code Pro',
    category: 'monospace',
    package: '@fontsource/source-code-pro',
    weights: [400, 700],
  },
  { name: 'Courier Prime', category: 'monospace', package: '@fontsource/courier-prime', weights: [400, 700] },
  { name: 'IBM Plex Mono', category: 'monospace', package: '@fontsource/ibm-plex-mono', weights: [400, 700] },
];

/** True for a family of the catalogue (an uploaded font may use any other name). */
export function isFreeFont(name: string): boolean {
  return FREE_FONTS.some((font) => font.name === name);
}

/** An uploaded font file name must contain "ttf" (SPEC §5). */
export function isFontFileName(name: string): boolean {
  return name.toLowerCase().includes('ttf');
}
