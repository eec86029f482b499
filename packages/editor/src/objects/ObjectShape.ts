import type { FabricObject } from 'fabric';
import type { DesignObject, PageDocument } from '@lienzo/core';
import type { AssetLoader } from '../assets/AssetLoader';
import type { ObjectPatch } from '../store/transaction';

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

/** The shape that draws a record's type, or undefined for a type no shape is registered for. */
export type ShapeLookup = (record: Pick<DesignObject, 'type'>) => ObjectShape | undefined;
