import { useTranslation } from 'react-i18next';
import { useEngine } from './useEngine';
import { useEngineValue } from './useEngineValue';

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
      <button
        type="button"
        className="button button--ghost button--icon"
        aria-label={t('header.undo')}
        title={t('header.undo')}
        disabled={!history.canUndo}
        onClick={() => engine?.undo()}
      >
        <span aria-hidden="true">↶</span>
      </button>
      <button
        type="button"
        className="button button--ghost button--icon"
        aria-label={t('header.redo')}
        title={t('header.redo')}
        disabled={!history.canRedo}
        onClick={() => engine?.redo()}
      >
        <span aria-hidden="true">↷</span>
      </button>
    </div>
  );
}
