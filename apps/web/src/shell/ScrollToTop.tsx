import { useEffect, type RefObject } from 'react';
import { useLocation } from 'wouter';

/** SPEC §2: every navigation starts at the top, of the page and of the drawer. */
export function ScrollToTop({ drawerRef }: { drawerRef: RefObject<HTMLElement | null> }) {
  const [pathname] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    drawerRef.current?.scrollTo(0, 0);
  }, [pathname, drawerRef]);
  return null;
}
