import * as Popover from '@radix-ui/react-popover';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { useEngine } from '../header/useEngine';
import { registerAppCommands } from './appCommands';
import { formatShortcut, isMac } from './formatShortcut';
import './ShortcutsHelp.css';

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

/** "Keyboard shortcuts": every engine command that has a shortcut, with its translated name. */
export function ShortcutsHelp() {
  const { t } = useTranslation();
  const engine = useEngine();
  useEffect(() => {
    if (engine) registerAppCommands(engine);
  }, [engine]);

  return (
    <Popover.Root>
      <Popover.Trigger
        className="button button--ghost shortcuts-help__trigger"
        aria-label={t('shortcuts.button')}
        title={t('shortcuts.button')}
        disabled={!engine}
      >
        <span aria-hidden="true">⌨</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="popover shortcuts-help"
          align="end"
          sideOffset={6}
          aria-labelledby="shortcuts-help-title"
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
