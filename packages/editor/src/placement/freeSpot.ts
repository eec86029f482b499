import {
  CANVAS,
  isStoryLayout,
  objectBox,
  round2,
  storySafeZones,
  type Box,
  type PageDocument,
  type DesignObject,
} from '@lienzo/core';

export interface Size {
  width: number;
  height: number;
}

/** Room left between a new object and what is already there, and from the edges of the area. */
export const PLACEMENT_GAP = 10;
/** An object covering this share of the canvas is a backdrop: new objects go over it, not around it. */
const BACKDROP_SHARE = 0.8;
/** Spacing of the positions tried besides those beside other objects, in canvas pixels. */
const GRID_STEP = 20;

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}

/** The boxes a new object on `canvas` should keep clear of: every object but a backdrop. */
export function obstaclesOf(objects: readonly DesignObject[], canvas: Size): Box[] {
  const canvasArea = canvas.width * canvas.height;
  return objects
    .map((object) => objectBox(object))
    .filter((box) => {
      const width = Math.min(box.right, canvas.width) - Math.max(box.left, 0);
      const height = Math.min(box.bottom, canvas.height) - Math.max(box.top, 0);
      return !(width > 0 && height > 0 && width * height >= canvasArea * BACKDROP_SHARE);
    });
}

/** Positions along one axis worth trying: the edges of the area, beside each obstacle, and a grid. */
function candidates(start: number, end: number, size: number, wanted: number, edges: number[]): number[] {
  const last = end - size;
  if (last < start) return [];
  const found = new Set<number>([start, last, Math.min(Math.max(wanted, start), last)]);
  for (let at = start; at <= last; at += GRID_STEP) found.add(at);
  for (const edge of edges) if (edge >= start && edge <= last) found.add(edge);
  return [...found];
}

type Spot = { left: number; top: number };

/**
 * The place inside `area` nearest `wanted` (a top-left corner) where a box of `size` covers none of
 * `obstacles`, keeping {@link PLACEMENT_GAP} from them; below rather than above on a tie; null when
 * there is none.
 */
export function freeSpot(size: Size, obstacles: readonly Box[], area: Box, wanted: Spot): Spot | null {
  const gap = PLACEMENT_GAP;
  const xs = candidates(
    area.left,
    area.right,
    size.width,
    wanted.left,
    obstacles.flatMap((box) => [box.right + gap, box.left - gap - size.width]),
  );
  const ys = candidates(
    area.top,
    area.bottom,
    size.height,
    wanted.top,
    obstacles.flatMap((box) => [box.bottom + gap, box.top - gap - size.height]),
  );
  let best: (Spot & { distance: number }) | null = null;
  for (const left of xs) {
    for (const top of ys) {
      const distance = (left - wanted.left) ** 2 + (top - wanted.top) ** 2;
      if (best && (distance > best.distance + 1e-6 || (distance > best.distance - 1e-6 && top <= best.top)))
        continue;
      const box = {
        left: left - gap,
        top: top - gap,
        right: left + size.width + gap,
        bottom: top + size.height + gap,
      };
      if (!obstacles.some((obstacle) => overlaps(box, obstacle))) best = { left, top, distance };
    }
  }
  return best && { left: round2(best.left), top: round2(best.top) };
}

/**
 * Where a new object goes when nothing is free: `start`, then down and right by the clone offset
 * (SPEC §9) past each object already placed there, while it stays inside the area.
 */
export function cascadeSpot(
  size: Size,
  objects: readonly Pick<DesignObject, 'left' | 'top'>[],
  area: Box,
  start: Spot,
): Spot {
  const step = CANVAS.cloneOffset;
  let { left, top } = start;
  const taken = (x: number, y: number) =>
    objects.some((object) => Math.abs(object.left - x) < 1 && Math.abs(object.top - y) < 1);
  while (
    taken(left, top) &&
    left + step + size.width <= area.right &&
    top + step + size.height <= area.bottom
  ) {
    left = round2(left + step);
    top = round2(top + step);
  }
  return { left, top };
}

/**
 * Where new objects go on a canvas: the whole canvas, or for an Instagram sticker on a story only between
 * the bars Instagram draws over it (core's safe zones), where Instagram does not hide it.
 */
export function placementArea(
  layout: Pick<PageDocument['layout'], 'key' | 'width' | 'height'>,
  options: PlacementOptions = {},
): Box {
  const bars = options.sticker && isStoryLayout(layout.key) ? storySafeZones(layout) : { top: 0, bottom: 0 };
  return { left: 0, top: bars.top, right: layout.width, bottom: layout.height - bars.bottom };
}

export interface PlacementOptions {
  /** An Instagram sticker: on a story it stays clear of the bars. */
  sticker?: boolean;
}

/** Brings a box's top-left inside `area` where the box fits in it, else centres it over the area. */
function clampInto(spot: Spot, size: Size, area: Box): Spot {
  const axis = (at: number, length: number, start: number, end: number) =>
    length > end - start ? (start + end - length) / 2 : Math.min(Math.max(at, start), end - length);
  return {
    left: round2(axis(spot.left, size.width, area.left, area.right)),
    top: round2(axis(spot.top, size.height, area.top, area.bottom)),
  };
}

/**
 * A new object's place in a design: nearest the canvas centre where it covers nothing (see
 * {@link freeSpot}), else cascaded from the centre (see {@link cascadeSpot}).
 */
export function placeNew(
  size: Size,
  document: Pick<PageDocument, 'layout' | 'objects'>,
  options: PlacementOptions = {},
): Spot {
  const { layout } = document;
  const area = placementArea(layout, options);
  const centred = clampInto(
    { left: (layout.width - size.width) / 2, top: (layout.height - size.height) / 2 },
    size,
    area,
  );
  const inset = {
    left: area.left + PLACEMENT_GAP,
    top: area.top + PLACEMENT_GAP,
    right: area.right - PLACEMENT_GAP,
    bottom: area.bottom - PLACEMENT_GAP,
  };
  const obstacles = obstaclesOf(document.objects, layout);
  return freeSpot(size, obstacles, inset, centred) ?? cascadeSpot(size, document.objects, area, centred);
}
