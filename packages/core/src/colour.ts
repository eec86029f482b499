import { colord } from 'colord';
import { z } from 'zod';
import { TEXT_CONTRAST_THRESHOLD } from './constants';
import { FIELD_LIMITS } from './limits';

/** Red, green and blue 0–255 and alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** SPEC §5: what a colour input shows when a document colour cannot be read. */
export const FALLBACK_COLOUR = '#1A1A1A';

// colord reads more of CSS than SPEC §5 allows (names, hsl(), percentages) and clamps what is out of
// range, so these forms decide what is a colour here and colord only reads the ones that pass.
const CHANNEL = String.raw`\s*(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\s*`;
const ALPHA = String.raw`\s*(?:0|1|0?\.\d+|1\.0+)\s*`;
const RGB = String.raw`rgba?\(${CHANNEL},${CHANNEL},${CHANNEL}(?:,${ALPHA})?\)`;
/** SPEC §5 colour inputs: hex (#RGB or #RRGGBB), rgb() or rgba(). */
const TYPED = new RegExp(String.raw`^(?:#(?:[0-9a-f]{3}|[0-9a-f]{6})|${RGB})$`, 'i');
/** What a document may hold: the typed forms, hex with alpha digits, and 'transparent'. */
const STORED = new RegExp(
  String.raw`^(?:transparent|#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|${RGB})$`,
  'i',
);

/**
 * What a person typed in a colour input (SPEC §5): hex, short hex, rgb() or rgba(), spaces around it
 * ignored. Null for anything else (the input shows 'Bad Hex').
 */
export function parseColour(input: string): Rgba | null {
  if (input.length > FIELD_LIMITS.colour) return null;
  const value = input.trim();
  return TYPED.test(value) ? colord(value).toRgb() : null;
}

/** Colours a document may hold: hex, short hex, either with alpha digits, rgb(), rgba() or 'transparent'. */
export function isCssColor(value: string): boolean {
  return value.length <= FIELD_LIMITS.colour && STORED.test(value);
}

export const cssColor = z
  .string()
  .max(FIELD_LIMITS.colour)
  .refine(isCssColor, { message: 'must be a hex, rgb() or rgba() colour' });

/** A document colour as channels: #1A1A1A when it is not a colour, and #1A1A1A at alpha 0 for 'transparent'. */
export function readColour(value: string | null | undefined): Rgba {
  const colour = value?.trim() ?? '';
  if (colour !== 'transparent' && isCssColor(colour)) return colord(colour).toRgb();
  return { ...colord(FALLBACK_COLOUR).toRgb(), a: colour === 'transparent' ? 0 : 1 };
}

/** Lowercase #rrggbb, alpha left out (what an `<input type=color>` takes). */
export function toHex({ r, g, b }: Rgba): string {
  return colord({ r, g, b }).toHex();
}

/** The colour a document stores: #rrggbb when opaque, else rgba() with alpha to two places. */
export function toCss(colour: Rgba): string {
  if (colour.a >= 1) return toHex(colour);
  return colord({ ...colour, a: Math.round(Math.max(0, colour.a) * 100) / 100 }).toRgbString();
}

/** Red, green and blue of a colour, or null for 'transparent' and for what is not a colour. */
function channelsOf(colour: string): Rgba | null {
  const value = colour.trim();
  return value !== 'transparent' && isCssColor(value) ? colord(value).toRgb() : null;
}

/** Perceived brightness 0–255 (ITU-R BT.601 weights); null for a colour without channels. */
export function perceivedLuminance(colour: string): number | null {
  const channels = channelsOf(colour);
  return channels ? channels.r * 0.299 + channels.g * 0.587 + channels.b * 0.114 : null;
}

/** True when dark text reads better than white on the colour (SPEC §9 threshold 186). */
export function isLightColour(colour: string): boolean {
  return (perceivedLuminance(colour) ?? 255) >= TEXT_CONTRAST_THRESHOLD;
}

export const CONTRAST_TEXT = {
  dark: '#000000',
  light: '#FFFFFF',
  darkRed: '#A8122A',
  darkBrown: '#6B3A12',
} as const;

/** Light backgrounds whose text takes their own dark hue instead of black (SPEC §9). */
const TINTED_TEXT: Readonly<Record<string, string>> = {
  '#FFD2D4': CONTRAST_TEXT.darkRed,
  '#FCE0B0': CONTRAST_TEXT.darkBrown,
};

/**
 * The text colour the editor picks for a background (SPEC §9): black on white and other light colours,
 * dark red on #ffd2d4, dark brown on #fce0b0, white on everything darker than the threshold.
 */
export function textColourOn(background: string): string {
  const tinted = TINTED_TEXT[background.trim().toUpperCase()];
  if (tinted) return tinted;
  return isLightColour(background) ? CONTRAST_TEXT.dark : CONTRAST_TEXT.light;
}

/** True for a colour that shows nothing: 'transparent', or a hex or rgba() colour of alpha 0. */
export function isTransparentColour(colour: string): boolean {
  return colour.trim() === 'transparent' || channelsOf(colour)?.a === 0;
}

/**
 * SPEC §2/§9: the text colour section's palette of 10: two shades and two tints of `base`, then light and
 * dark colours spread round the hue wheel from a start hue that `seed` picks.
 */
export function generatePalette(base: string, seed: number): string[] {
  const { r, g, b } = readColour(base);
  const shade = (factor: number) => toHex({ r: r * factor, g: g * factor, b: b * factor, a: 1 });
  const tint = (factor: number) => {
    const towardsWhite = (channel: number) => channel + (255 - channel) * factor;
    return toHex({ r: towardsWhite(r), g: towardsWhite(g), b: towardsWhite(b), a: 1 });
  };
  const palette = [shade(0.4), shade(0.7), tint(0.4), tint(0.7)];
  const start = Math.abs(Math.floor(seed)) % 360;
  for (let index = 0; palette.length < 10; index++) {
    const hue = (start + index * 60) % 360;
    palette.push(colord({ h: hue, s: 70, l: index % 2 === 0 ? 75 : 30 }).toHex());
  }
  return palette;
}
