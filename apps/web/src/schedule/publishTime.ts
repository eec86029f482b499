import { utcToZonedLocal, zonedLocalToUtc } from '@lienzo/core';

const HOUR_MS = 3_600_000;

/**
 * The time a new post starts at, on the zone's clock: the next whole hour plus one (14:20 → 16:00), so there
 * is time to write the caption before it is due.
 */
export function defaultPublishLocal(now: number, timeZone: string): string {
  const local = utcToZonedLocal(new Date(now).toISOString(), timeZone);
  const hourStart = zonedLocalToUtc(`${local.slice(0, 13)}:00`, timeZone);
  // An hour that starts inside the skipped hour has no start of its own; counting from now is near enough.
  const base = hourStart === null ? now : Date.parse(hourStart);
  return utcToZonedLocal(new Date(base + 2 * HOUR_MS).toISOString(), timeZone);
}

/** The zone as people read it: 'America/Mexico_City' → 'America/Mexico City'. */
export function zoneName(timeZone: string): string {
  return timeZone.replaceAll('_', ' ');
}

/** The zone's offset from UTC at an instant, as the locale writes it ('GMT-6', 'GMT+5:45', 'GMT'). */
export function zoneOffset(timeZone: string, instant: number, locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'shortOffset' }).formatToParts(
    new Date(instant),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** A post's time on the clock of the zone it was scheduled in, with that zone named: '23 Nov 2026, 16:00 (Europe/Madrid)'. */
export function formatPublishTime(iso: string, timeZone: string, locale: string): string {
  const instant = new Date(iso);
  const time = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: instant.getUTCSeconds() === 0 ? 'short' : 'medium',
    timeZone,
  }).format(instant);
  return `${time} (${zoneName(timeZone)})`;
}
