import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { layOutOverflow, openFromMenu, overflowCandidates, overflowEntries } from './overflowLayout';
import './OverflowMenu.css';

const sameElements = (a: readonly HTMLElement[], b: readonly HTMLElement[]) =>
  a.length === b.length && a.every((element, index) => element === b[index]);

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
  const { t } = useTranslation();
  const more = useRef<HTMLButtonElement>(null);
  const [hidden, setHidden] = useState<readonly HTMLElement[]>([]);
  // Held here so that each opening renders the entries again, reading the controls' state (pressed) now.
  const [open, setOpen] = useState(false);

  useLayoutEffect(() => {
    const button = more.current;
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
  }, [flatten, ignore]);

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        ref={more}
        className="overflow-menu__button"
        data-idle={hidden.length === 0 || undefined}
        aria-hidden={hidden.length === 0 || undefined}
        tabIndex={hidden.length === 0 ? -1 : undefined}
      >
        {t('toolbars.more')}
        <span aria-hidden="true"> ▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="overflow-menu"
          align="end"
          sideOffset={6}
          // The chosen control may open its own popover: focus must not come back here and close it.
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          {(open ? overflowEntries(hidden) : []).map(
            ({ element, label, popup, pressed, disabled }, index) => {
              // Once this menu has closed: a plain control is clicked; one that opens a menu or a popover (Align,
              // Opacity) opens it in the "More" button's place, since it listens to a press, not to a click.
              const run = () =>
                requestAnimationFrame(() => (popup ? openFromMenu(element, more.current) : element.click()));
              return pressed === undefined ? (
                <DropdownMenu.Item
                  key={index}
                  className="overflow-menu__item"
                  disabled={disabled}
                  aria-haspopup={popup as 'menu' | 'dialog' | undefined}
                  onSelect={run}
                >
                  {label}
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.CheckboxItem
                  key={index}
                  className="overflow-menu__item"
                  checked={pressed}
                  disabled={disabled}
                  onSelect={run}
                >
                  {label}
                </DropdownMenu.CheckboxItem>
              );
            },
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
