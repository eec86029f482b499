import { emojiFromCode, STICKER_WRAP, wrapByCharacters, type PzSlider } from '@lienzo/core';
import { linesWidth, paintLines, roundedRect, type FontSpec } from '../instagram/canvasText';
import { innerBoxTint } from '../instagram/innerBoxTint';
import { CARD, questionLines } from '../instagram/stickerStyle';
import type { PictureOf } from '../instagram/stickerShape';
import type { StickerDrawing } from '../instagram/StickerDrawing';

const TRACK_HEIGHT = 24;
const EMOJI_SIZE = 130;
/** Where the emoji rests on the track, as a share of its length. */
const EMOJI_AT = 0.35;
const TRACK_FILL = ['#A33FF2', '#F24C8F'] as const;

/** The emoji a slider shows: the chosen picture's emoji, else the one named by its code. */
export function sliderEmojiOf(slider: Pick<PzSlider, 'emoji' | 'sliderEmoji'>): string {
  return slider.sliderEmoji?.emoji ?? (slider.emoji ? emojiFromCode(slider.emoji) : '');
}

/**
 * Instagram's emoji slider: the question (28 characters a line) above a track whose first part is
 * filled, with the emoji resting on it: the chosen emoji picture once it has arrived, else the emoji
 * character. The card grows to fit the question.
 */
export function sliderDrawing(slider: PzSlider, pictureOf: PictureOf = () => undefined): StickerDrawing {
  const { padding, gap, questionFontSize, lineHeight } = CARD;
  const font: FontSpec = { size: questionFontSize, family: CARD.family };
  const lines = questionLines(wrapByCharacters(slider.sliderQuestion, STICKER_WRAP.slider));
  const width = Math.ceil(Math.max(CARD.minWidth, linesWidth(lines, font) + 2 * padding));
  const trackTop = padding + (lines.length > 0 ? lines.length * questionFontSize * lineHeight + gap : 0);
  const height = Math.ceil(trackTop + EMOJI_SIZE + padding);
  const emoji = sliderEmojiOf(slider);
  const picture = slider.sliderEmoji ? pictureOf(slider.sliderEmoji.url) : undefined;
  return {
    width,
    height,
    paint(ctx) {
      roundedRect(ctx, 0, 0, width, height, CARD.radius);
      ctx.fillStyle = slider.sliderBackgroundColor;
      ctx.fill();
      const lineOf = questionFontSize * lineHeight;
      paintLines(ctx, lines, font, slider.sliderTextColor, width / 2, padding, lineOf);
      const trackY = trackTop + (EMOJI_SIZE - TRACK_HEIGHT) / 2;
      const trackWidth = width - 2 * padding;
      const thumbX = padding + trackWidth * EMOJI_AT;
      roundedRect(ctx, padding, trackY, trackWidth, TRACK_HEIGHT, TRACK_HEIGHT / 2);
      ctx.fillStyle = innerBoxTint(slider.sliderBackgroundColor);
      ctx.fill();
      const filled = ctx.createLinearGradient(padding, 0, thumbX, 0);
      filled.addColorStop(0, TRACK_FILL[0]);
      filled.addColorStop(1, TRACK_FILL[1]);
      roundedRect(ctx, padding, trackY, thumbX - padding, TRACK_HEIGHT, TRACK_HEIGHT / 2);
      ctx.fillStyle = filled;
      ctx.fill();
      if (picture) {
        ctx.drawImage(picture, thumbX - EMOJI_SIZE / 2, trackTop, EMOJI_SIZE, EMOJI_SIZE);
        return;
      }
      const emojiFont: FontSpec = { size: EMOJI_SIZE * 0.8, family: 'Noto Color Emoji', weight: 'normal' };
      // Colour emoji ignore the fill; a monochrome fallback takes the text colour, so it shows on any card.
      paintLines(ctx, [emoji], emojiFont, slider.sliderTextColor, thumbX, trackTop, EMOJI_SIZE);
    },
  };
}
