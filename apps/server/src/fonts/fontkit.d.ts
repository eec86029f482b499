// The part of fontkit (which ships no types) that font uploads use.
declare module 'fontkit' {
  export interface Font {
    type: string;
    familyName: string | null;
    numGlyphs: number;
    directory: { tables: Record<string, unknown> };
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export interface FontCollection {
    type: 'TTC' | 'DFont';
    fonts: Font[];
  }
  export function create(buffer: Buffer | Uint8Array, postscriptName?: string): Font | FontCollection;
}
