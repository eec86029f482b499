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

  // The changes of 2026 in four zones: [zone, a skipped time, a repeated time with its two instants, edges].
  const CHANGES: Array<{
    zone: string;
    skipped: string;
    repeated: string;
    repeatedInstants: [string, string];
    edges: Array<[local: string, instant: string]>;
  }> = [
    {
      // 29 March 02:00 CET → 03:00 CEST; 25 October 03:00 CEST → 02:00 CET.
      zone: 'Europe/Madrid',
      skipped: '2026-03-29T02:30',
      repeated: '2026-10-25T02:30',
      repeatedInstants: ['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z'],
      edges: [
        ['2026-03-29T01:59:59', '2026-03-29T00:59:59.000Z'],
        ['2026-03-29T03:00:00', '2026-03-29T01:00:00.000Z'],
        ['2026-10-25T01:59:59', '2026-10-24T23:59:59.000Z'],
        ['2026-10-25T03:00:00', '2026-10-25T02:00:00.000Z'],
      ],
    },
    {
      // 8 March 02:00 EST → 03:00 EDT; 1 November 02:00 EDT → 01:00 EST.
      zone: 'America/New_York',
      skipped: '2026-03-08T02:30',
      repeated: '2026-11-01T01:30',
      repeatedInstants: ['2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z'],
      edges: [
        ['2026-03-08T01:59:59', '2026-03-08T06:59:59.000Z'],
        ['2026-03-08T03:00:00', '2026-03-08T07:00:00.000Z'],
        ['2026-11-01T00:59:59', '2026-11-01T04:59:59.000Z'],
        ['2026-11-01T02:00:00', '2026-11-01T07:00:00.000Z'],
      ],
    },
    {
      // Southern hemisphere: summer time ends 5 April (03:00 AEDT → 02:00 AEST), starts 4 October (02:00 → 03:00).
      zone: 'Australia/Sydney',
      skipped: '2026-10-04T02:30',
      repeated: '2026-04-05T02:30',
      repeatedInstants: ['2026-04-04T15:30:00.000Z', '2026-04-04T16:30:00.000Z'],
      edges: [
        ['2026-04-05T01:59:59', '2026-04-04T14:59:59.000Z'],
        ['2026-04-05T03:00:00', '2026-04-04T17:00:00.000Z'],
        ['2026-10-04T01:59:59', '2026-10-03T15:59:59.000Z'],
        ['2026-10-04T03:00:00', '2026-10-03T16:00:00.000Z'],
      ],
    },
  ];

  for (const { zone, skipped, repeated, repeatedInstants, edges } of CHANGES) {
    describe(`${zone} across its daylight-saving changes`, () => {
      it('refuses a time in the skipped hour, to the second at both of its ends', () => {
        expect(zonedLocalToUtc(skipped, zone)).toBeNull();
        const hour = skipped.slice(0, 11) + '02';
        expect(zonedLocalToUtc(`${hour}:00:00`, zone)).toBeNull();
        expect(zonedLocalToUtc(`${hour}:59:59`, zone)).toBeNull();
      });

      it('takes the first instant of a repeated time, and shows both instants as that time', () => {
        const [first, second] = repeatedInstants;
        expect(zonedLocalToUtc(repeated, zone)).toBe(first);
        expect(utcToZonedLocal(first, zone)).toBe(repeated);
        expect(utcToZonedLocal(second, zone)).toBe(repeated);
      });

      it('places the seconds just before and just after each change', () => {
        for (const [local, instant] of edges) {
          expect(zonedLocalToUtc(local, zone), local).toBe(instant);
          expect(utcToZonedLocal(instant, zone, 'second'), instant).toBe(local);
        }
      });

      it('shows the second before summer time starts and the one it starts at an hour apart on the clock', () => {
        const [, after] = edges.find(([local]) => local === `${skipped.slice(0, 10)}T03:00:00`)!;
        const before = new Date(Date.parse(after) - 1000).toISOString();
        expect(utcToZonedLocal(before, zone, 'second').slice(11)).toBe('01:59:59');
        expect(utcToZonedLocal(after, zone, 'second').slice(11)).toBe('03:00:00');
      });

      it('round-trips every quarter hour of both change days but the skipped hour', () => {
        for (const day of [skipped.slice(0, 10), repeated.slice(0, 10)])
          for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
            const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
            const local = `${day}T${hh}:${String(minutes % 60).padStart(2, '0')}`;
            const instant = zonedLocalToUtc(local, zone);
            if (day === skipped.slice(0, 10) && hh === '02') expect(instant, local).toBeNull();
            else expect(utcToZonedLocal(instant!, zone), local).toBe(local);
          }
      });
    });
  }

  it('keeps Kathmandu at +05:45 all year: no time skipped or repeated, on any other zone’s change day', () => {
    const zone = 'Asia/Kathmandu';
    expect(zonedLocalToUtc('2026-01-01T00:00', zone)).toBe('2025-12-31T18:15:00.000Z');
    expect(zonedLocalToUtc('2026-07-01T05:44:59', zone)).toBe('2026-06-30T23:59:59.000Z');
    expect(zonedLocalToUtc('2026-07-01T05:45', zone)).toBe('2026-07-01T00:00:00.000Z');
    for (const { skipped, repeated } of CHANGES) {
      expect(zonedLocalToUtc(skipped, zone), skipped).not.toBeNull();
      const instant = zonedLocalToUtc(repeated, zone)!;
      expect(Date.parse(`${repeated}:00Z`) - Date.parse(instant)).toBe((5 * 60 + 45) * 60_000);
    }
    expect(utcToZonedLocal('2026-03-29T01:00:00.000Z', zone)).toBe('2026-03-29T06:45');
  });

  it('refuses bad zone names: unknown, fixed offsets, padded, path-like, over-long and not text', () => {
    for (const zone of [
      'Mars/Olympus',
      'Europe/Madri',
      ' Europe/Madrid',
      'Europe/Madrid ',
      'Europe/Madrid\0',
      '+05:45',
      '-03:00',
      '../../etc/passwd',
      'Europe/' + 'x'.repeat(60),
      '<script>',
    ]) {
      expect(isTimeZone(zone), zone).toBe(false);
      expect(zonedLocalToUtc('2026-01-01T10:00', zone), zone).toBeNull();
    }
    for (const zone of [null, undefined, 0, {}, ['Europe/Madrid']]) expect(isTimeZone(zone)).toBe(false);
    for (const zone of ['Europe/Madrid', 'America/New_York', 'Australia/Sydney', 'Asia/Kathmandu', 'UTC'])
      expect(isTimeZone(zone), zone).toBe(true);
  });

  it('refuses fields out of range even where the pattern matches', () => {
    for (const local of [
      '2026-13-01T10:00',
      '2026-00-10T10:00',
      '2026-02-29T10:00',
      '2026-04-31T10:00',
      '2026-01-01T10:60',
      '2026-01-01T10:00:60',
    ])
      expect(zonedLocalToUtc(local, 'Europe/Madrid'), local).toBeNull();
    expect(zonedLocalToUtc('2028-02-29T10:00', 'Europe/Madrid')).toBe('2028-02-29T09:00:00.000Z');
  });
});
