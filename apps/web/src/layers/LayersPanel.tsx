import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentEngine } from '../engine/engineRegistry';
import { Icon } from '../icons/Icon';
import { useEditorStore } from '../state/editorStore';
import { LayerLabel } from './LayerLabel';
import { LayerRenameField } from './LayerRenameField';
import { LayerToggles } from './LayerToggles';
import { moveLayer } from './reorder';
import { useLayerTree, type LayerRow } from './useLayerRows';
import './LayersPanel.css';

/**
 * SPEC §2 layers list: the design's layers top-first, a group as one row that opens to its members. Click
 * selects; drag or Alt+arrows reorder; double-click or F2 renames; the eye hides and the padlock locks.
 */
export function LayersPanel() {
  const { t } = useTranslation();
  const selectedIds = new Set(useEditorStore((state) => state.selectedIds));
  const listRef = useRef<HTMLOListElement>(null);
  const [drag, setDrag] = useState<{ id: string; from: number; over: number } | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const rows = useLayerTree();
  const thumbBackground = useEditorStore((state) => state.backgroundColor);

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

  const onRowKey = (
    event: KeyboardEvent<HTMLButtonElement>,
    id: string,
    index: number | null,
    renamable = true,
  ) => {
    if (event.key === 'F2' && renamable) {
      event.preventDefault();
      setRenaming(id);
      return;
    }
    if (index === null || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(id, index, event.key === 'ArrowUp' ? index - 1 : index + 1);
  };

  /** The select button of a row (a member row's selects its whole group, as a click on the canvas does). */
  const selectButton = (row: LayerRow, index: number | null, pressed: boolean) =>
    renaming === row.id ? (
      <div className="layer-select">
        <LayerLabel row={{ ...row, name: '' }} />
        <LayerRenameField row={row} onDone={() => setRenaming(null)} />
      </div>
    ) : (
      <button
        type="button"
        className="layer-select"
        aria-pressed={pressed}
        aria-describedby="layers-panel-hint"
        onClick={() => currentEngine()?.select(row.id)}
        onDoubleClick={() => setRenaming(row.id)}
        onKeyDown={(event) => onRowKey(event, row.id, index)}
      >
        <LayerLabel row={row} />
        {(row.locked || row.hidden) && (
          <span className="visually-hidden">
            {[row.locked && t('layers.locked'), row.hidden && t('layers.hidden')].filter(Boolean).join(', ')}
          </span>
        )}
      </button>
    );

  return (
    <section
      className="layers-panel"
      aria-labelledby="layers-panel-heading"
      style={{ '--layer-thumb-bg': thumbBackground } as CSSProperties}
    >
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
              const members = row.members;
              const selected = members
                ? members.some((member) => selectedIds.has(member.id))
                : selectedIds.has(row.id);
              const dragging = drag?.id === row.id;
              const expanded = members !== null && open.has(row.id);
              const stateClass = `${row.hidden ? 'layers-panel__row--hidden' : ''} ${
                row.locked ? 'layers-panel__row--locked' : ''
              }`;
              return (
                <li key={row.id} data-layer-row>
                  <div
                    className={`layers-panel__row ${selected ? 'layers-panel__row--selected' : ''} ${
                      dragging ? 'layers-panel__row--dragging' : ''
                    } ${drag && !dragging && drag.over === index ? 'layers-panel__row--target' : ''} ${stateClass}`}
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
                    {members && (
                      <button
                        type="button"
                        className="layers-panel__disclosure"
                        aria-expanded={expanded}
                        aria-label={t(expanded ? 'layers.collapse' : 'layers.expand', { name: row.name })}
                        onClick={() => {
                          const next = new Set(open);
                          if (expanded) next.delete(row.id);
                          else next.add(row.id);
                          setOpen(next);
                        }}
                      >
                        <Icon name={expanded ? 'chevronDown' : 'expand'} size={14} />
                      </button>
                    )}
                    {members ? selectButtonOfGroup(row, index, selected) : selectButton(row, index, selected)}
                    <LayerToggles row={row} />
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
                  </div>
                  {expanded && (
                    <ol
                      className="layers-panel__members"
                      aria-label={t('layers.members', { name: row.name })}
                    >
                      {members.map((member) => (
                        <li
                          key={member.id}
                          className={`layers-panel__row layers-panel__row--member ${
                            member.hidden ? 'layers-panel__row--hidden' : ''
                          }`}
                        >
                          {selectButton(member, null, false)}
                        </li>
                      ))}
                    </ol>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );

  /** A group's row selects the group; its name is the group's, so it is not renamed. */
  function selectButtonOfGroup(row: LayerRow, index: number, pressed: boolean) {
    return (
      <button
        type="button"
        className="layer-select"
        aria-pressed={pressed}
        aria-describedby="layers-panel-hint"
        onClick={() => currentEngine()?.select(row.id)}
        onKeyDown={(event) => onRowKey(event, row.id, index, false)}
      >
        <LayerLabel row={row} />
      </button>
    );
  }
}
