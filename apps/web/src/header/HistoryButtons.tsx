import { useTranslation } from 'react-i18next';
import { useEngine } from './useEngine';
import { useEngineValue } from './useEngineValue';
import { ReasonButton } from '../components/reason/ReasonButton';

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
        aria-label={t('header.undo')}
        title={t('header.undo')}
        reason={history.canUndo ? null : t('reasons.nothing_to_undo')}
        onClick={() => engine?.undo()}
      >
        <span aria-hidden="true">↶</span>
      </ReasonButton>
      <ReasonButton
        className="button button--ghost button--icon"
        aria-label={t('header.redo')}
        title={t('header.redo')}
        reason={history.canRedo ? null : t('reasons.nothing_to_redo')}
        onClick={() => engine?.redo()}
      >
        <span aria-hidden="true">↷</span>
      </ReasonButton>
    </div>
  );
}
