import { pzIllustrationType } from '@lienzo/core';
import type { EditorObjectType } from '../EditorObjectType';
import { illustrationShape } from './illustrationShape';

export const pzIllustrationObject: EditorObjectType = {
  definition: pzIllustrationType,
  shape: illustrationShape,
};
