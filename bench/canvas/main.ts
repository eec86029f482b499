// The canvas bench page: mounts the real Engine and exposes window.benchCanvas to bench/scenarios/canvas.mjs.
// Every figure is measured inside the page; the bench script only drives it and prints the table.
import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/700.css';
import {
  EDITOR_IMAGE_FILTER_PRESETS,
  createDocument,
  createObject,
  getLayout,
  type DesignDocument,
  type DesignObject,
  type Layout,
  type PzImage,
} from '@lienzo/core';
import { Engine, videoCodecFor } from '@lienzo/editor';
import {
  Canvas2dFilterBackend,
  config,
  FabricImage,
  filters as fabricFilters,
  getFilterBackend,
  Point,
  setFilterBackend,
  type Canvas,
  type FabricObject,
} from 'fabric';

/** What the bench reaches inside the engine: the Fabric canvas and the drag snapshot switch. */
interface EngineInternals {
  view: {
    canvas: Canvas;
    dragSnapshot?: { enabled: boolean; reuseScene?: boolean; invalidate(): void };
    turnedCache?: { enabled: boolean; clear(): void };
  };
}

const WORDS = ['Summer', 'sale', 'new', 'collection', 'today', 'only', 'design', 'your', 'story', 'launch'];
const COLOURS = ['#1a1a1a', '#ffffff', '#ff3366', '#2f80ed', '#27ae60', '#f2c94c', '#9b51e0', '#eb5757'];

/** A small deterministic generator, so every run draws the same design. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** SVG shapes and a picture served with the page (bench/canvas/public), with their natural sizes. */
const VECTORS = [
  { src: '/star.svg', width: 100, height: 100, fills: 1 },
  { src: '/badge.svg', width: 120, height: 80, fills: 3 },
  { src: '/blob.svg', width: 100, height: 90, fills: 2 },
] as const;
const PHOTO = { src: '/photo.png', width: 240, height: 180 } as const;
/** A real 1065 × 1600 JPEG (mate-backgrounds), bundled by Vite with the page. */
const REAL_PHOTO = new URL('../../apps/server/assets/photos/dogs-at-the-window.jpg', import.meta.url);

/**
 * `count` objects as DESIGN.md §8 measured them: 40 % texts (half of them on a background box), 40 %
 * vector shapes (SVG, recoloured), 20 % small pictures (stickers), spread over the layout; a fifth of
 * the texts and shapes turned.
 */
export function mixedObjects(count: number, width: number, height: number): DesignObject[] {
  const next = random(count * 7919 + width);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const words = (amount: number) => Array.from({ length: amount }, () => pick(WORDS)).join(' ');
  const scale = width / 540;
  const angle = () => (next() < 0.2 ? Math.round(next() * 40 - 20) : 0);
  return Array.from({ length: count }, (_, index): DesignObject => {
    const id = `bench-${index}`;
    const kind = index % 5;
    if (kind < 2) {
      const boxWidth = Math.round((120 + next() * 160) * scale);
      const fontSize = Math.round((20 + next() * 20) * scale);
      return createObject('pz-text', {
        id,
        text: words(kind === 1 ? 2 : 4),
        fontSize,
        fontFamily: 'Open Sans',
        fontWeight: next() < 0.5 ? 'bold' : 'normal',
        fill: pick(COLOURS),
        textBackgroundColor: kind === 1 ? pick(COLOURS) : '',
        textAlign: pick(['left', 'center', 'right'] as const),
        left: Math.round(next() * (width - boxWidth)),
        top: Math.round(next() * (height - fontSize * 3)),
        width: boxWidth,
        height: Math.round(fontSize * 2.4),
        angle: angle(),
      });
    }
    if (kind < 4) {
      const vector = pick(VECTORS);
      const size = (60 + next() * 100) * scale;
      return createObject('pz-vector', {
        id,
        src: vector.src,
        width: vector.width,
        height: vector.height,
        scaleX: size / vector.width,
        scaleY: size / vector.width,
        initialScaleX: size / vector.width,
        initialScaleY: size / vector.width,
        fillCount: vector.fills,
        colorsByTargets: next() < 0.5 ? { '0': pick(COLOURS) } : {},
        left: Math.round(next() * (width - size)),
        top: Math.round(next() * (height - size)),
        angle: angle(),
      });
    }
    const size = (50 + next() * 40) * scale;
    return createObject('pz-image', {
      id,
      src: PHOTO.src,
      width: PHOTO.width,
      height: PHOTO.height,
      scaleX: size / PHOTO.width,
      scaleY: size / PHOTO.width,
      sticker: true,
      left: Math.round(next() * (width - size)),
      top: Math.round(next() * (height - size)),
    });
  });
}

function designWith(layout: Layout, count: number): DesignDocument {
  const document = createDocument(layout);
  return { ...document, objects: mixedObjects(count, document.layout.width, document.layout.height) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

let engine: Engine | null = null;

function internals(): EngineInternals['view'] {
  if (!engine) throw new Error('call benchCanvas.setup() first');
  return (engine as unknown as EngineInternals).view;
}

/** Reads one pixel back, so Chromium rasterises the drawing it recorded and the time includes it. */
function flush(canvas: Canvas): void {
  canvas.getContext().getImageData(0, 0, 1, 1);
}

async function mount(document: DesignDocument): Promise<Engine> {
  await engine?.dispose();
  const host = window.document.getElementById('host')!;
  host.replaceChildren();
  const element = window.document.createElement('canvas');
  host.append(element);
  engine = await Engine.mount(element, { document, keyboard: false });
  // Every picture and SVG is drawn before anything is measured.
  await engine.whenIdle();
  return engine;
}

/** Sets objectCaching on every object; Fabric's default is on. */
function setObjectCaching(on: boolean): void {
  for (const object of internals().canvas.getObjects()) {
    object.objectCaching = on;
    object.dirty = true;
  }
}

/** A point (in CSS pixels of the canvas) on `object` that no object above it covers, or null. */
function uncoveredPointOf(canvas: Canvas, object: FabricObject): { x: number; y: number } | null {
  const objects = canvas.getObjects();
  const above = objects.slice(objects.indexOf(object) + 1);
  const box = object.getBoundingRect();
  const zoom = canvas.getZoom();
  for (let fy = 0.2; fy <= 0.8; fy += 0.1) {
    for (let fx = 0.1; fx <= 0.9; fx += 0.1) {
      const point = new Point(box.left + box.width * fx, box.top + box.height * fy);
      if (!object.containsPoint(point) || above.some((other) => other.containsPoint(point))) continue;
      return { x: point.x * zoom, y: point.y * zoom };
    }
  }
  return null;
}

function pointer(upper: HTMLCanvasElement, type: string, point: { x: number; y: number }, buttons: number) {
  const rect = upper.getBoundingClientRect();
  upper.dispatchEvent(
    new PointerEvent(type, {
      clientX: rect.left + point.x,
      clientY: rect.top + point.y,
      bubbles: true,
      cancelable: true,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      button: 0,
      buttons,
    }),
  );
}

const benchCanvas = {
  /** The engine's Fabric view, for probing by hand in the page (devtools or page.evaluate). */
  view: () => internals(),

  /**
   * Mounts a story (540×960) shown at zoom 1 holding `count` mixed objects. `minCacheSide` overrides the
   * engine's smallest cache canvas side (Fabric's own default is 256), to measure the engine without it;
   * `turnedCache: false` composites turned objects as Fabric does.
   */
  async setup(
    count: number,
    options: {
      objectCaching?: boolean;
      dragSnapshot?: boolean;
      minCacheSide?: number;
      turnedCache?: boolean;
    } = {},
  ) {
    const mounted = await mount(designWith(getLayout('instagram.story'), count));
    if (options.minCacheSide !== undefined) config.configure({ minCacheSideLimit: options.minCacheSide });
    mounted.setZoom(1);
    setObjectCaching(options.objectCaching ?? true);
    const view = internals();
    if (view.dragSnapshot) view.dragSnapshot.enabled = options.dragSnapshot ?? true;
    if (view.turnedCache) view.turnedCache.enabled = options.turnedCache ?? true;
    view.canvas.renderAll();
    await frame();
    return { objects: view.canvas.getObjects().length, hasDragSnapshot: view.dragSnapshot !== undefined };
  },

  /**
   * One full redraw (renderAll, then the pixels rasterised): median and all runs, in ms. `firstMs` is the
   * first of them after the turned objects' bitmaps were forgotten (as after a zoom or an edit of each),
   * which draws those bitmaps anew; the objects' own caches stay valid. Every redraw draws every object:
   * the last frame the engine keeps for frames in which nothing changed is forgotten before each.
   */
  redraw(runs = 10) {
    const { canvas, turnedCache, dragSnapshot } = internals();
    canvas.renderAll();
    flush(canvas);
    turnedCache?.clear();
    dragSnapshot?.invalidate();
    const first = performance.now();
    canvas.renderAll();
    flush(canvas);
    const firstMs = performance.now() - first;
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      dragSnapshot?.invalidate();
      const start = performance.now();
      canvas.renderAll();
      flush(canvas);
      times.push(performance.now() - start);
    }
    return { medianMs: median(times), firstMs, times };
  },

  /**
   * A redraw in which no object changed: each run selects another object (as a click does) and times
   * the frame that shows it, drawn and read back. Median and all runs, in ms; `reuseScene: false` draws
   * every object for it.
   */
  reselect(runs = 10, reuseScene = true) {
    const { canvas, dragSnapshot } = internals();
    // As shipped: the snapshot on (the redraw pass of the bench may have switched it off).
    const wasEnabled = dragSnapshot?.enabled ?? false;
    if (dragSnapshot) dragSnapshot.enabled = true;
    if (dragSnapshot?.reuseScene !== undefined) dragSnapshot.reuseScene = reuseScene;
    const ids = engine!.getObjects().map((object) => object.id);
    engine!.select(null);
    canvas.renderAll();
    flush(canvas);
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      engine!.select(ids[Math.floor(((run + 0.5) * ids.length) / runs)]!);
      const start = performance.now();
      canvas.renderAll();
      flush(canvas);
      times.push(performance.now() - start);
    }
    if (dragSnapshot?.reuseScene !== undefined) dragSnapshot.reuseScene = true;
    if (dragSnapshot) dragSnapshot.enabled = wasEnabled;
    return { medianMs: median(times), times };
  },

  /**
   * Drags one object from the middle of the stack for `durationMs`, sending a pointer move every 1/60 s,
   * and records the interval between animation frames and the time each renderAll took; then times ten
   * more frames of the same drag drawn and read back.
   */
  async drag(durationMs = 2000) {
    const { canvas } = internals();
    const objects = canvas.getObjects();
    let target: FabricObject | null = null;
    let start: { x: number; y: number } | null = null;
    for (let offset = 0; offset < objects.length && !start; offset++) {
      target = objects[Math.floor(objects.length / 2) + (offset % 2 ? -1 : 1) * Math.ceil(offset / 2)]!;
      start = target ? uncoveredPointOf(canvas, target) : null;
    }
    if (!start || !target) throw new Error('no object can be grabbed');
    const id = engine!.getObjects()[objects.indexOf(target)]!.id;
    const before = engine!.getObject(id)!;
    const upper = canvas.upperCanvasEl;
    const renders: number[] = [];
    const renderAll = canvas.renderAll.bind(canvas);
    canvas.renderAll = () => {
      const began = performance.now();
      renderAll();
      renders.push(performance.now() - began);
    };
    const stamps: number[] = [];
    let running = true;
    const loop = (time: number) => {
      stamps.push(time);
      if (running) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
    await frame();
    pointer(upper, 'pointerdown', start, 1);
    const began = performance.now();
    let moves = 0;
    await new Promise<void>((resolve) => {
      const tick = () => {
        const elapsed = performance.now() - began;
        if (elapsed >= durationMs) return resolve();
        moves += 1;
        // A loop of 120 × 80 CSS pixels, a full turn a second.
        const turn = (elapsed / 1000) * 2 * Math.PI;
        pointer(
          upper,
          'pointermove',
          { x: start.x + 60 * Math.sin(turn), y: start.y + 40 * (1 - Math.cos(turn)) },
          1,
        );
        setTimeout(tick, Math.max(0, began + moves * (1000 / 60) - performance.now()));
      };
      tick();
    });
    running = false;
    await frame();
    canvas.renderAll = renderAll;
    // Chromium may rasterise a canvas off the main thread, after the animation frame: also time frames
    // drawn and read back, which include that work, still in the middle of the drag.
    const rasterised: number[] = [];
    for (let step = 1; step <= 10; step++) {
      pointer(upper, 'pointermove', { x: start.x + step, y: start.y }, 1);
      const began = performance.now();
      canvas.renderAll();
      flush(canvas);
      rasterised.push(performance.now() - began);
    }
    pointer(upper, 'pointerup', start, 0);
    await frame();
    const intervals = stamps.slice(1).map((time, index) => time - stamps[index]!);
    const after = engine!.getObject(id)!;
    return {
      medianFrameMs: median(intervals),
      medianRenderMs: median(renders),
      medianRasterisedMs: median(rasterised),
      frames: intervals.length,
      renders: renders.length,
      moves,
      moved: { dx: after.left - before.left, dy: after.top - before.top },
    };
  },

  /**
   * PNG export of an A3 design (1754×2480, shown at zoom 0.5) with `count` mixed objects: median of `runs`,
   * in ms, each export following a redraw on screen.
   */
  async exportA3(count = 50, runs = 5, options: { objectCaching?: boolean; minCacheSide?: number } = {}) {
    const mounted = await mount(designWith(getLayout('documents.a3'), count));
    if (options.minCacheSide !== undefined) config.configure({ minCacheSideLimit: options.minCacheSide });
    setObjectCaching(options.objectCaching ?? true);
    const { canvas } = internals();
    mounted.exportPng();
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < runs; run++) {
      // As after editing: the objects were last drawn at the screen's zoom, not at the export's.
      canvas.renderAll();
      flush(canvas);
      const start = performance.now();
      const png = mounted.exportPng();
      times.push(performance.now() - start);
      bytes = png.length;
    }
    return { medianMs: median(times), times, bytes };
  },

  filterPhoto,
  videoExport,
};

/**
 * Issue 10's figure: a 15 s Instagram story (540 × 960) with 10 mixed objects entering one a second with
 * each effect in turn (some leaving again) and a 15 s track (bench/.out/canvas/track.wav, written by the
 * bench script), exported to WebM `runs` times. Medians and all runs, in ms; the codec used.
 */
async function videoExport(
  runs = 3,
  {
    container = 'webm',
    resolution = 'layout',
  }: { container?: 'webm' | 'mp4'; resolution?: 'layout' | 'instagram' } = {},
) {
  const effects = ['fade', 'left', 'right', 'zoom'] as const;
  const objects = mixedObjects(10, 540, 960).map((object, index) => ({
    ...object,
    animationStart: index,
    animationEnd: index % 3 === 2 ? index + 4 : null,
    animationEffect: effects[index % effects.length]!,
  }));
  const document: DesignDocument = {
    ...createDocument(getLayout('instagram.story')),
    timeline: { duration: 15, audio: { name: 'Bench track', src: '/track.wav' } },
    objects,
  };
  const mounted = await mount(document);
  await mounted.whenIdle();
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const video = await mounted.exportVideo({ container, resolution });
    times.push(performance.now() - start);
    bytes = video.size;
  }
  const { width, height } = mounted.videoSize(resolution);
  const codec = await videoCodecFor(container, width, height);
  return { medianMs: median(times), times, bytes, codec };
}

/** One edit of the photo's filters, drawn and read back: the time until the frame shows it, in ms. */
function timedFilterEdit(id: string, filters: Partial<PzImage['filters']>): number {
  const { canvas } = internals();
  const record = engine!.getObject(id) as PzImage;
  const start = performance.now();
  engine!.updateObject(id, { filters: { ...record.filters, ...filters } });
  canvas.renderAll();
  flush(canvas);
  return performance.now() - start;
}

/**
 * The baseline: Fabric's own CPU backend and filters on the same picture at full size, each result drawn
 * on the screen canvas at the shown size and read back, as the engine drew before issue 8.
 */
function stockFabricFilters(shown: FabricImage, runs: number) {
  const { canvas } = internals();
  const picture = shown._originalElement;
  const image = new FabricImage(picture);
  const shipped = getFilterBackend();
  setFilterBackend(new Canvas2dFilterBackend());
  const { x, y } = shown.getTotalObjectScaling();
  const time = (list: InstanceType<typeof fabricFilters.BaseFilter>[]) => {
    const start = performance.now();
    image.filters = list;
    image.applyFilters();
    const context = canvas.getContext();
    context.drawImage(image.getElement(), 0, 0, picture.width * x, picture.height * y);
    flush(canvas);
    return performance.now() - start;
  };
  const looks = [
    () => new fabricFilters.Sepia(),
    () => new fabricFilters.ColorMatrix({ matrix: new fabricFilters.Vintage().matrix }),
    () => new fabricFilters.Grayscale(),
  ];
  const preset: number[] = [];
  const brightness: number[] = [];
  try {
    for (let run = 0; run < runs; run++) preset.push(time([looks[run % looks.length]!()]));
    for (let run = 0; run < runs; run++)
      brightness.push(time([new fabricFilters.Brightness({ brightness: 0.1 + run / 100 })]));
  } finally {
    setFilterBackend(shipped);
  }
  return { preset, brightness };
}

/**
 * Issue 8's filter figures: an Instagram portrait (1080×1350) covered by a real photo, shown fitted to a
 * 1280 × 1000 area as the editor shows it. Times `runs` preset changes (through the toolbar's presets),
 * `runs` settings of the blur slider spread from 1 to 100 (the box blur, SPEC §9) and `runs` one-step
 * moves of the brightness slider, each drawn and read back; the full-size frame that follows once the
 * edit settles; and Fabric's own filters on the same photo; medians and all runs.
 */
async function filterPhoto(runs = 10) {
  const mounted = await mount(createDocument(getLayout('instagram.portrait')));
  mounted.fitToArea(1280, 1000);
  const id = await mounted.addImage(REAL_PHOTO.pathname);
  mounted.adaptImageToCanvas(id);
  mounted.select(null);
  await mounted.whenIdle();
  const { canvas } = internals();
  canvas.renderAll();
  flush(canvas);
  const looks = EDITOR_IMAGE_FILTER_PRESETS.filter((preset) => preset !== 'nofilter');
  const preset: number[] = [];
  for (let run = 0; run < runs; run++)
    preset.push(timedFilterEdit(id, { preset: looks[run % looks.length] }));
  timedFilterEdit(id, { preset: 'nofilter' });
  // Blur slider steps spread over the whole range: each strength plans its own shrinking and passes.
  const blur: number[] = [];
  for (let run = 0; run < runs; run++)
    blur.push(timedFilterEdit(id, { blur: 1 + Math.round((run * 99) / Math.max(1, runs - 1)) }));
  timedFilterEdit(id, { blur: 0 });
  const brightness: number[] = [];
  for (let run = 0; run < runs; run++) brightness.push(timedFilterEdit(id, { brightness: 20 + run }));
  // The frame once the edit settles (and what an export waits for): the filters at full size.
  const photo = canvas.getObjects()[0] as FabricObject & { applyFiltersAt(resolution: number): void };
  const full: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    photo.applyFiltersAt(1);
    canvas.renderAll();
    flush(canvas);
    full.push(performance.now() - start);
  }
  const stock = stockFabricFilters(photo as unknown as FabricImage, runs);
  const { width, height } = (engine!.getObject(id) as PzImage) ?? {};
  return {
    presetMs: median(preset),
    brightnessMs: median(brightness),
    blurMs: median(blur),
    fullMs: median(full),
    stockPresetMs: median(stock.preset),
    stockBrightnessMs: median(stock.brightness),
    preset,
    brightness,
    blur,
    photo: { width, height },
    zoom: mounted.zoom,
  };
}

declare global {
  interface Window {
    benchCanvas: typeof benchCanvas;
  }
}

window.benchCanvas = benchCanvas;
