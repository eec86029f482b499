import type { PzButton } from '@lienzo/core';
import { cssFont, roundedRect, textWidth, type FontSpec } from '../instagram/canvasText';
import type { StickerDrawing } from '../instagram/StickerDrawing';
import { BUTTON_GRADIENT_ENDS } from './buttonGradients';
import { buttonLabel } from './buttonLabel';

/** Line box of the label, in font sizes. */
const LINE_HEIGHT = 1.3;

/** A rounded pill, as wide as its label, painted with the style's gradient from the background colour. */
export function buttonDrawing(button: PzButton): StickerDrawing {
  const label = buttonLabel(button);
  const font: FontSpec = { size: button.fontSize, family: button.fontFamily };
  const height = button.fontSize * LINE_HEIGHT + 2 * button.padding;
  // The round ends take half the height on each side, so the label never touches them.
  const width = Math.ceil(textWidth(label, font) + 2 * button.padding + height / 2);
  return {
    width,
    height,
    paint(ctx) {
      const gradient = ctx.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, button.backgroundColor);
      gradient.addColorStop(1, BUTTON_GRADIENT_ENDS[button.style] ?? button.backgroundColor);
      roundedRect(ctx, 0, 0, width, height, button.borderRadius);
      ctx.fillStyle = gradient;
      ctx.fill();
      ctx.font = cssFont(font);
      ctx.fillStyle = button.color;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(label, width / 2, height / 2);
    },
  };
}
