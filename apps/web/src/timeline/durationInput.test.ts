import { describe, expect, it } from 'vitest';
import { parseDuration } from './durationInput';

describe('the timeline length field', () => {
  it('reads whole seconds from 1 to 600', () => {
    expect(parseDuration('1')).toBe(1);
    expect(parseDuration('10')).toBe(10);
    expect(parseDuration(' 15 ')).toBe(15);
    expect(parseDuration('600')).toBe(600);
  });

  it('refuses zero, too long, fractions, signs, words and nothing', () => {
    for (const text of ['0', '601', '1000', '2.5', '-3', '+4', '1e2', 'ten', '', '  ', '0x10'])
      expect(parseDuration(text), text).toBeNull();
  });
});
