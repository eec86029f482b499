import { z } from 'zod';
import { TEXT_CONTRAST_THRESHOLD } from './constants';
import { FIELD_LIMITS } from './limits';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/i;

/** Colours a document may hold: hex, short hex, rgb(), rgba() or 'transparent' (SPEC §5 colour inputs). */
export function isCssColor(value: string): boolean {
  return value === 'transparent' || HEX.test(value) || FUNCTIONAL.test(value);
}

export const cssColor = z
  .string()
  .max(FIELD_LIMITS.colour)
  .refine(isCssColor, { message: 'must be a hex, rgb() or rgba() colour' });

/** Red, green and blue of a hex, rgb() or rgba() colour, or null for anything else ('transparent' too). */
export function colourChannels(colour: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit) : hex[1]!.match(/../g)!;
    return digits.map((pair) => Number.parseInt(pair, 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(colour.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

/** Perceived brightness 0–255 (ITU-R BT.601 weights); null for a colour without channels. */
export function perceivedLuminance(colour: string): number | null {
  const channels = colourChannels(colour);
  return channels ? channels[0] * 0.299 + channels[1] * 0.587 + channels[2] * 0.114 : null;
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

const NO_ALPHA =
  /^(?:transparent|#[0-9a-f]{3}0|#[0-9a-f]{6}00|rgba\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*(?:0|0?\.0+)\s*\))$/i;

/** True for a colour that shows nothing: 'transparent', or a hex or rgba() colour of alpha 0. */
export function isTransparentColour(colour: string): boolean {
  return NO_ALPHA.test(colour.trim());
}
