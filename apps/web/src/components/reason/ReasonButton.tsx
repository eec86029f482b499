import { useId, useRef, useState, type ButtonHTMLAttributes } from 'react';
import { notify } from '../../notify/notify';
import { ReasonTip } from './ReasonTip';
import './ReasonButton.css';

export interface ReasonButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  /**
   * Why the button cannot act now, or null when it can. A button with a reason is not `disabled` (which would
   * hide it from the keyboard and from hovering) but aria-disabled: hovering or focusing it shows the reason in
   * a tooltip, which is also its accessible description, and pressing it says the reason in a notice instead of
   * acting (issue 24; SPEC §4 'Save design before Share.').
   */
  reason: string | null;
}

/** A button that says why it cannot act: the one way the app shows an unavailable button. */
export function ReasonButton({
  reason,
  onClick,
  onFocus,
  onBlur,
  onPointerEnter,
  onPointerLeave,
  onKeyDown,
  children,
  title,
  ...props
}: ReasonButtonProps) {
  const id = useId();
  const anchor = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState(false);
  const describedBy = [props['aria-describedby'], reason === null ? null : id].filter(Boolean).join(' ');
  return (
    <>
      <button
        type="button"
        {...props}
        // The reason's tooltip replaces the name's while it shows; the name stays the accessible name.
        title={reason === null ? title : undefined}
        ref={anchor}
        aria-disabled={reason === null ? undefined : true}
        aria-describedby={describedBy || undefined}
        onClick={(event) => {
          if (reason === null) {
            onClick?.(event);
            return;
          }
          // Not a submit either: the button only says why it cannot act.
          event.preventDefault();
          notify(reason);
        }}
        onFocus={(event) => {
          setShown(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setShown(false);
          onBlur?.(event);
        }}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') setShown(true);
          onPointerEnter?.(event);
        }}
        onPointerLeave={(event) => {
          setShown(false);
          onPointerLeave?.(event);
        }}
        onKeyDown={(event) => {
          // WCAG 1.4.13: a tooltip can be dismissed without moving the pointer or the focus.
          if (event.key === 'Escape' && shown && reason !== null) {
            event.stopPropagation();
            setShown(false);
          }
          onKeyDown?.(event);
        }}
      >
        {children}
      </button>
      {reason !== null && (
        <ReasonTip id={id} anchor={anchor} shown={shown}>
          {reason}
        </ReasonTip>
      )}
    </>
  );
}
