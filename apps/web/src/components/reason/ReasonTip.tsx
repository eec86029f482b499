import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

/** Space kept between the tip and its button, and between the tip and the window's edges. */
const GAP = 6;

/**
 * The tooltip of a {@link ReasonButton}: always in the document (it is the button's accessible description),
 * shown next to the button while it is hovered or focused. It lives at the end of the body, above everything,
 * so no scrolling panel clips it; it is placed under the button, or over it when there is no room below, and
 * kept inside the window.
 */
export function ReasonTip({
  id,
  anchor,
  shown,
  children,
}: {
  id: string;
  anchor: RefObject<HTMLElement | null>;
  shown: boolean;
  children: ReactNode;
}) {
  const tip = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = tip.current;
    const button = anchor.current;
    if (!shown || !element || !button) return;
    const target = button.getBoundingClientRect();
    const own = element.getBoundingClientRect();
    const below = target.bottom + GAP;
    const top = below + own.height <= window.innerHeight - GAP ? below : target.top - GAP - own.height;
    const centred = target.left + target.width / 2 - own.width / 2;
    const left = Math.min(Math.max(GAP, centred), window.innerWidth - GAP - own.width);
    element.style.transform = `translate(${Math.round(left)}px, ${Math.round(Math.max(GAP, top))}px)`;
  }, [shown, anchor, children]);
  return createPortal(
    <div ref={tip} id={id} role="tooltip" className="reason-tip" hidden={!shown}>
      {children}
    </div>,
    document.body,
  );
}
