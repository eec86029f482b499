import { useTranslation } from 'react-i18next';
import type { DesignObjectOf } from '@lienzo/core';
import { cardSections } from '../instagram/cardSections';
import { StickerCommon, stickerUpdater } from '../instagram/stickerToolbar';
import { ToolbarFrame } from '../shared/ToolbarFrame';
import type { ObjectToolbarProps } from '../WebObjectType';

/** SPEC §2 ig-question toolbar: the question ('Ask me a question'), background and text colour (18 each). */
export function QuestionToolbar({
  engine,
  object: question,
}: ObjectToolbarProps<DesignObjectOf<'pz-question'>>) {
  const { t } = useTranslation();
  const update = stickerUpdater(engine, question.id);
  return (
    <ToolbarFrame
      label={t('instagram.toolbar.labels.ig-question')}
      sections={cardSections(t, update, {
        prompt: t('instagram.prompts.question'),
        question: question.question,
        onQuestion: (text) => update({ question: text }),
        background: { value: question.questionBackgroundColor, key: 'questionBackgroundColor' },
        text: { value: question.questionTextColor, key: 'questionTextColor' },
      })}
    >
      <StickerCommon engine={engine} id={question.id} opacity={question.opacity} />
    </ToolbarFrame>
  );
}
