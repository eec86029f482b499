import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import type { LazyPopupProps } from '../lazy/lazyPopup';
import { formatShortcut, isMac } from './formatShortcut';
import type { ShortcutsPopoverProps } from './ShortcutsHelp';

/** The registry's commands that have a shortcut, read each time the list opens. */
function ShortcutList({ engine }: { engine: Engine }) {
  const { t } = useTranslation();
  const mac = isMac();
  const commands = engine.commands.all().filter((command) => (command.shortcuts ?? []).length > 0);
  return (
    // Long enough to scroll: focusable so keyboard users can scroll it too.
    <dl className="shortcuts-help__list" tabIndex={0} aria-labelledby="shortcuts-help-title">
      {commands.map((command) => (
        <div key={command.name} className="shortcuts-help__row">
          <dt>{t(command.labelKey, { defaultValue: command.name })}</dt>
          <dd>
            {(command.shortcuts ?? []).map((shortcut, index) => (
              <span key={shortcut}>
                {index > 0 && <span className="shortcuts-help__or"> {t('shortcuts.or')} </span>}
                <kbd>{formatShortcut(shortcut, t, mac)}</kbd>
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The list of "Keyboard shortcuts" (see ShortcutsHelp), loaded after the editor is ready. */
export function ShortcutsPopover({ engine, defaultOpen, trigger }: ShortcutsPopoverProps & LazyPopupProps) {
  const { t } = useTranslation();
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger {...trigger} />
      <Popover.Portal>
        <Popover.Content
          className="popover shortcuts-help"
          align="end"
          sideOffset={6}
          aria-labelledby="shortcuts-help-title"
          // The list outgrows the popover and scrolls: keyboard users scroll it once it has focus.
          tabIndex={0}
        >
          <h2 id="shortcuts-help-title" className="shortcuts-help__title">
            {t('shortcuts.title')}
          </h2>
          {engine && <ShortcutList engine={engine} />}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
