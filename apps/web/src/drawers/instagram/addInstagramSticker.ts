import { stickerExistsCode, type InstagramStickerType } from '@lienzo/core';
import type { Engine } from '@lienzo/editor';
import { notifyError } from '../../notify/notify';

/**
 * Adds a sticker with the drawer's defaults, its words in the interface language (a Spanish poll says SÍ / NO,
 * a mention @MENCIÓN, a question card 'Hazme una pregunta' over 'Escribe algo...'). A design holds one hashtag, location, poll, question and slider (SPEC §5, core's rule,
 * which the engine enforces too): a second shows the translated '<type>_exists' alert and nothing is added.
 * Returns the new sticker's id, or null when refused.
 */
export function addInstagramSticker(
  engine: Engine,
  kind: InstagramStickerType,
  translate: (key: string) => string,
): string | null {
  const exists = stickerExistsCode(engine.getObjects(), kind);
  if (exists) {
    notifyError(translate(`instagram.alerts.${exists}`));
    return null;
  }
  switch (kind) {
    case 'POLL':
      return engine.addSticker('POLL', {
        poll: {
          question: '',
          a1: translate('instagram.defaults.poll_a1'),
          a2: translate('instagram.defaults.poll_a2'),
        },
      });
    case 'MENTION':
      return engine.addSticker('MENTION', { text: translate('instagram.defaults.mention') });
    case 'QUESTION':
      return engine.addSticker('QUESTION', {
        prompt: translate('instagram.prompts.question'),
        answerPlaceholder: translate('instagram.placeholders.question'),
      });
    case 'LOCATION':
      return engine.addSticker('LOCATION', { text: translate('instagram.defaults.location') });
    default:
      return engine.addSticker(kind);
  }
}
