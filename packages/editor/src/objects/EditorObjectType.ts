import type { AnyObjectTypeDefinition } from '@lienzo/core';
import type { ObjectShape } from './ObjectShape';

/**
 * One object type as the editor knows it (tldraw's ShapeUtil beside its TLShape): core's definition (schema,
 * defaults, toolbar, migrations) and how the canvas draws it. Each `objects/<type>/` folder exports one.
 */
export interface EditorObjectType {
  definition: AnyObjectTypeDefinition;
  shape: ObjectShape;
}
