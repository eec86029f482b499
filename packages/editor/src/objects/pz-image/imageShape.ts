import { FabricImage, util, type FabricObject } from 'fabric';
import { round2, type DesignObject, type PzImage } from '@lienzo/core';
import type { ObjectShape, ShapeContext } from '../../fabric/shapes';
import { readGeometry } from '../../fabric/readGeometry';
import type { ObjectPatch } from '../../store/transaction';
import { INTERACTION, placeBox } from '../../fabric/placement';
import { coverCanvas } from './coverCanvas';
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
}

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
  const state: ImageState = { src, picture: null, filtered: '', zoom: 1 };
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

function updateImage(image: FabricImage, record: PzImage, context: ShapeContext): void {
  let state = states.get(image);
  if (!state || state.src !== record.src) state = startLoading(image, record.src, context);
  const { factor, ...crop } = zoomedView(record);
  if (state.picture && image.getElement() !== state.picture) {
    image.setElement(state.picture, { width: crop.width, height: crop.height });
    state.filtered = '';
  }
  if (Object.entries(crop).some(([key, value]) => image.get(key) !== value)) image.set(crop);
  state.zoom = factor;
  const filtered = JSON.stringify(record.filters);
  if (state.picture && state.filtered !== filtered) {
    useCanvasFilters();
    image.filters = fabricFiltersFor(record.filters);
    image.applyFilters();
    state.filtered = filtered;
  }
  placeBox(image, { ...record, scaleX: record.scaleX * factor, scaleY: record.scaleY * factor });
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
    const image = new FabricImage(placeholder(), { ...INTERACTION });
    updateImage(image, asImage(record), context);
    return image;
  },
  update: (object, record, context) => {
    if (object instanceof FabricImage) updateImage(object, asImage(record), context);
  },
  read: readImage,
  doubleClick: (_object, record, document) => coverCanvas(asImage(record), document.layout),
};
