import { Textbox, type FabricObject } from 'fabric';
import type { PageDocument, DesignObject, DesignObjectType } from '@lienzo/core';
import type { AssetLoader } from '../assets/AssetLoader';
import { illustrationShape } from '../objects/pz-illustration/illustrationShape';
import { imageShape } from '../objects/pz-image/imageShape';
import { vectorShape } from '../objects/pz-vector/vectorShape';
import type { ObjectPatch } from '../store/transaction';
import { createTextbox, readTextbox, updateTextbox } from './textbox';
import { fancyTextShape } from '../objects/pz-ftext/fancyTextShape';
import { buttonShape } from '../objects/pz-button/buttonShape';
import { pollShape } from '../objects/pz-poll/pollShape';
import { questionShape } from '../objects/pz-question/questionShape';
import { sliderShape } from '../objects/pz-slider/sliderShape';

/** What the view offers a shape besides its record: assets, and a way to finish drawing later. */
export interface ShapeContext {
  /** Loads pictures and SVGs, only from addresses the engine allows. */
  readonly assets: AssetLoader;
  /**
   * Reports asset work a shape started for `object` in `create` or `update`. Once it succeeds the view
   * calls `update` again with the object's current record and redraws; until then the object keeps the
   * size its record gives, so stacking, selection and gestures work meanwhile. `Engine.whenIdle` waits
   * for it.
   */
  loading(object: FabricObject, work: Promise<unknown>): void;
}

/** How one object type is drawn with Fabric and read back after a gesture (tldraw's ShapeUtil). */
export interface ObjectShape {
  /** A Fabric object sized and placed from the record at once; assets may fill it in later. */
  create(record: DesignObject, context: ShapeContext): FabricObject;
  /** Brings a Fabric object in line with its record, placed in the canvas plane. */
  update(object: FabricObject, record: DesignObject, context: ShapeContext): void;
  /** What a gesture (move, scale, rotate, typing) changed, read back from the Fabric object. */
  read(object: FabricObject): ObjectPatch;
  /**
   * A double click on the object (texts have their own editing). A patch returned is applied as one
   * undoable change.
   */
  doubleClick?(object: FabricObject, record: DesignObject, document: PageDocument): ObjectPatch | null;
}

const textShape: ObjectShape = {
  create: (record) => createTextbox(asText(record)),
  update: (object, record) => {
    if (object instanceof Textbox) updateTextbox(object, asText(record));
  },
  read: (object) => (object instanceof Textbox ? readTextbox(object) : {}),
};

function asText(record: DesignObject): Extract<DesignObject, { type: 'pz-text' }> {
  if (record.type !== 'pz-text') throw new TypeError(`Not a text: ${record.type}`);
  return record;
}

/** One entry per drawable type; a new type registers its shape here. */
const SHAPES: Partial<Record<DesignObjectType, ObjectShape>> = {
  'pz-text': textShape,
  'pz-ftext': fancyTextShape,
  'pz-button': buttonShape,
  'pz-poll': pollShape,
  'pz-question': questionShape,
  'pz-slider': sliderShape,
  'pz-image': imageShape,
  'pz-vector': vectorShape,
  'pz-illustration': illustrationShape,
};

export function shapeOf(record: Pick<DesignObject, 'type'>): ObjectShape | undefined {
  return SHAPES[record.type];
}
