import { useTranslation } from 'react-i18next';
import { BUTTON_PLACEHOLDERS, BUTTON_TOOLBARS, normalizeHashtag, type DesignObjectOf } from '@lienzo/core';
import { StickerTextField } from '../instagram/controls';
import { StickerCommon, stickerUpdater } from '../instagram/stickerToolbar';
import { ToolbarFrame } from '../shared/ToolbarFrame';
import type { ObjectToolbarProps } from '../WebObjectType';
import { ButtonStyles } from './ButtonStyles';
import { LocationSearch } from './LocationSearch';
import { MentionField } from './MentionField';

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
export function ButtonToolbar({ engine, object: button }: ObjectToolbarProps<DesignObjectOf<'pz-button'>>) {
  const { t } = useTranslation();
  const update = stickerUpdater(engine, button.id);
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
      <StickerCommon engine={engine} id={button.id} opacity={button.opacity} />
    </ToolbarFrame>
  );
}
