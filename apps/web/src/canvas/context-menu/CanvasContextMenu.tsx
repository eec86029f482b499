import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { currentEngine } from '../../engine/engineRegistry';
import { lazyModule, reportLoadFailure, useArrivedModule } from '../../lazy/lazyNamed';
import './CanvasContextMenu.css';

/** How long a finger stays down on the canvas to ask for the menu (as Radix's own trigger waits). */
const LONG_PRESS_MS = 700;

const menuModule = lazyModule(() => import('./CanvasMenu'));

interface Point {
  x: number;
  y: number;
}

/** Whether a key press belongs to a field being typed in (the page's own menu keys are left to it). */
function inField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.matches('input, textarea, select, [role="textbox"]'))
  );
}

/** Opens the menu at a point: a contextmenu event on its trigger, which Radix opens where the event says. */
function openMenu(trigger: HTMLElement, { x, y }: Point): void {
  trigger.dispatchEvent(
    new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: x, clientY: y }),
  );
}

/**
 * The canvas's context menu (issue 21), opened by a right-click on `host`, a long press on touch, Shift+F10
 * or the context-menu key. A right-click on an object that is not selected selects it first (whole group), one
 * on the selection keeps it, one on empty canvas unselects and offers Paste and Select all. The menu (Radix)
 * loads after the editor is ready (issue 22), or at once when asked for before: so it does not wrap the canvas
 * (which would mount the canvas again when it arrives) but opens from its own hidden trigger, rendered beside.
 */
export function useCanvasContextMenu(host: RefObject<HTMLElement | null>): ReactNode {
  const Menu = useArrivedModule(menuModule)?.CanvasMenu ?? null;
  const trigger = useRef<HTMLSpanElement | null>(null);
  /** Where the menu was asked for before it was here. */
  const waiting = useRef<Point | null>(null);

  useEffect(() => {
    const at = waiting.current;
    waiting.current = null;
    if (Menu && at && trigger.current) openMenu(trigger.current, at);
  }, [Menu]);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const ask = (at: Point) => {
      if (trigger.current) return openMenu(trigger.current, at);
      waiting.current = at;
      menuModule.preload().catch((error: unknown) => reportLoadFailure('CanvasMenu', error));
    };
    /** Asked for at a point of the canvas: the object there is chosen first, as described above. */
    const askAtPointer = (at: Point) => {
      const engine = currentEngine();
      if (engine) {
        const id = engine.objectIdAt(at.x, at.y);
        if (id === null) engine.select(null);
        else if (!engine.getSelectedIds().includes(id)) engine.select(id);
      }
      ask(at);
    };
    const onContextMenu = (event: MouseEvent) => {
      event.preventDefault();
      askAtPointer({ x: event.clientX, y: event.clientY });
    };
    // A long press: not every touch device sends a contextmenu event for one. Hand-written because the
    // trigger that would time it is in the chunk that may not be here yet.
    let press: ReturnType<typeof setTimeout> | null = null;
    const endPress = () => {
      if (press !== null) clearTimeout(press);
      press = null;
    };
    const onPointerDown = (event: PointerEvent) => {
      endPress();
      if (event.pointerType === 'mouse') return;
      const at = { x: event.clientX, y: event.clientY };
      press = setTimeout(() => {
        press = null;
        askAtPointer(at);
      }, LONG_PRESS_MS);
    };
    // Shift+F10 and the context-menu key open it for the selection (or the canvas), as in a desktop app.
    const onKeyDown = (event: KeyboardEvent) => {
      const asked =
        event.key === 'ContextMenu' ||
        (event.key === 'F10' && event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey);
      const engine = currentEngine();
      if (!asked || !engine || inField(event.target)) return;
      if (element.closest('[inert], [aria-hidden="true"]') || element.getClientRects().length === 0) return;
      event.preventDefault();
      const box = engine.selectionClientRect() ?? element.getBoundingClientRect();
      ask({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    };
    element.addEventListener('contextmenu', onContextMenu);
    element.addEventListener('pointerdown', onPointerDown);
    for (const name of ['pointermove', 'pointerup', 'pointercancel'] as const)
      element.addEventListener(name, endPress);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      endPress();
      element.removeEventListener('contextmenu', onContextMenu);
      element.removeEventListener('pointerdown', onPointerDown);
      for (const name of ['pointermove', 'pointerup', 'pointercancel'] as const)
        element.removeEventListener(name, endPress);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [host]);

  return Menu ? <Menu triggerRef={trigger} /> : null;
}
