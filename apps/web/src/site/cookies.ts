/** One cookie of `cookieHeader` (`document.cookie` by default), or null when it is not set. */
export function readCookie(name: string, cookieHeader = document.cookie): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** Sets a cookie for the whole site that the browser keeps for `days`. */
export function writeCookie(name: string, value: string, days: number): void {
  const maxAge = Math.round(days * 24 * 60 * 60);
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}
