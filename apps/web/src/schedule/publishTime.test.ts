import { describe, expect, it } from 'vitest';
import { defaultPublishLocal, formatPublishTime, zoneName, zoneOffset } from './publishTime';

describe('the time a new post starts at', () => {
  it('is the next whole hour plus one, on the zone’s clock', () => {
    // 14:20 in Madrid (winter, UTC+1) → 16:00 there.
    expect(defaultPublishLocal(Date.parse('2026-01-15T13:20:00Z'), 'Europe/Madrid')).toBe('2026-01-15T16:00');
    // On the hour exactly: still two hours on, never a time that has just begun.
    expect(defaultPublishLocal(Date.parse('2026-01-15T13:00:00Z'), 'Europe/Madrid')).toBe('2026-01-15T16:00');
    // A zone three quarters of an hour off UTC counts whole hours of its own clock.
    expect(defaultPublishLocal(Date.parse('2026-01-15T10:00:00Z'), 'Asia/Kathmandu')).toBe(
      '2026-01-15T17:00',
    );
  });

  it('crosses midnight, and the hour the clocks skip', () => {
    expect(defaultPublishLocal(Date.parse('2026-01-15T22:59:59Z'), 'UTC')).toBe('2026-01-16T00:00');
    // Madrid, 29 March 2026: 01:30 → the next hour (02:00) does not exist, so 03:00 → 04:00.
    expect(defaultPublishLocal(Date.parse('2026-03-29T00:30:00Z'), 'Europe/Madrid')).toBe('2026-03-29T04:00');
  });
});

describe('a post’s time as people read it', () => {
  it('names the zone without underscores and gives its offset then', () => {
    expect(zoneName('America/Mexico_City')).toBe('America/Mexico City');
    expect(zoneOffset('America/Mexico_City', Date.parse('2026-07-01T12:00:00Z'), 'en')).toBe('GMT-6');
    expect(zoneOffset('Europe/Madrid', Date.parse('2026-07-01T12:00:00Z'), 'en')).toBe('GMT+2');
    expect(zoneOffset('Europe/Madrid', Date.parse('2026-01-01T12:00:00Z'), 'en')).toBe('GMT+1');
    expect(zoneOffset('Asia/Kathmandu', Date.parse('2026-01-01T12:00:00Z'), 'en')).toBe('GMT+5:45');
  });

  it('shows the instant on the clock of its zone, in the locale, seconds only when there are some', () => {
    expect(formatPublishTime('2026-11-23T15:00:00.000Z', 'Europe/Madrid', 'en')).toBe(
      'Nov 23, 2026, 4:00 PM (Europe/Madrid)',
    );
    expect(formatPublishTime('2026-11-23T15:00:00.000Z', 'Europe/Madrid', 'es')).toBe(
      '23 nov 2026, 16:00 (Europe/Madrid)',
    );
    expect(formatPublishTime('2026-11-23T15:00:07.000Z', 'America/Mexico_City', 'en')).toBe(
      'Nov 23, 2026, 9:00:07 AM (America/Mexico City)',
    );
  });
});
