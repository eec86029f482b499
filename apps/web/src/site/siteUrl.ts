import { BASE_PATH_META, isBasePath, withBasePath } from '@lienzo/core';

/** The prefix a `<meta name="lienzo-base-path">` content names; none when it is missing or not a valid prefix. */
export function basePathFromMeta(content: string | null | undefined): string {
  return content && isBasePath(content) ? content : '';
}

let basePath: string | undefined;

/** The app's prefix (BASE_PATH) the server wrote into index.html, read once: `/lienzo`, or '' at the root. */
export function appBasePath(): string {
  // No meta (the Vite dev server, unit tests without a page): the app is at the host's root.
  const meta = globalThis.document?.querySelector?.(`meta[name="${BASE_PATH_META}"]`);
  basePath ??= basePathFromMeta(meta?.getAttribute('content'));
  return basePath;
}

/**
 * What the browser fetches for a site path (`/api/me`, `/uploads/x.jpg`): the path under the app's prefix.
 * Documents and API answers keep app-relative paths; every request and every shown file goes through here.
 */
export function siteUrl(path: string): string {
  return withBasePath(appBasePath(), path);
}
