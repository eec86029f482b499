import { pzFtextType } from '@lienzo/core';
import type { EditorObjectType } from '../EditorObjectType';
import { fancyTextShape } from './fancyTextShape';

export const pzFtextObject: EditorObjectType = { definition: pzFtextType, shape: fancyTextShape };
