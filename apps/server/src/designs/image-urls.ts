import {
  CDN_WIDTHS,
  DOWNLOAD_RESOLUTIONS,
  THUMBNAIL_VARIANTS,
  type CdnSize,
  type DownloadResolution,
  type ThumbnailVariant,
} from '@lienzo/core';
import { THUMBNAIL_FORMATS, type ThumbnailFormat } from '../media/thumbnail';

export const CDN_SIZES = Object.keys(CDN_WIDTHS) as CdnSize[];

/** The public address of a design's preview: `/designs/{hash}_{size}.png` (SPEC §7). */
export function designImageUrl(hash: string, size: CdnSize = 'o'): string {
  return `/designs/${hash}_${size}.png`;
}

/** Storage key of a resized copy, next to the original: `designs/abc.png` → `designs/abc_s.png`. */
export function sizedImageKey(originalKey: string, size: Exclude<CdnSize, 'o'>): string {
  return originalKey.replace(/\.([a-z0-9]+)$/, `_${size}.$1`);
}

/** Storage key of a thumbnail variant, next to the original: `designs/abc.png` → `designs/abc_grid-2x.webp`. */
export function thumbnailKey(
  originalKey: string,
  variant: ThumbnailVariant,
  format: ThumbnailFormat,
): string {
  return originalKey.replace(/\.([a-z0-9]+)$/, `_${variant}.${THUMBNAIL_FORMATS[format].extension}`);
}

/** A picture made for GET /download, next to the original: `designs/abc.png` → `designs/abc_print.jpg`. */
export type DownloadImageFormat = 'png' | 'jpg';

/** Storage key of a download copy; the web PNG is the original itself. */
export function downloadImageKey(
  originalKey: string,
  format: DownloadImageFormat,
  resolution: DownloadResolution,
): string {
  if (format === 'png' && resolution === 'web') return originalKey;
  return originalKey.replace(/\.png$/, `_${resolution}.${format}`);
}

/**
 * Storage key of a carousel's PDF (issue 23), next to the design's picture: `designs/abc.png` →
 * `designs/abc_document.pdf`. A save stores the picture under a new key, so the PDF of an older save is never
 * taken for the new one.
 */
export function documentPdfKey(originalKey: string): string {
  return originalKey.replace(/\.png$/, '_document.pdf');
}

/** The original and every resized, thumbnail or download copy that may exist for it. */
export function allImageKeys(originalKey: string): string[] {
  const downloads = DOWNLOAD_RESOLUTIONS.flatMap((resolution) =>
    (['png', 'jpg'] as const).map((format) => downloadImageKey(originalKey, format, resolution)),
  ).filter((key) => key !== originalKey);
  return [
    originalKey,
    ...CDN_SIZES.filter((size) => size !== 'o').map((size) => sizedImageKey(originalKey, size)),
    ...[...THUMBNAIL_VARIANTS.keys()].flatMap((variant) =>
      (Object.keys(THUMBNAIL_FORMATS) as ThumbnailFormat[]).map((format) =>
        thumbnailKey(originalKey, variant, format),
      ),
    ),
    ...downloads,
    documentPdfKey(originalKey),
  ];
}
