import { useEffect } from 'react';
import i18next from 'i18next';
import { notifyError } from '../notify/notify';
import { navigateTo } from '../shell/navigation';

/** /design/:hash opens a saved design in the canvas; an unknown hash goes back to /templates. */
export function DesignRoute({ hash }: { hash: string }) {
  useEffect(() => {
    let active = true;
    // Loading needs the engine and the document schema, both in the lazily loaded editor chunk.
    void import('./loadDesign')
      .then(({ loadDesign }) => loadDesign(hash))
      .then((outcome) => {
        if (!active || outcome === 'loaded') return;
        notifyError(i18next.t(outcome === 'not-found' ? 'design.not_found' : 'design.load_failed'));
        navigateTo('/templates', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [hash]);

  return null;
}
