import { firstPage } from '../document/pages';
import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../constants';
import { createDocument } from '../document/create';
import { createObject } from '../objects';
import { documentTextContent } from './content';
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

describe('long texts fit the save payload', () => {
  const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

  it('clips the text content of three 10,000-character texts to 20,000 units, emoji whole', () => {
    const long = '🎨'.repeat(4_999) + 'x';
    const document = createDocument();
    firstPage(document).objects = [0, 1, 2].map((index) =>
      createObject('pz-text', { id: `t${index}`, left: 0, top: 0, text: long }),
    );
    const content = documentTextContent(document);
    expect(content.length).toBeLessThanOrEqual(TEXT_LIMITS.textContent);
    expect(content.length).toBeGreaterThan(TEXT_LIMITS.textContent - 2);
    expect(content.endsWith('\uD83C')).toBe(false);
  });

  it('cuts keywords back to whole words within their limit', () => {
    const keywords = deriveKeywords(words(3_000));
    expect(keywords.length).toBeLessThanOrEqual(TEXT_LIMITS.keywords);
    expect(keywords.split(',').every((word) => /^word\d+$/.test(word))).toBe(true);
    expect(deriveKeywords(words(10))).toBe(words(10).replaceAll(' ', ','));
  });
});
