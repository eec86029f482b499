import { config, FabricObject } from 'fabric';

/**
 * Smallest side of an object's cache canvas. Fabric's default (256) pads every small object's cache to
 * at least 256 × 256 pixels, and each frame composites all of those pixels: with 500 mixed objects that
 * was 34 megapixels a redraw instead of 10, and 66 ms instead of about 25 ms in software rendering
 * (bench/RESULTS.md, "Canvas engine"). A small object's cache now fits the object; the cost is that a
 * cache canvas is resized more often while an object is being scaled.
 */
export const MIN_CACHE_SIDE = 16;

const guarded = Symbol('lienzo.emptyCacheGuard');

/**
 * Every object's cache is composited through Fabric's `FabricObject.prototype.drawCacheOnCanvas` (pictures
 * call it from their own). A cache of no pixels (an object scaled to nothing or to near infinity by the
 * extreme numbers of a stored design: Fabric sizes its cache canvas NaN or 0 wide) shows nothing, and
 * copying it throws an InvalidStateError out of the frame, which leaves the frame half drawn and, when the
 * canvas is being disposed, keeps Fabric from ever finishing the disposal.
 */
function guardEmptyCaches(): void {
  const prototype = FabricObject.prototype as FabricObject & { [guarded]?: true };
  if (prototype[guarded]) return;
  const draw = prototype.drawCacheOnCanvas;
  prototype.drawCacheOnCanvas = function (this: ThisParameterType<typeof draw>, ctx) {
    const cache = this._cacheCanvas;
    if (cache && (cache.width === 0 || cache.height === 0)) return;
    draw.call(this, ctx);
  };
  prototype[guarded] = true;
}

const wholePixels = Symbol('lienzo.wholePixelCaches');

/**
 * Text adds its font size times the zoom to its cache size, and our text effects their overhang, without
 * rounding: at a fractional zoom the asked width is fractional, never equals the cache canvas's whole-pixel
 * width, and Fabric resized and redrew every text's cache on every frame (issue 22: 500 objects drawn in
 * 81 ms at the fitted zoom, 58 ms at zoom 1). The sizes are cut to whole pixels as the canvas itself cuts
 * them when assigned, so a cache holds the same pixels as before and is kept until something changes.
 */
function wholePixelCaches(): void {
  const prototype = FabricObject.prototype as FabricObject & { [wholePixels]?: true };
  if (prototype[wholePixels]) return;
  const limit = prototype._limitCacheSize;
  prototype._limitCacheSize = function (this: FabricObject, dims) {
    dims.width = Math.trunc(dims.width);
    dims.height = Math.trunc(dims.height);
    return limit.call(this, dims);
  };
  prototype[wholePixels] = true;
}

/** Fabric's process-wide rendering settings the editor relies on; safe to call more than once. */
export function configureRendering(): void {
  if (config.minCacheSideLimit !== MIN_CACHE_SIDE) config.configure({ minCacheSideLimit: MIN_CACHE_SIDE });
  guardEmptyCaches();
  wholePixelCaches();
}
