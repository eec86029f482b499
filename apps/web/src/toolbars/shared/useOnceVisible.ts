import { useEffect, useState, type RefObject } from 'react';

/**
 * True from the first time the element shows on screen (inside any scrolling ancestor) on. Where the
 * browser has no IntersectionObserver, at once.
 */
export function useOnceVisible(element: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (seen || !target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}
