import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePalette, type DesignObjectOf } from '@lienzo/core';
import type { CharacterStyle } from '@lienzo/editor';
import { ColourPicker } from '../../components/colour-picker/ColourPicker';
import { documentColours } from '../../components/colour-picker/colourLists';
import { LayerActions } from '../shared/LayerActions';
import { OpacityPopover } from '../shared/OpacityPopover';
import { Slider } from '../shared/Slider';
import { ToolbarFrame } from '../shared/ToolbarFrame';
import { attempt } from '../shared/useEngine';
import { FontPicker } from '../shared/FontPicker';
import { TextCaseControls, TextFormatControls } from './TextFormatControls';
import { TextEffectsPanel } from './TextEffectsPanel';
import type { ObjectToolbarProps } from '../WebObjectType';

/**
 * SPEC §2 text toolbar: font (picker and uploads), size, line height, letter spacing, colour (palette made on
 * open), background; bold, italic, underline, strikethrough, alignment, lists and case (issue 21).
 */
export function TextToolbar({ engine, object: text }: ObjectToolbarProps<DesignObjectOf<'pz-text'>>) {
  const { t } = useTranslation();
  const [palette, setPalette] = useState<string[]>([]);
  // While editing, setTextStyle styles the selected characters alone (SPEC §4).
  const style = (patch: CharacterStyle) =>
    attempt(() => engine.execute('set-text-style', { id: text.id, style: patch }));
  const colours = () => documentColours(engine.toDocument());
  return (
    <ToolbarFrame
      label={t('toolbars.text.label')}
      onOpenSection={(id) => {
        if (id === 'colour') setPalette(generatePalette(text.fill, Date.now() / 1000));
      }}
      sections={[
        {
          id: 'font',
          label: t('toolbars.text.font'),
          render: () => (
            <FontPicker
              current={text}
              onPick={async (patch) =>
                void (await engine.execute('set-text-style', { id: text.id, style: patch }))
              }
            />
          ),
        },
        {
          id: 'size',
          label: t('toolbars.text.size_section'),
          render: () => (
            <>
              <Slider
                label={t('toolbars.text.size')}
                value={Math.round(text.fontSize)}
                min={6}
                max={300}
                onChange={(fontSize) => style({ fontSize })}
              />
              <Slider
                label={t('toolbars.text.line_height')}
                value={text.lineHeight}
                min={0.5}
                max={3}
                step={0.1}
                onChange={(lineHeight) =>
                  engine.execute('update-object', { id: text.id, patch: { lineHeight }, merge: true })
                }
              />
              <Slider
                label={t('toolbars.text.letter_spacing')}
                value={Math.round(text.charSpacing)}
                min={-100}
                max={800}
                onChange={(charSpacing) =>
                  engine.execute('update-object', { id: text.id, patch: { charSpacing }, merge: true })
                }
              />
            </>
          ),
        },
        {
          id: 'case',
          label: t('toolbars.text.case'),
          render: () => <TextCaseControls engine={engine} />,
        },
        {
          id: 'colour',
          label: t('toolbars.text.colour'),
          render: () => (
            <ColourPicker
              label={t('toolbars.text.colour')}
              value={text.fill}
              onChange={(fill) => style({ fill })}
              documentColours={colours()}
              palette={palette}
            />
          ),
        },
        {
          id: 'background',
          label: t('toolbars.text.background'),
          render: () => (
            <ColourPicker
              label={t('toolbars.text.background')}
              value={text.textBackgroundColor || null}
              onChange={(textBackgroundColor) => style({ textBackgroundColor })}
              onClear={() =>
                attempt(() =>
                  engine.execute('update-object', { id: text.id, patch: { textBackgroundColor: '' } }),
                )
              }
              documentColours={colours()}
            />
          ),
        },
        {
          id: 'effects',
          label: t('toolbars.text.effects.label'),
          render: () => <TextEffectsPanel engine={engine} text={text} />,
        },
      ]}
    >
      <TextFormatControls engine={engine} text={text} />
      <OpacityPopover engine={engine} id={text.id} opacity={text.opacity} />
      <LayerActions engine={engine} />
    </ToolbarFrame>
  );
}
