// Lower-case host names (labels of letters, digits and hyphens) or IPv4 addresses, and an optional port.
const ORIGIN_SHAPE =
  /^(https?):\/\/((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(?::([1-9]\d{0,4}))?$/;
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

/**
 * An exact web origin (`scheme://host[:port]`, http or https, as the browser writes it in `event.origin`),
 * or null for anything else: a path, a trailing slash, credentials, a wildcard, `null`, other schemes, or a
 * spelling the browser would change (upper case, a default port). Exact spelling is what lets the editor
 * compare `event.origin` with a string, never a prefix or a pattern.
 */
export function parseOrigin(value: string): string | null {
  const match = ORIGIN_SHAPE.exec(value);
  if (!match) return null;
  const [, scheme, , port] = match;
  if (port !== undefined && (Number(port) > 65535 || port === DEFAULT_PORTS[scheme ?? ''])) return null;
  return value;
}

/** True only when `origin` is spelled exactly like one of the allowed origins. */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return allowed.includes(origin);
}
