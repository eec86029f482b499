import { pzTextType } from '@lienzo/core';
import type { EditorObjectType } from '../EditorObjectType';
import { textShape } from './textShape';

export const pzTextObject: EditorObjectType = { definition: pzTextType, shape: textShape };
