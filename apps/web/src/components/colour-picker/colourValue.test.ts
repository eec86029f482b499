import { describe, expect, it } from 'vitest';
import { createDocument, createObject, firstPage } from '@lienzo/core';
import {
  QUICK_COLOURS,
  QUICK_GREYS,
  documentColours,
  generatePalette,
  parseColour,
  readColour,
  toCss,
} from './colourValue';

describe('parseColour', () => {
  it('accepts hex, short hex, rgb and rgba', () => {
    expect(parseColour('#FF3366')).toEqual({ r: 255, g: 51, b: 102, a: 1 });
    expect(parseColour('#f36')).toEqual({ r: 255, g: 51, b: 102, a: 1 });
    expect(parseColour('rgb(1, 2, 3)')).toEqual({ r: 1, g: 2, b: 3, a: 1 });
    expect(parseColour('rgba(1,2,3,0.5)')).toEqual({ r: 1, g: 2, b: 3, a: 0.5 });
  });
  it('refuses anything else (Bad Hex)', () => {
    for (const bad of ['#12', '#12345', 'ff3366', '#ggg', 'rgb(300,0,0)', 'rgba(1,2,3,2)', '']) {
      expect(parseColour(bad)).toBeNull();
    }
  });
});

describe('readColour', () => {
  it('falls back to #1A1A1A', () => {
    expect(toCss(readColour('nonsense'))).toBe('#1a1a1a');
    expect(toCss(readColour(undefined))).toBe('#1a1a1a');
  });
  it('keeps alpha', () => {
    expect(toCss(readColour('rgba(10,20,30,0.25)'))).toBe('rgba(10,20,30,0.25)');
    expect(readColour('#ff000080').a).toBe(0.5);
  });
});

describe('colour lists', () => {
  it('has ten quick colours and five greys', () => {
    expect(QUICK_COLOURS).toHaveLength(10);
    expect(QUICK_GREYS).toHaveLength(5);
  });
  it('lists the colours a design uses once each', () => {
    const document = createDocument();
    firstPage(document).background.color = '#62CAD9';
    firstPage(document).objects.push(
      createObject('pz-text', { id: 'a', left: 0, top: 0, text: 'a', fill: '#ff0000' }),
      createObject('pz-text', { id: 'b', left: 0, top: 0, text: 'b', fill: '#FF0000' }),
    );
    expect(documentColours(document)).toEqual(['#62cad9', '#ff0000']);
  });
  it('generates a palette of ten colours from a base', () => {
    const palette = generatePalette('#336699', 7);
    expect(palette).toHaveLength(10);
    expect(new Set(palette).size).toBe(10);
    for (const colour of palette) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });
});
