import { DEFAULT_TEXT_COLOR, TEXT_CONTRAST_THRESHOLD } from '@lienzo/core';

/** The colour of a new text on a dark background (SPEC §9: white below the contrast threshold). */
export const LIGHT_TEXT_COLOR = '#FFFFFF';

/** Mean perceived brightness 0–255 (ITU-R BT.601) of a drawn picture, transparent parts read as white. */
export function meanBrightness(picture: HTMLCanvasElement): number {
  const context = picture.getContext('2d', { willReadFrequently: true });
  if (!context || picture.width === 0 || picture.height === 0) return 255;
  const { data } = context.getImageData(0, 0, picture.width, picture.height);
  let total = 0;
  for (let at = 0; at < data.length; at += 4) {
    const alpha = data[at + 3]! / 255;
    const luminance = data[at]! * 0.299 + data[at + 1]! * 0.587 + data[at + 2]! * 0.114;
    total += luminance * alpha + 255 * (1 - alpha);
  }
  return total / (data.length / 4);
}

/** SPEC §9: #1a1a1a on a light background, white on one darker than the contrast threshold 186. */
export function textColourForBrightness(brightness: number): string {
  return brightness >= TEXT_CONTRAST_THRESHOLD ? DEFAULT_TEXT_COLOR : LIGHT_TEXT_COLOR;
}
