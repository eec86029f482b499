import {
  createElement,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';
import { lazyModule, reportLoadFailure, useArrivedModule } from './lazyNamed';

/** What a popup's trigger shows and says, the same on the stand-in and on the popup's own trigger. */
export interface TriggerLook {
  className: string;
  'aria-label'?: string;
  title?: string;
  disabled?: boolean;
  /** A trigger with nothing to open is kept out of the way of the keyboard and assistive technology. */
  'aria-hidden'?: boolean;
  tabIndex?: number;
  'data-idle'?: boolean;
  children: ReactNode;
}

/** What a lazily loaded popup is given besides its own props. */
export interface LazyPopupProps {
  /** Shown open when it mounts: its stand-in was pressed before it arrived. */
  defaultOpen: boolean;
  /** Its trigger's look, as the stand-in showed it. */
  trigger: TriggerLook;
}

interface LazyPopupOptions<P> {
  /** The popup component, from its own chunk. */
  load: () => Promise<ComponentType<P & LazyPopupProps>>;
  /** Its name in a load failure's report. */
  name: string;
  /** What it opens, as its trigger's aria-haspopup says. */
  popup: 'menu' | 'dialog';
  /** The trigger's look (a hook: it may read the language or the editor), null when there is no trigger. */
  useTrigger: (props: P) => TriggerLook | null;
  /** Where the trigger's element goes (a bar measuring its controls), on the stand-in as on the popup. */
  triggerRef?: (props: P) => Ref<HTMLButtonElement> | undefined;
}

/**
 * A menu or popover whose UI library (Radix, with its positioning and focus code) stays out of the first
 * load (issue 22). Until its chunk arrives (when the page is idle after the editor is ready) a plain button
 * with the trigger's look stands in its place; pressing it (or ArrowDown on a menu's) loads the chunk at
 * once and the popup shows open when it comes. A stand-in holding the keyboard's focus hands it to the
 * popup's own trigger.
 */
export function lazyPopup<P extends object>({
  load,
  name,
  popup,
  useTrigger,
  triggerRef = () => undefined,
}: LazyPopupOptions<P>): ComponentType<P> & { preload: () => Promise<unknown> } {
  const module = lazyModule(load);

  function StandIn({
    look,
    props,
    onOpen,
    onPress,
    standIn,
  }: {
    look: TriggerLook;
    props: P;
    onOpen: () => void;
    onPress: () => void;
    standIn: Ref<HTMLButtonElement>;
  }) {
    const outerRef = triggerRef(props);
    const setElement = useCallback(
      (element: HTMLButtonElement | null) => {
        assignRef(standIn, element);
        assignRef(outerRef, element);
      },
      [standIn, outerRef],
    );
    return (
      <button
        type="button"
        {...look}
        ref={setElement}
        aria-haspopup={popup}
        aria-expanded={false}
        data-state="closed"
        data-stand-in=""
        onClick={onOpen}
        onPointerDown={(event) => {
          if (event.button === 0) onPress();
        }}
        onKeyDown={(event) => {
          if (popup === 'menu' && event.key === 'ArrowDown') {
            event.preventDefault();
            onOpen();
          }
        }}
      />
    );
  }

  function LazyPopup(props: P) {
    const look = useTrigger(props);
    const [wanted, setWanted] = useState(false);
    const standIn = useRef<HTMLButtonElement | null>(null);
    const focusAt = useRef<{ parent: Element; index: number } | null>(null);
    // Where the focused stand-in stood, so that the popup's trigger taking its place takes the focus too.
    const noteFocus = useCallback(() => {
      const button = standIn.current;
      const parent = button?.parentElement;
      focusAt.current =
        button && parent && button === document.activeElement
          ? { parent, index: Array.from(parent.children).indexOf(button) }
          : null;
    }, []);
    // A press on the stand-in that the popup's arrival interrupts ends on the popup's own trigger, so its click
    // reaches neither button: the popup shows open instead, as the press asked.
    const pressing = useRef(false);
    const press = useCallback(() => {
      pressing.current = true;
      const ended = new AbortController();
      const release = () => {
        pressing.current = false;
        ended.abort();
      };
      for (const type of ['pointerup', 'pointercancel'])
        window.addEventListener(type, release, { capture: true, signal: ended.signal });
    }, []);
    const arriving = useCallback(() => {
      noteFocus();
      if (pressing.current) setWanted(true);
    }, [noteFocus]);
    const Popup = useArrivedModule(module, arriving);
    useLayoutEffect(() => {
      const at = focusAt.current;
      focusAt.current = null;
      const trigger = at?.parent.children[at.index];
      if (Popup && trigger instanceof HTMLElement) trigger.focus();
    }, [Popup]);
    if (!look) return null;
    if (Popup) return createElement(Popup, { ...props, defaultOpen: wanted, trigger: look });
    const open = () => {
      setWanted(true);
      module.preload().catch((error: unknown) => reportLoadFailure(name, error));
    };
    return <StandIn look={look} props={props} onOpen={open} onPress={press} standIn={standIn} />;
  }
  LazyPopup.displayName = `LazyPopup(${name})`;
  return Object.assign(LazyPopup, { preload: module.preload });
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}
