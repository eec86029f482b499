import { describe, expect, it } from 'vitest';
import { instagramPollFontSize, normalizePollAnswer, pollAnswerFontSize, pzPollDefaults } from './pz-poll';

describe('poll', () => {
  it('starts with YES / NO answers at scale 0.15 (SPEC §2, §9)', () => {
    expect(pzPollDefaults()).toMatchObject({
      poll: { question: '', a1: 'YES', a2: 'NO' },
      scaleX: 0.15,
      scaleY: 0.15,
      instagram: { type: 'POLL' },
    });
  });

  it('stores answers upper case and an empty one as null (SPEC §5)', () => {
    expect(normalizePollAnswer(' maybe ')).toBe('MAYBE');
    expect(normalizePollAnswer('   ')).toBeNull();
    expect(normalizePollAnswer(null)).toBeNull();
  });

  it('sizes answers 100, 75 from 8 characters and 60 from 17, and maps them for Instagram', () => {
    expect(['YES', 'ABSOLUTE', 'ABSOLUTELY NOT NOW', null].map(pollAnswerFontSize)).toEqual([
      100, 75, 60, 100,
    ]);
    expect([60, 75, 100, 42].map(instagramPollFontSize)).toEqual([17.5, 22, 30, 25]);
  });
});
