/** The browser's own time zone, the default for a new post. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The zones a post may be scheduled in: every zone the browser knows, plus the ones in use (the browser's own
 * and an edited post's may be aliases such as 'UTC' that the list leaves out), each once, in order.
 */
export function timeZoneChoices(inUse: readonly string[]): string[] {
  return [...new Set([...Intl.supportedValuesOf('timeZone'), ...inUse])].sort((a, b) => a.localeCompare(b));
}
