import { CDN_WIDTHS, type CdnSize } from '@lienzo/core';

export const CDN_SIZES = Object.keys(CDN_WIDTHS) as CdnSize[];

/** The public address of a design's preview: `/designs/{hash}_{size}.png` (SPEC §7). */
export function designImageUrl(hash: string, size: CdnSize = 'o'): string {
  return `/designs/${hash}_${size}.png`;
}

/** Storage key of a resized copy, next to the original: `designs/abc.png` → `designs/abc_s.png`. */
export function sizedImageKey(originalKey: string, size: Exclude<CdnSize, 'o'>): string {
  return originalKey.replace(/\.([a-z0-9]+)$/, `_${size}.$1`);
}

/** The original and every resized copy that may exist for it. */
export function allImageKeys(originalKey: string): string[] {
  return [
    originalKey,
    ...CDN_SIZES.filter((size) => size !== 'o').map((size) => sizedImageKey(originalKey, size)),
  ];
}
