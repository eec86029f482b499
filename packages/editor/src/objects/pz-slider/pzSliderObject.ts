import { pzSliderType } from '@lienzo/core';
import type { EditorObjectType } from '../EditorObjectType';
import { sliderShape } from './sliderShape';

export const pzSliderObject: EditorObjectType = { definition: pzSliderType, shape: sliderShape };
