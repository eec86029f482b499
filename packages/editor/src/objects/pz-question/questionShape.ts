import type { PzQuestion } from '@lienzo/core';
import { stickerShape } from '../instagram/stickerShape';
import { questionDrawing } from './questionDrawing';

export const questionShape = stickerShape<PzQuestion>('pz-question', questionDrawing);
