import { allObjects } from '@lienzo/core';
import type { DesignDocument } from '@lienzo/core';

/** SPEC §5: what a colour input falls back to when a document colour cannot be read. */
export const FALLBACK_COLOUR = '#1A1A1A';

/** SPEC §9: quick colours, ten plus five greys. */
export const QUICK_COLOURS = [
  '#F25F5C',
  '#FFE066',
  '#247BA0',
  '#70C1B3',
  '#50514F',
  '#FF9F1C',
  '#2EC4B6',
  '#E71D36',
  '#8338EC',
  '#3A86FF',
] as const;
export const QUICK_GREYS = ['#FFFFFF', '#CCCCCC', '#999999', '#555555', '#000000'] as const;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(0|1|0?\.\d+|1\.0+)\s*)?\)$/i;

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/**
 * What a person typed in a colour input (SPEC §5): hex, short hex, rgb() or rgba(). Null when it is none
 * of them (the input shows 'Bad Hex').
 */
export function parseColour(input: string): Rgba | null {
  const value = input.trim();
  const hex = HEX.exec(value);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit).join('') : hex[1]!;
    return {
      r: parseInt(digits.slice(0, 2), 16),
      g: parseInt(digits.slice(2, 4), 16),
      b: parseInt(digits.slice(4, 6), 16),
      a: 1,
    };
  }
  const rgb = RGB.exec(value);
  if (!rgb) return null;
  const [r, g, b] = rgb.slice(1, 4).map(Number) as [number, number, number];
  if (r > 255 || g > 255 || b > 255) return null;
  return { r, g, b, a: rgb[4] === undefined ? 1 : Number(rgb[4]) };
}

/** A document colour (hex with or without alpha digits, rgb, rgba) read for the picker; fallback #1A1A1A. */
export function readColour(value: string | null | undefined): Rgba {
  if (!value || value === 'transparent') return { ...parseColour(FALLBACK_COLOUR)!, a: value ? 0 : 1 };
  const long = /^#([0-9a-f]{6})([0-9a-f]{2})$/i.exec(value);
  if (long) return { ...parseColour(`#${long[1]}`)!, a: round2(parseInt(long[2]!, 16) / 255) };
  return parseColour(value) ?? parseColour(FALLBACK_COLOUR)!;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** The colour stored in the document: #rrggbb when opaque, else rgba(). */
export function toCss(colour: Rgba): string {
  if (colour.a >= 1) return toHex(colour);
  return `rgba(${colour.r},${colour.g},${colour.b},${round2(Math.max(0, colour.a))})`;
}

const COLOUR_KEYS = ['fill', 'textBackgroundColor', 'backgroundColor', 'color'] as const;

/** SPEC §2 'Document Colors': every distinct colour the design's pages use, backgrounds first, as #rrggbb. */
export function documentColours(document: DesignDocument): string[] {
  const found = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value !== 'string' || value === '' || value === 'transparent') return;
    const colour = readColour(value);
    if (parseColour(value) || /^#[0-9a-f]{8}$/i.test(value)) found.add(toHex(colour));
  };
  for (const page of document.pages) add(page.background.color);
  for (const object of allObjects(document)) {
    const record = object as unknown as Record<string, unknown>;
    for (const key of COLOUR_KEYS) add(record[key]);
    const byTargets = record.colorsByTargets;
    if (byTargets && typeof byTargets === 'object') for (const value of Object.values(byTargets)) add(value);
    const styles = record.styles;
    if (Array.isArray(styles)) {
      for (const range of styles as { style?: Record<string, unknown> }[]) {
        add(range.style?.fill);
        add(range.style?.textBackgroundColor);
      }
    }
  }
  return [...found];
}

/**
 * SPEC §2/§9: the text colour section generates a palette of 10 when opened: tints and shades of the
 * text's own colour, then light and dark colours spread round the hue wheel. `seed` picks the start hue.
 */
export function generatePalette(base: string, seed: number): string[] {
  const { r, g, b } = readColour(base);
  const palette: string[] = [];
  for (const factor of [0.4, 0.7]) {
    palette.push(
      toHex({ r: Math.round(r * factor), g: Math.round(g * factor), b: Math.round(b * factor), a: 1 }),
    );
  }
  for (const factor of [0.4, 0.7]) {
    const tint = (channel: number) => Math.round(channel + (255 - channel) * factor);
    palette.push(toHex({ r: tint(r), g: tint(g), b: tint(b), a: 1 }));
  }
  const start = Math.abs(Math.floor(seed)) % 360;
  for (let index = 0; palette.length < 10; index++) {
    const hue = (start + index * 60) % 360;
    palette.push(hslToHex(hue, 0.7, index % 2 === 0 ? 0.75 : 0.3));
  }
  return palette;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const channel = (value: number) => Math.round((value + m) * 255);
  return toHex({ r: channel(r), g: channel(g), b: channel(b), a: 1 });
}
