import { pzImageType } from '@lienzo/core';
import type { EditorObjectType } from '../EditorObjectType';
import { imageShape } from './imageShape';

export const pzImageObject: EditorObjectType = { definition: pzImageType, shape: imageShape };
