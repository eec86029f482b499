import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignObjectOf } from '@lienzo/core';
import { ColourPicker } from '../../components/colour-picker/ColourPicker';
import { documentColours } from '../../components/colour-picker/colourLists';
import { LayerActions } from './LayerActions';
import { OpacityPopover } from './OpacityPopover';
import { ToolbarFrame } from './ToolbarFrame';
import { attempt } from './useEngine';
import { shownTargets } from '../toolbarLogic';
import type { ObjectToolbarProps } from '../WebObjectType';

/** SPEC §2 vector and illustration toolbars: opacity and colours, each of its SVG's own fills. */
export function SvgToolbar({
  engine,
  object: svg,
}: ObjectToolbarProps<DesignObjectOf<'pz-vector'> | DesignObjectOf<'pz-illustration'>>) {
  const { t } = useTranslation();
  const [targets, setTargets] = useState<{ src: string; fills: readonly string[] } | null>(null);
  useEffect(() => {
    let live = true;
    engine.colourTargets(svg.id).then(
      (fills) => {
        if (live) setTargets({ src: svg.src, fills });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [engine, svg.id, svg.src]);
  const fills = targets?.src === svg.src ? shownTargets(svg.type, targets.fills) : [];
  const isVector = svg.type === 'pz-vector';
  const [editing, setEditing] = useState(0);
  const colourAt = (index: number, original: string) =>
    svg.colorsByTargets[String(index)] ?? svg.fill ?? original;
  return (
    <ToolbarFrame
      label={t(isVector ? 'toolbars.vector.label' : 'toolbars.illustration.label')}
      sections={[
        {
          id: 'colours',
          label: t('toolbars.vector.colours'),
          render: () => (
            <div className="toolbar-colours">
              <div role="group" aria-label={t('toolbars.vector.inputs')} className="toolbar-colours__inputs">
                {fills.map((original, index) => (
                  <button
                    key={index}
                    type="button"
                    className="colour-picker__swatch"
                    style={{ background: colourAt(index, original) }}
                    aria-label={t('toolbars.vector.colour_n', { n: index + 1 })}
                    aria-pressed={editing === index}
                    onClick={() => setEditing(index)}
                  />
                ))}
              </div>
              {fills[editing] !== undefined && (
                <ColourPicker
                  label={t('toolbars.vector.colour_n', { n: editing + 1 })}
                  value={colourAt(editing, fills[editing])}
                  onChange={(colour) =>
                    attempt(() =>
                      engine.execute('update-object', {
                        id: svg.id,
                        patch: {
                          fill: null,
                          colorsByTargets: { ...svg.colorsByTargets, [String(editing)]: colour },
                        },
                      }),
                    )
                  }
                  documentColours={documentColours(engine.toDocument())}
                />
              )}
            </div>
          ),
        },
      ]}
    >
      <OpacityPopover engine={engine} id={svg.id} opacity={svg.opacity} />
      <LayerActions engine={engine} />
    </ToolbarFrame>
  );
}
