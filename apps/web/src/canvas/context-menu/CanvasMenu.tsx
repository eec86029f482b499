import * as ContextMenu from '@radix-ui/react-context-menu';
import { useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Command, CommandMenu, Engine } from '@lienzo/editor';
import { runCommand } from '../../commands/runCommand';
import { commandReason } from '../../commands/commandReason';
import { menuSections } from '../../commands/menuSections';
import { ReasonItemText, reasonItemProps } from '../../components/reason/reasonMenuItem';
import { currentEngine } from '../../engine/engineRegistry';
import { formatShortcut, isMac } from '../../shortcuts/formatShortcut';

/** Where the Align submenu sits among the object menu's ranks: after grouping, before Set as background. */
const ALIGN_SUBMENU_RANK = 50;

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
 * point of a contextmenu event on its hidden trigger. Its items are the commands the registry lists for the
 * object menu (or, over empty canvas, the canvas menu) and the selection, labelled and refused as in the
 * toolbars, with their shortcuts; one that does not apply says why (issue 24).
 */
export function CanvasMenu({ triggerRef }: { triggerRef: Ref<HTMLSpanElement> }) {
  const { t } = useTranslation();
  const [engine, setEngine] = useState<Engine | null>(null);
  const mac = isMac();

  const item = (current: Engine, command: Command) => {
    const { name } = command;
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

  /** Blocks of items with a separator between each two. */
  const separated = (blocks: readonly ReactNode[][]) =>
    blocks.flatMap((block, index) => [
      ...(index > 0 ? [<ContextMenu.Separator key={`s${index}`} className="more-menu__separator" />] : []),
      ...block,
    ]);

  /** A menu's commands for the selection, a block per section. */
  const blocks = (current: Engine, menu: CommandMenu) =>
    menuSections(current.commandsForSelection(menu), menu).map((section) =>
      section.map((command) => item(current, command)),
    );

  const alignMenu = (current: Engine) => (
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
          {separated(blocks(current, 'align-menu'))}
        </ContextMenu.SubContent>
      </ContextMenu.Portal>
    </ContextMenu.Sub>
  );

  /** The object menu's sections with the Align submenu between those ranked before and after it. */
  const objectMenu = (current: Engine) => {
    const sections = menuSections(current.commandsForSelection('object-menu'), 'object-menu');
    const rendered = sections.map((section) => section.map((command) => item(current, command)));
    const after = sections.findIndex(
      (section) => section[0]!.menus!['object-menu']!.rank > ALIGN_SUBMENU_RANK,
    );
    const at = after === -1 ? sections.length : after;
    const align = current.commandsForSelection('align-menu').length > 0 ? [[alignMenu(current)]] : [];
    return separated([...rendered.slice(0, at), ...align, ...rendered.slice(at)]);
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
          {engine && (selected ? objectMenu(engine) : separated(blocks(engine, 'canvas-menu')))}
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
