import type { PzPoll } from '@lienzo/core';
import { stickerShape } from '../instagram/stickerShape';
import { pollDrawing } from './pollDrawing';

export const pollShape = stickerShape<PzPoll>('pz-poll', pollDrawing);
