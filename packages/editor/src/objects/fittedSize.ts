import { round2, type DesignObject } from '@lienzo/core';
import { buttonDrawing } from './pz-button/buttonDrawing';
import { measureFancyText } from './pz-ftext/fancyTextShape';
import { pollDrawing } from './pz-poll/pollDrawing';
import { questionDrawing } from './pz-question/questionDrawing';
import { sliderDrawing } from './pz-slider/sliderDrawing';

/**
 * The size an object's content gives it, for the types whose box follows their text (fancy text and
 * the Instagram stickers, SPEC §4 "resize to fit"); null for the others.
 */
export function fittedSize(record: DesignObject): { width: number; height: number } | null {
  const size = (() => {
    switch (record.type) {
      case 'pz-ftext':
        return measureFancyText(record);
      case 'pz-button':
        return buttonDrawing(record);
      case 'pz-poll':
        return pollDrawing(record);
      case 'pz-question':
        return questionDrawing(record);
      case 'pz-slider':
        return sliderDrawing(record);
      default:
        return null;
    }
  })();
  return size ? { width: round2(size.width), height: round2(size.height) } : null;
}
