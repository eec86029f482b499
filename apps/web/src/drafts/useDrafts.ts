import { useEffect, useRef } from 'react';
import { useEngine } from '../header/useEngine';
import { startAutosave } from './autosave';
import { installLeaveWarning } from './leaveWarning';
import { offerNewestDraft } from './restoreDraft';

/** A saved design's route offers its own draft once it has loaded (see loadDesign). */
const DESIGN_ROUTE = /^#\/design\//;

/**
 * Never lose work (issue 11): the leave warning, the local draft kept while the design is touched, and,
 * once the editor has started, the offer to restore the draft a reload or crash left behind.
 */
export function useDrafts(): void {
  const engine = useEngine();
  const offered = useRef(false);

  useEffect(() => installLeaveWarning(), []);

  useEffect(() => {
    if (!engine) return;
    if (!offered.current) {
      offered.current = true;
      if (!DESIGN_ROUTE.test(window.location.hash)) void offerNewestDraft();
    }
    return startAutosave(engine);
  }, [engine]);
}
