import { isLightColour } from '@lienzo/core';

/**
 * The fill of a card's inner box (the question's answer field, the slider's empty track). Dark cards
 * such as #000000, #1c4928 and #432326 flip it to a light tint (SPEC §5); light cards get a dark one.
 */
export function innerBoxTint(cardColour: string): string {
  return isLightColour(cardColour) ? 'rgba(0, 0, 0, 0.08)' : 'rgba(255, 255, 255, 0.25)';
}
