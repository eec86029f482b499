import { track } from '../../analytics/analytics';
import * as Popover from '@radix-ui/react-popover';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { layoutLabel, layoutsForSelector, type Layout } from '@lienzo/core';
import { useEngine } from '../../header/useEngine';
import { useAppStore } from '../../state/appStore';
import { useEditorStore } from '../../state/editorStore';
import { openModal } from '../../state/modalStore';
import { openResizeCopies } from '../../modals/resize-copies/openResizeCopies';
import type { LazyPopupProps } from '../../lazy/lazyPopup';
import { useLayoutName } from './LayoutSelector';

const GROUPS = layoutsForSelector();

/** The layout selector's popover (see LayoutSelector), loaded after the editor is ready. */
export function LayoutPopover({ defaultOpen, trigger }: LazyPopupProps) {
  const { t } = useTranslation();
  const engine = useEngine();
  const layout = useEditorStore((state) => state.layout);
  const premium = useAppStore((state) => state.user !== null);
  const [open, setOpen] = useState(defaultOpen);
  const nameOf = useLayoutName();

  // SPEC §4: unselect-all hides the layouts popover.
  useEffect(() => {
    if (!engine) return;
    return engine.on('selection', ({ ids }) => {
      if (ids.length === 0) setOpen(false);
    });
  }, [engine]);

  if (!layout) return null;

  const choose = (choice: Layout) => {
    if (engine?.execute('apply-layout', { layout: choice.key }))
      track('layout_applied', { layout: choice.key });
    setOpen(false);
  };
  const custom = () => {
    setOpen(false);
    openModal(premium ? { name: 'custom-layout' } : { name: 'upgrade', feature: 'custom_layout' });
  };

  const copies = () => {
    setOpen(false);
    openResizeCopies();
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger {...trigger} />
      <Popover.Portal>
        <Popover.Content
          className="popover layout-selector"
          align="start"
          sideOffset={6}
          aria-label={t('layouts.selector_title')}
        >
          {[...GROUPS].map(([group, layouts]) => (
            <section key={group} className="layout-selector__group" aria-labelledby={`layout-group-${group}`}>
              <h3 id={`layout-group-${group}`} className="layout-selector__heading">
                {t(`layouts.groups.${group}`)}
              </h3>
              <ul className="layout-selector__list">
                {layouts.map((choice) => {
                  const active = choice.key === layout.key;
                  return (
                    <li key={choice.key}>
                      <button
                        type="button"
                        className={`layout-selector__item ${active ? 'layout-selector__item--active' : ''}`}
                        aria-pressed={active}
                        onClick={() => choose(choice)}
                      >
                        {layoutLabel({ name: nameOf(choice.key, choice.name), sizes: choice.sizes })}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
          <button type="button" className="button button--primary button--wide" onClick={custom}>
            {t('layouts.custom_button')}
          </button>
          <button type="button" className="button button--outline button--wide" onClick={copies}>
            {t('resize_copies.open_button')}
          </button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
