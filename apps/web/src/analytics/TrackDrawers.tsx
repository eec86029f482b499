import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { track } from './analytics';

/** Reports which drawer a person opens: the first segment of the route (`/images/uploads` → images). */
export function TrackDrawers() {
  const drawer = useLocation()[0].split('/')[1] ?? '';
  useEffect(() => {
    if (drawer) track('drawer_opened', { drawer });
  }, [drawer]);
  return null;
}
