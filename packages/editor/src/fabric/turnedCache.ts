import { config, FabricObject, type Canvas } from 'fabric';

/** An object's cache bitmap already turned into canvas pixels, for one placement on the screen. */
interface Turned {
  /** Holds the object's cache drawn with its rotation, at the sub-pixel offset the screen needs. */
  bitmap: HTMLCanvasElement;
  /** The cache canvas it was drawn from, and the cache-to-canvas transform (sub-pixel part only). */
  source: HTMLCanvasElement;
  key: string;
  /** True once the object's cache was drawn anew: the bitmap is kept only to be drawn into again. */
  stale: boolean;
  /** Offset of the bitmap from the whole-pixel part of the transform's translation. */
  dx: number;
  dy: number;
}

/** An object while Fabric composites its cache: the cache canvas and its placement are set. */
type Cached = ThisParameterType<FabricObject['drawCacheOnCanvas']>;

interface Patched {
  drawCacheOnCanvas: FabricObject['drawCacheOnCanvas'];
  drawObject: FabricObject['drawObject'];
  turned: Turned | null;
}

/**
 * Keeps, for every turned (rotated or skewed) object whose cache is valid, a second bitmap in canvas
 * pixels: the cache drawn once with its rotation, then copied on each frame without any transform
 * (DESIGN.md §8, bench/RESULTS.md "Canvas engine"). Fabric composites every cache with the object's
 * full transform, and in software rendering resampling a bitmap through a rotation costs about three
 * times as much as copying it; with 500 mixed objects, a fifth of the texts and shapes turned, that was
 * half of a full redraw.
 *
 * The copy draws the same samples at the same positions as Fabric does (the whole-pixel part of the
 * translation is left out of the bitmap and the sub-pixel part kept in it), so a frame equals Fabric's
 * up to the rounding of one 8-bit intermediate. The object's opacity, blending and clipping still apply
 * when the bitmap is copied. A bitmap is drawn again when the object's cache is drawn again (any change
 * of the object, a font arriving), when the transform changes other than by whole pixels (a zoom, a
 * turn, a scale), and is not kept for the objects being transformed, for objects with a shadow or for
 * drawings other than the screen's (an export at another scale draws as Fabric does).
 */
export class TurnedCache {
  /** Off: every object is composited as Fabric does (kept for measurements and comparisons). */
  enabled = true;
  private readonly patched = new Map<FabricObject, Patched>();
  private readonly disposers: (() => void)[] = [];

  constructor(private readonly canvas: Canvas) {
    for (const object of canvas.getObjects()) this.attach(object);
    this.disposers.push(
      canvas.on('object:added', ({ target }) => this.attach(target)),
      canvas.on('object:removed', ({ target }) => this.detach(target)),
    );
  }

  /** How many objects hold a turned bitmap now. */
  get size(): number {
    let count = 0;
    for (const patch of this.patched.values()) if (patch.turned && !patch.turned.stale) count++;
    return count;
  }

  /** Forgets every turned bitmap: the next frame draws them anew from the objects' caches. */
  clear(): void {
    for (const patch of this.patched.values()) if (patch.turned) patch.turned.stale = true;
  }

  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
    for (const object of [...this.patched.keys()]) this.detach(object);
  }

  private attach(object: FabricObject): void {
    // Subclasses that composite their cache in their own way (pictures set their smoothing) keep it.
    if (this.patched.has(object) || object.drawCacheOnCanvas !== FabricObject.prototype.drawCacheOnCanvas)
      return;
    const patch: Patched = {
      drawCacheOnCanvas: object.drawCacheOnCanvas,
      drawObject: object.drawObject,
      turned: null,
    };
    this.patched.set(object, patch);
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the patched methods run as the object
    const owner = this;
    object.drawObject = function (this: FabricObject, ctx, forClipping, context) {
      // The cache is being drawn anew: the turned bitmap drawn from it is out of date.
      if (ctx === this._cacheContext && patch.turned) patch.turned.stale = true;
      patch.drawObject.call(this, ctx, forClipping, context);
    };
    object.drawCacheOnCanvas = function (this: Cached, ctx) {
      // A cache of no pixels (an object scaled to nothing by extreme numbers in a stored design) shows
      // nothing, and copying it would throw out of the frame.
      const source = this._cacheCanvas;
      if (source && (source.width === 0 || source.height === 0)) return;
      if (!owner.drawTurned(this, patch, ctx)) patch.drawCacheOnCanvas.call(this, ctx);
    };
  }

  private detach(object: FabricObject): void {
    if (!this.patched.delete(object)) return;
    const own = object as unknown as Record<string, unknown>;
    delete own.drawCacheOnCanvas;
    delete own.drawObject;
  }

  /** Copies the object's turned bitmap onto `ctx`, drawing it first if needed; false to let Fabric draw. */
  private drawTurned(object: Cached, patch: Patched, ctx: CanvasRenderingContext2D): boolean {
    const source = object._cacheCanvas;
    if (!this.enabled || !source || object.shadow || this.isTransforming(object)) {
      patch.turned = null;
      return false;
    }
    // The transform Fabric composites the cache with: cache pixels to canvas pixels.
    const m = ctx
      .getTransform()
      .scale(1 / object.zoomX, 1 / object.zoomY)
      .translate(-object.cacheTranslationX, -object.cacheTranslationY);
    if (m.b === 0 && m.c === 0) {
      // Not turned: Fabric's own copy is as fast.
      patch.turned = null;
      return false;
    }
    const wholeX = Math.floor(m.e);
    const wholeY = Math.floor(m.f);
    const smoothing = ctx.imageSmoothingEnabled;
    const alpha = ctx.globalAlpha;
    const key = [
      m.a,
      m.b,
      m.c,
      m.d,
      m.e - wholeX,
      m.f - wholeY,
      source.width,
      source.height,
      smoothing,
      alpha,
    ].join();
    let turned = patch.turned;
    if (!turned || turned.stale || turned.source !== source || turned.key !== key) {
      // Another context at another transform (an export) draws as Fabric does and keeps the screen's bitmap.
      if (ctx.canvas !== this.canvas.getElement()) return false;
      turned = this.drawBitmap(source, m, wholeX, wholeY, { smoothing, alpha }, key, patch.turned?.bitmap);
      patch.turned = turned;
      if (!turned) return false;
    }
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    // The opacity is in the bitmap already.
    ctx.globalAlpha = 1;
    ctx.drawImage(turned.bitmap, wholeX + turned.dx, wholeY + turned.dy);
    ctx.restore();
    return true;
  }

  /** The cache drawn through `m` less its whole-pixel translation, in a bitmap its turned bounds' size. */
  private drawBitmap(
    source: HTMLCanvasElement,
    m: DOMMatrix,
    wholeX: number,
    wholeY: number,
    draw: { smoothing: boolean; alpha: number },
    key: string,
    reuse: HTMLCanvasElement | undefined,
  ): Turned | null {
    const xs: number[] = [];
    const ys: number[] = [];
    for (const [x, y] of [
      [0, 0],
      [source.width, 0],
      [0, source.height],
      [source.width, source.height],
    ] as const) {
      xs.push(m.a * x + m.c * y + m.e - wholeX);
      ys.push(m.b * x + m.d * y + m.f - wholeY);
    }
    const left = Math.floor(Math.min(...xs));
    const top = Math.floor(Math.min(...ys));
    const width = Math.ceil(Math.max(...xs)) - left;
    const height = Math.ceil(Math.max(...ys)) - top;
    // Held to Fabric's own bounds for a cache canvas; a larger object is composited as Fabric does, and
    // so is one turned to nothing (a scale of 1e-300, say): a canvas 0 pixels wide cannot be copied.
    if (
      !(width >= 1 && height >= 1) ||
      width > config.maxCacheSideLimit ||
      height > config.maxCacheSideLimit ||
      width * height > config.perfLimitSizeTotal
    ) {
      return null;
    }
    const bitmap = reuse ?? this.canvas.getElement().ownerDocument.createElement('canvas');
    const ctx = bitmap.getContext('2d');
    if (!ctx) return null;
    if (bitmap.width === width && bitmap.height === height) {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, width, height);
    } else {
      bitmap.width = width;
      bitmap.height = height;
    }
    ctx.imageSmoothingEnabled = draw.smoothing;
    ctx.globalAlpha = draw.alpha;
    ctx.setTransform(m.a, m.b, m.c, m.d, m.e - wholeX - left, m.f - wholeY - top);
    ctx.drawImage(source, 0, 0);
    return { bitmap, source, key, stale: false, dx: left, dy: top };
  }

  /** True for the objects a gesture is transforming right now: their placement changes every frame. */
  private isTransforming(object: Cached): boolean {
    const target = this.canvas._currentTransform?.target;
    return target !== undefined && (object === target || object.group === target);
  }
}
