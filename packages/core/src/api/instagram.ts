// GET /api/editor/checkInstagramAccount?username= (SPEC §5 "the account must be confirmed to exist", §7).

/**
 * An Instagram username: 1–30 letters, digits, `_` and `.`, neither starting nor ending with a dot, and with
 * no two dots in a row.
 */
export const INSTAGRAM_USERNAME = /^(?!\.)(?!.*\.\.)(?!.*\.$)[A-Za-z0-9_.]{1,30}$/;

/** The username as the check compares it: without the mention's leading `@`, lower case; null when invalid. */
export function normalizeInstagramUsername(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const username = value.trim().replace(/^@/, '');
  return INSTAGRAM_USERNAME.test(username) ? username.toLowerCase() : null;
}
