import * as ContextMenu from '@radix-ui/react-context-menu';
import { useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { runCommand } from '../../commands/runCommand';
import { commandReason } from '../../commands/commandReason';
import { ReasonItemText, reasonItemProps } from '../../components/reason/reasonMenuItem';
import { currentEngine } from '../../engine/engineRegistry';
import { formatShortcut, isMac } from '../../shortcuts/formatShortcut';

/** The object menu's sections, in order; names the engine has not registered are left out. */
const OBJECT_SECTIONS: readonly (readonly string[])[] = [
  ['copy', 'cut', 'paste', 'duplicate', 'delete'],
  ['lock', 'unlock'],
  ['bring-forward', 'bring-to-front', 'send-backward', 'send-to-back'],
  ['group', 'ungroup'],
];
const ALIGN = ['align-left', 'align-centre', 'align-right', 'align-top', 'align-middle', 'align-bottom'];
const ARRANGE = ['distribute-horizontal', 'distribute-vertical', 'tidy'];
/** The menu over empty canvas. */
const CANVAS_ITEMS = ['paste', 'select-all'];

/** "Mod+C" as the platform writes it in a menu: Ctrl+C, or ⌘C on a Mac. */
function shortcutText(shortcut: string, t: Parameters<typeof formatShortcut>[1], mac: boolean): string {
  const text = formatShortcut(shortcut, t, mac);
  return mac ? text.replaceAll('⌘+', '⌘') : text;
}

/** The same shortcut for aria-keyshortcuts ("Control+C", "Meta+C"). */
function ariaShortcut(shortcut: string, mac: boolean): string {
  return shortcut
    .split('+')
    .map((part) => (part.toLowerCase() === 'mod' ? (mac ? 'Meta' : 'Control') : part))
    .join('+');
}

/**
 * The canvas's context menu (see useCanvasContextMenu), loaded after the editor is ready. It opens at the
 * point of a contextmenu event on its hidden trigger. Every item is a registered command run by name,
 * labelled and refused as in the toolbars, with its shortcut; one that does not apply says why (issue 24).
 */
export function CanvasMenu({ triggerRef }: { triggerRef: Ref<HTMLSpanElement> }) {
  const { t } = useTranslation();
  const [engine, setEngine] = useState<Engine | null>(null);
  const mac = isMac();

  const item = (current: Engine, name: string) => {
    const command = current.commands.get(name);
    if (!command) return null;
    const id = `context-menu-reason-${name}`;
    // A refused command (SPEC §5) applies: running it tells its own refusal, as its toolbar button does.
    const reason = commandReason(current, name, t);
    const shortcut = command.shortcuts?.[0];
    return (
      <ContextMenu.Item
        key={name}
        className="more-menu__item context-menu__item"
        aria-keyshortcuts={shortcut ? ariaShortcut(shortcut, mac) : undefined}
        {...reasonItemProps(id, reason, () => runCommand(current, name))}
      >
        <span className="context-menu__label">
          <ReasonItemText id={id} label={t(command.labelKey)} reason={reason} />
        </span>
        {shortcut && (
          <span className="context-menu__shortcut" aria-hidden="true">
            {shortcutText(shortcut, t, mac)}
          </span>
        )}
      </ContextMenu.Item>
    );
  };

  const objectMenu = (current: Engine) => {
    const sections = OBJECT_SECTIONS.map((names) => names.map((name) => item(current, name)).filter(Boolean));
    const several = current.getSelectedIds().length > 1;
    const align = [...ALIGN, ...(several ? ARRANGE : [])].filter((name) => current.commands.get(name));
    const parts: ReactNode[] = [];
    sections.forEach((section, index) => {
      if (section.length === 0) return;
      if (parts.length > 0)
        parts.push(<ContextMenu.Separator key={`s${index}`} className="more-menu__separator" />);
      parts.push(...section);
    });
    if (align.length > 0) {
      parts.push(<ContextMenu.Separator key="s-align" className="more-menu__separator" />);
      parts.push(
        <ContextMenu.Sub key="align">
          <ContextMenu.SubTrigger className="more-menu__item context-menu__item">
            {t('canvas.context_align')}
            <span className="context-menu__shortcut" aria-hidden="true">
              ▸
            </span>
          </ContextMenu.SubTrigger>
          <ContextMenu.Portal>
            <ContextMenu.SubContent
              className="more-menu context-menu"
              aria-label={t('canvas.context_align')}
              sideOffset={2}
              collisionPadding={8}
            >
              {ALIGN.map((name) => item(current, name))}
              {several && <ContextMenu.Separator className="more-menu__separator" />}
              {several && ARRANGE.map((name) => item(current, name))}
            </ContextMenu.SubContent>
          </ContextMenu.Portal>
        </ContextMenu.Sub>,
      );
    }
    if (current.commands.get('set-as-background') && current.canSetAsBackground) {
      parts.push(<ContextMenu.Separator key="s-background" className="more-menu__separator" />);
      parts.push(item(current, 'set-as-background'));
    }
    return parts;
  };

  const selected = engine ? engine.getSelectedIds().length > 0 : false;
  return (
    <ContextMenu.Root modal={false} onOpenChange={(open) => setEngine(open ? currentEngine() : null)}>
      <ContextMenu.Trigger ref={triggerRef} hidden />
      <ContextMenu.Portal>
        <ContextMenu.Content
          className="more-menu context-menu"
          aria-label={t('canvas.context_menu')}
          collisionPadding={8}
        >
          {engine && (selected ? objectMenu(engine) : CANVAS_ITEMS.map((name) => item(engine, name)))}
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
