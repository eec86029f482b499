import { describe, expect, it } from 'vitest';
import type { ScheduledPost } from '@lienzo/core';
import {
  captionCount,
  formFromPost,
  newScheduleForm,
  readScheduleForm,
  toggleNetwork,
  type ScheduleFormValues,
} from './scheduleForm';

const NOW = Date.parse('2026-11-23T15:20:00Z');

const filled: ScheduleFormValues = {
  networks: ['instagram', 'twitter'],
  local: '2026-11-23T10:30:15',
  timeZone: 'America/Mexico_City',
  caption: 'Our summer sale starts now',
  hashtags: '#summer sale, #SUMMER',
  firstComment: 'Link in bio',
  altText: 'A green poster',
};

describe('the schedule form', () => {
  it('starts with no network, the default time in the given zone and nothing written', () => {
    expect(newScheduleForm(NOW, 'Europe/Madrid')).toEqual({
      networks: [],
      local: '2026-11-23T18:00',
      timeZone: 'Europe/Madrid',
      caption: '',
      hashtags: '',
      firstComment: '',
      altText: '',
    });
  });

  it('turns into the payload: the zone’s wall-clock time as its UTC instant, hashtags without # or repeats', () => {
    expect(readScheduleForm(filled, NOW)).toEqual({
      errors: null,
      fields: {
        networks: ['instagram', 'twitter'],
        publish_at: '2026-11-23T16:30:15.000Z',
        time_zone: 'America/Mexico_City',
        caption: 'Our summer sale starts now',
        hashtags: ['summer', 'sale'],
        first_comment: 'Link in bio',
        alt_text: 'A green poster',
      },
    });
  });

  it('names every problem, each on its field, and gives no payload', () => {
    expect(
      readScheduleForm({ ...filled, networks: [], local: '2026-11-23T09:00', hashtags: '#ok #no-dash' }, NOW),
    ).toEqual({
      fields: null,
      errors: { networks: 'none', time: 'past', hashtags: { code: 'invalid', invalid: ['#no-dash'] } },
    });
    expect(readScheduleForm({ ...filled, local: '' }, NOW).errors).toEqual({ time: 'missing' });
    // Madrid skips 02:00–03:00 on 28 March 2027.
    expect(
      readScheduleForm({ ...filled, local: '2027-03-28T02:30', timeZone: 'Europe/Madrid' }, NOW).errors,
    ).toEqual({
      time: 'skipped',
    });
    expect(readScheduleForm({ ...filled, local: '2027-12-01T10:00' }, NOW).errors).toEqual({
      time: 'too_far',
    });
    expect(readScheduleForm({ ...filled, timeZone: 'Mars/Olympus' }, NOW).errors).toEqual({
      timeZone: 'unknown',
    });
  });

  it('refuses the instant that is now, and more hashtags or longer texts than the API takes', () => {
    expect(readScheduleForm({ ...filled, local: '2026-11-23T09:20' }, NOW).errors).toEqual({ time: 'past' });
    const tags = Array.from({ length: 31 }, (_, index) => `#tag${index}`).join(' ');
    expect(
      readScheduleForm(
        {
          ...filled,
          hashtags: tags,
          caption: 'x'.repeat(5001),
          firstComment: 'x'.repeat(2201),
          altText: 'x'.repeat(1001),
        },
        NOW,
      ).errors,
    ).toEqual({
      hashtags: { code: 'too_many', max: 30 },
      caption: { code: 'too_long', max: 5000 },
      firstComment: { code: 'too_long', max: 2200 },
      altText: { code: 'too_long', max: 1000 },
    });
  });

  it('takes a scheduled post back, its time on the clock of the zone it was scheduled in', () => {
    const post = {
      networks: ['linkedin', 'pinterest'],
      publish_at: '2026-11-24T16:30:00.000Z',
      time_zone: 'America/Mexico_City',
      caption: 'Hi',
      hashtags: ['año_nuevo', 'sale'],
      first_comment: '',
      alt_text: 'Poster',
    } as unknown as ScheduledPost;
    const values = formFromPost(post);
    expect(values).toEqual({
      networks: ['linkedin', 'pinterest'],
      local: '2026-11-24T10:30',
      timeZone: 'America/Mexico_City',
      caption: 'Hi',
      hashtags: '#año_nuevo #sale',
      firstComment: '',
      altText: 'Poster',
    });
    // Sent back unchanged, it is the same post.
    expect(readScheduleForm(values, NOW).fields).toMatchObject({
      publish_at: post.publish_at,
      hashtags: post.hashtags,
    });
  });

  it('keeps the networks in their usual order as they are checked and unchecked', () => {
    expect(toggleNetwork(['twitter'], 'instagram', true)).toEqual(['instagram', 'twitter']);
    expect(toggleNetwork(['instagram', 'twitter'], 'instagram', false)).toEqual(['twitter']);
    expect(toggleNetwork(['twitter'], 'twitter', true)).toEqual(['twitter']);
  });

  it('counts the published text (caption and hashtags) against the strictest chosen network', () => {
    expect(captionCount({ networks: [], caption: 'Hello', hashtags: '' })).toEqual({
      length: 5,
      max: null,
      network: null,
    });
    // 'Hello\n\n#a #b' is 12 characters; an emoji counts once.
    expect(
      captionCount({ networks: ['instagram', 'twitter', 'pinterest'], caption: 'Hello', hashtags: 'a b' }),
    ).toEqual({ length: 12, max: 280, network: 'twitter' });
    expect(captionCount({ networks: ['linkedin'], caption: '😀', hashtags: '#no-dash' })).toEqual({
      length: 1,
      max: 3000,
      network: 'linkedin',
    });
  });
});
