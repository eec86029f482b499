import { createObjectRegistry, type ObjectRegistry } from '@lienzo/core';
import type { EditorObjectType } from './EditorObjectType';
import type { ObjectShape, ShapeLookup } from './ObjectShape';
import { pzTextObject } from './pz-text/pzTextObject';
import { pzFtextObject } from './pz-ftext/pzFtextObject';
import { pzVectorObject } from './pz-vector/pzVectorObject';
import { pzImageObject } from './pz-image/pzImageObject';
import { pzIllustrationObject } from './pz-illustration/pzIllustrationObject';
import { pzButtonObject } from './pz-button/pzButtonObject';
import { pzPollObject } from './pz-poll/pzPollObject';
import { pzQuestionObject } from './pz-question/pzQuestionObject';
import { pzSliderObject } from './pz-slider/pzSliderObject';

/**
 * The one list of object types the editor draws, each from its `objects/<type>/` folder; core's
 * `OBJECT_TYPE_LIST` lists the same types' schemas. A new type adds its folder and an entry in both lists.
 */
export const EDITOR_OBJECT_TYPES: readonly EditorObjectType[] = [
  pzTextObject,
  pzFtextObject,
  pzVectorObject,
  pzImageObject,
  pzIllustrationObject,
  pzButtonObject,
  pzPollObject,
  pzQuestionObject,
  pzSliderObject,
];

/** The object types one engine reads, checks and draws. */
export interface EditorObjectRegistry {
  /** Core's registry of the same types: what documents are restored and records checked against. */
  readonly objectTypes: ObjectRegistry;
  readonly shapeOf: ShapeLookup;
}

function registryOf(types: readonly EditorObjectType[], objectTypes: ObjectRegistry): EditorObjectRegistry {
  const shapes = new Map<string, ObjectShape>(types.map((entry) => [entry.definition.type, entry.shape]));
  return { objectTypes, shapeOf: (record) => shapes.get(record.type) };
}

const BUILT_IN: EditorObjectRegistry = registryOf(EDITOR_OBJECT_TYPES, createObjectRegistry([]));

/** The built-in types and `extra` ones (an editor's own, or a test's); throws if a type name is taken. */
export function createEditorObjectRegistry(extra: readonly EditorObjectType[] = []): EditorObjectRegistry {
  if (extra.length === 0) return BUILT_IN;
  return registryOf(
    [...EDITOR_OBJECT_TYPES, ...extra],
    createObjectRegistry(extra.map((entry) => entry.definition)),
  );
}
