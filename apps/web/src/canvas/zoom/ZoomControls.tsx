import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useEngine } from '../../header/useEngine';
import { useEngineValue } from '../../header/useEngineValue';
import { fitToStage } from '../fitToStage';
import './ZoomControls.css';
import { ReasonButton } from '../../components/reason/ReasonButton';
import { commandLabel } from '../../commands/commandLabel';
import { runCommand } from '../../commands/runCommand';

/** Zoom in (×1.2), zoom out (×0.8), fit to the stage, and the current percentage (SPEC §4, §9). */
export function ZoomControls({ stageRef }: { stageRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const scale = useEngineValue<number | null>(engine, 'layout', (mounted) => mounted.zoom, null);

  const loading = engine ? null : t('reasons.editor_loading');
  const fit = () => {
    if (engine) fitToStage(engine, stageRef.current);
  };

  return (
    <div className="zoom-controls" role="group" aria-label={t('canvas.zoom')}>
      <ReasonButton
        className="button button--ghost zoom-controls__button"
        aria-label={commandLabel(engine, 'zoom-out', t)}
        title={commandLabel(engine, 'zoom-out', t)}
        reason={loading}
        onClick={() => engine && runCommand(engine, 'zoom-out')}
      >
        <span aria-hidden="true">−</span>
      </ReasonButton>
      <output className="zoom-controls__level" aria-label={t('canvas.zoom_level')} aria-live="polite">
        {scale === null ? '–' : `${Math.round(scale * 100)}%`}
      </output>
      <ReasonButton
        className="button button--ghost zoom-controls__button"
        aria-label={commandLabel(engine, 'zoom-in', t)}
        title={commandLabel(engine, 'zoom-in', t)}
        reason={loading}
        onClick={() => engine && runCommand(engine, 'zoom-in')}
      >
        <span aria-hidden="true">+</span>
      </ReasonButton>
      <ReasonButton
        className="button button--ghost"
        title={t('canvas.zoom_fit_label')}
        reason={loading}
        onClick={fit}
      >
        {t('canvas.zoom_fit')}
      </ReasonButton>
    </div>
  );
}
