import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { commandLabel } from '../../commands/commandLabel';
import { ToolbarFrame } from '../shared/ToolbarFrame';
import { attempt } from '../shared/useEngine';

/**
 * The toolbar of a locked layer picked in the layers panel (issue 21): it is not moved or changed, so the
 * toolbar says why and offers what still applies to it.
 */
export function LockedToolbar({ engine }: { engine: Engine }) {
  const { t } = useTranslation();
  const commands = ['unlock', 'show', 'duplicate'].filter((name) => engine.canExecute(name));
  return (
    <ToolbarFrame label={t('toolbars.locked_label')}>
      <p className="toolbar-note">{t('toolbars.locked')}</p>
      {commands.map((name) => (
        <button key={name} type="button" onClick={() => attempt(() => engine.execute(name))}>
          {commandLabel(engine, name, t)}
        </button>
      ))}
    </ToolbarFrame>
  );
}
