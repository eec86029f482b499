import { pzButtonType } from '@lienzo/core';
import type { EditorObjectType } from '../EditorObjectType';
import { buttonShape } from './buttonShape';

export const pzButtonObject: EditorObjectType = { definition: pzButtonType, shape: buttonShape };
