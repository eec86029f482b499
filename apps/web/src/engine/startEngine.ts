import { Engine } from '@lienzo/editor';
import { fitToStage } from '../canvas/fitToStage';
import { bridgeEngine } from './bridge';
import { announceClipboard, uploadPastedImage } from './clipboardBridge';
import { useAppStore } from '../state/appStore';
import { setEngine } from './engineRegistry';
import { appBasePath } from '../site/siteUrl';
import { preloadAllWhenIdle } from '../lazy/lazyNamed';
import { addedEditorObjectTypes } from '../toolbars/appObjectTypes';

/**
 * Mounts the engine on `element` and keeps the canvas fitted to `stage` (SPEC §9 viewport rules).
 * Loaded on demand, so Fabric stays out of the first-load bundle.
 */
export async function startEngine(
  element: HTMLCanvasElement,
  stage: HTMLElement,
): Promise<() => Promise<void>> {
  const engine = await Engine.mount(element, {
    basePath: appBasePath(),
    uploadImage: uploadPastedImage,
    objectTypes: addedEditorObjectTypes(),
  });
  const { initialLayout } = useAppStore.getState();
  if (initialLayout) engine.reset(initialLayout);
  // The zoom the last fit chose: while the canvas still shows it, a resized area refits; once the person
  // zoomed, their zoom stays (a hiding header or a turned phone must not undo it).
  let fittedZoom: number | null = null;
  const fit = () => {
    if (fitToStage(engine, stage)) fittedZoom = engine.zoom;
  };
  fit();
  const observer = new ResizeObserver(() => {
    if (fittedZoom === null || engine.zoom === fittedZoom) fit();
  });
  observer.observe(stage);
  // Refit when the canvas size changes (a new layout, a loaded design), not on zoom: zooming is the user's.
  // After the change has reached every listener, not in the middle of it.
  let fittedLayout = engine.getLayout();
  const stopFitting = engine.on('layout', ({ layout }) => {
    if (layout === fittedLayout) return;
    fittedLayout = layout;
    queueMicrotask(fit);
  });
  const stopBridge = bridgeEngine(engine);
  const stopAnnouncing = announceClipboard(engine);
  setEngine(engine);
  preloadAllWhenIdle();
  return async () => {
    setEngine(null);
    observer.disconnect();
    stopFitting();
    stopBridge();
    stopAnnouncing();
    await engine.dispose();
  };
}
