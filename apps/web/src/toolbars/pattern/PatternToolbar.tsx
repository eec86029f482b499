import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { Slider } from '../shared/Slider';
import { ToolbarFrame } from '../shared/ToolbarFrame';
import { wholeNumber } from '../toolbarLogic';
import { PatternPicker } from './PatternPicker';
import { CommandButton } from '../../commands/CommandButton';

/** SPEC §2 pattern toolbar, shown when nothing is selected on a patterned background: zoom, change, remove. */
export function PatternToolbar({ engine }: { engine: Engine }) {
  const { t } = useTranslation();
  const { pattern } = engine.getBackground();
  if (!pattern) return null;
  return (
    <ToolbarFrame
      label={t('background.pattern_toolbar')}
      sections={[
        {
          id: 'zoom',
          label: t('background.pattern_zoom'),
          render: () => (
            <Slider
              label={t('background.pattern_zoom')}
              value={Math.round(pattern.zoom)}
              min={100}
              max={500}
              onChange={(value) =>
                engine.execute('set-pattern-zoom', {
                  zoom: wholeNumber(value, 100, 500),
                  mergeKey: 'background:pattern-zoom',
                })
              }
            />
          ),
        },
        {
          id: 'change',
          label: t('background.change_pattern'),
          render: () => <PatternPicker engine={engine} />,
        },
      ]}
    >
      <CommandButton engine={engine} command="clear-pattern" />
    </ToolbarFrame>
  );
}
