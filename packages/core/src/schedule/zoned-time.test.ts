import { describe, expect, it } from 'vitest';
import { isTimeZone, utcToZonedLocal, zonedLocalToUtc } from './zoned-time';

describe('wall-clock times in a time zone', () => {
  it('turns a Madrid time into its UTC instant in winter and in summer', () => {
    expect(zonedLocalToUtc('2026-01-15T09:30', 'Europe/Madrid')).toBe('2026-01-15T08:30:00.000Z');
    expect(zonedLocalToUtc('2026-07-15T09:30', 'Europe/Madrid')).toBe('2026-07-15T07:30:00.000Z');
    expect(zonedLocalToUtc('2026-07-15T09:30:45', 'America/New_York')).toBe('2026-07-15T13:30:45.000Z');
    expect(zonedLocalToUtc('2026-03-01T00:00', 'Asia/Kolkata')).toBe('2026-02-28T18:30:00.000Z');
    expect(zonedLocalToUtc('2026-03-01T00:00', 'UTC')).toBe('2026-03-01T00:00:00.000Z');
  });

  it('refuses the hour the clocks skip and takes the first of the hour they repeat', () => {
    // Madrid: 29 March 2026, 02:00 → 03:00; 25 October 2026, 03:00 → 02:00.
    expect(zonedLocalToUtc('2026-03-29T02:30', 'Europe/Madrid')).toBeNull();
    expect(zonedLocalToUtc('2026-10-25T02:30', 'Europe/Madrid')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses impossible dates, malformed text and unknown zones', () => {
    expect(zonedLocalToUtc('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(zonedLocalToUtc('2026-01-01T24:00', 'UTC')).toBeNull();
    expect(zonedLocalToUtc('2026-01-01 10:00', 'UTC')).toBeNull();
    expect(zonedLocalToUtc('2026-01-01T10:00', 'Mars/Olympus')).toBeNull();
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('Not/AZone')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });

  it('shows an instant as the wall-clock time of a zone, the inverse of the above', () => {
    expect(utcToZonedLocal('2026-07-15T07:30:00.000Z', 'Europe/Madrid')).toBe('2026-07-15T09:30');
    for (const zone of ['Europe/Madrid', 'America/Los_Angeles', 'Australia/Sydney', 'Asia/Kathmandu']) {
      const local = '2026-11-02T18:45';
      expect(utcToZonedLocal(zonedLocalToUtc(local, zone)!, zone)).toBe(local);
    }
  });

  it('shows the seconds too when asked, dropping the milliseconds', () => {
    expect(utcToZonedLocal('2026-07-15T07:30:45.999Z', 'Europe/Madrid', 'second')).toBe(
      '2026-07-15T09:30:45',
    );
    expect(utcToZonedLocal('2026-01-15T07:30:05.000Z', 'America/Mexico_City', 'second')).toBe(
      '2026-01-15T01:30:05',
    );
    expect(utcToZonedLocal('2026-07-15T07:30:45.999Z', 'Europe/Madrid')).toBe('2026-07-15T09:30');
    const local = '2026-10-25T02:30:59';
    expect(utcToZonedLocal(zonedLocalToUtc(local, 'Europe/Madrid')!, 'Europe/Madrid', 'second')).toBe(local);
  });
});
