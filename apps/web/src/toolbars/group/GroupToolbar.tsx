import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANIMATION_EFFECTS, generatePalette, type AnimationEffect, type DesignObject } from '@lienzo/core';
import type { Engine } from '@lienzo/editor';
import { ColourPicker } from '../../components/colour-picker/ColourPicker';
import { documentColours } from '../../components/colour-picker/colourLists';
import { LayerActions } from '../shared/LayerActions';
import { OpacityPopover } from '../shared/OpacityPopover';
import { Slider } from '../shared/Slider';
import { ToolbarFrame, type ToolbarSection } from '../shared/ToolbarFrame';
import { attempt } from '../shared/useEngine';
import { FontPicker } from '../shared/FontPicker';
import { sharedTextOf } from '../toolbarLogic';
import { CommandButton } from '../../commands/CommandButton';

/**
 * SPEC §2 group toolbar (several objects selected): group or ungroup them, and edit what they share at
 * once — the colour, font and size of the texts among them, opacity, rotation, animation, align, and the
 * layer actions (flip, duplicate, order, delete).
 */
export function GroupToolbar({ engine, selected }: { engine: Engine; selected: readonly DesignObject[] }) {
  const { t } = useTranslation();
  const [palette, setPalette] = useState<string[]>([]);
  const text = sharedTextOf(selected);
  const first = selected[0];
  const sections: ToolbarSection[] = [];
  if (text) {
    sections.push(
      {
        id: 'font',
        label: t('toolbars.text.font'),
        render: () => (
          <FontPicker
            current={text}
            onPick={async (style) => void (await engine.execute('style-selection', style))}
          />
        ),
      },
      {
        id: 'size',
        label: t('toolbars.text.size_section'),
        render: () => (
          <Slider
            label={t('toolbars.text.size')}
            value={Math.round(text.fontSize)}
            min={6}
            max={300}
            onChange={(fontSize) => attempt(() => engine.execute('style-selection', { fontSize }))}
          />
        ),
      },
      {
        id: 'colour',
        label: t('toolbars.text.colour'),
        render: () => (
          <ColourPicker
            label={t('toolbars.text.colour')}
            value={text.fill}
            onChange={(fill) => attempt(() => engine.execute('style-selection', { fill }))}
            documentColours={documentColours(engine.toDocument())}
            palette={palette}
          />
        ),
      },
    );
  }
  sections.push(
    {
      id: 'rotation',
      label: t('toolbars.group.rotation'),
      render: () => (
        <Slider
          label={t('toolbars.group.rotation')}
          value={Math.round(first?.angle ?? 0)}
          min={0}
          max={359}
          onChange={(angle) => attempt(() => engine.execute('set-selection-angle', { angle }))}
        />
      ),
    },
    {
      id: 'animation',
      label: t('toolbars.group.animation'),
      render: () => (
        <label className="toolbar-slider">
          {t('toolbars.group.animation')}
          <select
            value={first?.animationEffect}
            onChange={(event) =>
              attempt(() =>
                engine.execute('set-selection-animation', { effect: event.target.value as AnimationEffect }),
              )
            }
          >
            {ANIMATION_EFFECTS.map((name) => (
              <option key={name} value={name}>
                {t(`timeline.effects.${name}`)}
              </option>
            ))}
          </select>
        </label>
      ),
    },
  );
  return (
    <ToolbarFrame
      label={t('toolbars.group.label')}
      sections={sections}
      onOpenSection={(id) => {
        if (id === 'colour' && text) setPalette(generatePalette(text.fill, Date.now() / 1000));
      }}
    >
      {engine.canGroup && <CommandButton engine={engine} command="group" />}
      {engine.canUngroup && <CommandButton engine={engine} command="ungroup" />}
      <OpacityPopover engine={engine} id={null} opacity={first?.opacity ?? 1} />
      <LayerActions engine={engine} />
    </ToolbarFrame>
  );
}
