import { useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OverflowMenu } from '../components/overflow-menu/OverflowMenu';
import { currentEngine } from '../engine/engineRegistry';
import { lazyNamed } from '../lazy/lazyNamed';
import { PageStrip } from '../pages/PageStrip';
import { useEditorStore } from '../state/editorStore';
import { useAppStore } from '../state/appStore';
import { canvasScrolled } from '../header/headerVisibility';
import { ShortcutsHelp } from '../shortcuts/ShortcutsHelp';
import { BackgroundColorControl } from './BackgroundColorControl';
import { EngineCanvas } from './EngineCanvas';
import { LayersFallback } from './LayersFallback';
import { LayoutSelector } from './layout-selector/LayoutSelector';
import { SafeZoneToggle } from './safe-zones/SafeZoneToggle';
import { SafeZoneWarning } from './safe-zones/SafeZoneWarning';
import { ZoomControls } from './zoom/ZoomControls';
import './CanvasArea.css';

// The toolbars show a selection, so they load once the editor is ready, not before.
const ToolbarHost = lazyNamed(() => import('../toolbars/ToolbarHost'), 'ToolbarHost', ToolbarHostFrame);

/** The page strip's place while the editor gets ready, so the canvas does not move when it arrives. */
function PageStripFrame() {
  return <div className="page-strip" />;
}

function ToolbarHostFrame() {
  return <div className="toolbar-host" />;
}

/** The editor's stage: canvas options on top, the canvas centred below, its layers in words beside it. */
export function CanvasArea() {
  const { t } = useTranslation();
  const stageRef = useRef<HTMLDivElement>(null);
  const ready = useEditorStore((state) => state.ready);
  const loadingDesign = useAppStore((state) => state.loadingDesign);

  // A press on the empty stage around the canvas ends text editing and clears the selection. Presses in a
  // menu the canvas opened (its context menu, portalled to the body) reach here through React, not the page.
  const onStagePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const { target } = event;
    if (!(target instanceof Element) || !event.currentTarget.contains(target)) return;
    if (!target.closest('.canvas-container')) currentEngine()?.select(null);
  };

  return (
    <section className="canvas-area" aria-label={t('canvas.area')} aria-busy={loadingDesign}>
      <div className="canvas-area__toolbar" role="toolbar" aria-label={t('canvas.toolbar')}>
        <BackgroundColorControl />
        <LayoutSelector />
        <div className="canvas-area__view">
          <SafeZoneToggle />
          <ZoomControls stageRef={stageRef} />
          <ShortcutsHelp />
        </div>
        <OverflowMenu flatten=".canvas-area__view" />
      </div>
      {ready ? <ToolbarHost /> : <ToolbarHostFrame />}
      <div className="canvas-area__viewport">
        <div
          className="canvas-area__stage"
          ref={stageRef}
          onPointerDown={onStagePointerDown}
          onScroll={(event) => canvasScrolled(event.currentTarget.scrollTop)}
        >
          <EngineCanvas stageRef={stageRef} />
        </div>
        {/* Over the stage, so a warning never resizes the canvas under the pointer (issue 24). */}
        <SafeZoneWarning />
      </div>
      {ready ? <PageStrip /> : <PageStripFrame />}
      <LayersFallback />
    </section>
  );
}
