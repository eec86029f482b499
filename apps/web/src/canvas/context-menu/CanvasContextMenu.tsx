import * as ContextMenu from '@radix-ui/react-context-menu';
import {
  useEffect,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { isRefused, runCommand } from '../../commands/runCommand';
import { currentEngine } from '../../engine/engineRegistry';
import { formatShortcut, isMac } from '../../shortcuts/formatShortcut';
import './CanvasContextMenu.css';

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

/** Whether a key press belongs to a field being typed in (the page's own menu keys are left to it). */
function inField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.matches('input, textarea, select, [role="textbox"]'))
  );
}

/**
 * The canvas's context menu (issue 21), opened by a right-click, a long press on touch, Shift+F10 or the
 * context-menu key. A right-click on an object that is not selected selects it first (whole group), one on
 * the selection keeps it, one on empty canvas unselects and offers Paste and Select all. Every item is a
 * registered command run by name, labelled and refused as in the toolbars, with its shortcut.
 */
export function CanvasContextMenu({ children }: { children: ReactElement }) {
  const { t } = useTranslation();
  const [engine, setEngine] = useState<Engine | null>(null);
  const trigger = useRef<HTMLElement>(null);
  /** Where the menu was asked for (client pixels); null when opened from the keyboard for the selection. */
  const point = useRef<{ x: number; y: number } | null>(null);
  const fromKeyboard = useRef(false);
  const mac = isMac();

  const onOpenChange = (open: boolean) => {
    const current = open ? currentEngine() : null;
    const at = point.current;
    point.current = null;
    if (current && at) {
      const id = current.objectIdAt(at.x, at.y);
      if (id === null) current.select(null);
      else if (!current.getSelectedIds().includes(id)) current.select(id);
    }
    setEngine(current);
  };
  const onContextMenu = (event: ReactMouseEvent) => {
    point.current = fromKeyboard.current ? null : { x: event.clientX, y: event.clientY };
    fromKeyboard.current = false;
  };
  // A long press: Radix opens the menu where the finger is, without a contextmenu event on every device.
  const onPointerDown = (event: ReactPointerEvent) => {
    if (event.pointerType !== 'mouse') point.current = { x: event.clientX, y: event.clientY };
  };

  // Shift+F10 and the context-menu key open it for the selection (or the canvas), as in a desktop app.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const asked =
        event.key === 'ContextMenu' ||
        (event.key === 'F10' && event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey);
      const element = trigger.current;
      const engineNow = currentEngine();
      if (!asked || !element || !engineNow || inField(event.target)) return;
      if (element.closest('[inert], [aria-hidden="true"]') || element.getClientRects().length === 0) return;
      event.preventDefault();
      const box = engineNow.selectionClientRect() ?? element.getBoundingClientRect();
      fromKeyboard.current = true;
      element.dispatchEvent(
        new MouseEvent('contextmenu', {
          bubbles: true,
          cancelable: true,
          clientX: box.left + box.width / 2,
          clientY: box.top + box.height / 2,
        }),
      );
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const item = (current: Engine, name: string) => {
    const command = current.commands.get(name);
    if (!command) return null;
    const refused = isRefused(current, name);
    const applies = command.predicate ? command.predicate(current) : true;
    const shortcut = command.shortcuts?.[0];
    return (
      <ContextMenu.Item
        key={name}
        className="more-menu__item context-menu__item"
        // A refused command stays choosable: choosing it tells why, as its toolbar button does.
        disabled={!applies && !refused}
        aria-keyshortcuts={shortcut ? ariaShortcut(shortcut, mac) : undefined}
        onSelect={() => runCommand(current, name)}
      >
        {t(command.labelKey)}
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
    <ContextMenu.Root modal={false} onOpenChange={onOpenChange}>
      <ContextMenu.Trigger ref={trigger} asChild onContextMenu={onContextMenu} onPointerDown={onPointerDown}>
        {children}
      </ContextMenu.Trigger>
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
