import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { navigateTo } from '../../shell/navigation';
import { PatternPicker } from '../pattern/PatternPicker';
import { ToolbarFrame } from '../shared/ToolbarFrame';
import { attempt } from '../shared/useEngine';

/**
 * SPEC §2 background toolbar, shown when nothing is selected: make transparent, patterns, pick an image
 * from the gallery. The colour itself is the "Background color" control on the canvas bar.
 */
export function BackgroundToolbar({ engine }: { engine: Engine }) {
  const { t } = useTranslation();
  return (
    <ToolbarFrame
      label={t('toolbars.background.label')}
      sections={[
        { id: 'patterns', label: t('background.patterns'), render: () => <PatternPicker engine={engine} /> },
      ]}
    >
      <button
        type="button"
        onClick={() => attempt(() => engine.execute('set-background-color', { color: 'transparent' }))}
      >
        {t('toolbars.background.transparent')}
      </button>
      <button type="button" onClick={() => navigateTo('/backgrounds')}>
        {t('background.pick_image')}
      </button>
    </ToolbarFrame>
  );
}
