import { useTranslation } from 'react-i18next';
import { useEngine } from './useEngine';
import { useEngineValue } from './useEngineValue';
import { ReasonButton } from '../components/reason/ReasonButton';
import { commandLabel } from '../commands/commandLabel';
import { commandReason } from '../commands/commandReason';
import { runCommand } from '../commands/runCommand';

/** Undo and Redo, enabled from the engine's `history` event. */
export function HistoryButtons() {
  const { t } = useTranslation();
  const engine = useEngine();
  const history = {
    canUndo: useEngineValue(engine, 'history', (mounted) => mounted.canUndo, false),
    canRedo: useEngineValue(engine, 'history', (mounted) => mounted.canRedo, false),
  };

  return (
    <div className="header__history" role="group" aria-label={t('header.history')}>
      <ReasonButton
        className="button button--ghost button--icon"
        aria-label={commandLabel(engine, 'undo', t)}
        title={commandLabel(engine, 'undo', t)}
        reason={engine && history.canUndo ? commandReason(engine, 'undo', t) : t('reasons.nothing_to_undo')}
        onClick={() => engine && runCommand(engine, 'undo')}
      >
        <span aria-hidden="true">↶</span>
      </ReasonButton>
      <ReasonButton
        className="button button--ghost button--icon"
        aria-label={commandLabel(engine, 'redo', t)}
        title={commandLabel(engine, 'redo', t)}
        reason={engine && history.canRedo ? commandReason(engine, 'redo', t) : t('reasons.nothing_to_redo')}
        onClick={() => engine && runCommand(engine, 'redo')}
      >
        <span aria-hidden="true">↷</span>
      </ReasonButton>
    </div>
  );
}
