import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FTEXT_SHAPE_TYPES, shapesByType, type DesignObjectOf, type FtextShapeType } from '@lienzo/core';
import { ColourPicker } from '../../components/colour-picker/ColourPicker';
import { documentColours } from '../../components/colour-picker/colourLists';
import { LayerActions } from '../shared/LayerActions';
import { OpacityPopover } from '../shared/OpacityPopover';
import { ToolbarFrame } from '../shared/ToolbarFrame';
import { attempt } from '../shared/useEngine';
import { CommandButton } from '../../commands/CommandButton';
import type { ObjectToolbarProps } from '../WebObjectType';

/** SPEC §2 fancy-text toolbar: shapes filterable by type, alignment, spacing and wrapping, colours. */
export function FancyTextToolbar({ engine, object: ftext }: ObjectToolbarProps<DesignObjectOf<'pz-ftext'>>) {
  const { t } = useTranslation();
  const [type, setType] = useState<FtextShapeType | ''>('');
  const colours = () => documentColours(engine.toDocument());
  return (
    <ToolbarFrame
      label={t('toolbars.fancy_text.label')}
      sections={[
        {
          id: 'shapes',
          label: t('toolbars.fancy_text.shapes'),
          render: () => (
            <>
              <label className="toolbar-field">
                <span>{t('toolbars.fancy_text.shape_type')}</span>
                <select value={type} onChange={(event) => setType(event.target.value as FtextShapeType | '')}>
                  <option value="">{t('toolbars.fancy_text.all_shapes')}</option>
                  {FTEXT_SHAPE_TYPES.map((shapeType) => (
                    <option key={shapeType} value={shapeType}>
                      {t(`toolbars.fancy_text.types.${shapeType}`)}
                    </option>
                  ))}
                </select>
              </label>
              <ul className="toolbar-shapes" aria-label={t('toolbars.fancy_text.shapes')}>
                {shapesByType(type || null).map((shape) => (
                  <li key={shape.id}>
                    <button
                      type="button"
                      aria-pressed={ftext.shapeId === shape.id}
                      onClick={() =>
                        attempt(() =>
                          engine.execute('update-fancy-text', { id: ftext.id, patch: { shapeId: shape.id } }),
                        )
                      }
                    >
                      <svg width="28" height="20" viewBox="0 0 28 20" aria-hidden="true">
                        <path d={shape.pathFor(28, 20)} fill="currentColor" />
                      </svg>
                      {t(`toolbars.fancy_text.shape_names.${shape.id}`, { defaultValue: shape.name })}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ),
        },
        {
          id: 'text-colour',
          label: t('toolbars.fancy_text.text_colour'),
          render: () => (
            <ColourPicker
              label={t('toolbars.fancy_text.text_colour')}
              value={ftext.fill}
              onChange={(fill) =>
                attempt(() => engine.execute('update-fancy-text', { id: ftext.id, patch: { fill } }))
              }
              documentColours={colours()}
            />
          ),
        },
        {
          id: 'shape-colour',
          label: t('toolbars.fancy_text.shape_colour'),
          render: () => (
            <ColourPicker
              label={t('toolbars.fancy_text.shape_colour')}
              value={ftext.backgroundColor}
              onChange={(backgroundColor) =>
                attempt(() =>
                  engine.execute('update-fancy-text', { id: ftext.id, patch: { backgroundColor } }),
                )
              }
              onClear={() =>
                attempt(() =>
                  engine.execute('update-fancy-text', {
                    id: ftext.id,
                    patch: { backgroundColor: 'transparent' },
                  }),
                )
              }
              documentColours={colours()}
            />
          ),
        },
      ]}
    >
      <button type="button" onClick={() => attempt(() => engine.execute('fancy-text-alignment'))}>
        {t('toolbars.fancy_text.alignment', { value: t(`toolbars.fancy_text.aligns.${ftext.textAlign}`) })}
      </button>
      <button type="button" onClick={() => attempt(() => engine.execute('fancy-text-spacing'))}>
        {t('toolbars.fancy_text.spacing', { value: ftext.spacing })}
      </button>
      <CommandButton engine={engine} command="fancy-text-wrapping" aria-pressed={ftext.wrapping} />
      <OpacityPopover engine={engine} id={ftext.id} opacity={ftext.opacity} />
      <LayerActions engine={engine} />
    </ToolbarFrame>
  );
}
