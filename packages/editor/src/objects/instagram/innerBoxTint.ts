import { TEXT_CONTRAST_THRESHOLD } from '@lienzo/core';

/** Red, green and blue of a hex, rgb() or rgba() colour, or null for anything else. */
function channelsOf(colour: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit) : hex[1]!.match(/../g)!;
    return digits.map((pair) => Number.parseInt(pair, 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(colour.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

/**
 * The fill of a card's inner box (the question's answer field, the slider's empty track). Dark cards
 * such as #000000, #1c4928 and #432326 flip it to a light tint (SPEC §5); light cards get a dark one.
 */
export function innerBoxTint(cardColour: string): string {
  const channels = channelsOf(cardColour);
  const luminance = channels ? channels[0] * 0.299 + channels[1] * 0.587 + channels[2] * 0.114 : 255;
  return luminance < TEXT_CONTRAST_THRESHOLD ? 'rgba(255, 255, 255, 0.25)' : 'rgba(0, 0, 0, 0.08)';
}
