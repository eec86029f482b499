import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useEngine } from '../../header/useEngine';
import { useEngineValue } from '../../header/useEngineValue';
import { fitToStage } from '../fitToStage';
import './ZoomControls.css';

/** Zoom in (×1.2), zoom out (×0.8), fit to the stage, and the current percentage (SPEC §4, §9). */
export function ZoomControls({ stageRef }: { stageRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const scale = useEngineValue<number | null>(engine, 'layout', (mounted) => mounted.zoom, null);

  const fit = () => {
    if (engine) fitToStage(engine, stageRef.current);
  };

  return (
    <div className="zoom-controls" role="group" aria-label={t('canvas.zoom')}>
      <button
        type="button"
        className="button button--ghost zoom-controls__button"
        aria-label={t('canvas.zoom_out')}
        title={t('canvas.zoom_out')}
        disabled={!engine}
        onClick={() => engine?.zoomOut()}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="zoom-controls__level" aria-label={t('canvas.zoom_level')} aria-live="polite">
        {scale === null ? '–' : `${Math.round(scale * 100)}%`}
      </output>
      <button
        type="button"
        className="button button--ghost zoom-controls__button"
        aria-label={t('canvas.zoom_in')}
        title={t('canvas.zoom_in')}
        disabled={!engine}
        onClick={() => engine?.zoomIn()}
      >
        <span aria-hidden="true">+</span>
      </button>
      <button
        type="button"
        className="button button--ghost"
        title={t('canvas.zoom_fit_label')}
        disabled={!engine}
        onClick={fit}
      >
        {t('canvas.zoom_fit')}
      </button>
    </div>
  );
}
