import { pzQuestionType } from '@lienzo/core';
import type { EditorObjectType } from '../EditorObjectType';
import { questionShape } from './questionShape';

export const pzQuestionObject: EditorObjectType = { definition: pzQuestionType, shape: questionShape };
