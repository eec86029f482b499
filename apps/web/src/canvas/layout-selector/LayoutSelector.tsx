import { useTranslation } from 'react-i18next';
import { layoutLabel } from '@lienzo/core';
import { useEngine } from '../../header/useEngine';
import { lazyPopup, type TriggerLook } from '../../lazy/lazyPopup';
import { useEditorStore } from '../../state/editorStore';
import './LayoutSelector.css';

/** A layout's name in the interface's language, its own name where the locale files have none. */
export function useLayoutName(): (key: string, fallback: string) => string {
  const { t } = useTranslation();
  return (key, fallback) => t(`layouts.names.${key}`, { defaultValue: fallback });
}

/** The current layout's "name (w x h)"; null before a design is open. */
function useLayoutTrigger(): TriggerLook | null {
  const { t } = useTranslation();
  const engine = useEngine();
  const layout = useEditorStore((state) => state.layout);
  const nameOf = useLayoutName();
  if (!layout) return null;
  const current = layoutLabel({
    name: nameOf(layout.key, layout.name),
    sizes: [layout.width, layout.height],
  });
  return {
    className: 'button button--outline layout-selector__trigger',
    'aria-label': t('layouts.selector', { label: current }),
    disabled: !engine,
    children: (
      <>
        <span className="layout-selector__label" dir="auto">
          {current}
        </span>
        <span aria-hidden="true">▾</span>
      </>
    ),
  };
}

/**
 * SPEC §2 layout selector: the current layout's "name (w x h)"; a popover lists the layouts by interface
 * group (pozters hidden), marks the active one, applies a click and closes. Custom layouts are premium.
 */
export const LayoutSelector = lazyPopup<object>({
  load: () => import('./LayoutPopover').then((module) => module.LayoutPopover),
  name: 'LayoutPopover',
  popup: 'dialog',
  useTrigger: useLayoutTrigger,
});
