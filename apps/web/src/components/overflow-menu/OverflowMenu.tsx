import { useLayoutEffect, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPopup, type TriggerLook } from '../../lazy/lazyPopup';
import { layOutOverflow, overflowCandidates } from './overflowLayout';
import './OverflowMenu.css';

const sameElements = (a: readonly HTMLElement[], b: readonly HTMLElement[]) =>
  a.length === b.length && a.every((element, index) => element === b[index]);

export interface OverflowMenuPopupProps {
  /** The bar's controls that did not fit, in order. */
  hidden: readonly HTMLElement[];
  /** The "More" button, which the bar measures and a moved popup opens at. */
  button: HTMLButtonElement | null;
  buttonRef: Ref<HTMLButtonElement>;
}

function useOverflowTrigger({ hidden }: OverflowMenuPopupProps): TriggerLook {
  const { t } = useTranslation();
  const idle = hidden.length === 0;
  return {
    className: 'overflow-menu__button',
    'data-idle': idle || undefined,
    'aria-hidden': idle || undefined,
    tabIndex: idle ? -1 : undefined,
    children: (
      <>
        {t('toolbars.more')}
        <span aria-hidden="true"> ▾</span>
      </>
    ),
  };
}

const OverflowMenuPopup = lazyPopup<OverflowMenuPopupProps>({
  load: () => import('./OverflowMenuPopup').then((module) => module.OverflowMenuPopup),
  name: 'OverflowMenuPopup',
  popup: 'menu',
  useTrigger: useOverflowTrigger,
  triggerRef: ({ buttonRef }) => buttonRef,
});

/**
 * The "More" menu at the end of the bar it is placed in: the controls that do not fit the bar's width move into it,
 * measured again whenever the bar is resized or its controls change. Each entry runs its control (a click, or
 * for a menu or popover trigger, opening it by the button), so a toolbar, its menu and its shortcuts run the
 * same action; the button shows only when something moved.
 */
export function OverflowMenu({
  flatten = '.toolbar-actions',
  ignore,
}: {
  /** Groups whose controls move one by one. */
  flatten?: string;
  /** Children that never move (a panel floating over the stage). */
  ignore?: string;
}) {
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [hidden, setHidden] = useState<readonly HTMLElement[]>([]);

  useLayoutEffect(() => {
    const bar = button?.parentElement;
    if (!button || !bar) return;
    // The bar resized, or one of its controls did (its font arrived, its label changed).
    const resized = new ResizeObserver(() => measure());
    const measure = () => {
      const candidates = overflowCandidates(bar, button, flatten, ignore);
      for (const candidate of candidates) resized.observe(candidate);
      const next = layOutOverflow(bar, button, candidates);
      setHidden((current) => (sameElements(current, next) ? current : next));
    };
    // Each measure lays the bar out again: the DOM changes of one frame (a first render, a language switch)
    // are measured once, before that frame is painted, not once per change (issue 22). A resize is already
    // reported once per frame, after layout.
    let frame: number | null = null;
    const measureBeforePaint = () => {
      frame ??= requestAnimationFrame(() => {
        frame = null;
        measure();
      });
    };
    resized.observe(bar);
    measure();
    // Controls that come, go or are renamed (another language) are measured again.
    const changed = new MutationObserver(measureBeforePaint);
    changed.observe(bar, { childList: true, subtree: true, characterData: true });
    return () => {
      if (frame !== null) cancelAnimationFrame(frame);
      resized.disconnect();
      changed.disconnect();
    };
  }, [button, flatten, ignore]);

  return <OverflowMenuPopup hidden={hidden} button={button} buttonRef={setButton} />;
}
