import { useTranslation } from 'react-i18next';
import { emojiFromCode, iconPath, SLIDER_EMOJI_PICKS, type DesignObjectOf } from '@lienzo/core';
import { siteUrl } from '../../site/siteUrl';
import { cardSections } from '../instagram/cardSections';
import { StickerCommon, stickerUpdater } from '../instagram/stickerToolbar';
import { ToolbarFrame } from '../shared/ToolbarFrame';
import type { ObjectToolbarProps } from '../WebObjectType';

/** SPEC §2 ig-slider toolbar: the question, background and text colour, and the emoji of 16 quick picks. */
export function SliderToolbar({ engine, object: slider }: ObjectToolbarProps<DesignObjectOf<'pz-slider'>>) {
  const { t } = useTranslation();
  const update = stickerUpdater(engine, slider.id);
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
      <StickerCommon engine={engine} id={slider.id} opacity={slider.opacity} />
    </ToolbarFrame>
  );
}
