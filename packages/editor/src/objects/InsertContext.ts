import type { DesignObject } from '@lienzo/core';
import type { AssetLoader } from '../assets/AssetLoader';
import type { FabricView } from '../fabric/FabricView';
import type { Point } from '../geometry/box';
import type { DocumentStore } from '../store/DocumentStore';

/** What a type's adding and editing operations use of the engine they run in. */
export interface InsertContext {
  readonly store: DocumentStore;
  readonly view: FabricView;
  readonly assets: AssetLoader;
  /**
   * Adds `record` centred on `at` (layout units; where it was dropped) or else at a free spot near the
   * centre, selected, as one undo step labelled `label`; a one-colour object of colour `ownFill` takes a
   * readable colour where its own would vanish. Returns its id.
   */
  place(label: string, record: DesignObject, at?: Point, ownFill?: string): string;
}

/** The object `id`, or a RangeError. */
export function requireObject(context: InsertContext, id: string): DesignObject {
  const object = context.store.getObject(id);
  if (!object) throw new RangeError(`No object with id "${id}"`);
  return object;
}
