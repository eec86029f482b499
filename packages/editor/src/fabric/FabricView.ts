import {
  ActiveSelection,
  cache,
  Canvas,
  FabricImage,
  Point,
  Textbox,
  type FabricObject,
  type TPointerEvent,
  util,
} from 'fabric';
import { isTransparentColour, type PageDocument, type DesignObject } from '@lienzo/core';
import type { AssetLoader } from '../assets/AssetLoader';
import { listenToBackgroundDrag } from '../background/backgroundDrag';
import { BackgroundView, type BackgroundKind } from '../background/BackgroundView';
import type { CropRect } from '../objects/pz-image/cropGeometry';
import { CropSession } from '../objects/pz-image/CropSession';
import { loadedPicture } from '../objects/pz-image/imageShape';
import { drawScene, momentAt } from '../animation/moment';
import { groupOf, selectionWithGroups } from '../operations/groups';
import type { DocumentStore } from '../store/DocumentStore';
import type { CentreGuides } from '../interaction/guides';
import type { SmartGuides } from '../interaction/smartGuides';
import { boundsOf } from '../geometry/bounds';
import { SmartGuideLayer } from './smartGuideLayer';
import { SafeZoneLayer } from './safeZones';
import { DragSnapshot } from './dragSnapshot';
import { configureRendering } from './renderConfig';
import { TurnedCache } from './turnedCache';
import { sharpenFilterPreviews } from '../objects/pz-image/filteredImage';
import type { ObjectShape, ShapeContext, ShapeLookup } from '../objects/ObjectShape';
import { measureText, textStyleOf } from '../objects/pz-text/textbox';
import { meanBrightness } from '../placement/readableColour';
import { drawableViewport } from '../viewport/viewport';
import { ExportTooLargeError } from './ExportTooLargeError';
import { checkerboard } from '../background/checkerboard';
import { applyLayerState } from './layerState';
import { drawnWithoutCaches } from './uncachedDrawing';

/** The canvas colour on screen: the design's, or a checkerboard where it is transparent. */
function shownBackgroundColour(color: string, zoom: number) {
  return isTransparentColour(color) ? checkerboard(zoom) : color;
}

/** One line of text as a page shows it (see {@link FabricView.textRuns}). */
export interface TextRun {
  text: string;
  /** The left end of its baseline, in layout units. */
  x: number;
  y: number;
  /** Its font size in layout units. */
  size: number;
  /** Its rotation in degrees, clockwise. */
  angle: number;
}

interface Entry {
  record: DesignObject;
  object: FabricObject;
  shape: ObjectShape;
}

/**
 * The only code that touches Fabric. It draws the store's document (creating, updating and removing
 * Fabric objects by our ids) and turns gestures on the canvas back into store transactions.
 */
export class FabricView {
  readonly canvas: Canvas;
  private readonly entries = new Map<string, Entry>();
  private readonly ids = new WeakMap<FabricObject, string>();
  private readonly guideLayer: SmartGuideLayer;
  private readonly safeZoneLayer: SafeZoneLayer;
  /**
   * Draws frames during a drag from bitmaps of the still objects, and frames in which no object changed
   * (a selection, the controls) from the last full frame (DESIGN.md §8).
   */
  readonly dragSnapshot: DragSnapshot;
  /** Composites turned objects from bitmaps already turned into canvas pixels (DESIGN.md §8). */
  readonly turnedCache: TurnedCache;
  private rendered: PageDocument | null = null;
  /** True while the view itself changes Fabric, so the events Fabric fires for it are not gestures. */
  private syncing = false;
  /** The objects whose gesture is being committed: Fabric already shows their new state. */
  private committing = new Set<string>();
  private readonly disposers: (() => void)[] = [];
  private readonly context: ShapeContext;
  private readonly background: BackgroundView;
  /** The image being cropped, while crop mode is on. */
  private crop: { id: string; session: CropSession; interrupted: () => void } | null = null;
  /** Whether a press on empty canvas moves the background picture rather than starting a selection box. */
  backgroundSelected = false;
  /** Shows the records again after a preview frame ({@link showMoment}); null when they show. */
  private shownMoment: (() => void) | null = null;

  /**
   * `onAssetError` hears of every picture or SVG that could not be shown (refused, missing, broken);
   * `onBackgroundError` of a background picture or pattern of the current design that could not be.
   */
  constructor(
    element: HTMLCanvasElement,
    private readonly store: DocumentStore,
    assets: AssetLoader,
    /** Each object type's shape, from the engine's object registry. */
    private readonly shapeOf: ShapeLookup,
    onAssetError: (id: string, error: unknown) => void = () => {},
    onBackgroundError: (kind: BackgroundKind, src: string, error: unknown) => void = () => {},
    /** An object's picture or SVG arrived and it is drawn with it now. */
    private readonly onAssetDrawn: (id: string) => void = () => {},
  ) {
    this.context = {
      assets,
      // Tracked up to the redraw, so whenIdle resolves only once the canvas shows the asset.
      loading: (object, work) => {
        void assets.track(
          work.then(
            () => this.redrawLoaded(object),
            (error: unknown) => {
              const id = this.ids.get(object);
              if (id !== undefined && this.entries.get(id)?.object === object) onAssetError(id, error);
            },
          ),
        );
      },
    };
    configureRendering();
    this.canvas = new Canvas(element, {
      preserveObjectStacking: true,
      // Pointer events cover mouse, pen and touch alike (SPEC §1: mobile use is supported).
      enablePointerEvents: true,
      // Drag on empty canvas selects every object it touches; shift-click adds to the selection.
      selection: true,
      selectionKey: 'shiftKey',
      // The page's context menu (the web app's) opens on a right-click or a long press over the canvas.
      stopContextMenu: false,
      controlsAboveOverlay: true,
    });
    this.dragSnapshot = new DragSnapshot(this.canvas);
    this.turnedCache = new TurnedCache(this.canvas);
    this.disposers.push(
      () => this.dragSnapshot.dispose(),
      () => this.turnedCache.dispose(),
    );
    this.guideLayer = new SmartGuideLayer(
      this.canvas,
      () => this.store.document.layout,
      (target) => {
        const parts = target instanceof ActiveSelection ? target.getObjects() : [target];
        // Fabric's moving objects as well as the store's selection: a press may drag an unselected object.
        const moving = new Set([...this.store.selection, ...parts.map((part) => this.ids.get(part))]);
        // A hidden object is not seen, so nothing snaps to it; a locked one is seen and is a target.
        return this.store.document.objects
          .filter((object) => !moving.has(object.id) && !object.hidden)
          .map(boundsOf);
      },
    );
    this.safeZoneLayer = new SafeZoneLayer(this.canvas, () => this.store.document.layout);
    this.background = new BackgroundView(this.canvas, assets, {
      arrived: () => this.redrawBackground(),
      failed: onBackgroundError,
    });
    this.render(store.document);
    this.disposers.push(
      store.events.on('change', ({ document }) => this.render(document)),
      store.events.on('selection', () => this.showSelection()),
      () => this.guideLayer.dispose(),
      () => this.safeZoneLayer.dispose(),
    );
    this.listenToGestures();
    this.listenToFonts();
    this.disposers.push(
      listenToBackgroundDrag(
        this.canvas,
        store,
        this.background,
        () => this.redrawBackground(),
        () => this.backgroundSelected,
      ),
    );
  }

  /** The natural size of the design's background picture once it has loaded, else null. */
  get backgroundPictureSize() {
    return this.background.pictureSize;
  }

  /** The centre guides shown at this moment (only while an object is being moved near a centre line). */
  get guides(): CentreGuides {
    return this.guideLayer.centre;
  }

  /** Every guide shown at this moment: centre lines, lines to other objects and equal spacings. */
  get smartGuides(): SmartGuides {
    return this.guideLayer.guides;
  }

  /** Whether the story safe zones are asked for, and whether they are on the screen (story layouts only). */
  get safeZones(): { shown: boolean; drawn: boolean } {
    return { shown: this.safeZoneLayer.shown, drawn: this.safeZoneLayer.drawn };
  }

  showSafeZones(shown: boolean): void {
    this.safeZoneLayer.show(shown);
  }

  isEditingText(): boolean {
    const active = this.canvas.getActiveObject();
    return active instanceof Textbox && active.isEditing;
  }

  /** The hidden field Fabric types the edited text into, while a text is edited. */
  textEditingField(): HTMLTextAreaElement | null {
    const active = this.canvas.getActiveObject();
    return active instanceof Textbox && active.isEditing ? (active.hiddenTextarea ?? null) : null;
  }

  measureText(text: string, style: Parameters<typeof textStyleOf>[0], maxWidth: number) {
    return measureText(text, textStyleOf(style), maxWidth);
  }

  /** How bright the design is drawn in a box of the canvas (layout units), 0–255, transparent as white. */
  brightnessUnder(box: { left: number; top: number; width: number; height: number }): number {
    // A few dozen pixels across tell the mean as well as every pixel, at a fraction of the cost.
    const multiplier = Math.min(1, 48 / Math.max(box.width, box.height, 1));
    return meanBrightness(this.withLayoutTransform(() => this.canvas.toCanvasElement(multiplier, box)));
  }

  /** A PNG of the design at exactly its layout size, whatever the zoom it is shown at. */
  exportPng(width: number, height: number): string {
    return this.exportImage(width, height, 'image/png');
  }

  /** The design at exactly its layout size as a PNG or JPEG data URL; `quality` (0–1) is for JPEG. */
  exportImage(
    width: number,
    height: number,
    type: 'image/png' | 'image/jpeg',
    quality?: number,
    /** Pixels per layout unit: 2 draws a print PDF's pictures at twice the layout's size. */
    multiplier = 1,
  ): string {
    const url = this.withLayoutTransform(() =>
      drawnWithoutCaches(this.canvas.getObjects(), () =>
        this.canvas.toCanvasElement(multiplier, { left: 0, top: 0, width, height }),
      ).toDataURL(type, quality),
    );
    // A canvas larger than the browser allows draws nothing and gives `data:,`, not an image.
    if (!url.startsWith(`data:${type}`)) {
      throw new ExportTooLargeError({ width: width * multiplier, height: height * multiplier });
    }
    return url;
  }

  /**
   * Where each line of each text on the page stands, in layout units: its baseline's left end, its size and
   * angle. A PDF lays its real text there over the page's picture, so it can be searched and selected.
   */
  textRuns(): TextRun[] {
    const runs: TextRun[] = [];
    for (const { object } of this.entries.values()) {
      if (!(object instanceof Textbox) || !object.visible || object.opacity === 0) continue;
      const matrix = object.calcTransformMatrix();
      const fontSize = object.fontSize * Math.abs(object.scaleY);
      let lineTop = -object.height / 2;
      object.textLines.forEach((line, index) => {
        const height = object.getHeightOfLine(index);
        const text = line.trim();
        if (text !== '') {
          const start = line.length - line.trimStart().length;
          const left = -object.width / 2 + object._getLineLeftOffset(index) + start * object.fontSize * 0.25;
          // The baseline sits about nine tenths of the font size under the top of its line.
          const at = util.transformPoint(new Point(left, lineTop + object.fontSize * 0.9), matrix);
          runs.push({ text, x: at.x, y: at.y, size: fontSize, angle: object.angle ?? 0 });
        }
        lineTop += height;
      });
    }
    return runs;
  }

  /** The whole page, its longer side `maxSize` pixels at most, as a JPEG data URL (a page strip thumbnail). */
  pageThumbnail(width: number, height: number, maxSize: number): string {
    const multiplier = Math.min(1, maxSize / Math.max(width, height, 1));
    const drawn = this.wholePageOnScreen(width, height);
    if (drawn) {
      // A frame asked for and not drawn yet would leave the page as it was before the last change.
      if ((this.canvas as unknown as { nextRenderHandle?: number }).nextRenderHandle) {
        this.canvas.cancelRequestedRender();
        this.canvas.renderAll();
      }
      // The page as the canvas shows it, scaled down: a copy of pixels already drawn, where drawing the page
      // again would cost as much as a frame of it (a 500-object page after every gesture, issue 22).
      const thumbnail = globalThis.document.createElement('canvas');
      thumbnail.width = Math.max(1, Math.round(width * multiplier));
      thumbnail.height = Math.max(1, Math.round(height * multiplier));
      const context = thumbnail.getContext('2d');
      if (context) {
        context.imageSmoothingQuality = 'high';
        context.drawImage(drawn, 0, 0, thumbnail.width, thumbnail.height);
        return thumbnail.toDataURL('image/jpeg', 0.8);
      }
    }
    return this.withLayoutTransform(() =>
      drawnWithoutCaches(this.canvas.getObjects(), () =>
        this.canvas.toCanvasElement(multiplier, { left: 0, top: 0, width, height }),
      ).toDataURL('image/jpeg', 0.8),
    );
  }

  /** The canvas element when it holds the whole page and nothing else, drawn as it stands; else null. */
  private wholePageOnScreen(width: number, height: number): HTMLCanvasElement | null {
    const element = this.canvas.getElement();
    const [scaleX, skewY, skewX, scaleY, offsetX, offsetY] = this.canvas.viewportTransform;
    const retina = this.canvas.getRetinaScaling();
    const fits =
      skewX === 0 &&
      skewY === 0 &&
      offsetX === 0 &&
      offsetY === 0 &&
      Math.abs(width * scaleX * retina - element.width) < 1 &&
      Math.abs(height * scaleY * retina - element.height) < 1;
    return fits && this.shownMoment === null && !this.safeZoneLayer.drawn ? element : null;
  }

  /** Shows every object as at `seconds` of the timeline (a preview frame); null shows the records again. */
  showMoment(seconds: number | null): void {
    this.shownMoment?.();
    this.shownMoment = null;
    if (seconds !== null) this.shownMoment = this.momentAt(seconds).show();
    this.dragSnapshot.invalidate();
    this.canvas.requestRenderAll();
  }

  /**
   * Draws the design at layout size times `scale` as at `seconds` of the timeline on `target` (a video
   * frame), or nothing when that moment looks like the one whose key is `previous`; returns this moment's key.
   */
  drawMoment(target: CanvasRenderingContext2D, seconds: number, previous: string | null, scale = 1): string {
    if (this.shownMoment) this.showMoment(null);
    const moment = this.momentAt(seconds);
    if (moment.key === previous) return moment.key;
    const showRecords = moment.show();
    try {
      this.withLayoutTransform(() => drawScene(this.canvas, target, scale));
    } finally {
      showRecords();
    }
    return moment.key;
  }

  private momentAt(seconds: number) {
    return momentAt(this.entries.values(), seconds, this.store.document.layout.width);
  }

  /** One object alone, transparent around it, scaled down so its longer side is at most `maxSize`. */
  objectToDataUrl(id: string, maxSize: number): string {
    const entry = this.entries.get(id);
    if (!entry) throw new RangeError(`No object with id "${id}"`);
    const { object } = entry;
    const { width, height } = object.getBoundingRect();
    const multiplier = Math.min(1, maxSize / Math.max(width, height, 1));
    // A hidden layer still shows its picture in the layers panel.
    const visible = object.visible;
    object.visible = true;
    try {
      return this.withLayoutTransform(() => object.toDataURL({ format: 'png', multiplier }));
    } finally {
      object.visible = visible;
    }
  }

  /**
   * The given objects alone on a transparent canvas cut to their bounds at layout size (the picture a copy
   * puts on the clipboard), scaled down so its longer side is at most `maxSize`; null when none is drawn.
   */
  objectsToCanvas(ids: readonly string[], maxSize: number): HTMLCanvasElement | null {
    const objects = ids.flatMap((id) => this.entries.get(id)?.object ?? []);
    if (objects.length === 0) return null;
    return this.withLayoutTransform(() => {
      const boxes = objects.map((object) => object.getBoundingRect());
      const left = Math.min(...boxes.map((box) => box.left));
      const top = Math.min(...boxes.map((box) => box.top));
      const width = Math.max(...boxes.map((box) => box.left + box.width)) - left;
      const height = Math.max(...boxes.map((box) => box.top + box.height)) - top;
      const scale = Math.min(1, maxSize / Math.max(width, height, 1));
      const target = document.createElement('canvas');
      target.width = Math.max(1, Math.ceil(width * scale));
      target.height = Math.max(1, Math.ceil(height * scale));
      const context = target.getContext('2d');
      if (!context) return null;
      objects.forEach((object, index) => {
        const box = boxes[index]!;
        const drawn = object.toCanvasElement({ multiplier: scale });
        context.drawImage(drawn, (box.left - left) * scale, (box.top - top) * scale);
      });
      return target;
    });
  }

  /**
   * The id of the topmost object drawn under a point of the page (client pixels), or null over empty
   * canvas or outside it. Objects that cannot be picked on the canvas (locked) count; hidden ones do not.
   */
  objectIdAt(clientX: number, clientY: number): string | null {
    const point = this.scenePointAt(clientX, clientY);
    if (!point) return null;
    const records = this.store.document.objects;
    for (let index = records.length - 1; index >= 0; index -= 1) {
      const id = records[index]!.id;
      const object = this.entries.get(id)?.object;
      if (!object || !object.visible) continue;
      object.setCoords();
      if (object.containsPoint(point)) return id;
    }
    return null;
  }

  /** The box the given objects take on the page, in client pixels; null when none is drawn. */
  clientRectOf(ids: readonly string[]): { left: number; top: number; width: number; height: number } | null {
    const objects = ids.flatMap((id) => this.entries.get(id)?.object ?? []);
    const element = this.canvas.upperCanvasEl;
    const rect = element.getBoundingClientRect();
    if (objects.length === 0 || rect.width === 0 || rect.height === 0) return null;
    const scaleX = rect.width / this.canvas.getWidth();
    const scaleY = rect.height / this.canvas.getHeight();
    const corners = objects.flatMap((object) => {
      object.setCoords();
      return object.getCoords().map((corner) => corner.transform(this.canvas.viewportTransform));
    });
    const xs = corners.map((corner) => rect.left + corner.x * scaleX);
    const ys = corners.map((corner) => rect.top + corner.y * scaleY);
    const left = Math.min(...xs);
    const top = Math.min(...ys);
    return { left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
  }

  /** A point of the page (client pixels) in the scene plane, or null when the canvas has no size. */
  private scenePointAt(clientX: number, clientY: number): Point | null {
    const rect = this.canvas.upperCanvasEl.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return null;
    const onCanvas = new Point(
      ((clientX - rect.left) * this.canvas.getWidth()) / rect.width,
      ((clientY - rect.top) * this.canvas.getHeight()) / rect.height,
    );
    return onCanvas.transform(util.invertTransform(this.canvas.viewportTransform));
  }

  /** The image in crop mode, or null. */
  get croppingId(): string | null {
    return this.crop?.id ?? null;
  }

  /** The crop frame now, in source pixels of the picture, or null outside crop mode. */
  get cropRect(): CropRect | null {
    return this.crop?.session.rect ?? null;
  }

  /**
   * Enters crop mode on image `id` (see {@link CropSession}). `outside` hears a press outside the frame;
   * `interrupted` hears that the mode ended because the design changed under it (an undo, a load).
   * Throws, changing nothing, when the image's picture has not loaded.
   */
  startCrop(id: string, outside: () => void, interrupted: () => void): void {
    const entry = this.entries.get(id);
    if (!entry || entry.record.type !== 'pz-image' || !(entry.object instanceof FabricImage)) {
      throw new RangeError(`Not an image: "${id}"`);
    }
    const picture = loadedPicture(entry.object);
    if (!picture) throw new Error(`The picture of image "${id}" has not loaded: it cannot be cropped yet`);
    this.endCrop();
    const size = { width: picture.naturalWidth, height: picture.naturalHeight };
    this.syncing = true;
    try {
      this.canvas.discardActiveObject();
      const changed = () => this.dragSnapshot.invalidate();
      const session = new CropSession(this.canvas, entry.object, entry.record, size, outside, changed);
      this.crop = { id, session, interrupted };
    } finally {
      this.syncing = false;
    }
  }

  /** Moves the crop frame to `rect` (kept inside the picture); the frame now. */
  setCropRect(rect: CropRect): CropRect {
    if (!this.crop) throw new Error('No image is being cropped');
    return this.crop.session.setRect(rect);
  }

  /** Leaves crop mode, drawing the image from its record again; what the frame held, or null. */
  endCrop(): { id: string; rect: CropRect } | null {
    const crop = this.crop;
    if (!crop) return null;
    this.crop = null;
    const rect = crop.session.rect;
    this.syncing = true;
    try {
      this.canvas.discardActiveObject();
      crop.session.end();
      const entry = this.entries.get(crop.id);
      if (entry) entry.shape.update(entry.object, entry.record, this.context);
    } finally {
      this.syncing = false;
    }
    this.showSelection();
    this.canvas.requestRenderAll();
    return { id: crop.id, rect };
  }

  dispose(): Promise<boolean> {
    this.crop?.session.end();
    this.crop = null;
    for (const dispose of this.disposers.splice(0)) dispose();
    this.entries.clear();
    // A disposed view draws nothing more. Fabric's dispose waits for a frame still asked for (by the last
    // change, an asset arriving) and destroys the canvas at its end: that frame would draw the objects
    // without the patches just removed, and were it to throw, the disposal would never end.
    this.canvas.cancelRequestedRender();
    return this.canvas.dispose();
  }

  /** Runs `draw` with the canvas at layout scale (1 layout unit = 1 pixel), then restores the zoom. */
  private withLayoutTransform<T>(draw: () => T): T {
    const canvas = this.canvas;
    // Pictures filtered at screen size while being edited: an export holds every pixel.
    if (sharpenFilterPreviews(canvas)) {
      this.dragSnapshot.invalidate();
      canvas.requestRenderAll();
    }
    const shownTransform = canvas.viewportTransform;
    const shownColour = canvas.backgroundColor;
    canvas.viewportTransform = [1, 0, 0, 1, 0, 0];
    // The design's own colour: a transparent one stays transparent, without the view's checkerboard.
    canvas.backgroundColor = this.store.document.background.color;
    try {
      return draw();
    } finally {
      canvas.viewportTransform = shownTransform;
      canvas.backgroundColor = shownColour;
      canvas.calcViewportBoundaries();
      // Fabric recomputes an object's control corners while drawing it alone (a layer thumbnail), in the
      // layout plane set above: computed again on screen, else the handles show away from the object.
      this.refreshCoords(canvas.getObjects());
    }
  }

  /** Recomputes the corners (scene and control) of `objects` and of the selection under the shown zoom. */
  private refreshCoords(objects: readonly FabricObject[]): void {
    for (const object of objects) object.setCoords();
    this.canvas.getActiveObject()?.setCoords();
  }

  private render(document: PageDocument): void {
    // The objects drawn differently from now on; null when anything may be (the background, the canvas).
    let changed: Set<FabricObject> | null = new Set();
    // A preview frame's changes are undone first, so the records are drawn from what they show.
    if (this.shownMoment) changed = null;
    this.shownMoment?.();
    this.shownMoment = null;
    if (this.crop && this.rendered?.objects !== document.objects) {
      // The design changed under the frame (an undo, a load): crop mode ends, storing nothing.
      const { interrupted } = this.crop;
      changed = null;
      this.endCrop();
      interrupted();
    }
    this.syncing = true;
    try {
      const previous = this.rendered;
      if (
        !previous ||
        previous.viewport !== document.viewport ||
        previous.background !== document.background ||
        previous.pattern !== document.pattern ||
        previous.settings !== document.settings ||
        previous.layout !== document.layout
      )
        changed = null;
      if (!previous || previous.viewport !== document.viewport) {
        const { width, height, scale } = drawableViewport(document.viewport, document.layout);
        this.canvas.setDimensions({ width, height });
        this.canvas.setZoom(scale);
      }
      if (
        !previous ||
        previous.background !== document.background ||
        previous.viewport !== document.viewport
      ) {
        this.canvas.backgroundColor = shownBackgroundColour(document.background.color, this.canvas.getZoom());
      }
      if (
        !previous ||
        previous.background !== document.background ||
        previous.pattern !== document.pattern ||
        previous.settings !== document.settings ||
        previous.layout !== document.layout
      ) {
        this.background.render(document);
      }
      if (!previous || previous.objects !== document.objects) {
        const redrawn = this.renderObjects(document.objects);
        changed = changed && redrawn;
      }
      this.rendered = document;
    } finally {
      this.syncing = false;
    }
    // Still objects may have changed: the next frame of a drag draws them again.
    this.dragSnapshot.noteEdit(changed);
    this.showSelection();
    this.canvas.requestRenderAll();
  }

  /**
   * Brings the canvas's objects in line with `records`; returns the objects whose record changed, or null
   * when objects came, went or moved in the stack (every object may be drawn at another place in it).
   */
  private renderObjects(records: readonly DesignObject[]): Set<FabricObject> | null {
    let changed: Set<FabricObject> | null = new Set();
    const active = this.canvas.getActiveObject();
    const grouped = active instanceof ActiveSelection ? active : null;
    // Objects inside a multi-selection are placed relative to it: take them out before placing them in
    // the canvas plane. The selection is shown again afterwards.
    if (grouped && records.some((record) => this.needsRedraw(record, grouped))) {
      this.canvas.discardActiveObject();
      changed = null;
    }
    const wanted = new Set(records.map((record) => record.id));
    for (const [id, entry] of this.entries) {
      if (wanted.has(id)) continue;
      changed = null;
      this.canvas.remove(entry.object);
      this.entries.delete(id);
    }
    let index = 0;
    for (const record of records) {
      let entry = this.entries.get(record.id);
      if (entry && entry.record.type !== record.type) {
        changed = null;
        this.canvas.remove(entry.object);
        this.entries.delete(record.id);
        entry = undefined;
      }
      if (!entry) {
        const shape = this.shapeOf(record);
        // A type this view cannot draw yet stays in the document, untouched, but is not shown.
        if (!shape) continue;
        changed = null;
        const object = shape.create(record, this.context);
        this.ids.set(object, record.id);
        entry = { record, object, shape };
        this.entries.set(record.id, entry);
        this.canvas.add(object);
      } else if (entry.record !== record) {
        if (!this.committing.has(record.id)) entry.shape.update(entry.object, record, this.context);
        entry.record = record;
        changed?.add(entry.object);
      }
      applyLayerState(entry.object, record);
      if (this.canvas.item(index) !== entry.object) {
        changed = null;
        this.canvas.moveObjectTo(entry.object, index);
      }
      index += 1;
    }
    return changed;
  }

  private needsRedraw(record: DesignObject, selection: ActiveSelection): boolean {
    const entry = this.entries.get(record.id);
    return (
      entry !== undefined &&
      entry.record !== record &&
      !this.committing.has(record.id) &&
      selection.contains(entry.object)
    );
  }

  /** Makes Fabric's active object match the store's selection. */
  private showSelection(): void {
    // The crop frame is the active object while cropping.
    if (this.crop) return;
    const wanted = this.store.selection
      .map((id) => this.entries.get(id)?.object)
      .filter((object): object is FabricObject => object !== undefined);
    const active = this.canvas.getActiveObject();
    const shown = active instanceof ActiveSelection ? active.getObjects() : active ? [active] : [];
    if (shown.length === wanted.length && wanted.every((object) => shown.includes(object))) return;
    this.syncing = true;
    try {
      if (wanted.length === 0) this.canvas.discardActiveObject();
      else if (wanted.length === 1) this.canvas.setActiveObject(wanted[0]!);
      else this.canvas.setActiveObject(new ActiveSelection(wanted, { canvas: this.canvas }));
    } finally {
      this.syncing = false;
    }
    this.canvas.requestRenderAll();
  }

  private selectedObjects(): FabricObject[] {
    const active = this.canvas.getActiveObject();
    if (!active) return [];
    return active instanceof ActiveSelection ? active.getObjects() : [active];
  }

  private listenToGestures(): void {
    const canvas = this.canvas;
    const selectTarget = () => {
      if (this.syncing || this.crop) return;
      const ids = this.selectedObjects()
        .map((object) => this.ids.get(object))
        .filter((id): id is string => id !== undefined);
      const { document, selection } = this.store;
      const whole = selectionWithGroups(document.objects, ids, selection);
      this.store.transact({ label: 'select', undoable: false }, (draft) => draft.select(whole));
    };
    const commit = (target: FabricObject | undefined, label: string, mergeKey?: string) => {
      if (this.syncing || !target) return;
      const objects = target instanceof ActiveSelection ? target.getObjects() : [target];
      const changed = objects
        .map((object) => ({ id: this.ids.get(object), object }))
        .filter((item): item is { id: string; object: FabricObject } => item.id !== undefined);
      if (changed.length === 0) return;
      if (this.isOutsideCanvas(target)) {
        this.revert(changed.map(({ id }) => id));
        return;
      }
      this.committing = new Set(changed.map(({ id }) => id));
      try {
        this.store.transact({ label, undoable: true, mergeKey }, (draft) => {
          for (const { id, object } of changed) {
            const entry = this.entries.get(id);
            if (entry) draft.updateObject(id, entry.shape.read(object));
          }
        });
      } finally {
        this.committing = new Set();
      }
    };
    const textKey = (target: FabricObject) => `edit-text:${this.ids.get(target)}`;
    this.disposers.push(
      canvas.on('mouse:down:before', ({ e, target }) => this.pressGroupMember(e, target)),
      canvas.on('selection:created', selectTarget),
      canvas.on('selection:updated', selectTarget),
      canvas.on('selection:cleared', selectTarget),
      canvas.on('object:modified', ({ target }) => commit(target, 'transform')),
      canvas.on('text:changed', ({ target }) => commit(target, 'edit-text', textKey(target))),
      canvas.on('text:editing:exited', ({ target }) => commit(target, 'edit-text', textKey(target))),
      canvas.on('mouse:dblclick', ({ e, target: hit }) => {
        const target = hit instanceof ActiveSelection ? this.enterGroup(e, hit) : hit;
        if (target instanceof Textbox) {
          if (target.isEditing) return;
          canvas.setActiveObject(target);
          target.enterEditing();
          target.selectAll();
          canvas.requestRenderAll();
        } else if (target) {
          this.doubleClick(target);
        }
      }),
    );
  }

  /**
   * A press on a member of a group that is not selected yet selects the whole group before Fabric picks
   * its target, so the press grabs the group's selection and a drag moves every member (one undo step).
   */
  private pressGroupMember(event: TPointerEvent, target: FabricObject | undefined): void {
    if (
      this.syncing ||
      !target ||
      target instanceof ActiveSelection ||
      event[this.canvas.selectionKey as 'shiftKey']
    ) {
      return;
    }
    // A member entered with a double click (its text edited, say) stays alone until left.
    if (target === this.canvas.getActiveObject()) return;
    const id = this.ids.get(target);
    const group = id === undefined ? null : groupOf(this.store.document.objects, id);
    if (!group) return;
    const selection = this.store.selection;
    if (group.memberIds.every((member) => selection.includes(member))) return;
    this.store.transact({ label: 'select', undoable: false }, (draft) => draft.select(group.memberIds));
    // Fabric found its target before this event: find it again now that the group is the active object.
    this.canvas._cacheTransformEventData(event);
  }

  /**
   * A double click on a selected group reaches the member under the pointer alone (its text is edited,
   * an image adapts), as entering a group does in Excalidraw; that member alone is selected meanwhile.
   */
  private enterGroup(event: TPointerEvent, selection: ActiveSelection): FabricObject | undefined {
    const member = this.canvas.findTarget(event).currentTarget;
    const id = member ? this.ids.get(member) : undefined;
    if (!member || id === undefined || !selection.contains(member)) return selection;
    this.store.transact({ label: 'select', undoable: false }, (draft) => draft.select(id));
    return member;
  }

  /** Lets the shape of a double-clicked object answer it (an image adapts itself to the canvas). */
  private doubleClick(target: FabricObject): void {
    const id = this.ids.get(target);
    const entry = id === undefined ? undefined : this.entries.get(id);
    if (id === undefined || !entry?.shape.doubleClick) return;
    const patch = entry.shape.doubleClick(entry.object, entry.record, this.store.document);
    if (!patch) return;
    this.store.transact({ label: 'double-click', undoable: true }, (draft) => draft.updateObject(id, patch));
  }

  /** An asset arrived: draw the object again with what its record says now, not when loading began. */
  private redrawLoaded(object: FabricObject): void {
    const id = this.ids.get(object);
    const entry = id === undefined ? undefined : this.entries.get(id);
    if (!entry || entry.object !== object) return;
    // The object looks different now, also in a drag's bitmap of the still objects.
    this.dragSnapshot.invalidate();
    this.syncing = true;
    try {
      // Shapes place objects in the canvas plane: take it out of a multi-selection first.
      if (object.group instanceof ActiveSelection) this.canvas.discardActiveObject();
      entry.shape.update(object, entry.record, this.context);
      object.setCoords();
    } finally {
      this.syncing = false;
    }
    this.onAssetDrawn(id!);
    this.showSelection();
    this.canvas.requestRenderAll();
  }

  /** The background changed outside a document change (a picture arrived, a drag moved it). */
  private redrawBackground(): void {
    this.dragSnapshot.invalidate();
    this.canvas.requestRenderAll();
  }

  /** SPEC §4: objects dropped wholly outside the canvas go back where they were. */
  private revert(ids: string[]): void {
    this.dragSnapshot.invalidate();
    this.syncing = true;
    try {
      if (this.canvas.getActiveObject() instanceof ActiveSelection) this.canvas.discardActiveObject();
      for (const id of ids) {
        const entry = this.entries.get(id);
        if (entry) entry.shape.update(entry.object, entry.record, this.context);
      }
    } finally {
      this.syncing = false;
    }
    this.showSelection();
    this.canvas.requestRenderAll();
  }

  private isOutsideCanvas(object: FabricObject): boolean {
    const layout = this.store.document.layout;
    const corners = object.getCoords();
    const xs = corners.map((point) => point.x);
    const ys = corners.map((point) => point.y);
    return (
      Math.max(...xs) < 0 ||
      Math.min(...xs) > layout.width ||
      Math.max(...ys) < 0 ||
      Math.min(...ys) > layout.height
    );
  }

  /** A face that finishes loading after the text was drawn changes its size: measure again. */
  private listenToFonts(): void {
    const fonts = globalThis.document?.fonts;
    if (!fonts) return;
    const remeasure = () => {
      this.dragSnapshot.invalidate();
      cache.clearFontCache();
      this.syncing = true;
      try {
        for (const entry of this.entries.values()) {
          if (!(entry.object instanceof Textbox) || entry.object.group) continue;
          entry.object.initDimensions();
          entry.shape.update(entry.object, entry.record, this.context);
        }
      } finally {
        this.syncing = false;
      }
      this.canvas.requestRenderAll();
    };
    fonts.addEventListener('loadingdone', remeasure);
    this.disposers.push(() => fonts.removeEventListener('loadingdone', remeasure));
  }
}
