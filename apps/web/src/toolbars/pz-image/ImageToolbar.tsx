import { navigateTo } from '../../shell/navigation';
import { useTranslation } from 'react-i18next';
import { EDITOR_IMAGE_FILTER_PRESETS, type DesignObjectOf, type ImageFilters } from '@lienzo/core';
import { ImageChooser } from '../../drawers/images/ImageChooser';
import { UploadButton } from '../../drawers/images/UploadButton';
import { LayerActions } from '../shared/LayerActions';
import { OpacityPopover } from '../shared/OpacityPopover';
import { Slider } from '../shared/Slider';
import { ToolbarFrame } from '../shared/ToolbarFrame';
import { attempt } from '../shared/useEngine';
import { CropButtons } from './CropButtons';
import { wholeNumber } from '../toolbarLogic';
import { CommandButton } from '../../commands/CommandButton';
import type { ObjectToolbarProps } from '../WebObjectType';

/**
 * SPEC §2 image toolbar: blur, zoom, darkness, brightness (whole numbers), filters, use another image, crop,
 * upload your images, opacity, adapt, delete.
 */
export function ImageToolbar({ engine, object: image }: ObjectToolbarProps<DesignObjectOf<'pz-image'>>) {
  const { t } = useTranslation();
  // Sliders merge a drag into one undo step; preset buttons are a step each.
  const filter = (patch: Partial<ImageFilters>, merge = false) =>
    engine.execute('update-object', {
      id: image.id,
      patch: { filters: { ...image.filters, ...patch } },
      merge,
    });
  return (
    <ToolbarFrame
      label={t('toolbars.image.label')}
      sections={[
        {
          id: 'adjust',
          label: t('toolbars.image.adjust'),
          render: () => (
            <>
              <Slider
                label={t('toolbars.image.blur')}
                value={image.filters.blur}
                min={0}
                max={100}
                onChange={(value) => filter({ blur: wholeNumber(value, 0, 100) }, true)}
              />
              <Slider
                label={t('toolbars.image.zoom')}
                value={image.zoom}
                min={100}
                max={500}
                onChange={(value) =>
                  engine.execute('update-object', {
                    id: image.id,
                    patch: { zoom: wholeNumber(value, 100, 500) },
                    merge: true,
                  })
                }
              />
              <Slider
                label={t('toolbars.image.darkness')}
                value={image.filters.darkness}
                min={0}
                max={100}
                onChange={(value) => filter({ darkness: wholeNumber(value, 0, 100) }, true)}
              />
              <Slider
                label={t('toolbars.image.brightness')}
                value={image.filters.brightness}
                min={0}
                max={100}
                onChange={(value) => filter({ brightness: wholeNumber(value, 0, 100) }, true)}
              />
            </>
          ),
        },
        {
          id: 'filters',
          label: t('toolbars.image.filters'),
          render: () => (
            <div role="group" aria-label={t('toolbars.image.filters')} className="toolbar-actions">
              {EDITOR_IMAGE_FILTER_PRESETS.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  aria-pressed={image.filters.preset === preset}
                  onClick={() => attempt(() => filter({ preset }))}
                >
                  {t(`toolbars.image.presets.${preset}`)}
                </button>
              ))}
            </div>
          ),
        },
        {
          id: 'another',
          label: t('images.use_another'),
          render: () => (
            <ImageChooser
              onPick={(src) => attempt(() => engine.execute('replace-image', { id: image.id, src }))}
            />
          ),
        },
      ]}
    >
      {/* The new picture shows first in the uploads tab, where the progress and any failure are told. */}
      <CropButtons engine={engine} id={image.id} />
      <UploadButton className="toolbar-upload" onChosen={() => navigateTo('/images/uploads')} />
      <CommandButton engine={engine} command="adapt-image-to-canvas" />
      <OpacityPopover engine={engine} id={image.id} opacity={image.opacity} />
      <button type="button" onClick={() => attempt(() => engine.execute('delete'))}>
        {t('toolbars.image.delete_image')}
      </button>
      <LayerActions engine={engine} />
    </ToolbarFrame>
  );
}
