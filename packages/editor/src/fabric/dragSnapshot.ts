import type { Canvas, FabricObject } from 'fabric';

/** The still parts of a frame while some objects are transformed, drawn once at device resolution. */
interface Layers {
  /** The transformed object (or multi-selection) the layers were drawn around. */
  target: FabricObject;
  /** Index of the first and the last transformed object in the rendered list; in between is drawn live. */
  first: number;
  last: number;
  /** Background and every object below `first`. */
  below: HTMLCanvasElement;
  /** Every object above `last`, then the overlay; null when there is nothing above. */
  above: HTMLCanvasElement | null;
  /** Canvas size, pixel ratio, zoom and pan the layers were drawn for. */
  key: string;
  /** How many objects the rendered list held. */
  count: number;
}

/** The last full frame's background, objects and overlay, without the selection controls. */
interface Scene {
  bitmap: HTMLCanvasElement;
  /** The rendered list and the canvas size, pixel ratio, zoom and pan it was drawn for. */
  objects: FabricObject[];
  count: number;
  key: string;
}

type RenderCanvas = Canvas['renderCanvas'];
type RenderObjects = Canvas['_renderObjects'];
type RenderLayer = Canvas['_renderBackground'];

/**
 * Draws a frame during a drag (or a scale or rotate) from two bitmaps instead of from every object
 * (DESIGN.md §8): when a transform starts, the still objects below the moving ones are drawn once into
 * an offscreen canvas with the background, and those above into a second one; each frame then copies
 * the first bitmap, draws the moving objects live and copies the second. Source-over is associative, so
 * the frame is the full redraw up to rounding.
 *
 * Outside a transform, the last full frame's background, objects and overlay (everything but the
 * selection controls, which Fabric 7 draws on the same canvas) are kept too: a frame in which no object
 * changed — another selection, a click that moves nothing — copies them and Fabric draws the controls
 * on top. That scene is not kept while a text is being edited, and is drawn anew when an object is
 * marked as changed.
 *
 * The layers and the scene are dropped when a transform that moved something ends, when the canvas changes size, pixel
 * ratio or viewport, when an object is added or removed, when a font finishes loading, and whenever the
 * owner says the document changed or an object was drawn anew, as when its picture arrives
 * ({@link invalidate}).
 */
export class DragSnapshot {
  /** Off: every frame is a full redraw, as Fabric draws it (kept for measurements and comparisons). */
  enabled = true;
  /** Off: a frame in which no object changed is a full redraw too (kept for measurements). */
  reuseScene = true;
  private layers: Layers | null = null;
  /** The layers of the frame being drawn right now, read by the patched drawing steps. */
  private composing: Layers | null = null;
  private scene: Scene | null = null;
  /**
   * The layers of a transform that has just ended, kept for the one frame after it: only the objects it
   * moved changed, so that frame is composed like the drag's and kept as the scene ({@link noteEdit}).
   */
  private settling: Layers | null = null;
  /** The scene the frame being drawn copies, or (capturing) the key of the scene it draws and keeps. */
  private reusing: Scene | null = null;
  private capturing: { objects: FabricObject[]; key: string } | null = null;
  /** The document changed since the last full frame ({@link noteEdit}). */
  private edited = false;
  /** The last full frame was drawn after a document change. */
  private lastFrameEdited = false;
  private readonly disposers: (() => void)[] = [];

  constructor(private readonly canvas: Canvas) {
    const renderCanvas: RenderCanvas = canvas.renderCanvas.bind(canvas);
    const renderObjects: RenderObjects = canvas._renderObjects.bind(canvas);
    const renderBackground: RenderLayer = canvas._renderBackground.bind(canvas);
    const renderOverlay: RenderLayer = canvas._renderOverlay.bind(canvas);
    const originals = { renderCanvas, renderObjects, renderBackground, renderOverlay };

    canvas.renderCanvas = (ctx, objects) => {
      if (ctx !== canvas.getContext()) return renderCanvas(ctx, objects);
      const layers = this.layersFor(objects, originals);
      const settled = layers ? null : this.settledLayers(objects);
      this.settling = null;
      if (layers) this.scene = null;
      this.composing = layers ?? settled;
      if (settled) {
        const key = this.sceneKey();
        this.edited = false;
        this.lastFrameEdited = false;
        if (key !== null) this.capturing = { objects, key };
      } else if (!layers) {
        const key = this.sceneKey();
        const scene = this.scene;
        const edited = this.edited;
        this.edited = false;
        // An object marked as changed is drawn anew, and so is every other: the frame is kept instead,
        // unless it is one more step of a run of edits (a slider being dragged), which the next step
        // replaces anyway: copying the frame costs a few ms of every step (bench/RESULTS.md, issue 8).
        if (
          key !== null &&
          scene?.key === key &&
          scene.objects === objects &&
          scene.count === objects.length &&
          !objects.some((object) => object.dirty)
        )
          this.reusing = scene;
        else if (key !== null && !(edited && this.lastFrameEdited)) this.capturing = { objects, key };
        else this.scene = null;
        this.lastFrameEdited = edited;
      }
      try {
        renderCanvas(ctx, objects);
      } finally {
        this.composing = null;
        this.reusing = null;
        this.capturing = null;
      }
    };
    canvas._renderBackground = (ctx) => {
      const layers = this.composing;
      const scene = this.reusing;
      if (layers) copy(ctx, layers.below);
      else if (scene) copy(ctx, scene.bitmap);
      else renderBackground(ctx);
    };
    canvas._renderObjects = (ctx, objects) => {
      const layers = this.composing;
      if (this.reusing) return;
      renderObjects(ctx, layers ? objects.slice(layers.first, layers.last + 1) : objects);
    };
    canvas._renderOverlay = (ctx) => {
      const layers = this.composing;
      if (this.reusing) return;
      if (!layers) renderOverlay(ctx);
      else if (layers.above) copy(ctx, layers.above);
      if (this.capturing) this.keepScene(ctx, this.capturing);
    };

    const drop = () => this.invalidate();
    const fonts = globalThis.document?.fonts;
    fonts?.addEventListener('loadingdone', drop);
    this.disposers.push(
      canvas.on('object:added', drop),
      canvas.on('object:removed', drop),
      // Before Fabric ends the transform (its object:modified commits the move to the document).
      canvas.on('mouse:up:before', ({ transform }) => {
        if (transform?.actionPerformed) this.settling = this.layers;
      }),
      canvas.on('mouse:up', ({ transform }) => {
        this.layers = null;
        // A click that moved nothing changed no pixel under the controls: the scene is still the frame.
        if (transform?.actionPerformed) this.scene = null;
      }),
      () => fonts?.removeEventListener('loadingdone', drop),
      () => {
        const patched = canvas as unknown as Record<string, unknown>;
        for (const name of ['renderCanvas', '_renderObjects', '_renderBackground', '_renderOverlay'])
          delete patched[name];
      },
    );
  }

  /** True while a frame can be composed from the layers drawn at the start of the current transform. */
  get active(): boolean {
    return this.layers !== null;
  }

  /** True while the next frame in which nothing changed can copy the last full frame's objects. */
  get hasScene(): boolean {
    return this.scene !== null;
  }

  /**
   * Forgets the layers and the scene: the next frame is a full redraw (and a transform in progress
   * draws new layers).
   */
  invalidate(): void {
    this.layers = null;
    this.scene = null;
    this.settling = null;
  }

  /**
   * The document changed: forgets the layers and the scene, and counts the next frame as an edit's.
   * `changed` are the only objects whose drawing changed, when the owner knows (null: anything may have):
   * when they are the ones a transform that just ended moved (its commit), the frame after it is still
   * composed from that transform's layers.
   */
  noteEdit(changed: ReadonlySet<FabricObject> | null = null): void {
    const settling = this.settling;
    this.invalidate();
    if (settling && changed && [...changed].every((object) => isMoving(object, settling.target)))
      this.settling = settling;
    this.edited = true;
  }

  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
    this.layers = null;
    this.scene = null;
  }

  /**
   * What a frame outside a transform must match to copy the kept scene (canvas size, pixel ratio, zoom
   * and pan), or null when this frame must be drawn in full and not kept: while a text is being edited,
   * with a clip path, or with the controls drawn below the overlay.
   */
  private sceneKey(): string | null {
    const canvas = this.canvas;
    const active = canvas.getActiveObject();
    if (
      !this.enabled ||
      !this.reuseScene ||
      canvas.clipPath ||
      !canvas.controlsAboveOverlay ||
      (active as { isEditing?: boolean } | undefined)?.isEditing
    ) {
      this.scene = null;
      return null;
    }
    const element = canvas.getElement();
    return [element.width, element.height, canvas.getRetinaScaling(), ...canvas.viewportTransform].join();
  }

  /** Keeps the frame drawn so far (background, objects, overlay; no controls yet) as the scene. */
  private keepScene(ctx: CanvasRenderingContext2D, drawn: { objects: FabricObject[]; key: string }): void {
    const element = ctx.canvas;
    const kept = this.scene?.bitmap;
    const bitmap = kept ?? element.ownerDocument.createElement('canvas');
    const context = bitmap.getContext('2d');
    if (!context) return;
    if (bitmap.width === element.width && bitmap.height === element.height) {
      context.clearRect(0, 0, bitmap.width, bitmap.height);
    } else {
      bitmap.width = element.width;
      bitmap.height = element.height;
    }
    context.drawImage(element, 0, 0);
    this.scene = { bitmap, objects: drawn.objects, count: drawn.objects.length, key: drawn.key };
  }

  /** The layers of the transform that just ended, when this frame still matches them; else null. */
  private settledLayers(objects: FabricObject[]): Layers | null {
    const settling = this.settling;
    if (!settling || !this.enabled || this.canvas._currentTransform || this.canvas.clipPath) return null;
    const moving = (object: FabricObject) => isMoving(object, settling.target);
    if (
      settling.count !== objects.length ||
      settling.key !== this.layersKey() ||
      objects.findIndex(moving) !== settling.first ||
      objects.findLastIndex(moving) !== settling.last
    )
      return null;
    return settling;
  }

  /** Canvas size, pixel ratio, zoom and pan: what layers drawn for one frame hold for another. */
  private layersKey(): string {
    const canvas = this.canvas;
    const element = canvas.getElement();
    return [element.width, element.height, canvas.getRetinaScaling(), ...canvas.viewportTransform].join();
  }

  /** The layers for this frame, drawing them if the transform has just started; null for a full redraw. */
  private layersFor(
    objects: FabricObject[],
    draw: { renderObjects: RenderObjects; renderBackground: RenderLayer; renderOverlay: RenderLayer },
  ): Layers | null {
    const canvas = this.canvas;
    const transform = canvas._currentTransform;
    if (!this.enabled || !transform || !transform.actionPerformed || canvas.clipPath) {
      this.layers = null;
      return null;
    }
    const { target } = transform;
    const moving = (object: FabricObject) => isMoving(object, target);
    const first = objects.findIndex(moving);
    const last = objects.findLastIndex(moving);
    if (first < 0) {
      this.layers = null;
      return null;
    }
    const element = canvas.getElement();
    const key = this.layersKey();
    const kept = this.layers;
    if (kept && kept.target === target && kept.first === first && kept.last === last && kept.key === key)
      return kept;

    canvas.calcViewportBoundaries();
    const vpt = canvas.viewportTransform;
    const below = this.bitmap(element, (ctx) => {
      draw.renderBackground(ctx);
      ctx.transform(vpt[0], vpt[1], vpt[2], vpt[3], vpt[4], vpt[5]);
      draw.renderObjects(ctx, objects.slice(0, first));
    });
    const hasOverlay = Boolean(canvas.overlayColor || canvas.overlayImage);
    const above =
      last < objects.length - 1 || hasOverlay
        ? this.bitmap(element, (ctx) => {
            ctx.save();
            ctx.transform(vpt[0], vpt[1], vpt[2], vpt[3], vpt[4], vpt[5]);
            draw.renderObjects(ctx, objects.slice(last + 1));
            ctx.restore();
            draw.renderOverlay(ctx);
          })
        : null;
    this.layers = { target, first, last, below, above, key, count: objects.length };
    return this.layers;
  }

  /** A transparent canvas of the lower canvas's pixel size, drawn in its coordinate system. */
  private bitmap(like: HTMLCanvasElement, paint: (ctx: CanvasRenderingContext2D) => void): HTMLCanvasElement {
    const bitmap = like.ownerDocument.createElement('canvas');
    bitmap.width = like.width;
    bitmap.height = like.height;
    const ctx = bitmap.getContext('2d');
    if (!ctx) throw new Error('No 2D context for the drag snapshot');
    const retina = this.canvas.getRetinaScaling();
    ctx.setTransform(retina, 0, 0, retina, 0, 0);
    ctx.imageSmoothingEnabled = this.canvas.imageSmoothingEnabled;
    paint(ctx);
    return bitmap;
  }
}

/** The transformed object itself, or one of the objects of the multi-selection being transformed. */
function isMoving(object: FabricObject, target: FabricObject): boolean {
  return object === target || object.group === target;
}

/** Copies a layer pixel for pixel onto the lower canvas, whatever transform the context holds. */
function copy(ctx: CanvasRenderingContext2D, layer: HTMLCanvasElement): void {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(layer, 0, 0);
  ctx.restore();
}
