import { DEFAULT_FONT_FAMILY, FONTS } from '../constants';
import { FREE_FONTS } from './catalogue';

/** Where the server serves the catalogue's files, below the site's base path. */
export const FREE_FONT_PATH = '/fonts/free/';

/** One file of the catalogue: a family at one weight and style, Latin subset, woff2. */
export interface FreeFontFace {
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  /** The npm package holding the file. */
  package: string;
  /** Its name, both in the package's `files/` folder and below {@link FREE_FONT_PATH}. */
  file: string;
}

function faceOf(
  entry: (typeof FREE_FONTS)[number],
  weight: number,
  style: FreeFontFace['style'],
): FreeFontFace {
  const id = entry.package.slice('@fontsource/'.length);
  return {
    family: entry.name,
    weight,
    style,
    package: entry.package,
    file: `${id}-latin-${weight}-${style}.woff2`,
  };
}

/** Every file of the catalogue, once each (Open Sans and Open Sans 600 share theirs). */
export const FREE_FONT_FACES: readonly FreeFontFace[] = [
  ...new Map(
    FREE_FONTS.flatMap((entry) => [
      ...entry.weights.map((weight) => faceOf(entry, weight, 'normal')),
      ...(entry.italics ?? []).map((weight) => faceOf(entry, weight, 'italic')),
    ]).map((face) => [face.file, face]),
  ).values(),
];

/**
 * The faces the editor draws new objects in (texts, fancy text, poll answers, drawn bold), as CSS font
 * shorthands: loaded before the editor starts, so an object added at once is measured in its real face.
 */
export const NEW_OBJECT_FONTS: readonly string[] = [
  `normal 16px "${DEFAULT_FONT_FAMILY}"`,
  `bold 16px "${DEFAULT_FONT_FAMILY}"`,
  `normal normal 16px "${FONTS.fancyText.fontFamily}"`,
  `normal bold 16px "${FONTS.pollAnswers.fontFamily}"`,
];
