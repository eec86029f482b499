import { isSameSitePath } from '@lienzo/core';
import { AssetRefusedError } from './assetPolicy';

/** Refuses an address a design may not store: only paths on this site are kept (SPEC §9). */
export function requireStorableSrc(src: string): void {
  if (!isSameSitePath(src)) throw new AssetRefusedError(src);
}
