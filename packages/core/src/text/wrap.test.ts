import { describe, expect, it } from 'vitest';
import { STICKER_WRAP, wrapByCharacters } from './wrap';

describe('wrapByCharacters', () => {
  it('breaks at spaces so no line is longer than the limit', () => {
    const lines = wrapByCharacters('What is your favourite colour of the whole rainbow?', 28);
    expect(lines).toEqual(['What is your favourite', 'colour of the whole rainbow?']);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(28);
  });

  it('keeps the line breaks the user typed and collapses repeated spaces', () => {
    expect(wrapByCharacters('one  two\nthree', 38)).toEqual(['one two', 'three']);
    expect(wrapByCharacters('', 38)).toEqual(['']);
  });

  it('leaves a word longer than a line whole unless words are cut', () => {
    expect(wrapByCharacters('supercalifragilistic', 13)).toEqual(['supercalifragilistic']);
  });

  it('cuts poll answer words over 10 characters and wraps at 13 (SPEC §5)', () => {
    const { pollAnswer, pollAnswerLongestWord } = STICKER_WRAP;
    expect(
      wrapByCharacters('SUPERCALIFRAGILISTIC YES', pollAnswer, { cutWordsOver: pollAnswerLongestWord }),
    ).toEqual(['SUPERCALIF', 'RAGILISTIC', 'YES']);
    expect(wrapByCharacters('OF COURSE NOT', pollAnswer, { cutWordsOver: 10 })).toEqual(['OF COURSE NOT']);
  });
});
