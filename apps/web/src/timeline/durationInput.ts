import { isTimelineDuration } from '@lienzo/core';

/**
 * What was typed in the timeline's length field as a number of seconds, or null when it is not a whole
 * number from 1 to 600 (SPEC §3: a timeline of whole seconds).
 */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const seconds = Number(trimmed);
  return isTimelineDuration(seconds) ? seconds : null;
}
