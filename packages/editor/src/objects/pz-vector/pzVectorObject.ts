import { pzVectorType } from '@lienzo/core';
import type { EditorObjectType } from '../EditorObjectType';
import { vectorShape } from './vectorShape';

export const pzVectorObject: EditorObjectType = { definition: pzVectorType, shape: vectorShape };
