import { useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { layoutLabel } from '@lienzo/core';
import { currentEngine } from '../engine/engineRegistry';
import { useEditorStore } from '../state/editorStore';
import { BackgroundColorControl } from './BackgroundColorControl';
import { EngineCanvas } from './EngineCanvas';
import { LayersFallback } from './LayersFallback';
import { ToolbarHost } from '../toolbars/ToolbarHost';
import './CanvasArea.css';

/** The editor's stage: canvas options on top, the canvas centred below, its layers in words beside it. */
export function CanvasArea() {
  const { t } = useTranslation();
  const stageRef = useRef<HTMLDivElement>(null);
  const layout = useEditorStore((state) => state.layout);

  // A press on the empty stage around the canvas ends text editing and clears the selection.
  const onStagePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest('.canvas-container'))
      currentEngine()?.select(null);
  };

  return (
    <section className="canvas-area" aria-label={t('canvas.area')}>
      <div className="canvas-area__toolbar" role="toolbar" aria-label={t('canvas.toolbar')}>
        <BackgroundColorControl />
        {layout && (
          <span className="canvas-area__size" aria-label={t('canvas.size')}>
            {layoutLabel({
              name: t(`layouts.names.${layout.key}`, { defaultValue: layout.name }),
              sizes: [layout.width, layout.height],
            })}
          </span>
        )}
      </div>
      <ToolbarHost />
      <div className="canvas-area__stage" ref={stageRef} onPointerDown={onStagePointerDown}>
        <EngineCanvas stageRef={stageRef} />
      </div>
      <LayersFallback />
    </section>
  );
}
