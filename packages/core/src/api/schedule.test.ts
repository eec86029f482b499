import { describe, expect, it } from 'vitest';
import { scheduleCreateSchema, scheduleUpdateSchema } from './schedule';

const valid = {
  design_id: 3,
  networks: ['instagram', 'twitter'],
  publish_at: '2026-12-01T09:00:00.000Z',
  time_zone: 'Europe/Madrid',
};

describe('the scheduling payloads', () => {
  it('fills the optional texts', () => {
    expect(scheduleCreateSchema.parse(valid)).toEqual({
      ...valid,
      caption: '',
      hashtags: [],
      first_comment: '',
      alt_text: '',
    });
  });

  it.each([
    ['no network', { networks: [] }],
    ['an unknown network', { networks: ['myspace'] }],
    ['a network twice', { networks: ['twitter', 'twitter'] }],
    ['a time without its zone offset', { publish_at: '2026-12-01T09:00:00' }],
    ['a date that is not one', { publish_at: 'tomorrow' }],
    ['an unknown time zone', { time_zone: 'Mars/Base' }],
    ['a hashtag with #', { hashtags: ['#sale'] }],
    ['a hashtag with markup', { hashtags: ['<b>'] }],
    ['31 hashtags', { hashtags: Array.from({ length: 31 }, (_, index) => `t${index}`) }],
    ['a caption over 5000 characters', { caption: 'x'.repeat(5001) }],
    ['alt text over 1000 characters', { alt_text: 'x'.repeat(1001) }],
    ['a design id that is not a number', { design_id: '3' }],
  ])('refuses %s', (_, change) => {
    expect(scheduleCreateSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it('updates by post id', () => {
    const { design_id: _designId, ...fields } = valid;
    expect(scheduleUpdateSchema.safeParse({ ...fields, id: 9 }).success).toBe(true);
    expect(scheduleUpdateSchema.safeParse({ ...fields, id: 0 }).success).toBe(false);
  });
});
