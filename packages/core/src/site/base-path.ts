/**
 * The prefix the whole app is mounted under (`BASE_PATH`, e.g. `/lienzo` or `/apps/lienzo`): one or more
 * `/segment`s of letters, digits, `.`, `_` or `-`, no trailing slash; `''` means no prefix.
 */
const BASE_PATH = /^(\/[A-Za-z0-9._-]+)+$/;

/** True for `''` (no prefix) and for a prefix the server accepts; `..` and `.` segments never are. */
export function isBasePath(value: string): boolean {
  if (value === '') return true;
  return BASE_PATH.test(value) && value.split('/').every((segment) => segment !== '.' && segment !== '..');
}

/**
 * The address of a site path under the app's prefix: stored documents and API answers keep app-relative
 * paths (`/uploads/x.jpg`), so a design survives a change of prefix; only what the browser fetches gets it.
 * Anything that is not a single-slash path (`data:`, `blob:`, `https://…`, `//host/…`, `./x`) is left as is.
 */
export function withBasePath(basePath: string, path: string): string {
  if (basePath === '' || !path.startsWith('/') || path.startsWith('//')) return path;
  return `${basePath}${path}`;
}

/** The `<meta name>` through which the server tells the web app its prefix (in the served index.html). */
export const BASE_PATH_META = 'lienzo-base-path';
