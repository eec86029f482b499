import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { ToolbarFrame } from '../shared/ToolbarFrame';
import { attempt } from '../shared/useEngine';

/**
 * SPEC §2 background toolbar, shown when nothing is selected: make transparent. The colour itself is the
 * "Background color" control on the canvas bar.
 */
export function BackgroundToolbar({ engine }: { engine: Engine }) {
  const { t } = useTranslation();
  return (
    <ToolbarFrame label={t('toolbars.background.label')}>
      <button type="button" onClick={() => attempt(() => engine.setBackgroundColor('transparent'))}>
        {t('toolbars.background.transparent')}
      </button>
    </ToolbarFrame>
  );
}
