import {
  ANSWER_PLACEHOLDER,
  QUESTION_PROMPT,
  STICKER_WRAP,
  wrapByCharacters,
  type PzQuestion,
} from '@lienzo/core';
import { linesWidth, paintLines, roundedRect, type FontSpec } from '../instagram/canvasText';
import { innerBoxTint } from '../instagram/innerBoxTint';
import { CARD } from '../instagram/stickerStyle';
import type { StickerDrawing } from '../instagram/StickerDrawing';

const FIELD_HEIGHT = 150;
const FIELD_FONT_SIZE = 52;

/**
 * Instagram's question card: the question (28 characters a line) in its text colour on its background
 * colour (its prompt while none is typed), above a field showing its placeholder. The card grows to fit the
 * question.
 */
export function questionDrawing(question: PzQuestion): StickerDrawing {
  const { padding, gap, questionFontSize, lineHeight } = CARD;
  const font: FontSpec = { size: questionFontSize, family: CARD.family };
  const fieldFont: FontSpec = { size: FIELD_FONT_SIZE, family: CARD.family, weight: 'normal' };
  const lines = wrapByCharacters(
    question.question.trim() || (question.prompt ?? QUESTION_PROMPT),
    STICKER_WRAP.question,
  );
  const width = Math.ceil(Math.max(CARD.minWidth, linesWidth(lines, font) + 2 * padding));
  const questionHeight = lines.length * questionFontSize * lineHeight;
  const fieldTop = padding + questionHeight + gap;
  const height = Math.ceil(fieldTop + FIELD_HEIGHT + padding);
  return {
    width,
    height,
    paint(ctx) {
      roundedRect(ctx, 0, 0, width, height, CARD.radius);
      ctx.fillStyle = question.questionBackgroundColor;
      ctx.fill();
      const lineOf = questionFontSize * lineHeight;
      paintLines(ctx, lines, font, question.questionTextColor, width / 2, padding, lineOf);
      roundedRect(ctx, padding, fieldTop, width - 2 * padding, FIELD_HEIGHT, CARD.radius / 2);
      ctx.fillStyle = innerBoxTint(question.questionBackgroundColor);
      ctx.fill();
      paintLines(
        ctx,
        [question.answerPlaceholder ?? ANSWER_PLACEHOLDER],
        fieldFont,
        '#8E8E8E',
        width / 2,
        fieldTop,
        FIELD_HEIGHT,
      );
    },
  };
}
