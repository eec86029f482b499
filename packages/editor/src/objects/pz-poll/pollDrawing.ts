import {
  FONTS,
  pollAnswerFontSize,
  STICKER_TEXT_COLOR,
  STICKER_WRAP,
  wrapByCharacters,
  type PzPoll,
} from '@lienzo/core';
import { linesWidth, paintLines, roundedRect, type FontSpec } from '../instagram/canvasText';
import { CARD, questionLines } from '../instagram/stickerStyle';
import type { StickerDrawing } from '../instagram/StickerDrawing';

const ANSWER_COLOUR = '#3897F0';
const DIVIDER_COLOUR = '#DBDBDB';

/** An answer's lines: upper case, 13 characters a line, words over 10 cut (SPEC §5). */
export function pollAnswerLines(answer: string | null): string[] {
  return wrapByCharacters((answer ?? '').toUpperCase(), STICKER_WRAP.pollAnswer, {
    cutWordsOver: STICKER_WRAP.pollAnswerLongestWord,
  });
}

/**
 * A white card with the question on top (38 characters a line) and the two answers side by side, each
 * at the font size its length gives it. The card grows to fit the longest line of either.
 */
export function pollDrawing(poll: PzPoll): StickerDrawing {
  const { padding, gap, questionFontSize, lineHeight } = CARD;
  const questionFont: FontSpec = { size: questionFontSize, family: CARD.family };
  const question = questionLines(wrapByCharacters(poll.poll.question, STICKER_WRAP.pollQuestion));
  const answers = [poll.poll.a1, poll.poll.a2].map((answer) => {
    const font: FontSpec = { size: pollAnswerFontSize(answer), family: FONTS.pollAnswers.fontFamily };
    const lines = pollAnswerLines(answer);
    return { font, lines, width: linesWidth(lines, font), height: lines.length * font.size * lineHeight };
  });
  const half = Math.max(...answers.map((answer) => answer.width)) + 2 * padding;
  const width = Math.ceil(
    Math.max(CARD.minWidth, 2 * half, linesWidth(question, questionFont) + 2 * padding),
  );
  const questionHeight = question.length * questionFontSize * lineHeight;
  const answersTop = padding + (question.length > 0 ? questionHeight + gap : 0);
  const answersHeight = Math.max(...answers.map((answer) => answer.height)) + 2 * padding;
  const height = Math.ceil(answersTop + answersHeight);
  return {
    width,
    height,
    paint(ctx) {
      roundedRect(ctx, 0, 0, width, height, CARD.radius);
      ctx.fillStyle = '#FFFFFF';
      ctx.fill();
      const lineOf = questionFontSize * lineHeight;
      paintLines(ctx, question, questionFont, STICKER_TEXT_COLOR, width / 2, padding, lineOf);
      ctx.fillStyle = DIVIDER_COLOUR;
      ctx.fillRect(0, answersTop, width, 4);
      ctx.fillRect(width / 2 - 2, answersTop, 4, answersHeight);
      answers.forEach((answer, index) => {
        const centreX = (width / 4) * (index * 2 + 1);
        const top = answersTop + (answersHeight - answer.height) / 2;
        const line = answer.font.size * lineHeight;
        paintLines(ctx, answer.lines, answer.font, ANSWER_COLOUR, centreX, top, line);
      });
    },
  };
}
