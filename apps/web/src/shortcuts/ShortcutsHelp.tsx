import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { useEngine } from '../header/useEngine';
import { lazyPopup, type TriggerLook } from '../lazy/lazyPopup';
import { registerAppCommands } from './appCommands';
import './ShortcutsHelp.css';

export interface ShortcutsPopoverProps {
  engine: Engine | null;
}

function useShortcutsTrigger({ engine }: ShortcutsPopoverProps): TriggerLook {
  const { t } = useTranslation();
  return {
    className: 'button button--ghost shortcuts-help__trigger',
    'aria-label': t('shortcuts.button'),
    title: t('shortcuts.button'),
    disabled: !engine,
    children: <span aria-hidden="true">⌨</span>,
  };
}

const ShortcutsPopover = lazyPopup<ShortcutsPopoverProps>({
  load: () => import('./ShortcutsPopover').then((module) => module.ShortcutsPopover),
  name: 'ShortcutsPopover',
  popup: 'dialog',
  useTrigger: useShortcutsTrigger,
});

/**
 * "Keyboard shortcuts": every engine command that has a shortcut, with its translated name. The app's own
 * commands are registered here, with the editor, whether or not the list is ever opened.
 */
export function ShortcutsHelp() {
  const engine = useEngine();
  useEffect(() => {
    if (engine) registerAppCommands(engine);
  }, [engine]);
  return <ShortcutsPopover engine={engine} />;
}
