import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { ToolbarFrame } from '../shared/ToolbarFrame';
import { attempt } from '../shared/useEngine';

/** SPEC §2 group toolbar (several objects selected): delete, and group or ungroup them. */
export function GroupToolbar({ engine }: { engine: Engine }) {
  const { t } = useTranslation();
  return (
    <ToolbarFrame label={t('toolbars.group.label')}>
      {engine.canGroup && (
        <button type="button" onClick={() => attempt(() => engine.group())}>
          {t('toolbars.group.group')}
        </button>
      )}
      {engine.canUngroup && (
        <button type="button" onClick={() => attempt(() => engine.ungroup())}>
          {t('toolbars.group.ungroup')}
        </button>
      )}
      <button type="button" onClick={() => attempt(() => engine.deleteSelected())}>
        {t('toolbars.delete')}
      </button>
    </ToolbarFrame>
  );
}
