const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** SPEC §5: a hex colour must be #RGB or #RRGGBB. Returns it as lowercase #rrggbb, or null ('Bad Hex'). */
export function parseHexColor(input: string): string | null {
  const value = input.trim();
  const match = HEX.exec(value);
  if (!match) return null;
  const digits = match[1]!.toLowerCase();
  return digits.length === 3 ? `#${[...digits].map((digit) => digit + digit).join('')}` : `#${digits}`;
}

const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/i;

/**
 * Any colour a document may hold (hex, short hex, rgb(), rgba()) as the #rrggbb an `<input type=color>`
 * needs; alpha is dropped, and what is not a colour falls back to #1a1a1a (SPEC §5).
 */
export function toColorInputValue(color: string): string {
  const hex = color.length === 9 || color.length === 5 ? color.slice(0, color.length === 9 ? 7 : 4) : color;
  const parsed = parseHexColor(hex);
  if (parsed) return parsed;
  const rgb = RGB.exec(color.trim());
  if (rgb) {
    return `#${rgb
      .slice(1, 4)
      .map((channel) => Math.min(255, Number(channel)).toString(16).padStart(2, '0'))
      .join('')}`;
  }
  return '#1a1a1a';
}
