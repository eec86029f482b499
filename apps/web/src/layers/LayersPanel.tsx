import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import { currentEngine } from '../engine/engineRegistry';
import { Icon } from '../icons/Icon';
import { useEditorStore } from '../state/editorStore';
import { LayerLabel } from './LayerLabel';
import { LayerRenameField } from './LayerRenameField';
import { LayerToggles } from './LayerToggles';
import { moveLayer } from './reorder';
import { useLayerTree, type LayerRow } from './useLayerRows';
import './LayersPanel.css';
import { ReasonButton } from '../components/reason/ReasonButton';

/** A row's height before it is measured: a 32 px thumbnail and the row's padding and border. */
const ROW_HEIGHT = 42;

/**
 * SPEC §2 layers list: the design's layers top-first, a group as one row that opens to its members. Click
 * selects; drag or Alt+arrows reorder; double-click or F2 renames; the eye hides and the padlock locks.
 */
export function LayersPanel() {
  const { t } = useTranslation();
  const selectedIds = new Set(useEditorStore((state) => state.selectedIds));
  const panelRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [drag, setDrag] = useState<{ id: string; from: number; over: number } | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const rows = useLayerTree();
  const thumbBackground = useEditorStore((state) => state.backgroundColor);
  // Only the rows in view (and a few around) are rendered, so a design of 500 layers draws a screenful of
  // rows and thumbnails, not 500 (issue 22). No React Compiler memoises this component, which is what the
  // rule warns about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => panelRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    getItemKey: (index) => rows[index]?.id ?? index,
    scrollMargin: listRef.current?.offsetTop ?? 0,
  });

  const move = (id: string, from: number, to: number) => {
    const engine = currentEngine();
    if (!engine || to < 0 || to >= rows.length) return;
    moveLayer(engine, id, from, to);
  };

  /** The slot (0 = above the top row) a pointer at `clientY` is over, counted on every row, rendered or not. */
  const indexAt = (clientY: number): number => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    const offset = clientY - top + virtualizer.options.scrollMargin;
    const items = virtualizer.getVirtualItems();
    let index = items[0]?.index ?? 0;
    for (const item of items) if (offset > item.start + item.size / 2) index = item.index + 1;
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
      ref={panelRef}
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
          <ol
            className="layers-panel__list"
            aria-label={t('layers.label')}
            ref={listRef}
            style={{ height: virtualizer.getTotalSize() }}
          >
            {virtualizer.getVirtualItems().map(({ index, start, key }) => {
              const row = rows[index]!;
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
                <li
                  key={key}
                  data-index={index}
                  ref={virtualizer.measureElement}
                  className="layers-panel__item"
                  aria-setsize={rows.length}
                  aria-posinset={index + 1}
                  style={{ transform: `translateY(${start - virtualizer.options.scrollMargin}px)` }}
                >
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
                    <ReasonButton
                      className="layers-panel__step"
                      aria-label={t('layers.move_up', { name: row.name })}
                      reason={index === 0 ? t('reasons.layer_top') : null}
                      onClick={() => move(row.id, index, index - 1)}
                    >
                      <span aria-hidden="true">▲</span>
                    </ReasonButton>
                    <ReasonButton
                      className="layers-panel__step"
                      aria-label={t('layers.move_down', { name: row.name })}
                      reason={index === rows.length - 1 ? t('reasons.layer_bottom') : null}
                      onClick={() => move(row.id, index, index + 1)}
                    >
                      <span aria-hidden="true">▼</span>
                    </ReasonButton>
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
