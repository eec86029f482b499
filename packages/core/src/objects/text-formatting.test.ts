import { describe, expect, it } from 'vitest';
import { pzTextSchema } from './pz-text';
import { changeTextCase } from './text-formatting';

describe('changeTextCase', () => {
  it('upper-cases and lower-cases every letter, accents included', () => {
    expect(changeTextCase('Año nuevo, vida NUEVA', 'upper')).toBe('AÑO NUEVO, VIDA NUEVA');
    expect(changeTextCase('Año Nuevo, VIDA', 'lower')).toBe('año nuevo, vida');
  });

  it('title-cases every word and lowers the rest, keeping apostrophes inside words', () => {
    expect(changeTextCase("don't STOP the MUSIC-now", 'title')).toBe("Don't Stop The Music-Now");
    expect(changeTextCase('línea uno\nlínea dos', 'title')).toBe('Línea Uno\nLínea Dos');
  });

  it('keeps the number of characters, so per-character styles stay on their letters', () => {
    const text = 'straße 🎉 ok';
    for (const to of ['upper', 'lower', 'title'] as const) {
      expect(Array.from(changeTextCase(text, to))).toHaveLength(Array.from(text).length);
    }
    expect(changeTextCase('straße', 'upper')).toBe('STRAßE');
  });
});

describe('text formatting properties', () => {
  it('reads a text saved before lists existed as a text without a list', () => {
    const old = { id: 't', type: 'pz-text', left: 0, top: 0, width: 100, height: 40, text: 'Old' };
    expect(pzTextSchema.parse(old)).toMatchObject({ listStyle: 'none', textDecoration: '' });
  });
});
