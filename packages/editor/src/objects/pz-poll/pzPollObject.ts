import { pzPollType } from '@lienzo/core';
import type { EditorObjectType } from '../EditorObjectType';
import { pollShape } from './pollShape';

export const pzPollObject: EditorObjectType = { definition: pzPollType, shape: pollShape };
