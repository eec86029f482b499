import { describe, expect, it } from 'vitest';
import { scheduleWarnings, type SchedulableDesign } from './network-checks';
import { SCHEDULE_NETWORKS } from './networks';

const square: SchedulableDesign = {
  post_type: 'IMAGE',
  width: 1080,
  height: 1080,
  caption: 'Hello',
  hashtags: [],
  first_comment: '',
};

describe('checks against each network before scheduling', () => {
  it('finds nothing wrong with a square picture and a short caption anywhere', () => {
    expect(scheduleWarnings(square, SCHEDULE_NETWORKS)).toEqual([]);
  });

  it('warns when Instagram would crop a wide banner, and accepts its 9:16 story', () => {
    const banner = { ...square, width: 1500, height: 500 };
    expect(scheduleWarnings(banner, ['instagram', 'twitter'])).toEqual([
      { network: 'instagram', code: 'ratio', min: 0.8, max: 1.91, actual: 3 },
    ]);
    expect(scheduleWarnings({ ...square, width: 1080, height: 1920 }, ['instagram'])).toEqual([]);
  });

  it('warns about videos outside 3–60 s but not about pictures without a length', () => {
    const video = { ...square, post_type: 'video' as const };
    expect(scheduleWarnings({ ...video, duration: 2 }, ['linkedin'])).toEqual([
      { network: 'linkedin', code: 'video_too_short', min: 3, actual: 2 },
    ]);
    expect(scheduleWarnings({ ...video, duration: 61 }, ['google'])).toEqual([
      { network: 'google', code: 'video_too_long', max: 60, actual: 61 },
    ]);
    expect(scheduleWarnings({ ...video, duration: 15 }, SCHEDULE_NETWORKS)).toEqual([]);
    expect(scheduleWarnings({ ...square, duration: 90 }, ['instagram'])).toEqual([]);
  });

  it('counts the hashtags into the caption length, and counts them', () => {
    const tags = Array.from({ length: 11 }, (_, index) => `tag${index}`);
    const long = { ...square, caption: 'x'.repeat(250), hashtags: tags };
    expect(scheduleWarnings(long, ['twitter'])).toEqual([
      {
        network: 'twitter',
        code: 'caption_too_long',
        max: 280,
        actual: 250 + 2 + tags.join(' #').length + 1,
      },
      { network: 'twitter', code: 'too_many_hashtags', max: 10, actual: 11 },
    ]);
  });

  it('counts an emoji as one character', () => {
    expect(scheduleWarnings({ ...square, caption: '😀'.repeat(280) }, ['twitter'])).toEqual([]);
  });

  it('says which networks take no first comment, and small pictures', () => {
    const post = { ...square, width: 240, height: 240, first_comment: 'Link in bio' };
    expect(scheduleWarnings(post, ['instagram', 'pinterest'])).toEqual([
      { network: 'instagram', code: 'too_narrow', min: 320, actual: 240 },
      { network: 'pinterest', code: 'no_first_comment' },
    ]);
  });
});
