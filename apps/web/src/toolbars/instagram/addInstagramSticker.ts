import type { InstagramStickerType } from '@lienzo/core';
import type { Engine, StickerToAdd } from '@lienzo/editor';

/** A sticker of `kind` with the drawer's defaults, its words in the interface language. */
function stickerToAdd(kind: InstagramStickerType, translate: (key: string) => string): StickerToAdd {
  switch (kind) {
    case 'POLL':
      return {
        kind,
        props: {
          poll: {
            question: '',
            a1: translate('instagram.defaults.poll_a1'),
            a2: translate('instagram.defaults.poll_a2'),
          },
        },
      };
    case 'MENTION':
      return { kind, props: { text: translate('instagram.defaults.mention') } };
    case 'QUESTION':
      return {
        kind,
        props: {
          prompt: translate('instagram.prompts.question'),
          answerPlaceholder: translate('instagram.placeholders.question'),
        },
      };
    case 'LOCATION':
      return { kind, props: { text: translate('instagram.defaults.location') } };
    default:
      return { kind };
  }
}

/**
 * Adds a sticker with the drawer's defaults, its words in the interface language (a Spanish poll says SÍ / NO,
 * a mention @MENCIÓN, a question card 'Hazme una pregunta' over 'Escribe algo...'). A design holds one hashtag,
 * location, poll, question and slider (SPEC §5): the add-sticker command refuses a second, and the engine's
 * `refused` event shows its translated '<type>_exists' alert, as for a key press. Returns the new sticker's id,
 * or null when refused.
 */
export function addInstagramSticker(
  engine: Engine,
  kind: InstagramStickerType,
  translate: (key: string) => string,
): string | null {
  return engine.execute('add-sticker', stickerToAdd(kind, translate)) || null;
}
