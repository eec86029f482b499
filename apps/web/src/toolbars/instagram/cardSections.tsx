import type { TFunction } from 'i18next';
import { textColourOn } from '@lienzo/core';
import type { ToolbarSection } from '../shared/ToolbarFrame';
import { StickerPalette, StickerTextField } from './controls';
import type { StickerUpdate } from './stickerToolbar';

/** The sections a question card and a slider share: the question, then background and text colour (18 each). */
export function cardSections(
  t: TFunction,
  update: StickerUpdate,
  card: {
    prompt: string;
    question: string;
    onQuestion: (text: string) => void;
    background: { value: string; key: string };
    text: { value: string; key: string };
  },
): ToolbarSection[] {
  const palette = (colour: { value: string; key: string }, onPick: (picked: string) => void) => (
    <StickerPalette label={t('instagram.toolbar.palette')} value={colour.value} onPick={onPick} />
  );
  // A new card colour brings the readable text colour with it (SPEC §9); the text palette can still override it.
  const pickBackground = (picked: string) =>
    update({ [card.background.key]: picked, [card.text.key]: textColourOn(picked) });
  return [
    {
      id: 'question',
      label: t('instagram.toolbar.sections.question'),
      render: () => (
        <StickerTextField
          label={card.prompt}
          initial={card.question}
          placeholder={t('instagram.placeholders.question')}
          maxLength={200}
          onChange={card.onQuestion}
        />
      ),
    },
    {
      id: 'background',
      label: t('instagram.toolbar.sections.background'),
      render: () => palette(card.background, pickBackground),
    },
    {
      id: 'text-colour',
      label: t('instagram.toolbar.sections.text_colour'),
      render: () => palette(card.text, (picked) => update({ [card.text.key]: picked })),
    },
  ];
}
