import { describe, expect, it } from 'vitest';
import { deriveKeywords, deriveTitle } from './derive';

describe('keywords', () => {
  it('lowercases, drops punctuation and stopwords, keeps unique words', () => {
    expect(deriveKeywords('The BIG sale, the big SALE! Ofertas de la semana')).toBe(
      'big,sale,ofertas,semana',
    );
  });

  it('keeps accented letters and digits', () => {
    expect(deriveKeywords('Café 2026 — año nuevo')).toBe('café,2026,año,nuevo');
  });

  it('is empty for no words', () => {
    expect(deriveKeywords(' !!! ')).toBe('');
  });
});

describe('title', () => {
  it('is the text content when there is some', () => {
    expect(deriveTitle('  Summer\n sale ', { name: 'Instagram Story', width: 540, height: 960 })).toBe(
      'Summer sale',
    );
  });

  it('falls back to name (w x h)', () => {
    expect(deriveTitle('', { name: 'Instagram Story', width: 540, height: 960 })).toBe(
      'Instagram Story (540 x 960)',
    );
  });
});
