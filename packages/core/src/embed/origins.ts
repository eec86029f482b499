const ORIGIN_SHAPE = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/;

/**
 * An exact web origin (`scheme://host[:port]`, http or https, as the browser writes it in `event.origin`),
 * or null for anything else: a path, a trailing slash, credentials, a wildcard, `null`, other schemes, or a
 * spelling the browser would change (upper case, a default port). Exact spelling is what lets the editor
 * compare `event.origin` with a string, never a prefix or a pattern.
 */
export function parseOrigin(value: string): string | null {
  if (!ORIGIN_SHAPE.test(value) || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.origin === value ? url.origin : null;
}

/** True only when `origin` is spelled exactly like one of the allowed origins. */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return allowed.includes(origin);
}
