import { Textbox, type FabricObject } from 'fabric';
import type { DesignObject, DesignObjectType } from '@lienzo/core';
import type { ObjectPatch } from '../store/transaction';
import { createTextbox, readTextbox, updateTextbox } from './textbox';

/** How one object type is drawn with Fabric and read back after a gesture (tldraw's ShapeUtil). */
export interface ObjectShape {
  create(record: DesignObject): FabricObject;
  /** Brings a Fabric object in line with its record, placed in the canvas plane. */
  update(object: FabricObject, record: DesignObject): void;
  /** What a gesture (move, scale, rotate, typing) changed, read back from the Fabric object. */
  read(object: FabricObject): ObjectPatch;
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
const SHAPES: Partial<Record<DesignObjectType, ObjectShape>> = { 'pz-text': textShape };

export function shapeOf(record: Pick<DesignObject, 'type'>): ObjectShape | undefined {
  return SHAPES[record.type];
}
