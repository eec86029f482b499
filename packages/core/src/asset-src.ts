import { z } from 'zod';

const SAME_SITE_PATH = /^\/(?!\/)[\w\-./%]+$/;

/** True for a path on our own origin; anything else could make the editor fetch from a foreign host. */
export function isSameSitePath(src: string): boolean {
  return SAME_SITE_PATH.test(src) && !src.includes('..');
}

/** A stored asset the document points at: only paths on our own origin (DESIGN.md §9: no foreign fetches). */
export const assetSrc = z
  .string()
  .max(2048)
  .refine(isSameSitePath, { message: 'must be a path on this site' });
