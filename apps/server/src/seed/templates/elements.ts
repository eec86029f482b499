import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { iconPath, STICKER_ICON_SET, type FtextAlignment, type Locale } from '@lienzo/core';
import { BUNDLED_PHOTOS_DIR } from '../../config';
import { PHOTOS_PATH } from '../../images/local-photos';

// The building blocks templates are written with: plain object records in layout pixels, without ids
// (a template's document numbers them). Only our own object types, fonts, icons and bundled photos.

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One object of a template before it gets its id: the record of its type, defaults left to migrate(). */
export type TemplateObject = { type: string } & Record<string, unknown>;

export type TemplateFont = 'Open Sans' | 'Raleway' | 'Lora' | 'Glegoo' | 'Lilita One' | 'Fredoka One';

/** Words of a template in both interface languages (issue 24). */
export interface Bilingual {
  en: string;
  es: string;
}

/** Words in one language, or the same in every language (a name, a number, a price, a code). */
export type Words = Bilingual | string;

export function wordsIn(words: Words, locale: Locale): string {
  return typeof words === 'string' ? words : words[locale];
}

/** Where a text keeps its Spanish font size until templateDocument() picks a language (not a record field). */
export const SPANISH_SIZE = 'fontSizeEs';

/** The height of a pz-text of `text` at `size`: what its lines take. */
export function textHeight(text: string, size: number, lineHeight: number): number {
  return Math.round(text.split('\n').length * size * lineHeight * 1.13);
}

export interface TextStyle {
  size: number;
  /** The size of the Spanish words, where they are longer than the English ones fit at `size`. */
  sizeEs?: number;
  font: TemplateFont;
  fill: string;
  weight?: 'normal' | 'bold' | 300;
  italic?: boolean;
  align?: 'left' | 'center' | 'right';
  /** Fabric's charSpacing: thousandths of an em. */
  spacing?: number;
  lineHeight?: number;
  background?: string;
  opacity?: number;
  angle?: number;
}

/**
 * A pz-text at `left, top`, `width` wide; its height is what its lines take. Words in both languages stay so
 * until templateDocument() picks one.
 */
export function text(
  words: Words,
  { left, top, width }: Omit<Box, 'height'>,
  style: TextStyle,
): TemplateObject {
  const lineHeight = style.lineHeight ?? 1.1;
  return {
    type: 'pz-text',
    text: words,
    left,
    top,
    width,
    height: textHeight(wordsIn(words, 'en'), style.size, lineHeight),
    fontSize: style.size,
    ...(style.sizeEs === undefined ? {} : { [SPANISH_SIZE]: style.sizeEs }),
    fontFamily: style.font,
    fontWeight: style.weight ?? 'normal',
    fontStyle: style.italic ? 'italic' : 'normal',
    fill: style.fill,
    textAlign: style.align ?? 'center',
    charSpacing: style.spacing ?? 0,
    lineHeight,
    textBackgroundColor: style.background ?? '',
    opacity: style.opacity ?? 1,
    angle: style.angle ?? 0,
  };
}

export interface FancyStyle {
  size: number;
  font: TemplateFont;
  fill: string;
  background: string;
  shape: string;
  padding?: number;
  align?: FtextAlignment;
  angle?: number;
}

/** A pz-ftext: words on a shape (ribbon, starburst, badge…). */
export function fancy(words: Words, box: Box, style: FancyStyle): TemplateObject {
  return {
    type: 'pz-ftext',
    text: words,
    ...box,
    fontSize: style.size,
    fontFamily: style.font,
    fill: style.fill,
    backgroundColor: style.background,
    shapeId: style.shape,
    padding: style.padding ?? 16,
    textAlign: style.align ?? 'center',
    angle: style.angle ?? 0,
  };
}

/** An icon of the catalogue as a one-colour pz-vector stretched over `box`. */
export function icon(
  set: string,
  name: string,
  box: Box,
  fill: string,
  { opacity = 1, angle = 0 }: { opacity?: number; angle?: number } = {},
): TemplateObject {
  return { type: 'pz-vector', src: iconPath(set, name), ...box, fill, opacity, angle };
}

/**
 * A solid rectangle: the icon `mdi:square` draws 3..21 of its 24-unit box, so the vector is made larger to
 * put the square itself exactly on `box`.
 */
export function panel(box: Box, fill: string, options: { opacity?: number; angle?: number } = {}) {
  const grow = 24 / 18;
  return icon(
    'mdi',
    'square',
    {
      left: box.left - (box.width * 3) / 18,
      top: box.top - (box.height * 3) / 18,
      width: box.width * grow,
      height: box.height * grow,
    },
    fill,
    options,
  );
}

/** A solid disc centred on `x, y` (the icon `mdi:circle` draws 2..22 of its 24 units). */
export function disc(x: number, y: number, radius: number, fill: string, options: { opacity?: number } = {}) {
  const size = radius * 2 * (24 / 20);
  return icon(
    'mdi',
    'circle',
    { left: x - size / 2, top: y - size / 2, width: size, height: size },
    fill,
    options,
  );
}

/** One of the Instagram drawer's stickers (fluent-emoji-flat, 32 units square), as the drawer adds it. */
export function sticker(name: string, left: number, top: number, size: number, angle = 0): TemplateObject {
  return {
    type: 'pz-image',
    src: iconPath(STICKER_ICON_SET, name),
    sticker: true,
    left,
    top,
    width: 32,
    height: 32,
    scaleX: size / 32,
    scaleY: size / 32,
    angle,
  };
}

interface PhotoSize {
  width: number;
  height: number;
}

let photoSizes: Map<string, PhotoSize> | undefined;

function photoSize(file: string): PhotoSize {
  photoSizes ??= new Map(
    (
      JSON.parse(readFileSync(join(BUNDLED_PHOTOS_DIR, 'catalogue.json'), 'utf8')) as {
        photos: ({ file: string } & PhotoSize)[];
      }
    ).photos.map((photo) => [photo.file, { width: photo.width, height: photo.height }]),
  );
  const size = photoSizes.get(file);
  if (!size) throw new Error(`No bundled photo ${file}`);
  return size;
}

/** The same-site address of a bundled photo. */
export const photoSrc = (file: string) => `${PHOTOS_PATH}/${file}`;

/**
 * A bundled photo as a pz-image covering `box`: scaled to fill it and cropped about the point `focus`
 * (fractions of the photo, centre by default).
 */
export function photo(file: string, box: Box, focus: { x?: number; y?: number } = {}): TemplateObject {
  const natural = photoSize(file);
  const scale = Math.max(box.width / natural.width, box.height / natural.height);
  const width = box.width / scale;
  const height = box.height / scale;
  const cropX = Math.max(0, Math.min(natural.width - width, natural.width * (focus.x ?? 0.5) - width / 2));
  const cropY = Math.max(
    0,
    Math.min(natural.height - height, natural.height * (focus.y ?? 0.5) - height / 2),
  );
  return {
    type: 'pz-image',
    src: photoSrc(file),
    left: box.left,
    top: box.top,
    width: Math.round(width),
    height: Math.round(height),
    scaleX: scale,
    scaleY: scale,
    cropX: Math.round(cropX),
    cropY: Math.round(cropY),
  };
}
