import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../state/editorStore';
import { openModal } from '../state/modalStore';
import { useInsertDrop } from './drop/useInsertDrop';
import { loadEngine } from '../engine/loadEngine';
import { useCanvasContextMenu } from './context-menu/CanvasContextMenu';

/**
 * Hosts the engine. The `<canvas>` is made here rather than by React because Fabric wraps it in its own
 * elements; the engine chunk (Fabric) is not part of the first load (see loadEngine).
 */
export function EngineCanvas({ stageRef }: { stageRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation();
  const hostRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const ready = useEditorStore((state) => state.ready);
  const readyAt = useEditorStore((state) => state.readyAt);
  const label = t('canvas.label');
  useInsertDrop(hostRef, canvasRef);
  const contextMenu = useCanvasContextMenu(hostRef);

  // Before the first paint, not after it: the engine's chunk is usually here by then, so the first frame
  // shows the editor ready instead of a frame of the loading line (issue 22).
  useLayoutEffect(() => {
    const host = hostRef.current;
    const stage = stageRef.current;
    if (!host || !stage) return;
    const element = document.createElement('canvas');
    element.setAttribute('role', 'img');
    canvasRef.current = element;
    host.append(element);
    let cancelled = false;
    let stop: (() => Promise<void>) | null = null;
    void loadEngine()
      .then(({ startEngine }) => startEngine(element, stage))
      .then((started) => {
        if (cancelled) void started().then(() => element.remove());
        else stop = started;
      })
      .catch((error: unknown) => {
        console.error('The editor could not start', error);
        if (cancelled) element.remove();
        else openModal({ name: 'init-error' });
      });
    return () => {
      cancelled = true;
      canvasRef.current = null;
      if (stop) void stop().then(() => element.remove());
    };
  }, [stageRef]);

  useEffect(() => {
    canvasRef.current?.setAttribute('aria-label', label);
  }, [label, ready]);

  return (
    <>
      <div
        className="engine-canvas"
        ref={hostRef}
        data-editor-ready={ready}
        data-ready-at={readyAt ?? undefined}
      >
        {!ready && (
          <p className="engine-canvas__loading" role="status">
            {t('canvas.loading')}
          </p>
        )}
      </div>
      {contextMenu}
    </>
  );
}
