/** `text` cut to at most `max` UTF-16 units without splitting a character (emoji stay whole). */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  let clipped = '';
  for (const character of text) {
    if (clipped.length + character.length > max) break;
    clipped += character;
  }
  return clipped;
}
