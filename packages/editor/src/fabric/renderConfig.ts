import { config } from 'fabric';

/**
 * Smallest side of an object's cache canvas. Fabric's default (256) pads every small object's cache to
 * at least 256 × 256 pixels, and each frame composites all of those pixels: with 500 mixed objects that
 * was 34 megapixels a redraw instead of 10, and 66 ms instead of about 25 ms in software rendering
 * (bench/RESULTS.md, "Canvas engine"). A small object's cache now fits the object; the cost is that a
 * cache canvas is resized more often while an object is being scaled.
 */
export const MIN_CACHE_SIDE = 16;

/** Fabric's process-wide rendering settings the editor relies on; safe to call more than once. */
export function configureRendering(): void {
  if (config.minCacheSideLimit !== MIN_CACHE_SIDE) config.configure({ minCacheSideLimit: MIN_CACHE_SIDE });
}
