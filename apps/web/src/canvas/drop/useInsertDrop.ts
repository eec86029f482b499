import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { currentEngine } from '../../engine/engineRegistry';
import { notifyError } from '../../notify/notify';
import {
  carriesInsertItem,
  dropPoint,
  INSERT_DRAG_TYPE,
  readInsertItem,
  type InsertItem,
} from './insertDrag';

async function insertAt(
  engine: Engine,
  item: InsertItem,
  at: { x: number; y: number },
): Promise<string | false> {
  if (item.kind === 'image') return engine.execute('add-image', { src: item.src, at });
  if (item.kind === 'illustration')
    return engine.execute('add-illustration', { src: item.src, at, name: item.name });
  return engine.execute('add-vector', { src: item.src, at, name: item.name });
}

/**
 * Makes the canvas host a drop target for drawer items: an item dropped on the canvas is inserted centred
 * where it was dropped. Files dragged from the desktop are refused here (no upload, and the browser does
 * not open them in place of the editor); uploading stays with the upload button and its checks.
 */
export function useInsertDrop(
  hostRef: RefObject<HTMLElement | null>,
  canvasRef: RefObject<HTMLCanvasElement | null>,
): void {
  const { t } = useTranslation();
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const over = (event: DragEvent) => {
      const transfer = event.dataTransfer;
      if (!transfer) return;
      const types = [...transfer.types];
      if (carriesInsertItem(types)) {
        event.preventDefault();
        transfer.dropEffect = 'copy';
      } else if (types.includes('Files')) {
        event.preventDefault();
        transfer.dropEffect = 'none';
      }
    };
    const drop = (event: DragEvent) => {
      const transfer = event.dataTransfer;
      if (!transfer) return;
      event.preventDefault();
      const item = carriesInsertItem([...transfer.types])
        ? readInsertItem(transfer.getData(INSERT_DRAG_TYPE))
        : null;
      const engine = currentEngine();
      const canvas = canvasRef.current;
      if (!item || !engine || !canvas) return;
      const at = dropPoint(event, canvas.getBoundingClientRect(), engine.zoom);
      if (!at) return;
      insertAt(engine, item, at).catch(() =>
        notifyError(t(item.kind === 'image' ? 'images.insert_failed' : 'icons.insert_failed')),
      );
    };
    host.addEventListener('dragover', over);
    host.addEventListener('drop', drop);
    return () => {
      host.removeEventListener('dragover', over);
      host.removeEventListener('drop', drop);
    };
  }, [hostRef, canvasRef, t]);
}
