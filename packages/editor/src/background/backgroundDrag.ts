import type { Canvas, TPointerEvent } from 'fabric';
import type { DocumentStore } from '../store/DocumentStore';
import { clampOffset, type Offset } from './backgroundGeometry';
import type { BackgroundView } from './BackgroundView';

interface Drag {
  start: { x: number; y: number };
  from: Offset;
  offset: Offset;
}

/**
 * Dragging the background picture (SPEC §4, §5). The picture is the target only while it is selected for
 * moving (`selected`, the "Move image" toggle of its toolbar): a press on the canvas where no object is
 * then moves it instead of starting a rubber-band selection, which it starts on every other background.
 * It needs the picture to have loaded (its size bounds the offset), and the whole drag is one undo step.
 */
export function listenToBackgroundDrag(
  canvas: Canvas,
  store: DocumentStore,
  view: BackgroundView,
  redraw: () => void,
  selected: () => boolean,
): () => void {
  let drag: Drag | null = null;
  const sceneOffset = (event: TPointerEvent, current: Drag): Offset => {
    const point = canvas.getScenePoint(event);
    const drawn = view.drawnSize;
    const layout = store.document.layout;
    const moved = {
      offsetX: current.from.offsetX + point.x - current.start.x,
      offsetY: current.from.offsetY + point.y - current.start.y,
    };
    return drawn ? clampOffset(moved, drawn, layout) : current.from;
  };
  const stops = [
    canvas.on('mouse:down:before', ({ e, target }) => {
      const image = store.document.background.image;
      const drawn = view.drawnSize;
      // A right-click (the context menu) or a middle one moves nothing.
      const secondary = 'button' in e && e.button !== 0;
      if (target || !image || !drawn || !selected() || e.shiftKey || secondary) return;
      const from = clampOffset(image, drawn, store.document.layout);
      drag = { start: canvas.getScenePoint(e), from, offset: from };
      // Fabric must not start a rubber-band selection from this press.
      canvas.selection = false;
    }),
    canvas.on('mouse:move', ({ e, target }) => {
      if (!drag) {
        // Over the canvas where no object is, the cursor tells that the picture can be moved.
        const movable = !target && selected() && view.drawnSize !== null;
        canvas.defaultCursor = movable ? 'move' : 'default';
        return;
      }
      drag.offset = sceneOffset(e, drag);
      view.showDragged(drag.offset);
      redraw();
    }),
    canvas.on('mouse:up', ({ e }) => {
      const current = drag;
      if (!current) return;
      drag = null;
      canvas.selection = true;
      const offset = sceneOffset(e, current);
      view.showDragged(null);
      const image = store.document.background.image;
      if (image && (offset.offsetX !== image.offsetX || offset.offsetY !== image.offsetY)) {
        const { background } = store.document;
        store.transact({ label: 'move-background', undoable: true }, (draft) =>
          draft.setRoot({ background: { ...background, image: { ...image, ...offset } } }),
        );
      }
      redraw();
    }),
  ];
  return () => {
    for (const stop of stops) stop();
    canvas.selection = true;
  };
}
