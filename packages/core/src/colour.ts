import { z } from 'zod';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/i;

/** Colours a document may hold: hex, short hex, rgb(), rgba() or 'transparent' (SPEC §5 colour inputs). */
export function isCssColor(value: string): boolean {
  return value === 'transparent' || HEX.test(value) || FUNCTIONAL.test(value);
}

export const cssColor = z.string().refine(isCssColor, { message: 'must be a hex, rgb() or rgba() colour' });
