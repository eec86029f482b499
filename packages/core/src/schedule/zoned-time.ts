import { Temporal } from 'temporal-polyfill';

// Wall-clock times in a named time zone (IANA, e.g. 'Europe/Madrid') and the instants they stand for, by the
// Temporal polyfill: core runs in the browser and on the server alike, and neither has Temporal yet.

/** A wall-clock time as a `datetime-local` input gives it: 'YYYY-MM-DDTHH:mm' or 'YYYY-MM-DDTHH:mm:ss'. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A named zone, not a fixed offset such as '+05:45': a post keeps its zone's summer and winter times. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || value.length > 64) return false;
  try {
    const { timeZoneId } = Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(value);
    return !/^[+-]/.test(timeZoneId);
  } catch {
    return false;
  }
}

function plainDateTimeOf(local: string): Temporal.PlainDateTime | null {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return null;
  const fields = match.slice(1).map((field) => Number(field ?? 0));
  const [year, month, day, hour, minute, second] = fields as [number, number, number, number, number, number];
  try {
    return Temporal.PlainDateTime.from({ year, month, day, hour, minute, second }, { overflow: 'reject' });
  } catch {
    return null;
  }
}

/**
 * The instant a wall-clock time in a zone stands for, as an ISO string in UTC; null for a malformed or
 * impossible time or an unknown zone.
 *
 * The rule the scheduler relies on: a time the clocks skip (the hour lost when summer time starts) is null, so
 * the form says so and the person picks a time that exists, rather than the post going out an hour off; a
 * time the clocks repeat (the hour gained when it ends) is its first instant, the earlier of the two.
 */
export function zonedLocalToUtc(local: string, timeZone: string): string | null {
  const wall = plainDateTimeOf(local);
  if (!wall || !isTimeZone(timeZone)) return null;
  const zoned = wall.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
  // In a gap, 'earlier' moves the time off the wall clock asked for: that is how a skipped time shows.
  if (!zoned.toPlainDateTime().equals(wall)) return null;
  return zoned.toInstant().toString({ fractionalSecondDigits: 3 });
}

/**
 * The wall-clock time of an instant in a zone, as a `datetime-local` input shows it: 'YYYY-MM-DDTHH:mm', or
 * 'YYYY-MM-DDTHH:mm:ss' to the second (cut, never rounded up).
 */
export function utcToZonedLocal(
  iso: string,
  timeZone: string,
  precision: 'minute' | 'second' = 'minute',
): string {
  return Temporal.Instant.fromEpochMilliseconds(Date.parse(iso))
    .toZonedDateTimeISO(timeZone)
    .toPlainDateTime()
    .toString({ smallestUnit: precision, roundingMode: 'trunc' });
}
