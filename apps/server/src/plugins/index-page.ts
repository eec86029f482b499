import { BASE_PATH_META } from '@lienzo/core';
import { escapeMarkup } from '../http/escape-markup';

/**
 * The built index.html with the app's prefix in `<meta name="lienzo-base-path">`, which the web app reads to
 * build every site URL; the built assets themselves are linked relatively, so one build serves any prefix.
 */
export function injectBasePath(html: string, basePath: string): string {
  const meta = `<meta name="${BASE_PATH_META}" content="${escapeMarkup(basePath)}" />`;
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, `${meta}\n</head>`);
  return html.replace(/^(<!doctype html>)?/i, `$1${meta}`);
}
