import { useTranslation } from 'react-i18next';
import { normalizePollAnswer, type DesignObjectOf } from '@lienzo/core';
import { StickerTextField } from '../instagram/controls';
import { StickerCommon, stickerUpdater } from '../instagram/stickerToolbar';
import { ToolbarFrame } from '../shared/ToolbarFrame';
import type { ObjectToolbarProps } from '../WebObjectType';

/** SPEC §2 ig-poll toolbar: the question and the two answers, stored upper case, empty as null (SPEC §5). */
export function PollToolbar({ engine, object: poll }: ObjectToolbarProps<DesignObjectOf<'pz-poll'>>) {
  const { t } = useTranslation();
  const update = stickerUpdater(engine, poll.id);
  const answer = (which: 'a1' | 'a2') => (
    <StickerTextField
      label={t(`instagram.toolbar.poll_${which}`)}
      initial={poll.poll[which] ?? ''}
      placeholder={t(`instagram.placeholders.poll_${which}`)}
      maxLength={60}
      clean={(value) => value.toUpperCase()}
      onChange={(value) => update({ poll: { ...poll.poll, [which]: normalizePollAnswer(value) } })}
    />
  );
  return (
    <ToolbarFrame
      label={t('instagram.toolbar.labels.ig-poll')}
      sections={[
        {
          id: 'question',
          label: t('instagram.toolbar.sections.question'),
          render: () => (
            <StickerTextField
              label={t('instagram.prompts.question')}
              initial={poll.poll.question}
              placeholder={t('instagram.placeholders.question')}
              maxLength={200}
              onChange={(question) => update({ poll: { ...poll.poll, question } })}
            />
          ),
        },
        {
          id: 'answers',
          label: t('instagram.toolbar.sections.answers'),
          render: () => (
            <>
              {answer('a1')}
              {answer('a2')}
            </>
          ),
        },
      ]}
    >
      <StickerCommon engine={engine} id={poll.id} opacity={poll.opacity} />
    </ToolbarFrame>
  );
}
