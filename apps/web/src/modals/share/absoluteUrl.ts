import { siteUrl } from '../../site/siteUrl';

/** A site path as the absolute address others can open: the page's origin, the app's prefix, the path. */
export function absoluteSiteUrl(path: string): string {
  return new URL(siteUrl(path), window.location.origin).href;
}
