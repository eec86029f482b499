import { Group, type FabricObject } from 'fabric';

/** What drawing without a cache changes on an object, as it was before. */
interface Kept {
  object: FabricObject;
  objectCaching: boolean;
  cacheCanvas: HTMLCanvasElement | undefined;
  cacheContext: CanvasRenderingContext2D | null;
  dirty: boolean;
}

/**
 * Whether an object looks right only composited as one picture: its opacity, shadow or blending then apply
 * to the whole of it. Drawn straight, each of its strokes, fills, lines and parts would be see-through on
 * its own, cast its own shadow onto the others, or blend on its own.
 */
function composited(object: FabricObject): boolean {
  return object.opacity < 1 || Boolean(object.shadow) || object.globalCompositeOperation !== 'source-over';
}

function keep(object: FabricObject, kept: Kept[]): void {
  if (composited(object)) return;
  kept.push({
    object,
    objectCaching: object.objectCaching,
    cacheCanvas: object._cacheCanvas,
    cacheContext: object._cacheContext,
    dirty: object.dirty,
  });
  object.objectCaching = false;
  if (object instanceof Group) for (const child of object.getObjects()) keep(child, kept);
}

/**
 * Runs `draw` (one drawing of `objects` at another scale than the screen's: an export) with every object
 * drawn straight onto the target instead of through its cache. Each object is drawn once there, so a cache
 * is only a detour: Fabric would rebuild every cache at the export's scale (large bitmaps, then garbage) and
 * the screen would rebuild them all again at its zoom on its next frame (issue 22). Objects Fabric must
 * cache (a clip path) and objects that look right only composited as one picture still go through theirs.
 * The screen's caches are kept as they were, dirty or not: Fabric drops an object's cache and marks the
 * object clean when it draws it uncached.
 */
export function drawnWithoutCaches<T>(objects: readonly FabricObject[], draw: () => T): T {
  const kept: Kept[] = [];
  for (const object of objects) keep(object, kept);
  try {
    return draw();
  } finally {
    for (const { object, objectCaching, cacheCanvas, cacheContext, dirty } of kept) {
      object.objectCaching = objectCaching;
      // Still holding a cache: Fabric had to cache it and has drawn it at the export's scale, the object's
      // own record of that scale included; the screen redraws it on its next frame as after any zoom.
      if (object._cacheCanvas) continue;
      object._cacheCanvas = cacheCanvas;
      object._cacheContext = cacheContext;
      object.dirty = dirty;
    }
  }
}
