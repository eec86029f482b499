import { z } from 'zod';
import { FIELD_LIMITS } from '../limits';
import { DEFAULT_SCALES } from '../constants';
import { baseObjectShape, cssColor } from './base';
import { STICKER_BACKGROUND_COLOR, STICKER_TEXT_COLOR } from './instagram';
import { newObjectProps, propertyNamesOf, type NewObjectProps } from './properties';
import type { ToolbarId } from './toolbars';
import { defineObjectType } from './object-type';

/**
 * What the card says while no question is typed, and its answer field's placeholder (SPEC §2). The editor
 * sets them in the interface language when the card is added (issue 24); a card without them (every card
 * saved before) says these English ones, and stays as it was stored.
 */
export const QUESTION_PROMPT = 'Ask me a question';
export const ANSWER_PLACEHOLDER = 'Type something...';

export const pzQuestionSchema = z.object({
  ...baseObjectShape,
  type: z.literal('pz-question'),
  question: z.string().max(FIELD_LIMITS.stickerText).default(''),
  prompt: z.string().max(FIELD_LIMITS.stickerText).optional(),
  answerPlaceholder: z.string().max(FIELD_LIMITS.stickerText).optional(),
  questionBackgroundColor: cssColor.default(STICKER_BACKGROUND_COLOR),
  questionTextColor: cssColor.default(STICKER_TEXT_COLOR),
  instagram: z.object({ type: z.literal('QUESTION') }).default({ type: 'QUESTION' }),
});

export type PzQuestion = z.infer<typeof pzQuestionSchema>;

export const PZ_QUESTION_TOOLBAR: ToolbarId = 'ig-question';
export const PZ_QUESTION_PROPERTIES = propertyNamesOf(pzQuestionSchema);

/** A new question sticker, drawn large and scaled to 0.17 (SPEC §9); the prompt is the UI's placeholder. */
export function pzQuestionDefaults(): NewObjectProps<typeof pzQuestionSchema> {
  return newObjectProps(pzQuestionSchema, {
    type: 'pz-question',
    width: 1200,
    height: 600,
    scaleX: DEFAULT_SCALES.questionAndSlider,
    scaleY: DEFAULT_SCALES.questionAndSlider,
  });
}

/** The pz-question type as the object registry lists it. */
export const pzQuestionType = defineObjectType({
  type: 'pz-question',
  schema: pzQuestionSchema,
  toolbar: PZ_QUESTION_TOOLBAR,
  properties: PZ_QUESTION_PROPERTIES,
  defaults: pzQuestionDefaults,
  initialSize: { kind: 'scale', scale: DEFAULT_SCALES.questionAndSlider },
  instagram: ['QUESTION'],
  migrations: [],
});
