import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  BUTTON_PLACEHOLDERS,
  BUTTON_TOOLBARS,
  emojiFromCode,
  iconPath,
  normalizeHashtag,
  normalizePollAnswer,
  SLIDER_EMOJI_PICKS,
  textColourOn,
  type DesignObjectOf,
} from '@lienzo/core';
import type { Engine, ObjectPatch } from '@lienzo/editor';
import { LayerActions } from '../shared/LayerActions';
import { OpacityPopover } from '../shared/OpacityPopover';
import { ToolbarFrame, type ToolbarSection } from '../shared/ToolbarFrame';
import { attempt } from '../shared/useEngine';
import { ButtonStyles, StickerPalette, StickerTextField } from './controls';
import { LocationSearch } from './LocationSearch';
import { MentionField } from './MentionField';
import { siteUrl } from '../../site/siteUrl';

type Update = (patch: ObjectPatch) => void;

function updater(engine: Engine, id: string): Update {
  return (patch) => attempt(() => engine.execute('update-sticker', { id, patch }));
}

function Common({ engine, id, opacity }: { engine: Engine; id: string; opacity: number }) {
  return (
    <>
      <OpacityPopover engine={engine} id={id} opacity={opacity} />
      <LayerActions engine={engine} />
    </>
  );
}

/** What a button's field starts with: its own text, not the placeholder the button shows until then. */
function buttonFieldValue(button: DesignObjectOf<'pz-button'>): string {
  switch (button.instagram.type) {
    case 'HASHTAG':
      return button.text === BUTTON_PLACEHOLDERS.HASHTAG ? '' : normalizeHashtag(button.text);
    case 'MENTION':
      return button.mention;
    case 'LOCATION':
      return button.location?.name ?? '';
  }
}

/**
 * SPEC §2 button (hashtag), ig-location and ig-mention toolbars: the text with its SPEC §5 rule and the
 * 8 gradient presets, each in a sub-section, then opacity and layer actions.
 */
export function ButtonToolbar({ engine, button }: { engine: Engine; button: DesignObjectOf<'pz-button'> }) {
  const { t } = useTranslation();
  const update = updater(engine, button.id);
  const kind = button.instagram.type;
  const toolbar = BUTTON_TOOLBARS[kind];
  const field = () => {
    switch (kind) {
      case 'HASHTAG':
        return (
          <StickerTextField
            label={t('instagram.prompts.hashtag')}
            initial={buttonFieldValue(button)}
            placeholder={t('instagram.placeholders.hashtag')}
            clean={normalizeHashtag}
            onChange={(text) => update({ text })}
          />
        );
      case 'MENTION':
        return (
          <MentionField
            initial={buttonFieldValue(button)}
            onType={(typed, confirmed) => update({ text: typed, mention: confirmed ? typed : '' })}
            onConfirm={(mention) => update({ mention, text: mention })}
          />
        );
      case 'LOCATION':
        return (
          <LocationSearch
            initial={buttonFieldValue(button)}
            onPick={(name) => update({ location: { name }, text: name })}
            onClear={() => update({ location: null, text: '' })}
          />
        );
    }
  };
  return (
    <ToolbarFrame
      label={t(`instagram.toolbar.labels.${toolbar}`)}
      sections={[
        { id: 'text', label: t(`instagram.toolbar.sections.${kind.toLowerCase()}`), render: field },
        {
          id: 'styles',
          label: t('instagram.toolbar.styles'),
          render: () => (
            <ButtonStyles
              backgroundColor={button.backgroundColor}
              value={button.style}
              onPick={(style) => update({ style })}
            />
          ),
        },
      ]}
    >
      <Common engine={engine} id={button.id} opacity={button.opacity} />
    </ToolbarFrame>
  );
}

/** SPEC §2 ig-poll toolbar: the question and the two answers, stored upper case, empty as null (SPEC §5). */
export function PollToolbar({ engine, poll }: { engine: Engine; poll: DesignObjectOf<'pz-poll'> }) {
  const { t } = useTranslation();
  const update = updater(engine, poll.id);
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
      <Common engine={engine} id={poll.id} opacity={poll.opacity} />
    </ToolbarFrame>
  );
}

/** The sections a question card and a slider share: the question, then background and text colour (18 each). */
function cardSections(
  t: TFunction,
  update: Update,
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

/** SPEC §2 ig-question toolbar: the question ('Ask me a question'), background and text colour (18 each). */
export function QuestionToolbar({
  engine,
  question,
}: {
  engine: Engine;
  question: DesignObjectOf<'pz-question'>;
}) {
  const { t } = useTranslation();
  const update = updater(engine, question.id);
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
      <Common engine={engine} id={question.id} opacity={question.opacity} />
    </ToolbarFrame>
  );
}

/** SPEC §2 ig-slider toolbar: the question, background and text colour, and the emoji of 16 quick picks. */
export function SliderToolbar({ engine, slider }: { engine: Engine; slider: DesignObjectOf<'pz-slider'> }) {
  const { t } = useTranslation();
  const update = updater(engine, slider.id);
  return (
    <ToolbarFrame
      label={t('instagram.toolbar.labels.ig-slider')}
      sections={[
        ...cardSections(t, update, {
          prompt: t('instagram.prompts.slider'),
          question: slider.sliderQuestion,
          onQuestion: (sliderQuestion) => update({ sliderQuestion }),
          background: { value: slider.sliderBackgroundColor, key: 'sliderBackgroundColor' },
          text: { value: slider.sliderTextColor, key: 'sliderTextColor' },
        }),
        {
          id: 'emoji',
          label: t('instagram.toolbar.sections.emoji'),
          render: () => (
            <div
              role="group"
              aria-label={t('instagram.toolbar.emoji_picks')}
              className="toolbar-colours__inputs"
            >
              {SLIDER_EMOJI_PICKS.map((pick) => (
                <button
                  key={pick.code}
                  type="button"
                  className="toolbar-emoji"
                  aria-label={t('instagram.toolbar.emoji', { name: pick.icon.replace(/-/g, ' ') })}
                  aria-pressed={slider.emoji === pick.code}
                  onClick={() =>
                    update({
                      emoji: pick.code,
                      sliderEmoji: { emoji: emojiFromCode(pick.code), url: iconPath('twemoji', pick.icon) },
                    })
                  }
                >
                  <img src={siteUrl(iconPath('twemoji', pick.icon))} alt="" width={22} height={22} />
                </button>
              ))}
            </div>
          ),
        },
      ]}
    >
      <Common engine={engine} id={slider.id} opacity={slider.opacity} />
    </ToolbarFrame>
  );
}
