import type { DownloadFormat, DownloadResolution } from '../api/contract';

/** The app-relative address of a saved design's public page (the server renders it, SPEC §2 Share). */
export function publicDesignPath(hash: string): string {
  return `/s/${encodeURIComponent(hash)}`;
}

/** The app-relative address of a saved design's full-size picture (SPEC §7 `/designs/{hash}_o.png`). */
export function designImagePath(hash: string): string {
  return `/designs/${encodeURIComponent(hash)}_o.png`;
}

/**
 * The app-relative address of page `position` (1-based) of a saved design's picture (issue 23): page 1 is the
 * design's own picture, the others `/designs/{hash}/pages/{n}.png`.
 */
export function designPageImagePath(hash: string, position: number): string {
  if (position === 1) return designImagePath(hash);
  return `/designs/${encodeURIComponent(hash)}/pages/${encodeURIComponent(String(position))}.png`;
}

/** The app-relative address of a saved carousel's pages as one PDF document (issue 23: what LinkedIn gets). */
export function designDocumentPdfPath(hash: string): string {
  return `/designs/${encodeURIComponent(hash)}/document.pdf`;
}

/** The app-relative address of a download (SPEC §7 `/download/{hash}?format=&resolution=`). */
export function downloadPath(
  hash: string,
  format: DownloadFormat,
  resolution: DownloadResolution,
  page?: number,
): string {
  const path = `/download/${encodeURIComponent(hash)}?format=${encodeURIComponent(format)}&resolution=${encodeURIComponent(resolution)}`;
  return page === undefined ? path : `${path}&page=${encodeURIComponent(String(page))}`;
}

/** What is shared: the public page's absolute address, its picture's absolute address and the title. */
export interface ShareTarget {
  url: string;
  image: string;
  title: string;
}

export const SHARE_NETWORKS = ['facebook', 'twitter', 'linkedin', 'pinterest', 'whatsapp', 'email'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

const q = encodeURIComponent;

/**
 * Each network's share intent for a design: every value is URL-encoded (a title may hold `&`, `#`, `?` or
 * line breaks, none of which may start a parameter of its own). Pinterest also gets the picture.
 */
export function shareIntentUrl(network: ShareNetwork, { url, image, title }: ShareTarget): string {
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${q(url)}&text=${q(title)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${q(url)}&media=${q(image)}&description=${q(title)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${q(`${title} ${url}`)}`;
    case 'email':
      return `mailto:?subject=${q(title)}&body=${q(url)}`;
  }
}

/**
 * The scheduler's share page for a design (SCHEDULER_URL, issue 11): `${schedulerUrl}/share?design=…&image=…`
 * with the public page and the picture as absolute, URL-encoded addresses. A trailing slash of the
 * scheduler's address is dropped so the path never doubles it.
 */
export function schedulerShareUrl(
  schedulerUrl: string,
  { url, image }: Pick<ShareTarget, 'url' | 'image'>,
): string {
  const base = schedulerUrl.replace(/\/+$/, '');
  return `${base}/share?design=${q(url)}&image=${q(image)}`;
}
