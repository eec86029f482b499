import { useTranslation } from 'react-i18next';
import { EDITOR_IMAGE_FILTER_PRESETS } from '@lienzo/core';
import type { BackgroundSettingsPatch, Engine } from '@lienzo/editor';
import { ColourPicker } from '../../components/colour-picker/ColourPicker';
import { useEngineValue } from '../../header/useEngineValue';
import { navigateTo } from '../../shell/navigation';
import { Slider } from '../shared/Slider';
import { ToolbarFrame } from '../shared/ToolbarFrame';
import { attempt } from '../shared/useEngine';
import { invertedPercent, wholeNumber } from '../toolbarLogic';
import { CommandButton } from '../../commands/CommandButton';

type SliderSetting = 'blur' | 'zoomImage' | 'darkness' | 'brightness';

const SLIDERS: readonly { key: SliderSetting; label: string; min: number; max: number }[] = [
  { key: 'blur', label: 'background.blur', min: 0, max: 100 },
  { key: 'zoomImage', label: 'background.zoom', min: 100, max: 500 },
  { key: 'darkness', label: 'background.darkness', min: 0, max: 100 },
  { key: 'brightness', label: 'background.brightness', min: 0, max: 100 },
];

/**
 * SPEC §2 bg-image toolbar, shown when nothing is selected on a background picture: blur, zoom, darkness,
 * brightness (whole numbers), filter presets, the overlay (colour and an inverted opacity slider, §5),
 * "move image" (selects the picture, so a drag on the canvas moves it), "use another image" and delete
 * image (back to the background toolbar).
 */
export function BgImageToolbar({ engine }: { engine: Engine }) {
  const { t } = useTranslation();
  const { settings, background } = engine.getBackground();
  const update = (patch: BackgroundSettingsPatch, mergeKey?: string) =>
    engine.execute('update-background-settings', { patch, mergeKey });
  const preset = settings.preset?.value ?? 'nofilter';
  // The picture moves with a drag on the canvas only while selected; else a drag draws a selection box.
  const moving = useEngineValue(
    engine,
    'backgroundSelection',
    (current) => current.backgroundSelected,
    false,
  );
  return (
    <ToolbarFrame
      label={t('background.image_toolbar')}
      sections={[
        {
          id: 'adjust',
          label: t('background.adjust'),
          render: () => (
            <>
              {SLIDERS.map(({ key, label, min, max }) => (
                <Slider
                  key={key}
                  label={t(label)}
                  value={Math.round(settings[key])}
                  min={min}
                  max={max}
                  onChange={(value) => update({ [key]: wholeNumber(value, min, max) }, `background:${key}`)}
                />
              ))}
            </>
          ),
        },
        {
          id: 'filters',
          label: t('background.filters'),
          render: () => (
            <div role="group" aria-label={t('background.filters')} className="toolbar-actions">
              {EDITOR_IMAGE_FILTER_PRESETS.map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={preset === value}
                  onClick={() =>
                    attempt(() => update({ preset: value === 'nofilter' ? null : { name: value, value } }))
                  }
                >
                  {t(`toolbars.image.presets.${value}`)}
                </button>
              ))}
            </div>
          ),
        },
        {
          id: 'overlay',
          label: t('background.overlay'),
          render: () => (
            <>
              <ColourPicker
                label={t('background.overlay_colour')}
                value={settings.overlayColor}
                onChange={(overlayColor) => update({ overlayColor }, 'background:overlayColor')}
                onClear={() => attempt(() => update({ overlayColor: null, overlayOpacity: 0 }))}
                documentColours={[background.color]}
              />
              <Slider
                label={t('background.overlay_opacity')}
                value={invertedPercent(settings.overlayOpacity)}
                min={0}
                max={100}
                onChange={(value) =>
                  update({ overlayOpacity: invertedPercent(value) }, 'background:overlayOpacity')
                }
              />
            </>
          ),
        },
      ]}
    >
      <button
        type="button"
        aria-pressed={moving}
        onClick={() => attempt(() => engine.execute('move-background'))}
      >
        {t('commands.move-background')}
      </button>
      <button type="button" onClick={() => navigateTo('/backgrounds')}>
        {t('background.use_another_image')}
      </button>
      <CommandButton engine={engine} command="remove-background-image" />
    </ToolbarFrame>
  );
}
