import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS, type DesignPage } from '@lienzo/core';
import { currentEngine } from '../engine/engineRegistry';
import { Icon, type IconName } from '../icons/Icon';
import { useMobileStore } from '../mobile/mobileStore';
import { useEditorStore } from '../state/editorStore';
import { usePageThumbnail } from './usePageThumbnail';
import './PageStrip.css';
import { ReasonButton } from '../components/reason/ReasonButton';
import { commandReason } from '../commands/commandReason';

/** How far a press must move before it is a drag that reorders, not a click that shows the page. */
const DRAG_THRESHOLD = 6;

interface Drag {
  id: string;
  from: number;
  over: number;
  startX: number;
  moved: boolean;
}

/**
 * The pages of the design (issue 23) under the canvas: a thumbnail per page, the shown one marked. Click shows
 * a page; drag or Alt+Left / Alt+Right reorders; the buttons add, duplicate, delete and move the shown page,
 * each a registered command (one undo step).
 */
export function PageStrip() {
  const { t } = useTranslation();
  const pages = useEditorStore((state) => state.pages);
  const pageId = useEditorStore((state) => state.pageId);
  const layout = useEditorStore((state) => state.layout);
  const [drag, setDrag] = useState<Drag | null>(null);
  const shownIndex = pages.findIndex((page) => page.id === pageId);
  const engine = currentEngine();
  const ratio = layout ? layout.width / layout.height : 1;

  const show = (id: string) => {
    currentEngine()?.execute('show-page', { id });
    // On a phone the strip is a tool of its own: the page chosen is then shown on the canvas.
    const mobile = useMobileStore.getState();
    if (mobile.view === 'pages') mobile.show('canvas');
  };
  const move = (id: string, to: number) => {
    if (to < 0 || to >= pages.length) return;
    currentEngine()?.execute('move-page', { id, index: to });
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, id: string, from: number) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ id, from, over: from, startX: event.clientX, moved: false });
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag) return;
    const moved = drag.moved || Math.abs(event.clientX - drag.startX) > DRAG_THRESHOLD;
    if (!moved) return;
    const list = event.currentTarget.closest('ol');
    const items = list ? Array.from(list.querySelectorAll<HTMLElement>('.page-strip__item')) : [];
    let over = 0;
    items.forEach((item, index) => {
      const box = item.getBoundingClientRect();
      if (event.clientX > box.left + box.width / 2) over = index + (index >= drag.from ? 0 : 1);
    });
    over = Math.max(0, Math.min(pages.length - 1, over));
    if (moved !== drag.moved || over !== drag.over) setDrag({ ...drag, moved, over });
  };
  const onPointerUp = () => {
    if (!drag) return;
    if (drag.moved) move(drag.id, drag.over);
    else show(drag.id);
    setDrag(null);
  };
  const onKey = (event: KeyboardEvent<HTMLButtonElement>, id: string, index: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      show(id);
      return;
    }
    if (!event.altKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    move(id, event.key === 'ArrowLeft' ? index - 1 : index + 1);
  };

  const action = (command: string, label: string, icon: IconName) => (
    <ReasonButton
      className="page-strip__action"
      aria-label={label}
      title={label}
      reason={engine ? commandReason(engine, command, t) : t('reasons.editor_loading')}
      onClick={() => currentEngine()?.execute(command)}
    >
      <Icon name={icon} size={18} />
    </ReasonButton>
  );

  return (
    <section className="page-strip" aria-label={t('pages.label')}>
      <p className="visually-hidden" id="page-strip-hint">
        {t('pages.hint')}
      </p>
      <ol className="page-strip__list" aria-label={t('pages.list')}>
        {pages.map((page, index) => (
          <PageItem
            key={page.id}
            page={page}
            number={index + 1}
            ratio={ratio}
            shown={page.id === pageId}
            dragging={drag?.moved === true && drag.id === page.id}
            target={drag?.moved === true && drag.id !== page.id && drag.over === index}
            onPointerDown={(event) => onPointerDown(event, page.id, index)}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => setDrag(null)}
            onKeyDown={(event) => onKey(event, page.id, index)}
          />
        ))}
      </ol>
      <div className="page-strip__actions" role="toolbar" aria-label={t('pages.label')}>
        {action('add-page', t('commands.add-page'), 'plus')}
        {action('duplicate-page', t('commands.duplicate-page'), 'copy')}
        {action('move-page-left', t('commands.move-page-left'), 'arrowLeft')}
        {action('move-page-right', t('commands.move-page-right'), 'arrowRight')}
        {action('delete-page', t('commands.delete-page'), 'trash')}
        <span className="page-strip__position" aria-live="polite">
          {t('pages.position', { number: shownIndex + 1, count: pages.length })}
        </span>
        {pages.length >= FIELD_LIMITS.pagesPerDesign && (
          <span className="page-strip__full">{t('pages.full', { count: FIELD_LIMITS.pagesPerDesign })}</span>
        )}
      </div>
    </section>
  );
}

interface PageItemProps {
  page: DesignPage;
  number: number;
  ratio: number;
  shown: boolean;
  dragging: boolean;
  target: boolean;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

function PageItem({ page, number, ratio, shown, dragging, target, ...handlers }: PageItemProps) {
  const { t } = useTranslation();
  const thumbnail = usePageThumbnail(page);
  return (
    <li
      className={`page-strip__item ${dragging ? 'page-strip__item--dragging' : ''} ${
        target ? 'page-strip__item--target' : ''
      }`}
    >
      <button
        type="button"
        className="page-strip__page"
        aria-current={shown ? 'page' : undefined}
        aria-label={t('pages.show', { number })}
        aria-describedby="page-strip-hint"
        {...handlers}
      >
        <span
          className="page-strip__thumbnail"
          style={{ aspectRatio: String(ratio), backgroundColor: page.background.color }}
        >
          {thumbnail && <img src={thumbnail} alt="" draggable={false} />}
        </span>
        <span className="page-strip__number" aria-hidden="true">
          {number}
        </span>
      </button>
    </li>
  );
}
