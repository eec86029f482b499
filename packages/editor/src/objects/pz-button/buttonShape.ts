import type { PzButton } from '@lienzo/core';
import { stickerShape } from '../instagram/stickerShape';
import { buttonDrawing } from './buttonDrawing';

export const buttonShape = stickerShape<PzButton>('pz-button', buttonDrawing);
