import type { PzSlider } from '@lienzo/core';
import { stickerShape } from '../instagram/stickerShape';
import { sliderDrawing } from './sliderDrawing';

export const sliderShape = stickerShape<PzSlider>('pz-slider', sliderDrawing);
