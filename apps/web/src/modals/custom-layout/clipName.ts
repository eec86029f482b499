/** The document keeps a layout name of at most 200 UTF-16 units (core's schema). */
export const LAYOUT_NAME_MAX = 200;

/** `name` cut to LAYOUT_NAME_MAX without splitting a character (emoji stay whole). */
export function clipName(name: string, max = LAYOUT_NAME_MAX): string {
  let clipped = '';
  for (const character of name) {
    if (clipped.length + character.length > max) break;
    clipped += character;
  }
  return clipped;
}
