// Wall-clock times in a named time zone (IANA, e.g. 'Europe/Madrid') and the instants they stand for, with Intl
// only: core runs in the browser and on the server alike.

/** A wall-clock time as a `datetime-local` input gives it: 'YYYY-MM-DDTHH:mm' or 'YYYY-MM-DDTHH:mm:ss'. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a zone, as if they were UTC (so two of them subtract to an offset). */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The zone's offset from UTC at an instant, in milliseconds (Madrid in summer: +7 200 000). */
function offsetAt(instant: number, timeZone: string): number {
  return wallClockAsUtc(instant - (instant % 1000), timeZone) - (instant - (instant % 1000));
}

/**
 * The instant a wall-clock time in a zone stands for, as an ISO string in UTC. A time the clocks skip (the hour
 * lost when summer time starts) is null; a time they repeat (the hour gained in autumn) is its first instant.
 */
export function zonedLocalToUtc(local: string, timeZone: string): string | null {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match || !isTimeZone(timeZone)) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((field) => Number(field ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const fields = new Date(asUtc);
  if (
    fields.getUTCMonth() !== month - 1 ||
    fields.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null;
  // The offset before and after the guess: one of them is the zone's offset at the wanted instant.
  const candidates = [-86_400_000, 0, 86_400_000]
    .map((shift) => offsetAt(asUtc + shift, timeZone))
    .map((offset) => asUtc - offset)
    .filter((instant) => wallClockAsUtc(instant, timeZone) === asUtc)
    .sort((a, b) => a - b);
  const first = candidates[0];
  return first === undefined ? null : new Date(first).toISOString();
}

/**
 * The wall-clock time of an instant in a zone, as a `datetime-local` input shows it: 'YYYY-MM-DDTHH:mm', or
 * 'YYYY-MM-DDTHH:mm:ss' to the second.
 */
export function utcToZonedLocal(
  iso: string,
  timeZone: string,
  precision: 'minute' | 'second' = 'minute',
): string {
  const wall = new Date(wallClockAsUtc(Date.parse(iso), timeZone)).toISOString();
  return wall.slice(0, precision === 'second' ? 19 : 16);
}
