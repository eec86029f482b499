import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentEngine } from '../engine/engineRegistry';
import { useEditorStore } from '../state/editorStore';
import { LayerLabel } from './LayerLabel';
import { moveLayer } from './reorder';
import { useLayerRows } from './useLayerRows';
import './LayersPanel.css';

/** SPEC §2 layers list: the design's objects top-first; click selects, drag or Alt+arrows reorder. */
export function LayersPanel() {
  const { t } = useTranslation();
  const selection = useEditorStore((state) => state.selection);
  const listRef = useRef<HTMLOListElement>(null);
  const [drag, setDrag] = useState<{ id: string; from: number; over: number } | null>(null);
  const rows = useLayerRows();

  const move = (id: string, from: number, to: number) => {
    const engine = currentEngine();
    if (!engine || to < 0 || to >= rows.length) return;
    moveLayer(engine, id, from, to);
  };

  const indexAt = (clientY: number): number => {
    const items = listRef.current?.querySelectorAll<HTMLElement>('[data-layer-row]') ?? [];
    let index = 0;
    items.forEach((item, position) => {
      const box = item.getBoundingClientRect();
      if (clientY > box.top + box.height / 2) index = position + 1;
    });
    return index;
  };

  const onHandleDown = (event: PointerEvent<HTMLElement>, id: string, from: number) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ id, from, over: from });
  };
  const onHandleMove = (event: PointerEvent<HTMLElement>) => {
    if (!drag) return;
    const slot = indexAt(event.clientY);
    const over = Math.min(rows.length - 1, slot > drag.from ? slot - 1 : slot);
    if (over !== drag.over) setDrag({ ...drag, over });
  };
  const onHandleUp = () => {
    if (drag) move(drag.id, drag.from, drag.over);
    setDrag(null);
  };

  const onRowKey = (event: KeyboardEvent<HTMLButtonElement>, id: string, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(id, index, event.key === 'ArrowUp' ? index - 1 : index + 1);
  };

  return (
    <section className="layers-panel" aria-labelledby="layers-panel-heading">
      <h2 id="layers-panel-heading" className="layers-panel__heading">
        {t('layers.heading')}
      </h2>
      {rows.length === 0 ? (
        <p className="layers-panel__empty">{t('layers.empty')}</p>
      ) : (
        <>
          <p className="layers-panel__hint" id="layers-panel-hint">
            {t('layers.hint')}
          </p>
          <ol className="layers-panel__list" aria-label={t('layers.label')} ref={listRef}>
            {rows.map((row, index) => {
              const selected = row.id === selection;
              const dragging = drag?.id === row.id;
              return (
                <li
                  key={row.id}
                  data-layer-row
                  className={`layers-panel__row ${selected ? 'layers-panel__row--selected' : ''} ${
                    dragging ? 'layers-panel__row--dragging' : ''
                  } ${drag && !dragging && drag.over === index ? 'layers-panel__row--target' : ''}`}
                >
                  <span
                    className="layers-panel__handle"
                    role="button"
                    tabIndex={-1}
                    aria-label={t('layers.drag', { name: row.name })}
                    onPointerDown={(event) => onHandleDown(event, row.id, index)}
                    onPointerMove={onHandleMove}
                    onPointerUp={onHandleUp}
                    onPointerCancel={() => setDrag(null)}
                  >
                    <span aria-hidden="true">⠿</span>
                  </span>
                  <button
                    type="button"
                    className="layer-select"
                    aria-pressed={selected}
                    aria-describedby="layers-panel-hint"
                    onClick={() => currentEngine()?.select(row.id)}
                    onKeyDown={(event) => onRowKey(event, row.id, index)}
                  >
                    <LayerLabel row={row} />
                  </button>
                  <button
                    type="button"
                    className="layers-panel__step"
                    aria-label={t('layers.move_up', { name: row.name })}
                    disabled={index === 0}
                    onClick={() => move(row.id, index, index - 1)}
                  >
                    <span aria-hidden="true">▲</span>
                  </button>
                  <button
                    type="button"
                    className="layers-panel__step"
                    aria-label={t('layers.move_down', { name: row.name })}
                    disabled={index === rows.length - 1}
                    onClick={() => move(row.id, index, index + 1)}
                  >
                    <span aria-hidden="true">▼</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
