import { util, type FabricImage, type FabricObject } from 'fabric';
import { round2, type DesignObject, type PzImage } from '@lienzo/core';
import type { ObjectShape, ShapeContext } from '../ObjectShape';
import { readGeometry } from '../../fabric/readGeometry';
import type { ObjectPatch } from '../../store/transaction';
import { INTERACTION, placeBox } from '../../fabric/placement';
import { coverCanvas } from './coverCanvas';
import { FilteredImage } from './filteredImage';
import { fabricFiltersFor, useCanvasFilters } from './imageFilters';
import { zoomedView } from './zoomedView';

interface ImageState {
  /** The address being shown or loaded. */
  src: string;
  /** The decoded picture of `src`, once it arrived. */
  picture: HTMLImageElement | null;
  /** The filter settings last applied, to filter again only when they change. */
  filtered: string;
  /** The record's zoom as a factor, to read a gesture's scale back in the record's terms. */
  zoom: number;
  /** When the filters last changed (performance.now()), to sharpen a preview once edits settle. */
  filteredAt: number;
}

/**
 * A picture showing less than this share of its source's pixels is filtered at screen size while its
 * filters change, and at full size once they have not changed for {@link SETTLE_MS}.
 */
const PREVIEW_BELOW = 0.8;
/** Longer than between two steps of a dragged slider, short enough to sharpen before anyone looks. */
const SETTLE_MS = 150;

const settled = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

const states = new WeakMap<FabricObject, ImageState>();

function asImage(record: DesignObject): PzImage {
  if (record.type !== 'pz-image') throw new TypeError(`Not an image: ${record.type}`);
  return record;
}

/** The decoded picture an image shows, or null while it has not arrived (or failed). */
export function loadedPicture(object: FabricObject): HTMLImageElement | null {
  return states.get(object)?.picture ?? null;
}

/** An empty stand-in until the picture arrives: the object already has the record's size. */
function placeholder(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  return canvas;
}

function startLoading(image: FabricImage, src: string, context: ShapeContext): ImageState {
  const state: ImageState = { src, picture: null, filtered: '', zoom: 1, filteredAt: 0 };
  states.set(image, state);
  context.loading(
    image,
    context.assets.loadImage(src).then((picture) => {
      // A newer src replaced this one while it loaded.
      if (states.get(image) === state) state.picture = picture;
    }),
  );
  return state;
}

/** Filters the picture when its settings changed: for the screen first if it shows few of its pixels. */
function filterImage(image: FilteredImage, state: ImageState, record: PzImage, context: ShapeContext): void {
  const filtered = JSON.stringify(record.filters);
  if (state.filtered !== filtered) {
    useCanvasFilters();
    image.filters = fabricFiltersFor(record.filters);
    state.filtered = filtered;
    state.filteredAt = performance.now();
    const preview = image.screenResolution();
    image.applyFiltersAt(preview < PREVIEW_BELOW ? preview : 1);
    // The redraw after it settles lands here again with the same settings: sharpened below.
    if (image.filterResolution < 1) context.loading(image, settled());
  } else if (image.filterResolution < 1 && performance.now() - state.filteredAt >= SETTLE_MS - 1) {
    image.applyFiltersAt(1);
  }
}

function updateImage(image: FilteredImage, record: PzImage, context: ShapeContext): void {
  let state = states.get(image);
  if (!state || state.src !== record.src) state = startLoading(image, record.src, context);
  const { factor, ...crop } = zoomedView(record);
  if (state.picture && image._originalElement !== state.picture) {
    // Fabric would filter the new picture with the old settings first: filterImage does it once.
    image.filters = [];
    image.setElement(state.picture, { width: crop.width, height: crop.height });
    state.filtered = '';
  }
  if (Object.entries(crop).some(([key, value]) => image.get(key) !== value)) image.set(crop);
  state.zoom = factor;
  placeBox(image, { ...record, scaleX: record.scaleX * factor, scaleY: record.scaleY * factor });
  if (state.picture) filterImage(image, state, record, context);
}

/** A gesture's new geometry, its scale in the record's terms (without the zoom). */
function readImage(image: FabricObject): ObjectPatch {
  const geometry = readGeometry(image);
  const zoom = states.get(image)?.zoom ?? 1;
  if (zoom === 1) return geometry;
  const total = image.group ? util.qrDecompose(image.calcTransformMatrix()) : image;
  return {
    ...geometry,
    scaleX: round2(Math.abs(total.scaleX) / zoom),
    scaleY: round2(Math.abs(total.scaleY) / zoom),
  };
}

/** A picture (SPEC §3 pz-image): drawn at the record's size at once, filled in when it has loaded. */
export const imageShape: ObjectShape = {
  create: (record, context) => {
    const image = new FilteredImage(placeholder(), { ...INTERACTION });
    updateImage(image, asImage(record), context);
    return image;
  },
  update: (object, record, context) => {
    if (object instanceof FilteredImage) updateImage(object, asImage(record), context);
  },
  read: readImage,
  doubleClick: (_object, record, document) => coverCanvas(asImage(record), document.layout),
};
